import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { activityRecords, eventFormations, eventOrganizers, events, fileUploads, files, taskDeliveries, taskReceipts, tasks } from '../schema';
import { demoContactCodes as C } from './accounts';
import { classmateProfiles } from './classmates';
import type { DemoClock } from './dates';
import { demoGroupMembers } from './enrolments';
import { demoGroupCodes as G } from './formations';
import { demoMedia } from './media';

/**
 * Tasks of the demo academy (issue 14): one per 'actividad' event (calendar and formation tree) of DAW group A, Nursing group A
 * and Exams group B (same title, deadline on the event's day at 23:59 Madrid), and the deliveries of the
 * students with their files and the teachers' grades. The demo student has a task in every state.
 */

/** Titles of the demo student's tasks in each state, for tests, the e2e and the docs. */
export const demoTaskTitles = {
  /** DAW A, graded with a comment (grade 9.25), counts in the 2.ª evaluación. */
  graded: 'Tarea: cliente del tiempo con fetch',
  /** DAW A, handed in two weeks ago and not graded yet. */
  delivered: 'Tarea: tipado del cliente en TypeScript',
  /** DAW A, due today at 23:59, handed in (1 of 3 attempts) and still open. */
  deliveredOpen: 'Tarea: catálogo de productos en React',
  /** DAW A, the deadline passed six weeks ago and she never handed it in. */
  missed: 'Tarea: formulario de registro accesible',
  /** DAW A, due in two weeks, nothing handed in, 3 attempts: the end-to-end test uploads here. */
  pending: 'Tarea: rutas y carga de datos',
} as const;

/** The demo student's grades and the teacher's comment where she has one (DAW A tasks by title). */
const luciaGrades: Record<string, [grade: number, comment?: string]> = {
  'Tarea: página personal en HTML semántico': [9, 'Estructura semántica impecable y la página valida sin errores. Añade un enlace para saltar al contenido.'],
  'Tarea: hoja de estilos con variables CSS': [8, 'Buen uso de las variables. El tema oscuro pierde contraste en los enlaces visitados: revísalo.'],
  'Tarea: galería adaptable con Flexbox': [9.5],
  'Tarea: calculadora en JavaScript': [8.25, 'Funciona bien; la división entre cero debería avisar en lugar de mostrar Infinity.'],
  'Tarea: transformación de datos con arrays': [9.5],
  'Tarea: lista de tareas con el DOM': [8.75, 'Muy buena delegación de eventos. Falta devolver el foco al campo de texto al borrar una tarea.'],
  'Tarea: maquetación responsive con CSS Grid': [7.75, 'La rejilla funciona, pero en tableta las tarjetas se desbordan. Prueba con minmax() y auto-fill.'],
  [demoTaskTitles.graded]: [9.25, 'Muy buen manejo de los estados de carga y error. Revisa la caché: repites la petición al volver a la pestaña.'],
  'Tarea: protocolo de higiene de manos': [8.75, 'Póster claro y bien organizado. Cita la fuente de la OMS en el pie.'],
};

/** What the demo student handed in without a grade yet (she never handed in `demoTaskTitles.missed`). */
const luciaUngraded = new Set<string>([demoTaskTitles.delivered, demoTaskTitles.deliveredOpen, 'Tarea: plan de cuidados de un paciente encamado']);

