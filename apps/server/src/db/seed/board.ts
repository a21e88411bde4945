import { and, eq, isNull, like } from 'drizzle-orm';
import type { Database } from '../client';
import { files, fileUploads, notifications, postResponses, posts } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';
import { demoFormationCodes as F, demoGroupCodes as G } from './formations';
import { demoMedia, type DemoMediaKey } from './media';

interface BoardPostPlan {
  /** Groups it is addressed to; the first one names the formation. */
  groups: string[];
  author: string;
  /** Minutes before now (recent posts, which seeded notifications name), or a day from today and a Madrid time. */
  minutesAgo?: number;
  on?: [day: number, time: string];
  title: string;
  /** HTML as the board's editor writes it (within the server sanitiser's tags). */
  content: string;
  /** Files the author attached (demo media under a name of their own). */
  files?: { name: string; media: DemoMediaKey }[];
  responses?: { author: string; minutesAfter: number; content: string }[];
  /** The seeded bell notifications about this post (matched by their message) open it. */
  notificationMessage?: string;
}

const HOUR = 60;

const formationOf: Record<string, string> = { [G.dawA]: F.daw, [G.dawB]: F.daw, [G.nursingA]: F.nursing, [G.examsA]: F.exams, [G.examsB]: F.exams };

const boardPosts: BoardPostPlan[] = [
  {
    groups: [G.dawA],
    author: C.teacher,
    minutesAgo: 3 * HOUR + 1,
    title: 'Entrega de la práctica 3: instrucciones',
    content:
      '<p>Hola a todos. Ya tenéis abierta la entrega de la <strong>práctica 3 (API REST con Fastify)</strong>.</p><ul><li>Fecha límite: el domingo de la semana que viene a las 23:59.</li><li>Se entrega el enlace al repositorio y la memoria con la plantilla adjunta.</li><li>Se puede hacer por parejas; indicad los dos nombres en la memoria.</li></ul><p>Os dejo también los apuntes de apoyo del tema 5. Cualquier duda, por aquí.</p>',
    files: [
      { name: 'Plantilla de memoria del proyecto.docx', media: 'template' },
      { name: 'Apuntes de apoyo - API REST.pdf', media: 'notesDaw' },
    ],
    responses: [
      { author: 'CON-10009', minutesAfter: 40, content: '¿La memoria puede ir en PDF o tiene que ser el Word de la plantilla?' },
      { author: C.teacher, minutesAfter: 75, content: 'Mejor en PDF: rellenad la plantilla y exportadla.' },
      { author: C.student, minutesAfter: 120, content: 'Perfecto, gracias. Paula y yo la haremos juntas.' },
    ],
    notificationMessage: '%Entrega de la práctica 3: instrucciones%',
  },
  {
    groups: [G.dawA],
    author: 'CON-10008',
    on: [-2, '21:40'],
    title: 'Grupo de estudio para el examen parcial',
    content:
      '<p>¿Alguien se apunta a repasar juntos antes del parcial? Había pensado en una videollamada los <strong>martes y jueves a las 19:00</strong>, una hora cada día.</p><p>Podemos ir por temas: DOM, eventos y React.</p>',
    responses: [
      { author: 'CON-10007', minutesAfter: 25, content: '¡Yo me apunto! El jueves no puedo hasta las 19:30.' },
      { author: C.student, minutesAfter: 90, content: 'Cuenta conmigo. Si queréis preparo unos ejercicios del tema de eventos.' },
      { author: 'CON-10010', minutesAfter: 180, content: 'Me uno también. ¿Dónde compartimos el enlace?' },
    ],
  },
  {
    groups: [G.dawA],
    author: C.teacherDaw,
    on: [-6, '10:05'],
    title: 'Tutoría grupal de bases de datos',
    content:
      '<p>Antes de empezar la unidad de bases de datos haremos una tutoría grupal para instalar <strong>PostgreSQL</strong> y el cliente que usaremos en clase.</p><p>Traed el portátil con permisos de administrador. Si usáis Windows, instalad antes WSL siguiendo la guía del campus.</p>',
    responses: [{ author: 'CON-10011', minutesAfter: 300, content: 'Yo llegué más tarde al curso: ¿la guía de WSL está en la unidad 1?' }],
  },
  {
    groups: [G.dawA],
    author: C.student,
    on: [-9, '18:25'],
    title: 'Recursos para practicar SQL',
    content:
      '<p>Os comparto lo que me está sirviendo para practicar SQL antes de la unidad 3:</p><ol><li><a href="https://www.postgresql.org/docs/current/tutorial.html" target="_blank" rel="noopener noreferrer">Tutorial oficial de PostgreSQL</a></li><li><a href="https://sqlbolt.com" target="_blank" rel="noopener noreferrer">SQLBolt</a>, ejercicios interactivos</li></ol><p>Si conocéis alguno más, añadidlo en las respuestas.</p>',
    responses: [
      { author: 'CON-10010', minutesAfter: 60, content: '¡Gracias, Lucía! Yo uso también pgexercises.com, está muy bien para JOIN.' },
      { author: C.teacherDaw, minutesAfter: 240, content: 'Muy buena selección. El tutorial oficial es justo lo que seguiremos en clase.' },
    ],
  },
  {
    groups: [G.nursingA],
    author: C.teacherNursing,
    on: [-1, '08:45'],
    title: 'Simulacro de práctica: toma de constantes',
    content:
      '<p>La semana que viene haremos un <strong>simulacro de toma de constantes</strong> por parejas. Repasad el protocolo y la tabla de valores de referencia que os adjunto.</p><p>Cada pareja registrará tensión arterial, frecuencia cardiaca, frecuencia respiratoria y temperatura.</p>',
    files: [
      { name: 'Protocolo de toma de constantes vitales.pdf', media: 'notesNursing' },
      { name: 'Tabla de constantes vitales.jpg', media: 'imageNursing' },
    ],
    responses: [
      { author: 'CON-10012', minutesAfter: 50, content: '¿Hay que llevar el fonendo propio o lo ponéis vosotros?' },
      { author: C.teacherNursing, minutesAfter: 95, content: 'Lo ponemos nosotros, pero si tenéis el vuestro, mejor: así practicáis con él.' },
      { author: 'CON-10014', minutesAfter: 200, content: '¿Las parejas las hacemos nosotras o las asignas tú?' },
    ],
  },
  {
    groups: [G.nursingA],
    author: C.student,
    minutesAgo: 52 * HOUR,
    title: 'Duda con la gráfica de constantes',
    content:
      '<p>En la gráfica de constantes del caso práctico no entiendo por qué la <em>frecuencia cardiaca</em> se anota con un punto rojo y la temperatura con uno azul. ¿Es un convenio de todos los hospitales?</p>',
    responses: [
      {
        author: C.teacherNursing,
        minutesAfter: 2 * HOUR,
        content: 'Es el convenio más extendido, pero cada centro tiene su hoja. Lo importante es la leyenda: revisadla siempre al empezar el turno.',
      },
      { author: 'CON-10016', minutesAfter: 3 * HOUR, content: 'En mis prácticas usaban el mismo código de colores, así que te vale.' },
    ],
    notificationMessage: '%gráfica de constantes%',
  },
  {
    groups: [G.nursingA],
    author: 'CON-10014',
    on: [-5, '20:10'],
    title: 'Resumen del tema 2: higiene del paciente',
    content:
      '<p>He pasado a limpio mis notas del tema 2. Lo más importante:</p><ul><li>Orden de la higiene: de lo más limpio a lo más sucio.</li><li>Preservar siempre la intimidad del paciente.</li><li>Revisar la piel en busca de zonas de presión.</li></ul>',
    responses: [{ author: 'CON-10018', minutesAfter: 130, content: 'Muchas gracias, Nerea. Me viene genial para el test.' }],
  },
  {
    groups: [G.examsB],
    author: C.teacherExams,
    on: [-3, '12:30'],
    title: 'Bienvenida al grupo de oposiciones',
    content:
      '<p>Bienvenidos al grupo de preparación de <strong>Auxiliar Administrativo del Estado</strong>. Las clases empiezan el día 1 del mes que viene.</p><p>Mientras tanto, os adjunto el temario para que podáis echarle un vistazo. En la primera sesión repasaremos cómo es el examen y el plan de estudio.</p>',
    files: [{ name: 'Temario - Auxiliar Administrativo del Estado.pdf', media: 'notesExams' }],
    responses: [
      { author: 'CON-10018', minutesAfter: 45, content: '¡Gracias! ¿Habrá simulacros de examen durante el curso?' },
      { author: C.teacherExams, minutesAfter: 120, content: 'Sí, uno al final de cada bloque y dos completos antes del examen.' },
    ],
  },
  {
    groups: [G.examsA],
    author: C.teacherExams,
    on: [-4, '16:00'],
    title: 'Simulacro del bloque I',
    content:
      '<p>El próximo lunes haremos el simulacro del <strong>bloque I (Organización pública)</strong>: 60 preguntas en 60 minutos, con penalización por error.</p>',
    responses: [{ author: 'CON-10013', minutesAfter: 80, content: '¿Entra también la Ley 39/2015?' }],
  },
  {
    groups: [G.dawA, G.nursingA, G.examsA, G.examsB],
    author: C.staff,
    on: [-8, '09:15'],
    title: 'Nuevo horario de atención de secretaría',
    content:
      '<p>Desde esta semana la secretaría atiende de <strong>lunes a jueves de 9:00 a 19:00</strong> y los <strong>viernes de 9:00 a 14:00</strong>.</p><p>Para cualquier gestión fuera de ese horario podéis abrir una incidencia desde el campus y os responderemos el siguiente día hábil.</p>',
  },
];

