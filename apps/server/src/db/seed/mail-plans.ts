import type { MailFolderId } from '@campus/contract';
import { demoContactCodes as C } from './accounts';
import { demoGroupMembers } from './enrolments';
import { demoGroupCodes as G } from './formations';
import type { DemoMediaKey } from './media';

/** Someone outside the academy (no mailbox here). */
export interface OutsideParty {
  name: string;
  address: string;
}

/** A person of the academy (contact code) or an outside address. */
export type MailParty = string | OutsideParty;

export interface MailPlan {
  /** Seed key: replies name the message they answer by it. */
  key: string;
  from: MailParty;
  to: readonly MailParty[];
  cc?: readonly MailParty[];
  bcc?: readonly MailParty[];
  subject: string;
  /** HTML as the composer's editor writes it. */
  html: string;
  /** Minutes before now (today's mail), or a day from today and a Madrid time (office hours). */
  minutesAgo?: number;
  on?: readonly [dayOffset: number, hhmm: string];
  /** Demo files attached, under a name of their own. */
  attachments?: readonly { name: string; media: DemoMediaKey }[];
  /** Recipients whose copy is still unread ('all': every recipient's). */
  unreadBy?: readonly string[] | 'all';
  /** Where a mailbox keeps its copy when it is not the usual one (recipients: inbox; sender: sent). */
  folders?: Readonly<Record<string, MailFolderId>>;
  /** The message this one answers (same conversation). */
  replyTo?: string;
  /** Whether the original is quoted under the text, as the composer does on a reply. */
  quotesOriginal?: boolean;
  /** Only the sender's copy exists, in Borradores. */
  isDraft?: boolean;
}

const H = 60;
const dawA = demoGroupMembers(G.dawA);
const nursingA = demoGroupMembers(G.nursingA);
const examsA = demoGroupMembers(G.examsA);
const examsB = demoGroupMembers(G.examsB);
/** Everybody of a group but the sender (a teacher writing to the group they are not enrolled in is not in it). */
const but = (list: readonly string[], who: string) => list.filter((code) => code !== who);

const hospital: OutsideParty = { name: 'Unidad de Docencia · Hospital Universitario del Sur', address: 'docencia@hospitalsur.example.org' };
const bookshop: OutsideParty = { name: 'Librería Técnica Argüelles', address: 'novedades@libreria-arguelles.example.org' };
const phishing: OutsideParty = { name: 'Soporte de cuentas', address: 'alerta@verificacion-cuentas.example.net' };

/**
 * The demo mail: the demo student's mailbox first (inbox with unread mail, attachments and outside senders,
 * sent mail, a draft, archived and deleted mail, spam, two conversations), then the teachers', the
 * secretariat's and the administration's own mail. Every message is copied into each academy mailbox it
 * reaches, so the teacher, staff and classmates see the same mail from their side.
 */