/** The topic (tema) of each task, as its teacher names it. */
const taskTopics: Record<string, string> = {
  'Tarea: página personal en HTML semántico': 'HTML semántico y accesible',
  'Tarea: hoja de estilos con variables CSS': 'CSS moderno: cascada y especificidad',
  'Tarea: galería adaptable con Flexbox': 'Maquetación con Flexbox',
  'Tarea: calculadora en JavaScript': 'JavaScript: tipos y estructuras de control',
  'Tarea: transformación de datos con arrays': 'Arrays y objetos en JavaScript',
  'Tarea: lista de tareas con el DOM': 'El DOM: selección y manipulación',
  'Tarea: formulario de registro accesible': 'Formularios y validación',
  'Tarea: maquetación responsive con CSS Grid': 'Maquetación con CSS Grid',
  'Tarea: API REST de gestión de reservas': 'Diseño de APIs REST',
  'Tarea: cliente del tiempo con fetch': 'Consumo de APIs con fetch',
  'Tarea: tipado del cliente en TypeScript': 'TypeScript para el cliente',
  'Tarea: catálogo de productos en React': 'React: componentes y JSX',
  'Tarea: rutas y carga de datos': 'React Router y navegación',
  'Tarea: pruebas de componentes': 'Pruebas de componentes',
  'Tarea: modelo de datos del proyecto': 'SQL con PostgreSQL',
  'Tarea: API de reservas con autenticación': 'Autenticación y sesiones',
  'Tarea: auditoría de rendimiento y accesibilidad': 'Rendimiento web',
  'Tarea: memoria del proyecto intermodular': 'Preparación del proyecto intermodular',
  'Tarea: protocolo de higiene de manos': 'Prevención de infecciones',
  'Tarea: plan de cuidados de un paciente encamado': 'Higiene y aseo del paciente',
  'Tarea: caso práctico de registro de constantes': 'Constantes vitales',
  'Tarea: gráfica de constantes de una semana': 'Constantes vitales',
  'Tarea: dieta de un paciente diabético': 'Alimentación y nutrición',
  'Tarea: mapa de aislamientos del hospital': 'Aislamientos hospitalarios',
  'Tarea: valoración del riesgo de úlceras': 'Úlceras por presión',
  'Tarea: caso práctico de soporte vital básico': 'Primeros auxilios',
  'Tarea: esquema del Título I de la Constitución': 'Constitución Española',
  'Tarea: supuesto práctico de Excel': 'Ofimática: hoja de cálculo',
  'Tarea: ficha de producto en HTML semántico': 'HTML semántico',
  'Tarea: hoja de estilos adaptable para la ficha': 'Hojas de estilo CSS',
  'Tarea: catálogo de libros en XML con DTD': 'XML bien formado y DTD',
  'Tarea: esquema XSD del catálogo': 'XML Schema',
  'Tarea: consultas XPath sobre el catálogo': 'XPath y XSLT',
  'Tarea: transformación XSLT a HTML': 'XPath y XSLT',
  'Tarea: API de libros en JSON': 'JSON y JSON Schema',
};

/** Tasks whose delivery is code (a zipped project); the others are a document. */
const codeTasks = new Set([
  'Tarea: galería adaptable con Flexbox',
  'Tarea: calculadora en JavaScript',
  'Tarea: lista de tareas con el DOM',
  'Tarea: catálogo de productos en React',
  'Tarea: rutas y carga de datos',
  'Tarea: pruebas de componentes',
  'Tarea: API de reservas con autenticación',
  'Tarea: maquetación responsive con CSS Grid',
  'Tarea: API REST de gestión de reservas',
  'Tarea: catálogo de libros en XML con DTD',
  'Tarea: esquema XSD del catálogo',
  'Tarea: transformación XSLT a HTML',
]);

const comments: readonly [minimum: number, texts: readonly string[]][] = [
  [
    9,
    [
      'Excelente trabajo: cumple todos los puntos de la rúbrica y el código está muy bien organizado.',
      'Muy buena entrega. Cuida los nombres de las variables; por lo demás, impecable.',
    ],
  ],
  [
    7,
    [
      'Buen trabajo. Revisa la accesibilidad: faltan etiquetas asociadas a dos campos.',
      'Cumple lo pedido. Mejora los mensajes de error y comenta la lógica que no es evidente.',
    ],
  ],
  [
    5,
    [
      'Aprobado justo: lo principal funciona, pero faltan los casos de error y la memoria es muy breve.',
      'Funciona, aunque no se adapta bien al móvil. Repasa las media queries.',
    ],
  ],
  [0, ['No alcanza los mínimos: la entrega está incompleta. Revisa el enunciado y pide una tutoría.']],
];

