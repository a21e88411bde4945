import { getWeekday, toAcademyDay, toAcademyTime } from '@campus/contract';
import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { type EventMetadata, type EventType, eventContacts, eventFiles, eventFormations, eventOrganizers, events, files } from '../schema';
import { classmateCodes, demoContactCodes as C } from './accounts';
import { type LiveTopic, dawClientTopics, dawRecordedLessons, dawServerTopics, examsBTopics, nursingRecordedLessons, nursingTopics } from './calendar-topics';
import type { ContentIds, FilePlan } from './content';
import type { DemoClock } from './dates';
import { demoGroupCodes as G } from './formations';
import { type DemoMediaKey, demoMedia, notes, recording } from './media';

/**
 * The demo academy's calendar beyond the formation trees: weekly live-class series, recorded lessons,
 * exams, tests, tasks, webinars, meetings, tutorías, Zoom sessions and trial classes for the demo
 * student's groups over the whole course (about 300 events for her), and her personal study plan.
 * Every day is an offset from today, so the calendar looks the same on any day it is seeded.
 */

/** One calendar-only event, with its day relative to today. */
interface CalendarEventPlan {
  title: string;
  description: string;
  type: EventType;
  day: number;
  /** Madrid start time 'HH:MM'; none for all-day events. */
  start?: string;
  minutes?: number;
  groups: readonly string[];
  organizers: readonly string[];
  /** Students invited (tutorías): event_contacts rows with completed 0. */
  invited?: readonly string[];
  joinUrl?: string;
  zoomId?: string;
  serie?: { id: string; daysOfWeek: number[] };
  /** inicio_calendario..fin_calendario as days from the event day. */
  window?: [from: number, to: number];
  freemium?: boolean;
  download?: boolean;
  files?: readonly FilePlan[];
  meetings?: EventMetadata['meetings'];
}

/**
 * Residues name weekdays counted from Tuesday (0 = Tuesday … 6 = Monday), so the plan below reads the same
 * whatever day the academy is seeded: the Wednesday and Friday series stays on Wednesdays and Fridays.
 * `residueBase` is today's residue, set by buildCalendarPlan from its clock before anything is placed.
 */
const WORKING_RESIDUES = new Set([0, 1, 2, 3, 6]);
let residueBase = 0;
const residueOf = (day: number) => (((day + residueBase) % 7) + 7) % 7;
/** Weekday of a residue, 0 = Monday … 6 = Sunday (spec 001 §3 daysOfWeek). */
const weekdayOfResidue = (residue: number) => (residue + 1) % 7;

/**
 * The first day at or after `day` on a working residue and not today: timed sessions with a join link
 * never fall on today, so the only live class under way is the seeded "live now" one.
 */