export const mailPlans: readonly MailPlan[] = [
  // Archived long ago: the welcome and the enrolment confirmations.
  {
    key: 'bienvenida',
    from: C.staff,
    to: [C.student],
    subject: 'Bienvenida a Campus: primeros pasos',
    html: '<p>Hola, Lucía:</p><p>¡Te damos la bienvenida a la academia! Desde Campus podrás seguir tus formaciones, ver las clases grabadas, hablar con tus docentes y con la secretaría.</p><ul><li>Completa tu perfil con una foto y un teléfono de contacto.</li><li>Revisa el calendario: allí están las clases en directo y las tutorías.</li><li>Si algo no funciona, abre una incidencia desde el menú.</li></ul><p>Te adjuntamos la guía del alumno.</p><p>Un saludo,<br>Elena Martín Prieto<br>Coordinación académica · Secretaría</p>',
    on: [-148, '09:10'],
    attachments: [{ name: 'Guía del alumno.pdf', media: 'guide' }],
    folders: { [C.student]: 'archive' },
  },
  {
    key: 'horario-trimestre',
    from: C.teacher,
    to: but(dawA, C.teacher),
    cc: [C.teacherDaw],
    subject: 'Horario del trimestre y criterios de evaluación',
    html: '<p>Buenos días a todos:</p><p>Os resumo cómo va a funcionar el trimestre:</p><ol><li>Clases en directo los martes y jueves de 18:00 a 20:00.</li><li>Una práctica cada tres semanas (40 % de la nota).</li><li>Examen parcial a mitad de trimestre y examen final (60 %).</li></ol><p>Las grabaciones quedan en cada unidad al día siguiente.</p><p>Alberto</p>',
    on: [-60, '09:30'],
    folders: { [C.student]: 'archive' },
  },
  {
    key: 'matricula-enfermeria',
    from: C.staff,
    to: [C.student],
    subject: 'Confirmación de matrícula: Técnico en Cuidados Auxiliares de Enfermería',
    html: '<p>Hola, Lucía:</p><p>Tu matrícula en el grupo <strong>GRU-ENF-2026-A</strong> está confirmada. Las clases empiezan el lunes y tu tutora será Carmen López Vega.</p><p>Recuerda que aún nos falta una copia de tu título de Bachillerato.</p><p>Un saludo,<br>Secretaría</p>',
    on: [-36, '11:10'],
    folders: { [C.student]: 'archive' },
  },
  // A conversation with the secretariat about the enrolment certificate.
  {
    key: 'certificado',
    from: C.student,
    to: [C.staff],
    subject: 'Solicitud de certificado de matrícula',
    html: '<p>Hola, Elena:</p><p>Necesito un certificado de matrícula para presentarlo en mi trabajo. ¿Cómo puedo pedirlo?</p><p>Gracias,<br>Lucía</p>',
    on: [-7, '10:02'],
  },
  {
    key: 'certificado-re',
    from: C.staff,
    to: [C.student],
    subject: 'RE: Solicitud de certificado de matrícula',
    html: '<p>Hola, Lucía:</p><p>Puedes descargarlo tú misma desde tu perfil, en la pestaña <em>Secretaría</em>; en la guía del alumno que te adjunto lo tienes explicado paso a paso. Si tu empresa lo quiere sellado, dímelo y te lo preparo para recoger.</p><p>Un saludo,<br>Elena</p>',
    quotesOriginal: true,
    on: [-6, '12:30'],
    attachments: [{ name: 'Guía del alumno.pdf', media: 'guide' }],
    replyTo: 'certificado',
  },
  {
    key: 'justificante',
    from: C.student,
    to: [C.teacherNursing],
    subject: 'Justificante de ausencia del martes',
    html: '<p>Buenos días, Carmen:</p><p>El martes no pude asistir al taller práctico por una cita médica. Le llevaré el justificante en papel a la próxima clase.</p><p>Un saludo,<br>Lucía Fernández</p>',
    on: [-9, '08:30'],
  },
  {
    key: 'libreria',
    from: bookshop,
    to: [C.student],
    subject: 'Novedades de noviembre: 15 % en manuales de FP',
    html: '<p>Hola:</p><p>Este mes tienes un <strong>15 % de descuento</strong> en todos los manuales de Formación Profesional y oposiciones. Oferta válida hasta fin de mes en tienda y en la web.</p><p>Librería Técnica Argüelles · Calle de Argumosa, 21 · Madrid</p>',
    on: [-10, '07:45'],
    folders: { [C.student]: 'deleted' },
  },
  {
    key: 'bases-de-datos',
    from: C.teacherDaw,
    to: but(dawA, C.teacherDaw),
    cc: [C.teacher],
    subject: 'Tutoría grupal de bases de datos: qué instalar antes',
    html: '<p>Hola a todos:</p><p>Para la tutoría grupal necesitáis traer instalados <strong>PostgreSQL 16</strong> y un cliente (pgAdmin o DBeaver). Si usáis Windows, instalad antes WSL.</p><p>Os adjunto los apuntes de apoyo de la unidad.</p><p>Raquel</p>',
    on: [-6, '10:15'],
    attachments: [{ name: 'Apuntes de apoyo - Bases de datos.pdf', media: 'notesDaw' }],
  },
  // A conversation of four classmates: a proposal and answers to all.
  {
    key: 'grupo-estudio',
    from: 'CON-10007',
    to: [C.student, 'CON-10008', 'CON-10010'],
    subject: 'Grupo de estudio para el parcial',
    html: '<p>¡Hola!</p><p>Como hablamos en el tablón, propongo quedar los <strong>martes y jueves a las 19:00</strong> por videollamada para repasar el parcial. Empezamos por DOM y eventos, y la semana siguiente React.</p><p>¿Os viene bien?</p><p>Daniel</p>',
    on: [-5, '21:05'],
  },
  {
    key: 'grupo-estudio-re',
    from: 'CON-10008',
    to: ['CON-10007', C.student, 'CON-10010'],
    subject: 'RE: Grupo de estudio para el parcial',
    html: '<p>¡Me apunto! El jueves no puedo hasta las 19:30, ¿lo retrasamos media hora ese día?</p><p>Paula</p>',
    quotesOriginal: true,
    on: [-5, '22:30'],
    replyTo: 'grupo-estudio',
  },
  {
    key: 'grupo-estudio-re2',
    from: C.student,
    to: ['CON-10007', 'CON-10008', 'CON-10010'],
    subject: 'RE: Grupo de estudio para el parcial',
    html: '<p>Perfecto por mi parte: martes a las 19:00 y jueves a las 19:30. Preparo unos ejercicios del tema de eventos para el primer día.</p><p>Lucía</p>',
    on: [-5, '22:48'],
    replyTo: 'grupo-estudio-re',
  },
  {
    key: 'cambio-sala',
    from: 'CON-10007',
    to: [C.student],
    subject: 'Sala de estudio de la biblioteca',
    html: '<p>He reservado la sala 2 de la biblioteca para el martes, pero igual la cambian. Te confirmo.</p>',
    on: [-4, '17:00'],
    folders: { [C.student]: 'deleted' },
  },
  // The three messages of a conversation with the nursing tutor, the last one still unread.
  {
    key: 'caso-practico',
    from: C.teacherNursing,
    to: [C.student],
    subject: 'Corrección del caso práctico de valoración del paciente',
    html: '<p>Hola, Lucía:</p><p>Te devuelvo corregido el caso práctico de valoración del paciente. Has identificado bien las necesidades alteradas y el plan de cuidados es coherente. Revisa solo la escala de Braden: la puntuación de movilidad no es correcta.</p><p>Tienes las anotaciones en el PDF.</p><p>Un saludo,<br>Carmen</p>',
    on: [-4, '10:20'],
    attachments: [{ name: 'Caso práctico corregido - Valoración del paciente.pdf', media: 'notesNursing' }],
  },
  {
    key: 'caso-practico-re',
    from: C.student,
    to: [C.teacherNursing],
    subject: 'RE: Corrección del caso práctico de valoración del paciente',
    html: '<p>Muchas gracias, Carmen. He repasado la escala de Braden: en movilidad puse un 3 y debía ser un 2, porque el paciente necesita ayuda para cambiar de postura. ¿Puedo entregar la versión corregida?</p><p>Lucía</p>',
    quotesOriginal: true,
    on: [-4, '18:05'],
    replyTo: 'caso-practico',
  },
  {
    key: 'caso-practico-re2',
    from: C.teacherNursing,
    to: [C.student],
    subject: 'RE: Corrección del caso práctico de valoración del paciente',
    html: '<p>Exacto, es un 2. Sí, súbela en la tarea de la unidad 2 antes del viernes y la tendré en cuenta para la nota.</p><p>Carmen</p>',
    on: [-1, '09:15'],
    replyTo: 'caso-practico-re',
    unreadBy: 'all',
  },
  {
    key: 'examenes-bienvenida',
    from: C.teacherExams,
    to: but(examsB, C.teacherExams),
    subject: 'Bienvenida al grupo y temario del bloque I',
    html: '<p>Buenos días:</p><p>Bienvenidos al grupo de preparación de <strong>Auxiliar Administrativo del Estado</strong>. Os adjunto el temario del bloque I (Organización pública) para que vayáis leyéndolo antes del día 1.</p><p>Ignacio Moreno<br>Jefe de estudios</p>',
    on: [-3, '12:40'],
    attachments: [{ name: 'Temario del bloque I - Organización pública.pdf', media: 'notesExams' }],
  },
  {
    key: 'ejercicios-peticion',
    from: 'CON-10010',
    to: [C.student],
    subject: '¿Me pasas los ejercicios de eventos?',
    html: '<p>Hola, Lucía. ¿Me puedes pasar los ejercicios del tema de eventos que comentaste? No pude ir a la última clase.</p><p>¡Gracias!<br>Sara</p>',
    on: [-3, '17:20'],
  },
  {
    key: 'ejercicios',
    from: C.student,
    to: ['CON-10010', 'CON-10008', 'CON-10007'],
    subject: 'Ejercicios del tema de eventos',
    html: '<p>¡Hola!</p><p>Os dejo los ejercicios del tema de eventos para el grupo de estudio del martes. Los tres últimos son de delegación de eventos, que seguro que cae en el parcial.</p><p>Lucía</p>',
    on: [-3, '20:45'],
    attachments: [{ name: 'Ejercicios - Eventos del DOM.pdf', media: 'notesDaw' }],
    unreadBy: ['CON-10007'],
  },
  {
    key: 'adrian-practicas',
    from: 'CON-10011',
    to: [C.teacher],
    subject: 'Prácticas anteriores a mi incorporación',
    html: '<p>Hola, Alberto:</p><p>Me incorporé al grupo hace dos meses. ¿Tengo que entregar las prácticas 1 y 2 o solo a partir de la 3?</p><p>Adrián Vázquez</p>',
    on: [-3, '18:00'],
  },
  {
    key: 'adrian-practicas-re',
    from: C.teacher,
    to: ['CON-10011'],
    subject: 'RE: Prácticas anteriores a mi incorporación',
    html: '<p>Hola, Adrián:</p><p>Solo a partir de la 3. Las anteriores te las convalido con el examen parcial.</p><p>Alberto</p>',
    on: [-2, '09:40'],
    replyTo: 'adrian-practicas',
  },
  {
    key: 'hospital',
    from: hospital,
    to: [C.student],
    cc: [C.teacherNursing],
    subject: 'Asignación de centro para las prácticas (FCT)',
    html: '<p>Estimada Lucía Fernández Ortega:</p><p>Le comunicamos que ha sido asignada al <strong>Hospital Universitario del Sur</strong> para la Formación en Centros de Trabajo, en la unidad de Medicina Interna (3.ª planta), en turno de mañana.</p><p>El primer día deberá presentarse a las 8:00 en la Unidad de Docencia con su DNI y el uniforme. Le adjuntamos las normas de la unidad.</p><p>Atentamente,<br>Unidad de Docencia · Hospital Universitario del Sur</p>',
    on: [-2, '11:30'],
    attachments: [{ name: 'Normas de la unidad de prácticas.pdf', media: 'guide' }],
    unreadBy: [C.student],
  },
  {
    key: 'phishing',
    from: phishing,
    to: [C.student],
    subject: 'Tu buzón está casi lleno: verifica tu cuenta',
    html: '<p><img src="https://verificacion-cuentas.example.net/logo.png" alt="Soporte"></p><p>Tu buzón ha alcanzado el 98 % de su capacidad. Verifica tu cuenta en las próximas 24 horas para no perder tus correos.</p><p><a href="https://verificacion-cuentas.example.net/login">Verificar ahora</a></p>',
    on: [-2, '03:12'],
    folders: { [C.student]: 'junk' },
    unreadBy: [C.student],
  },
  {
    key: 'hooks-grabacion',
    from: C.teacher,
    to: but(dawA, C.teacher),
    subject: 'Grabación de la clase de hooks personalizados',
    html: '<p>Hola:</p><p>Ya tenéis la grabación de la clase de hoy en la unidad 4, con los subtítulos. El ejercicio del final (un <code>useFetch</code> con cancelación) lo corregimos el jueves.</p><p>Alberto</p>',
    on: [-2, '21:10'],
  },
  {
    key: 'repositorio',
    from: 'CON-10009',
    to: [C.student],
    cc: ['CON-10007'],
    subject: 'Repositorio de la práctica 3',
    html: '<p>Hola, Lucía:</p><p>Te paso el enlace del repositorio que usamos como ejemplo: <a href="https://git.campus.test/daw/practica-3-ejemplo">git.campus.test/daw/practica-3-ejemplo</a>. La rama <code>solucion</code> tiene la validación en el servidor.</p><p>Hugo</p>',
    on: [-2, '19:10'],
  },
  {
    key: 'junta-evaluacion',
    from: C.teacherExams,
    to: [C.teacher, C.teacherDaw, C.teacherNursing],
    cc: [C.staff],
    subject: 'Convocatoria de la junta de evaluación',
    html: '<p>Buenos días:</p><p>Os convoco a la junta de evaluación del trimestre el <strong>próximo miércoles a las 16:00</strong> en la sala de profesores (también por videollamada).</p><p>Traed las notas de las prácticas cerradas el lunes. Elena nos pasará el listado de alumnos de cada grupo.</p><p>Ignacio Moreno<br>Jefe de estudios</p>',
    on: [-2, '14:00'],
    unreadBy: [C.teacher, C.teacherDaw],
  },
  {
    key: 'examenes-simulacro',
    from: C.teacherExams,
    to: but(examsA, C.teacherExams),
    subject: 'Simulacro del bloque I: instrucciones',
    html: '<p>Hola a todos:</p><p>El lunes haremos el simulacro del bloque I: <strong>60 preguntas en 60 minutos</strong>, con penalización de un tercio por error. Os adjunto el temario para el repaso.</p><p>Ignacio</p>',
    on: [-4, '16:10'],
    attachments: [{ name: 'Temario del bloque I - Organización pública.pdf', media: 'notesExams' }],
    unreadBy: [C.limited, 'CON-10013'],
  },
  {
    key: 'acceso-limitado',
    from: C.staff,
    to: [C.limited],
    subject: 'Tu acceso a la preparación de oposiciones',
    html: '<p>Hola, Sergio:</p><p>Con tu modalidad de acceso puedes ver las clases gratuitas y los materiales del grupo. Si quieres las clases en directo y los simulacros corregidos, puedes ampliarla desde la página de la formación.</p><p>Un saludo,<br>Elena Martín Prieto<br>Secretaría</p>',
    on: [-8, '12:20'],
  },
  {
    key: 'alberto-duda',
    from: C.student,
    to: [C.teacher],
    cc: [C.teacherDaw],
    subject: 'Duda sobre la validación en la práctica 3',
    html: '<p>Buenas tardes, Alberto:</p><p>En la práctica 3, ¿la validación del servidor tiene que devolver todos los errores a la vez o basta con el primero?</p><p>Gracias,<br>Lucía</p>',
    on: [-1, '16:40'],
  },
  {
    key: 'alberto-duda-re',
    from: C.teacher,
    to: [C.student],
    cc: [C.teacherDaw],
    subject: 'RE: Duda sobre la validación en la práctica 3',
    html: '<p>Hola, Lucía:</p><p>Mejor todos a la vez, cada uno con el campo al que se refiere: así el formulario puede marcarlos todos. Con el esquema de zod que vimos en clase es directo.</p><p>Alberto</p>',
    minutesAgo: 20 * H,
    replyTo: 'alberto-duda',
  },
  {
    key: 'junta-evaluacion-re',
    from: C.staff,
    to: [C.teacherExams],
    cc: [C.teacher, C.teacherDaw, C.teacherNursing],
    subject: 'RE: Convocatoria de la junta de evaluación',
    html: '<p>Ignacio, el lunes os dejo en la carpeta compartida el listado de alumnos de cada grupo con las prácticas entregadas. Reservo la sala de profesores y el enlace de la videollamada.</p><p>Elena</p>',
    on: [-1, '11:05'],
    replyTo: 'junta-evaluacion',
    quotesOriginal: true,
    unreadBy: [C.teacher],
  },
  {
    key: 'reparto-correccion',
    from: C.teacherDaw,
    to: [C.teacher],
    subject: 'Reparto de la corrección de la práctica 3',
    html: '<p>Alberto, ¿te parece que corrija yo la parte del servidor (validación y base de datos) y tú la del cliente? Así las tenemos antes de la junta.</p><p>Raquel</p>',
    on: [-1, '12:15'],
    unreadBy: 'all',
  },
  {
    key: 'taller-aula',
    from: C.teacherNursing,
    to: but(nursingA, C.teacherNursing),
    subject: 'Cambio de aula del taller práctico',
    html: '<p>Hola:</p><p>El taller de higiene de manos del jueves será en el <strong>aula 2.04</strong> (segunda planta). El horario no cambia.</p><p>Carmen</p>',
    on: [-1, '19:25'],
  },
  {
    key: 'simulacro-parejas',
    from: C.teacherNursing,
    to: but(nursingA, C.teacherNursing),
    subject: 'Simulacro de toma de constantes: parejas y material',
    html: '<p>Hola a todos:</p><p>Estas son las parejas del simulacro de la semana que viene:</p><ul><li>Lucía y Claudia</li><li>Nerea e Irene</li><li>Laura y Pablo, que se incorpora esta semana</li></ul><p>Traed el fonendo si tenéis uno propio; los tensiómetros los ponemos nosotros.</p><p>Carmen</p>',
    minutesAgo: 7 * H,
    unreadBy: 'all',
  },
  {
    key: 'administracion-cargo',
    from: C.admin,
    to: [C.student],
    subject: 'Incidencia CAS-7352-HTP: cargo duplicado de la mensualidad',
    html: '<p>Hola, Lucía:</p><p>Hemos revisado tu incidencia sobre el cargo duplicado de la mensualidad. Para tramitar la devolución necesitamos el <strong>extracto bancario</strong> donde aparecen los dos cargos. Puedes responder a este correo adjuntándolo.</p><p>Un saludo,<br>Marta Ruiz Calvo<br>Administración</p>',
    minutesAgo: 5 * H,
    unreadBy: 'all',
  },
  {
    key: 'administracion-listado',
    from: C.admin,
    to: [C.staff],
    subject: 'Listado de incidencias de facturación pendientes',
    html: '<p>Elena, te paso las incidencias de facturación que siguen abiertas para que las revisemos el jueves: CAS-7352-HTP (cargo duplicado) y dos devoluciones de recibos del grupo de oposiciones.</p><p>Marta</p>',
    minutesAgo: 4 * H,
    unreadBy: 'all',
  },
  {
    key: 'administracion-listado-re',
    from: C.staff,
    to: [C.admin],
    subject: 'RE: Listado de incidencias de facturación pendientes',
    html: '<p>Gracias, Marta. A Lucía ya le he pedido también por correo la documentación de la matrícula, así que el jueves lo vemos todo junto.</p><p>Elena</p>',
    minutesAgo: 2 * H,
    replyTo: 'administracion-listado',
    quotesOriginal: true,
    unreadBy: 'all',
  },
  {
    key: 'documentacion',
    from: C.staff,
    to: [C.student],
    subject: 'Documentación pendiente de tu matrícula de Enfermería',
    html: '<p>Hola, Lucía:</p><p>Nos falta la <strong>copia del título de Bachillerato</strong> para completar tu matrícula de Auxiliar de Enfermería. Puedes traerla a la secretaría o responder a este correo con el documento escaneado antes del viernes.</p><p>Un saludo,<br>Elena Martín Prieto<br>Secretaría</p>',
    minutesAgo: 3 * H - 10,
    unreadBy: 'all',
  },
  {
    key: 'practica-4',
    from: C.teacher,
    to: but(dawA, C.teacher),
    cc: [C.teacherDaw],
    subject: 'Enunciado de la práctica 4: autenticación con tokens',
    html: '<p>Hola a todos:</p><p>Os adjunto el enunciado de la <strong>práctica 4</strong>: una API con inicio de sesión, tokens de acceso con caducidad y renovación. Se entrega en tres semanas.</p><p>El jueves dedicaremos la primera media hora a resolver dudas.</p><p>Alberto</p>',
    minutesAgo: 95,
    attachments: [{ name: 'Práctica 4 - Autenticación con tokens.pdf', media: 'notesDaw' }],
    unreadBy: [C.student, 'CON-10007', 'CON-10009', 'CON-10011'],
  },
  {
    key: 'apuntes-paula',
    from: 'CON-10008',
    to: [C.student],
    subject: 'Mis apuntes de la clase de autenticación',
    html: '<p>¡Hola, Lucía!</p><p>Te paso mis apuntes de la clase de autenticación. Lo de los tokens de renovación no lo acabo de ver claro, ¿lo repasamos el jueves antes de la clase?</p><p>Paula</p>',
    minutesAgo: 40,
    attachments: [{ name: 'Apuntes - Autenticación y sesiones.pdf', media: 'notesDaw' }],
    unreadBy: 'all',
  },
  // Drafts: only their writer has them.
  {
    key: 'borrador-tutoria',
    from: C.student,
    to: [C.teacherDaw],
    subject: 'Consulta sobre la tutoría de bases de datos',
    html: '<p>Hola, Raquel:</p><p>Para la tutoría grupal, ¿sirve PostgreSQL 15 o tiene que ser la 16? Tengo instalada la 15 por otra asignatura y</p>',
    minutesAgo: 26 * H,
    isDraft: true,
  },
  {
    key: 'borrador-notas',
    from: C.teacher,
    to: but(dawA, C.teacher),
    subject: 'Notas del examen parcial',
    html: '<p>Hola a todos:</p><p>Ya están corregidos los exámenes del parcial. La nota media del grupo es un</p>',
    minutesAgo: 3 * H,
    isDraft: true,
  },
];