/** How each student of a group works: typical grade and share of tasks handed in. */
function profileOf(contact: string, index: number): { grade: number; delivery: number } {
  const classmate = classmateProfiles.find((c) => c.code === contact);
  if (classmate) return { grade: classmate.grade, delivery: classmate.delivery };
  return { grade: 5.5 + (index % 4) * 0.9, delivery: 0.7 + (index % 3) * 0.1 };
}

/** Deterministic pseudo-random number in [0, 1) for a pair of integers (as seed/progress.ts). */
function score(a: number, b: number): number {
  const h = (Math.imul(a, 2654435761) ^ Math.imul(b + 1, 40503)) >>> 0;
  return ((Math.imul(h ^ (h >>> 15), 2246822519) >>> 0) % 1000) / 1000;
}

/** A grade around `typical`, in quarters of a point within 0–10. */
const gradeAround = (typical: number, noise: number) => Math.min(10, Math.max(0, Math.round((typical + (noise - 0.5) * 3) * 4) / 4));
const commentFor = (grade: number, salt: number) => {
  const band = comments.find(([minimum]) => grade >= minimum)![1];
  return band[salt % band.length]!;
};

const subjectOf = (title: string) => title.replace(/^Tarea: /, '');
const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type DeliveryPlan = {
  task: number;
  title: string;
  group: string;
  eventId: number;
  contact: string;
  intentos: number;
  deliveredAt: Date;
  grade: { value: number; comment: string | null; at: Date; by: string } | null;
  files: { name: string; media: 'deliveryPdf' | 'deliveryZip' | 'deliveryNursing'; at: Date }[];
};

/** Groups whose calendar tasks become tasks, in insertion order (DAW A first, so its ids come first). */
const taskGroups = [G.dawA, G.nursingA, G.examsB] as const;

/** Students who hand a task in before its deadline (two in DAW A, two in DAM A). */
const earlyBirds: ReadonlySet<string> = new Set(['CON-10101', 'CON-10114', 'CON-10204', 'CON-10206']);

/**
 * Inserts the tasks, the deliveries with their files (`files` + `file_uploads` rows, purpose 'task', pointing at
 * the bundled demo deliveries) and the task-file activity records (type 5). Answers the tasks by title, for the
 * evaluations seed, and the grade of each graded delivery.
 */