/**
 * Posts of the board (tablón) addressed to the demo groups, newest a few hours ago: announcements with
 * attached files (demo media, stored as post uploads of their authors, so the groups open them through signed
 * addresses), students' questions and answers. The seeded bell notifications about posts open theirs.
 */
export async function seedBoard(tx: Database, clock: DemoClock): Promise<void> {
  for (const plan of boardPosts) {
    const at = plan.on ? clock.at(...plan.on) : clock.minutesFromNow(-(plan.minutesAgo ?? 0));
    const [post] = await tx
      .insert(posts)
      .values({
        title: plan.title,
        content: plan.content,
        edu_codigocontacto: plan.author,
        codigos_grupos: plan.groups,
        edu_codigoformacion: formationOf[plan.groups[0]!] ?? null,
        created_at: at,
      })
      .returning({ id: posts.id });
    const postId = post!.id;

    if (plan.files?.length) {
      const stored = await tx
        .insert(files)
        .values(
          plan.files.map((file) => ({
            name: file.name,
            file_type: demoMedia[file.media].file_type,
            storage_key: demoMedia[file.media].storage_key,
            created_at: at,
          })),
        )
        .returning({ id: files.id, name: files.name });
      await tx
        .insert(fileUploads)
        .values(stored.map((file) => ({ file_id: file.id, edu_codigocontacto: plan.author, purpose: 'post' as const, post_id: postId, created_at: at })));
      await tx
        .update(posts)
        .set({ metadata: { files: stored.map((file) => ({ id: file.id, name: file.name, url: `/api/files/activos/file/${file.id}` })) } })
        .where(eq(posts.id, postId));
    }

    if (plan.responses?.length) {
      await tx.insert(postResponses).values(
        plan.responses.map((r) => ({
          post_id: postId,
          content: r.content,
          edu_codigocontacto: r.author,
          created_at: new Date(at.getTime() + r.minutesAfter * 60_000),
        })),
      );
    }

    if (plan.notificationMessage) {
      await tx
        .update(notifications)
        .set({ notifiable_id: postId })
        .where(and(eq(notifications.notifiable_type, 'post'), isNull(notifications.notifiable_id), like(notifications.message, plan.notificationMessage)));
    }
  }
}