function slot(day: number): number {
  let d = day;
  while (!WORKING_RESIDUES.has(residueOf(d)) || d === 0) d += 1;
  return d;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

const room = (group: string, name: string) => `https://meet.campus.test/${group.toLowerCase()}/${slugify(name)}`;
const zoomUrl = (zoomId: string) => `https://meet.campus.test/zoom/j/${zoomId.replace(/\s/g, '')}`;
const lowerFirst = (text: string) => (/^[A-ZÁÉÍÓÚ][a-záéíóúñ]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** Summary and chapters of a recorded live session, as the meeting platform writes them. */
function meetingOf(topic: LiveTopic, session: number, sessions: number, practical: string): NonNullable<EventMetadata['meetings']> {
  const part = topic.parts[session]!;
  return [
    {
      resumen: `Sesión ${session + 1} de ${sessions} de «${topic.title}»: se trabajó ${lowerFirst(part)} con ejemplos en directo y se resolvieron las dudas del chat.`,
      detalles: [
        {
          label: '00:00 Bienvenida y repaso',
          summary: session === 0 ? 'Presentación del tema y objetivos de la sesión.' : 'Repaso de la sesión anterior y objetivos de hoy.',
        },
        { label: `09:40 ${part}`, summary: `Explicación de ${lowerFirst(part)} con ejemplos.` },
        { label: `52:15 ${practical}`, summary: `${topic.description} Ejercicio resuelto paso a paso.` },
        { label: '1:21:30 Dudas y próximos pasos', summary: 'Preguntas del grupo y tarea para la próxima sesión.' },
      ],
    },
  ];
}

interface SeriesOptions {
  group: string;
  organizers: readonly string[];
  /** First day of the series (days from today). */
  from: number;
  /** Offsets mod 7 of the weekly days. */
  residues: readonly number[];
  start: string;
  minutes: number;
  topics: readonly LiveTopic[];
  /** Sessions per topic (at most 3, one per part). */
  sessionsPerTopic: 2 | 3;
  roomName: string;
  practical: string;
  clock: DemoClock;
}

/**
 * A weekly live-class series: two or three sessions per topic on the given weekdays from `from`, one serie_id
 * and one meeting room; past sessions carry their recording, summary and chapters.
 */
function weeklySeries(options: SeriesOptions): CalendarEventPlan[] {
  const serie = {
    id: randomUUID(),
    daysOfWeek: options.residues.map(weekdayOfResidue).sort((a, b) => a - b),
  };
  const joinUrl = room(options.group, options.roomName);
  const perTopic = options.sessionsPerTopic;
  const sessions = options.topics.flatMap((topic) => [0, 1, 2].slice(0, perTopic).map((session) => ({ topic, session })));
  const plans: CalendarEventPlan[] = [];
  for (let day = options.from; plans.length < sessions.length; day += 1) {
    // Today is left to the one live class of the trees and calendars that is under way now.
    if (day === 0 || !options.residues.includes(residueOf(day))) continue;
    const { topic, session } = sessions[plans.length]!;
    const title = `Clase en directo: ${topic.title} (${session + 1}/${perTopic})`;
    const isPast = day < 0;
    plans.push({
      title,
      description: `${topic.description} Esta sesión: ${lowerFirst(topic.parts[session]!)}.`,
      type: 'clases_directo',
      day,
      start: options.start,
      minutes: options.minutes,
      groups: [options.group],
      organizers: options.organizers,
      joinUrl,
      serie,
      download: isPast,
      files: isPast ? [recording(title)] : undefined,
      meetings: isPast ? meetingOf(topic, session, perTopic, options.practical) : undefined,
    });
  }
  return plans;
}

/** Recorded lessons published weekly: each opens on its day for `openDays`, with its recording and notes. */
function recordedLessons(
  lessons: readonly [string, string][],
  options: { group: string; organizer: string; from: number; every: number; openDays: number; notes: 'notesDaw' | 'notesNursing' },
): CalendarEventPlan[] {
  return lessons.map(([title, description], index) => ({
    title: `Clase grabada: ${title}`,
    description,
    type: 'clases',
    day: options.from + index * options.every,
    start: '09:00',
    minutes: 60,
    groups: [options.group],
    organizers: [options.organizer],
    window: [0, options.openDays],
    download: true,
    files: [recording(title), notes(title, options.notes)],
  }));
}

const allDay = (
  title: string,
  description: string,
  type: EventType,
  day: number,
  group: string,
  organizer: string,
  extra: Partial<CalendarEventPlan> = {},
): CalendarEventPlan => ({
  title,
  description,
  type,
  day,
  groups: [group],
  organizers: [organizer],
  ...extra,
});

const timed = (
  title: string,
  description: string,
  type: EventType,
  day: number,
  start: string,
  minutes: number,
  group: string,
  organizers: readonly string[],
  extra: Partial<CalendarEventPlan> = {},
): CalendarEventPlan => {
  const at = slot(day);
  const withJoin = type !== 'examen' || extra.joinUrl !== undefined;
  return { title, description, type, day: at, start, minutes, groups: [group], organizers, joinUrl: withJoin ? room(group, title) : undefined, ...extra };
};

const dawTaskTitles: readonly [string, string][] = [
  ['Tarea: página personal en HTML semántico', 'Página de presentación con estructura semántica y validación W3C.'],
  ['Tarea: hoja de estilos con variables CSS', 'Tema claro y oscuro de la página personal con variables y capas.'],
  ['Tarea: galería adaptable con Flexbox', 'Galería de imágenes que se adapta a móvil, tableta y escritorio.'],
  ['Tarea: calculadora en JavaScript', 'Calculadora con operaciones encadenadas y manejo de errores.'],
  ['Tarea: transformación de datos con arrays', 'Informe de ventas a partir de un JSON usando map, filter y reduce.'],
  ['Tarea: lista de tareas con el DOM', 'Aplicación de tareas con alta, baja, filtro y guardado en localStorage.'],
  ['Tarea: formulario de registro accesible', 'Formulario con validación nativa y mensajes de error accesibles.'],
  ['Tarea: cliente del tiempo con fetch', 'Consulta de la previsión de una API pública con estados de carga y error.'],
  ['Tarea: tipado del cliente en TypeScript', 'Migración del cliente del tiempo a TypeScript en modo estricto.'],
  ['Tarea: catálogo de productos en React', 'Catálogo con filtros, búsqueda y carrito en React.'],
  ['Tarea: rutas y carga de datos', 'Navegación por rutas con carga de datos y página de error.'],
  ['Tarea: pruebas de componentes', 'Pruebas del carrito con Testing Library (cobertura mínima del 80 %).'],
  ['Tarea: modelo de datos del proyecto', 'Diagrama entidad-relación y script de creación de tablas.'],
  ['Tarea: API de reservas con autenticación', 'Inicio de sesión, roles y rutas protegidas en la API.'],
  ['Tarea: auditoría de rendimiento y accesibilidad', 'Informe de Lighthouse y axe con las mejoras aplicadas.'],
  ['Tarea: memoria del proyecto intermodular', 'Entrega de la memoria técnica según la plantilla del ciclo.'],
];

const dawWebinars: readonly [string, string, number][] = [
  ['Webinar: cómo preparar tu portfolio de desarrollador', 'Qué proyectos incluir, cómo presentarlos y cómo publicar tu portfolio.', -110],
  ['Webinar: inteligencia artificial en el desarrollo web', 'Asistentes de código, buenas prácticas y límites de las herramientas de IA.', -75],
  ['Webinar: prácticas en empresa (FCT)', 'Empresas colaboradoras, calendario y documentación de las prácticas.', -47],
  ['Webinar: seguridad en aplicaciones web', 'Ataques habituales y cómo defender una aplicación moderna.', 16],
  ['Webinar: entrevistas técnicas para desarrolladores junior', 'Pruebas técnicas, ejercicios en vivo y preguntas habituales.', 44],
  ['Webinar: de estudiante a desarrollador, experiencias de antiguos alumnos', 'Tres antiguos alumnos cuentan su primer año en el sector.', 72],
];

const dawZooms: readonly [string, string, number, string][] = [
  ['Sesión Zoom: dudas de maquetación', 'Sesión abierta de dudas antes de la entrega de la galería adaptable.', -115, '861 4420 7315'],
  ['Sesión Zoom: dudas de asincronía', 'Promesas, async/await y errores habituales: trae tu código.', -80, '837 9902 1146'],
  ['Sesión Zoom: dudas de TypeScript', 'Resolvemos los errores de tipos de la migración del cliente.', -33, '879 3310 5582'],
  ['Sesión Zoom: dudas del modelo de datos', 'Revisión en grupo de los diagramas entidad-relación.', 27, '842 6617 9034'],
  ['Sesión Zoom: preparación de los exámenes finales', 'Estructura de los exámenes, criterios y preguntas frecuentes.', 62, '890 1273 4468'],
];

/** The calendar-only events of the demo student's groups (and their classmates'). */
export function buildCalendarPlan(clock: DemoClock): CalendarEventPlan[] {
  residueBase = (getWeekday(clock.today) + 6) % 7;
  const nextMonth = clock.offsetOf(clock.monthStart(1));
  const dawA = G.dawA;
  const nursing = G.nursingA;
  const dawClassmates = classmateCodes.filter((code) => ['CON-10007', 'CON-10008', 'CON-10009', 'CON-10010'].includes(code));
  const plans: CalendarEventPlan[] = [];

  // DAW group A: two live evenings a week (client), one (server), recorded lessons of the other modules.
  plans.push(
    ...weeklySeries({
      clock,
      group: dawA,
      organizers: [C.teacher],
      from: -147,
      residues: [1, 3],
      start: '18:00',
      minutes: 90,
      topics: dawClientTopics,
      sessionsPerTopic: 3,
      roomName: 'directo-entorno-cliente',
      practical: 'Práctica guiada',
    }),
    ...weeklySeries({
      clock,
      group: dawA,
      organizers: [C.teacherDaw],
      from: -146,
      residues: [6],
      start: '18:30',
      minutes: 90,
      topics: dawServerTopics,
      sessionsPerTopic: 2,
      roomName: 'directo-entorno-servidor',
      practical: 'Práctica guiada',
    }),
    ...recordedLessons(dawRecordedLessons, { group: dawA, organizer: C.teacherDaw, from: -146, every: 7, openDays: 45, notes: 'notesDaw' }),
  );
  dawTaskTitles.forEach(([title, description], index) => {
    const day = -126 + index * 14;
    plans.push(
      allDay(
        title,
        description,
        'actividad',
        day,
        dawA,
        index % 3 === 2 ? C.teacherDaw : C.teacher,
        index % 4 === 0 ? { files: [{ name: 'Enunciado y rúbrica.docx', media: 'template' }] } : {},
      ),
    );
  });
  dawClientTopics
    .filter((_, index) => index % 2 === 0)
    .forEach((topic, index) => {
      plans.push(
        allDay(
          `Test de autoevaluación: ${topic.title}`,
          `20 preguntas de respuesta única sobre ${lowerFirst(topic.title)}. Sin penalización; puedes repetirlo.`,
          'test',
          -133 + index * 19,
          dawA,
          C.teacher,
        ),
      );
    });
  plans.push(
    timed(
      'Examen: Lenguajes de marcas (1.ª evaluación)',
      'Examen práctico sobre XML, validación y transformaciones. Duración: 2 horas, en línea con cámara activa.',
      'examen',
      -118,
      '10:00',
      120,
      dawA,
      [C.teacherDaw],
      { joinUrl: room(dawA, 'examen-lenguajes-de-marcas') },
    ),
    timed(
      'Examen: Sistemas informáticos (1.ª evaluación)',
      'Examen teórico-práctico en el aula: Linux, usuarios, permisos y redes. Trae el DNI.',
      'examen',
      -89,
      '10:00',
      120,
      dawA,
      [C.teacherDaw],
    ),
    timed(
      'Examen: Bases de datos (2.ª evaluación)',
      'Modelo entidad-relación, normalización y consultas SQL. Duración: 2 horas.',
      'examen',
      58,
      '10:00',
      120,
      dawA,
      [C.teacherDaw],
    ),
    timed(
      'Examen final ordinario: Desarrollo web en entorno servidor',
      'Examen final práctico: API REST con autenticación y pruebas. Duración: 3 horas.',
      'examen',
      86,
      '09:30',
      180,
      dawA,
      [C.teacherDaw],
    ),
    timed(
      'Examen final ordinario: Desarrollo web en entorno cliente',
      'Examen final práctico: aplicación React accesible y probada. Duración: 3 horas.',
      'examen',
      93,
      '09:30',
      180,
      dawA,
      [C.teacher],
    ),
    timed(
      'Reunión de inicio de curso',
      'Presentación del equipo docente, del calendario de evaluaciones y de la plataforma Campus.',
      'reunion',
      -149,
      '17:00',
      60,
      dawA,
      [C.teacher, C.teacherDaw],
    ),
    timed(
      'Reunión de evaluación: resultados de la primera evaluación',
      'Resultados del grupo, planes de recuperación y dudas sobre las notas.',
      'reunion',
      -95,
      '17:00',
      60,
      dawA,
      [C.teacher],
    ),
    timed(
      'Reunión de evaluación: segunda evaluación',
      'Resultados de la segunda evaluación y calendario de recuperaciones.',
      'reunion',
      48,
      '17:00',
      60,
      dawA,
      [C.teacher, C.teacherDaw],
    ),
    timed(
      'Reunión informativa: prácticas en empresa (FCT)',
      'Asignación de empresas, horarios y seguimiento de las prácticas.',
      'reunion',
      78,
      '17:00',
      60,
      dawA,
      [C.teacher],
    ),
  );
  dawWebinars.forEach(([title, description, day], index) => {
    const isPast = day < 0;
    plans.push(
      timed(
        title,
        description,
        'taller',
        day,
        '19:30',
        60,
        dawA,
        [index % 2 ? C.teacherDaw : C.teacher],
        isPast ? { download: true, files: [recording(title)] } : { groups: [dawA, G.dawB] },
      ),
    );
  });
  dawZooms.forEach(([title, description, day, zoomId]) => {
    plans.push(timed(title, description, 'zoom', day, '20:00', 60, dawA, [C.teacher], { zoomId, joinUrl: zoomUrl(zoomId) }));
  });
  const dawTutorias: [string, string, number, 'individual' | 'grupal'][] = [
    ['Tutoría individual: seguimiento de la primera evaluación', 'Revisión de tus entregas y de tu plan de estudio.', -128, 'individual'],
    [
      'Tutoría grupal: cómo organizar el estudio del ciclo',
      'Técnicas de estudio y organización semanal para compaginar el ciclo con el trabajo.',
      -98,
      'grupal',
    ],
    ['Tutoría individual: revisión de la tarea de React', 'Comentarios sobre el catálogo de productos y propuestas de mejora.', -68, 'individual'],
    ['Tutoría grupal: elección del proyecto intermodular', 'Ideas de proyecto, alcance y formación de equipos.', -38, 'grupal'],
    ['Tutoría individual: orientación para las prácticas', 'Preferencias de empresa, currículum y portfolio.', 24, 'individual'],
    ['Tutoría grupal: repaso antes de la segunda evaluación', 'Dudas de los temas que entran en la segunda evaluación.', 52, 'grupal'],
    ['Tutoría individual: revisión de la memoria del proyecto', 'Lectura comentada del borrador de la memoria técnica.', 80, 'individual'],
  ];
  dawTutorias.forEach(([title, description, day, kind], index) => {
    const organizer = index % 2 ? C.teacherDaw : C.teacher;
    plans.push(
      timed(title, description, 'tutorias', day, '16:30', kind === 'individual' ? 30 : 60, dawA, [organizer], {
        invited: kind === 'individual' ? [C.student] : [C.student, ...dawClassmates],
      }),
    );
  });

  // Nursing group A: two live afternoons a week, recorded lessons, trial classes open to freemium.
  plans.push(
    ...weeklySeries({
      clock,
      group: nursing,
      organizers: [C.teacherNursing],
      from: -33,
      residues: [2, 6],
      start: '16:00',
      minutes: 90,
      topics: nursingTopics,
      sessionsPerTopic: 2,
      roomName: 'directo-tecnicas-basicas',
      practical: 'Demostración práctica',
    }),
    ...recordedLessons(nursingRecordedLessons, { group: nursing, organizer: C.teacherNursing, from: -32, every: 7, openDays: 60, notes: 'notesNursing' }),
  );
  const trials: [string, string, number][] = [
    ['Clase de prueba: higiene de manos en el entorno sanitario', 'Clase abierta: los cinco momentos de la OMS y la técnica de lavado.', -27],
    ['Clase de prueba: el trabajo del TCAE en planta', 'Un día en una planta de hospitalización contado por una TCAE en activo.', -13],
    ['Clase de prueba: cómo hacer una cama ocupada', 'Clase abierta con demostración práctica en el aula taller.', 13],
    ['Clase de prueba: salidas profesionales del TCAE', 'Hospitales, residencias, atención domiciliaria y bolsas de empleo.', 27],
  ];
  trials.forEach(([title, description, day]) => {
    plans.push(
      timed(title, description, 'clases_prueba', day, '18:00', 45, nursing, [C.teacherNursing], {
        freemium: true,
        ...(day < 0 ? { download: true, files: [recording(title)] } : {}),
      }),
    );
  });
  nursingTopics.slice(0, 8).forEach((topic, index) => {
    plans.push(allDay(`Test: ${topic.title}`, `15 preguntas de repaso sobre ${lowerFirst(topic.title)}.`, 'test', -28 + index * 14, nursing, C.teacherNursing));
  });
  (
    [
      ['Tarea: protocolo de higiene de manos', 'Póster con los cinco momentos de la higiene de manos para la unidad.'],
      ['Tarea: plan de cuidados de un paciente encamado', 'Plan de aseo, cambios posturales y alimentación de un caso práctico.'],
      ['Tarea: gráfica de constantes de una semana', 'Registro de constantes de un paciente durante siete días y alarmas detectadas.'],
      ['Tarea: dieta de un paciente diabético', 'Propuesta de menú semanal de una dieta de 1.500 kcal.'],
      ['Tarea: mapa de aislamientos del hospital', 'Tipos de aislamiento y equipos de protección de cada uno.'],
      ['Tarea: valoración del riesgo de úlceras', 'Aplicación de la escala de Braden a tres casos prácticos.'],
      ['Tarea: caso práctico de soporte vital básico', 'Secuencia de actuación ante una parada cardiorrespiratoria.'],
    ] as const
  ).forEach(([title, description], index) => plans.push(allDay(title, description, 'actividad', -21 + index * 14, nursing, C.teacherNursing)));
  plans.push(
    timed(
      'Reunión de bienvenida: Auxiliar de Enfermería',
      'Presentación del curso, del equipo docente y de las prácticas en centro.',
      'reunion',
      -33,
      '17:45',
      45,
      nursing,
      [C.teacherNursing, C.staff],
    ),
    timed(
      'Reunión informativa: prácticas en centros sanitarios',
      'Centros disponibles, documentación y vacunas necesarias.',
      'reunion',
      60,
      '17:45',
      45,
      nursing,
      [C.staff],
    ),
    timed(
      'Tutoría individual: seguimiento del primer mes',
      'Cómo te estás organizando y dudas de las primeras unidades.',
      'tutorias',
      -24,
      '15:00',
      30,
      nursing,
      [C.teacherNursing],
      { invited: [C.student] },
    ),
    timed(
      'Tutoría grupal: preparación del examen de la Unidad 1',
      'Repaso de los temas del examen y dudas.',
      'tutorias',
      38,
      '15:00',
      60,
      nursing,
      [C.teacherNursing],
      { invited: [C.student, 'CON-10012', 'CON-10014', 'CON-10016', 'CON-10018'] },
    ),
    timed(
      'Webinar: ergonomía para profesionales sanitarios',
      'Prevención de lesiones de espalda en la movilización de pacientes.',
      'taller',
      31,
      '18:30',
      60,
      nursing,
      [C.teacherNursing],
    ),
    timed(
      'Examen Unidad 2: Técnicas básicas de enfermería',
      'Examen tipo test de 40 preguntas y un caso práctico. Duración: 2 horas.',
      'examen',
      75,
      '10:00',
      120,
      nursing,
      [C.teacherNursing],
    ),
    timed(
      'Examen práctico: procedimientos en el aula taller',
      'Demostración de tres procedimientos elegidos al azar. Trae el uniforme.',
      'examen',
      100,
      '09:00',
      240,
      nursing,
      [C.teacherNursing],
    ),
    timed(
      'Sesión Zoom: dudas sobre las prácticas en centro',
      'La coordinación de prácticas resuelve las dudas sobre la documentación.',
      'zoom',
      -10,
      '19:00',
      45,
      nursing,
      [C.staff],
      { zoomId: '815 2290 6641', joinUrl: zoomUrl('815 2290 6641') },
    ),
  );

  // Exam group B starts next month: a fixed number of events from its first day, whatever day that is.
  const examsB = G.examsB;
  plans.push(
    ...weeklySeries({
      clock,
      group: examsB,
      organizers: [C.teacherExams],
      from: nextMonth + 1,
      residues: [0, 3],
      start: '10:00',
      minutes: 120,
      topics: examsBTopics,
      sessionsPerTopic: 3,
      roomName: 'directo-grupo-presencial',
      practical: 'Preguntas de examen',
    }),
    allDay(
      'Test: Constitución Española (Bloque I)',
      'Test de 50 preguntas con penalización por error, como en el examen oficial.',
      'test',
      nextMonth + 7,
      examsB,
      C.teacherExams,
    ),
    allDay('Test: Organización del Estado', 'Test de 50 preguntas sobre la Corona, las Cortes y el Gobierno.', 'test', nextMonth + 21, examsB, C.teacherExams),
    allDay('Test: Procedimiento administrativo', 'Test de 50 preguntas sobre la Ley 39/2015.', 'test', nextMonth + 35, examsB, C.teacherExams),
    allDay(
      'Tarea: esquema del Título I de la Constitución',
      'Esquema de los derechos fundamentales y sus garantías (máximo dos páginas).',
      'actividad',
      nextMonth + 10,
      examsB,
      C.teacherExams,
    ),
    allDay(
      'Tarea: supuesto práctico de Excel',
      'Hoja de cálculo con fórmulas, formato condicional y un gráfico.',
      'actividad',
      nextMonth + 24,
      examsB,
      C.teacher,
      { files: [{ name: 'Supuesto práctico de Excel.docx', media: 'template' }] },
    ),
    timed(
      'Tutoría individual: plan de estudio hasta el examen',
      'Planificación personal de temas y simulacros.',
      'tutorias',
      nextMonth + 14,
      '17:00',
      30,
      examsB,
      [C.teacherExams],
      { invited: [C.student] },
    ),
    timed(
      'Webinar: cómo afrontar el examen tipo test',
      'Estrategias de respuesta, gestión del tiempo y penalizaciones.',
      'taller',
      nextMonth + 30,
      '19:00',
      60,
      examsB,
      [C.teacherExams],
    ),
    timed(
      'Simulacro de examen: primer bloque',
      'Simulacro presencial en el aula de Madrid: 60 preguntas en 70 minutos.',
      'examen',
      nextMonth + 45,
      '09:30',
      70,
      examsB,
      [C.teacherExams],
    ),
  );
  return plans;
}

function toRow(plan: CalendarEventPlan, clock: DemoClock) {
  const isAllDay = plan.start === undefined;
  const start = clock.at(plan.day, plan.start ?? '00:00');
  const end = isAllDay ? new Date(clock.at(plan.day + 1).getTime() - 60_000) : new Date(start.getTime() + (plan.minutes ?? 60) * 60_000);
  const createdAt = new Date(Math.min(start.getTime(), clock.now.getTime()) - 14 * 86_400_000);
  return {
    serie_id: plan.serie?.id ?? null,
    title: plan.title,
    description: plan.description,
    event_type: plan.type,
    event_date: toAcademyDay(start),
    start_date: start,
    end_date: end,
    start_hour: isAllDay ? null : toAcademyTime(start),
    end_hour: isAllDay ? null : toAcademyTime(end),
    all_day: isAllDay,
    days_of_week: plan.serie?.daysOfWeek ?? null,
    inicio_calendario: plan.window ? clock.day(plan.day + plan.window[0]) : null,
    fin_calendario: plan.window ? clock.day(plan.day + plan.window[1]) : null,
    freemium: plan.freemium ?? false,
    download: plan.download ? 1 : 0,
    join_url: plan.joinUrl ?? null,
    zoom_id: plan.zoomId ?? null,
    metadata: plan.meetings ? { meetings: plan.meetings } : null,
    created_at: createdAt,
    updated_at: createdAt,
  } satisfies typeof events.$inferInsert;
}

type FileInsert = typeof files.$inferInsert;

function fileRow(file: FilePlan, key: string, createdAt: Date): FileInsert {
  const media = demoMedia[file.media] as (typeof demoMedia)[DemoMediaKey] & { subtitles_storage_key?: string };
  return {
    name: file.name,
    file_type: media.file_type,
    storage_key: media.storage_key,
    subtitles_storage_key: media.subtitles_storage_key ?? null,
    id_sharepoint: key,
    created_at: createdAt,
  };
}

/**
 * Inserts the calendar plan in a handful of multi-row statements (events, groups, organizers,
 * invitations, files and their links). The files point at the existing demo media, nothing new is stored.
 */
export async function seedCalendar(db: Database, clock: DemoClock): Promise<void> {
  const plans = buildCalendarPlan(clock);
  const inserted = await db
    .insert(events)
    .values(plans.map((plan) => toRow(plan, clock)))
    .returning({ id: events.id });
  const ids = inserted.map((row) => row.id);
  const linked = plans.map((plan, index) => ({ plan, eventId: ids[index]! }));

  await db.insert(eventFormations).values(linked.flatMap(({ plan, eventId }) => plan.groups.map((code) => ({ event_id: eventId, edu_codigoformacion: code }))));
  await db
    .insert(eventOrganizers)
    .values(linked.flatMap(({ plan, eventId }) => plan.organizers.map((code) => ({ event_id: eventId, edu_codigocontacto: code }))));
  await db
    .insert(eventContacts)
    .values(linked.flatMap(({ plan, eventId }) => (plan.invited ?? []).map((code) => ({ event_id: eventId, edu_codigocontacto: code, completed: 0 }))));

  const attachments = linked.flatMap(({ plan, eventId }) =>
    (plan.files ?? []).map((file, index) => ({
      eventId,
      orden: index + 1,
      row: fileRow(file, `demo-sp-cal-${eventId}-${index + 1}`, clock.at(Math.min(plan.day, 0) - 1)),
    })),
  );
  if (attachments.length) {
    const stored = await db
      .insert(files)
      .values(attachments.map((a) => a.row))
      .returning({ id: files.id });
    await db
      .insert(eventFiles)
      .values(attachments.map((a, index) => ({ event_id: a.eventId, file_id: stored[index]!.id, kind: 'archivo' as const, orden: a.orden })));
  }
}

/** Tree classes of DAW group A the demo student has not done yet, which her study plan reschedules. */
export const STUDY_PLAN_ORIGINALS = ['daw-c09', 'daw-c10', 'daw-c11'] as const;

/** Days from today and Madrid hour of each study-plan session, in the order of the originals. */
const STUDY_PLAN_SLOTS: readonly [day: number, start: string][] = [
  [1, '10:00'],
  [2, '10:00'],
  [3, '10:00'],
];

/**
 * The demo student's personal study plan for DAW group A, as "Reprogramar eventos" leaves it: copies of
 * pending tree classes placed in the coming days, owned by her (plan_contact, plan_group), linked to their
 * originals (rescheduled = 1, event_original) and reachable only through her event_contacts row. The
 * originals stay untouched, since the whole group shares them. The copies reuse the originals' files.
 */
export async function seedStudyPlan(db: Database, clock: DemoClock, ids: ContentIds): Promise<void> {
  const originalIds = STUDY_PLAN_ORIGINALS.map((key) => ids.events[key]!);
  const originals = await db.select().from(events).where(inArray(events.id, originalIds));
  const byId = new Map(originals.map((e) => [e.id, e]));
  const rows = originalIds.map((id, index) => {
    const original = byId.get(id)!;
    const [day, startHour] = STUDY_PLAN_SLOTS[index]!;
    const start = clock.at(day, startHour);
    const minutes = original.end_date && original.start_date ? (original.end_date.getTime() - original.start_date.getTime()) / 60_000 : 90;
    const end = new Date(start.getTime() + minutes * 60_000);
    const createdAt = clock.minutesFromNow(-60 * 26);
    return {
      title: original.title,
      description: original.description,
      event_type: original.event_type,
      event_date: toAcademyDay(start),
      start_date: start,
      end_date: end,
      start_hour: toAcademyTime(start),
      end_hour: toAcademyTime(end),
      inicio_calendario: clock.day(day),
      fin_calendario: clock.day(day + 45),
      download: original.download,
      orden: original.orden,
      rescheduled: 1,
      event_original: original.id,
      plan_contact: C.student,
      plan_group: G.dawA,
      created_at: createdAt,
      updated_at: createdAt,
    } satisfies typeof events.$inferInsert;
  });
  const planned = await db.insert(events).values(rows).returning({ id: events.id });
  await db
    .insert(eventContacts)
    .values(planned.map(({ id }) => ({ event_id: id, edu_codigocontacto: C.student, completed: 0, updated_at: clock.minutesFromNow(-60 * 26) })));
  const originalFiles = await db
    .select()
    .from(eventFiles)
    .where(inArray(eventFiles.event_id, originalIds))
    .orderBy(asc(eventFiles.event_id), asc(eventFiles.orden));
  const copies = originalFiles.map((link) => ({ ...link, event_id: planned[originalIds.indexOf(link.event_id)]!.id }));
  if (copies.length) await db.insert(eventFiles).values(copies);
}