export async function seedTasks(db: Database, clock: DemoClock, groups: readonly string[] = taskGroups): Promise<SeededTasks> {
  const activities = await db
    .select({ id: events.id, title: events.title, description: events.description, day: events.event_date, group: eventFormations.edu_codigoformacion })
    .from(events)
    .innerJoin(eventFormations, eq(eventFormations.event_id, events.id))
    .where(and(eq(events.event_type, 'actividad'), inArray(eventFormations.edu_codigoformacion, [...groups])))
    .orderBy(asc(events.event_date), asc(events.id));
  const organizers = await db
    .select()
    .from(eventOrganizers)
    .where(inArray(eventOrganizers.event_id, activities.length ? activities.map((a) => a.id) : [0]));
  const organizerOf = new Map(organizers.map((o) => [o.event_id, o.edu_codigocontacto]));
  // Calendar 'actividad' events always have a day; the filter only narrows the type.
  const ordered = groups.flatMap((group) => activities.filter((a): a is typeof a & { day: string } => a.group === group && a.day !== null));

  const inserted = await db
    .insert(tasks)
    .values(
      ordered.map((a) => ({
        edu_codigoformacion: a.group,
        event_id: a.id,
        edu_titulo: a.title,
        edu_tema: taskTopics[a.title] ?? null,
        edu_descripcion: a.description,
        edu_fechafinmax: a.day,
        edu_horafinmax: '23:59',
        edu_oportunidades: 3,
        created_at: clock.at(Math.min(clock.offsetOf(a.day), 0) - 21, '09:00'),
      })),
    )
    .returning({ id: tasks.id, title: tasks.edu_titulo, group: tasks.edu_codigoformacion });

  const plans: DeliveryPlan[] = [];
  ordered.forEach((activity, taskIndex) => {
    const task = inserted[taskIndex]!;
    const offset = clock.offsetOf(activity.day);
    const teacher = organizerOf.get(activity.id) ?? C.teacher;
    const members = demoGroupMembers(activity.group).filter((code) => code !== C.freemium);
    members.forEach((contact, memberIndex) => {
      const roll = score(task.id * 31 + memberIndex, memberIndex + 7);
      const isLucia = contact === C.student;
      const luciaGrade = luciaGrades[activity.title];
      let delivers: boolean;
      if (isLucia) delivers = luciaGrade !== undefined || luciaUngraded.has(activity.title);
      else if (offset > 0) delivers = offset <= 14 && earlyBirds.has(contact);
      else {
        const profile = profileOf(contact, memberIndex);
        // Due today: only part of the group has handed it in yet.
        delivers = roll < profile.delivery * (offset === 0 ? 0.55 : 1);
      }
      // Joined late (CON-10011, 60 days ago): nothing due before he arrived.
      if (contact === 'CON-10011' && offset < -60) delivers = false;
      if (!delivers) return;

      const noise = score(memberIndex + 11, task.id * 17);
      const daysEarly = Math.floor(noise * 5);
      const hour = ['10:15', '13:40', '17:05', '19:30', '22:45', '23:20'][(task.id + memberIndex) % 6]!;
      const latest = clock.minutesFromNow(-30 - ((task.id * 37 + memberIndex * 53) % 400));
      const planned = offset > 0 ? clock.at(-1 - (memberIndex % 2), hour) : clock.at(offset - daysEarly, hour);
      const deliveredAt = new Date(Math.min(planned.getTime(), latest.getTime()));
      const intentos = !isLucia && noise < 0.25 ? 2 : 1;
      const keepsBoth = intentos === 2 && noise < 0.12;

      // Graded: everything a month old; part of the last weeks' (the teacher's backlog); nothing still open.
      let graded: boolean;
      if (isLucia) graded = luciaGrade !== undefined;
      else if (offset >= 0) graded = false;
      else if (offset <= -35) graded = true;
      else if (offset <= -21) graded = roll < 0.7;
      else graded = roll < 0.3;

      const media: DeliveryPlan['files'][number]['media'] =
        activity.group === G.nursingA ? 'deliveryNursing' : codeTasks.has(activity.title) ? 'deliveryZip' : 'deliveryPdf';
      const subject = subjectOf(activity.title);
      const mainName = media === 'deliveryZip' ? `${slugOf(subject)}.zip` : `${subject.charAt(0).toUpperCase()}${subject.slice(1)}.pdf`;
      const planFiles: DeliveryPlan['files'] = [{ name: mainName, media, at: deliveredAt }];
      if (keepsBoth)
        planFiles.unshift({
          name: `Memoria - ${subject}.pdf`,
          media: activity.group === G.nursingA ? 'deliveryNursing' : 'deliveryPdf',
          at: new Date(deliveredAt.getTime() - 86_400_000),
        });

      let grade: DeliveryPlan['grade'] = null;
      if (graded) {
        const { grade: typical } = profileOf(contact, memberIndex);
        const value = isLucia ? luciaGrade![0] : gradeAround(typical, score(task.id + 3, memberIndex * 13 + 5));
        const comment = isLucia ? (luciaGrade![1] ?? null) : roll < 0.8 ? commentFor(value, task.id + memberIndex) : null;
        const at = new Date(Math.min(clock.at(offset + 3 + (task.id % 6), '19:00').getTime(), clock.minutesFromNow(-120).getTime()));
        grade = { value, comment, at, by: teacher };
      }
      plans.push({
        task: task.id,
        title: activity.title,
        group: activity.group,
        eventId: activity.id,
        contact,
        intentos,
        deliveredAt,
        grade,
        files: planFiles,
      });
    });
  });

  const deliveries = plans.length
    ? await db
        .insert(taskDeliveries)
        .values(
          plans.map((p) => ({
            task_id: p.task,
            edu_codigocontacto: p.contact,
            intentos: p.intentos,
            edu_fechaentrega: p.deliveredAt,
            edu_calificacion: p.grade?.value ?? null,
            edu_comentario: p.grade?.comment ?? null,
            graded_at: p.grade?.at ?? null,
            graded_by: p.grade?.by ?? null,
            created_at: p.files[0]!.at,
          })),
        )
        .returning({ id: taskDeliveries.id })
    : [];

  const fileRows = plans.flatMap((p, index) => p.files.map((file) => ({ plan: p, deliveryId: deliveries[index]!.id, file })));
  if (fileRows.length) {
    const stored = await db
      .insert(files)
      .values(
        fileRows.map(({ file }) => {
          const media = demoMedia[file.media];
          return { name: file.name, file_type: media.file_type, storage_key: media.storage_key, size_bytes: media.size_bytes, created_at: file.at };
        }),
      )
      .returning({ id: files.id });
    await db.insert(fileUploads).values(
      fileRows.map(({ plan, deliveryId, file }, index) => ({
        file_id: stored[index]!.id,
        edu_codigocontacto: plan.contact,
        purpose: 'task' as const,
        task_delivery_id: deliveryId,
        // Handed in with the delivery's last attempt (issue 29): a demo delivery has no draft.
        task_attempt: plan.intentos,
        created_at: file.at,
      })),
    );
    // Each demo delivery's receipt: its last attempt, with the files it holds.
    await db.insert(taskReceipts).values(
      plans.map((p, index) => ({
        task_delivery_id: deliveries[index]!.id,
        intento: p.intentos,
        codigo: `${p.task}-${p.intentos}-${demoReceiptCode(index)}`,
        delivered_at: p.deliveredAt,
        ficheros: fileRows
          .map((row, rowIndex) => ({ row, id: stored[rowIndex]!.id }))
          .filter(({ row }) => row.plan === p)
          .map(({ row, id }) => ({ id, name: row.file.name, size: demoMedia[row.file.media].size_bytes ?? 0 })),
      })),
    );
    await db.insert(activityRecords).values(
      fileRows.map(({ plan, file }) => ({
        tipo_actividad_id: 5,
        edu_codigocontacto: plan.contact,
        has_activity: true,
        metadata: { id_evento: plan.eventId, id_tarea: plan.task, id_grupo: plan.group },
        created_at: file.at,
      })),
    );
  }

  const gradeOf = new Map<string, number>();
  for (const p of plans) if (p.grade) gradeOf.set(`${p.task}|${p.contact}`, p.grade.value);
  return { taskIdByTitle: new Map(inserted.map((t) => [t.title, t.id])), gradeOf, delivered: new Set(plans.map((p) => `${p.task}|${p.contact}`)) };
}

/** A demo receipt's random-looking part, fixed per delivery (the letters of the server's receipt codes). */
function demoReceiptCode(index: number): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let code = '';
  let value = (index + 1) * 2_654_435_761;
  for (let position = 0; position < 8; position++) {
    code += alphabet[value % alphabet.length];
    value = Math.floor(value / alphabet.length) + position * 7919;
  }
  return code;
}

export interface SeededTasks {
  taskIdByTitle: ReadonlyMap<string, number>;
  /** Grade of each graded delivery, by 'taskId|contact'. */
  gradeOf: ReadonlyMap<string, number>;
  /** Every delivery, by 'taskId|contact'. */
  delivered: ReadonlySet<string>;
}
