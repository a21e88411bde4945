import { formatDayEs, getWeekday } from '@campus/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, notificationUsers, postResponses, posts, taskDeliveries, tasks } from '../schema';
import { demoContactCodes as C } from './accounts';
import { classmateProfiles } from './classmates';
import type { ContentIds } from './content';
import type { DemoClock } from './dates';
import { demoFormationCodes as F, demoGroupCodes as G } from './formations';
import { DAM_LAST_LIVE_KEY, lastWorkingDay } from './plans/dam';
import { insertRequests, type RequestPlan } from './requests';

/**
 * What waits on the demo teacher's desk (issue 30 item 10), for his home's "para hoy": tutoring requests to
 * answer (the student's question in `message`), one approved with its meeting link (`location`), class comments
 * and board posts of his DAM group still without a teacher's answer next to answered ones, and bell notices of
 * the new kinds (a delivery to grade opens the task, a request opens his requests).
 */
export async function seedTeacherDesk(db: Database, clock: DemoClock, ids: ContentIds): Promise<void> {
  const requests = requestPlans(clock);
  const requestIds = await insertRequests(db, clock, requests);
  await insertComments(db, clock, ids);
  await insertBoardPosts(db, clock);
  await insertNotices(db, clock, requests, requestIds);
}

/** Full name of a seeded classmate. */
function nameOf(code: string): string {
  const person = classmateProfiles.find((c) => c.code === code);
  if (!person) throw new Error(`Alumno de demostración desconocido: ${code}`);
  return `${person.firstname} ${person.lastname}`;
}

const from = (code: string) => ({ code, name: nameOf(code) });

/** The first Monday-to-Friday day at or after `offset` days from today. */
function workingDayFrom(clock: DemoClock, offset: number): number {
  let day = offset;
  while (getWeekday(clock.day(day)) > 4) day += 1;
  return day;
}

/** Three requests waiting for him (two from DAM, one from DAW A) and one he approved with a meeting link. */
function requestPlans(clock: DemoClock): RequestPlan[] {
  return [
    {
      title: 'Dudas con la validación del DTD',
      student: from('CON-10203'),
      message:
        'Al validar mi catálogo con el DTD el editor dice «El contenido del elemento libro no es válido» y no encuentro el error. ¿Podemos revisarlo juntos?',
      teacher: C.teacher,
      group: G.damA,
      day: workingDayFrom(clock, 2),
      start: '17:00',
      end: '17:30',
      status: 'pendiente',
      sentHoursAgo: 4,
    },
    {
      title: 'Ponerme al día con XML Schema',
      student: from('CON-10209'),
      message:
        'He faltado a las dos últimas clases por el trabajo y me he perdido con los tipos complejos. ¿Qué debería priorizar para llegar a la entrega del esquema?',
      teacher: C.teacher,
      group: G.damA,
      day: workingDayFrom(clock, 3),
      start: '16:00',
      end: '16:45',
      status: 'pendiente',
      sentHoursAgo: 19,
    },
    {
      title: 'Estado de carga en el catálogo de React',
      student: from('CON-10105'),
      message: 'Mi catálogo parpadea al filtrar: creo que vuelvo a pedir los productos en cada pulsación. Me gustaría que vieras mi useEffect.',
      teacher: C.teacher,
      group: G.dawA,
      day: workingDayFrom(clock, 4),
      start: '18:00',
      end: '18:30',
      status: 'pendiente',
      sentHoursAgo: 30,
    },
    {
      title: 'Revisión de la ficha de producto',
      student: from('CON-10202'),
      message: 'Me gustaría que revisáramos los comentarios de la práctica 1 antes de entregar la hoja de estilos.',
      teacher: C.teacher,
      group: G.damA,
      day: workingDayFrom(clock, 1),
      start: '16:30',
      end: '17:00',
      status: 'aprobado',
      response: 'De acuerdo. Conéctate cinco minutos antes y ten abierto tu repositorio.',
      location: 'https://meet.campus.test/tutorias/alberto-sanchez-molina',
      sentHoursAgo: 28,
      decidedHoursAgo: 6,
    },
  ];
}

interface QuestionPlan {
  author: string;
  at: Date;
  title: string;
  content: string;
  /** The class commented on (a seed key); none for a board post. */
  event?: string;
  responses?: { author: string; minutesLater: number; content: string }[];
}

/** Comments on his DAM classes: two still waiting for him, two he answered. */
async function insertComments(db: Database, clock: DemoClock, ids: ContentIds): Promise<void> {
  const last = lastWorkingDay(clock);
  const plans: QuestionPlan[] = [
    {
      event: DAM_LAST_LIVE_KEY,
      author: 'CON-10203',
      at: clock.at(last, '21:10'),
      title: 'Duda con el eje ancestor',
      content:
        '<p>En el ejercicio 4 de la clase, ¿por qué <code>//titulo/ancestor::libro</code> devuelve el libro y <code>//titulo/parent::*</code> también? ¿No deberían ser distintos?</p>',
    },
    {
      event: DAM_LAST_LIVE_KEY,
      author: 'CON-10210',
      at: clock.at(last, '20:40'),
      title: 'Ejercicios de la clase',
      content: '<p>¿Los ejercicios de XPath de hoy hay que entregarlos o son solo para practicar?</p>',
      responses: [
        { author: C.teacher, minutesLater: 35, content: 'Son para practicar: las soluciones las comentamos al principio de la próxima clase.' },
        { author: 'CON-10210', minutesLater: 60, content: '¡Gracias!' },
      ],
    },
    {
      event: 'dam-c08',
      author: 'CON-10207',
      at: clock.at(-2, '22:05'),
      title: 'sequence frente a all',
      content: '<p>No me queda claro cuándo usar <code>xs:all</code> en lugar de <code>xs:sequence</code> si el orden de los elementos me da igual.</p>',
    },
    {
      event: 'dam-c06',
      author: 'CON-10201',
      at: clock.at(-30, '18:20'),
      title: 'DTD interno o externo',
      content: '<p>Para la práctica 3, ¿el DTD puede ir dentro del XML o tiene que ser un fichero aparte?</p>',
      responses: [
        { author: C.teacher, minutesLater: 140, content: 'Externo, por favor: así lo reutilizamos para validar los catálogos de todos.' },
        { author: 'CON-10201', minutesLater: 200, content: 'Perfecto, así lo hago.' },
      ],
    },
  ];
  await insertQuestions(db, plans, (plan) => {
    const eventId = ids.events[plan.event!];
    if (eventId === undefined) throw new Error(`Comentario de demostración sin evento: ${plan.event}`);
    return { postable_type: 'event' as const, postable_id: String(eventId) };
  });
}

/** His DAM group's board: his welcome, a question he answered, and two with no teacher's answer yet. */
async function insertBoardPosts(db: Database, clock: DemoClock): Promise<void> {
  const plans: QuestionPlan[] = [
    {
      author: C.teacher,
      at: clock.at(-69, '10:00'),
      title: 'Bienvenida al módulo de Lenguajes de marcas',
      content:
        '<p>Bienvenidos a <strong>Lenguajes de marcas y sistemas de gestión de información</strong>. Tenemos clase en directo una tarde por semana y una clase grabada cada semana.</p><p>Las prácticas se entregan desde la propia clase de la tarea; cualquier duda, por aquí o en los comentarios de cada clase.</p>',
      responses: [
        { author: 'CON-10204', minutesLater: 45, content: '¡Gracias! ¿Las clases en directo quedan grabadas?' },
        { author: C.teacher, minutesLater: 90, content: 'Sí, la grabación queda en la clase al día siguiente.' },
      ],
    },
    {
      author: 'CON-10208',
      at: clock.at(-6, '19:15'),
      title: 'Recursos para practicar XPath',
      content: '<p>¿Conocéis alguna web para practicar consultas XPath con ejemplos? La del tema se me queda corta.</p>',
      responses: [
        { author: C.teacher, minutesLater: 180, content: 'Probad con el evaluador del editor: cargad el catálogo y lanzad las consultas del tema 5.' },
      ],
    },
    {
      author: 'CON-10205',
      at: clock.at(-1, '22:30'),
      title: '¿Qué validador usáis para el XSD?',
      content: '<p>En el portátil del trabajo no puedo instalar extensiones. ¿Hay algún validador de XML Schema en línea que sea fiable?</p>',
      responses: [{ author: 'CON-10210', minutesLater: 40, content: 'Yo uso el del editor en línea del campus, pero no sé si valida XSD 1.1.' }],
    },
    {
      author: 'CON-10211',
      at: clock.minutesFromNow(-5 * 60),
      title: '¿Entra XPath en el examen de la primera evaluación?',
      content: '<p>En el calendario el examen se llama «HTML, CSS y XML». ¿Entran también XPath y XSLT?</p>',
    },
  ];
  await insertQuestions(db, plans, () => ({ postable_type: null, postable_id: null }));
}

/** Posts of DAM group A with their responses, in two statements. */
async function insertQuestions(
  db: Database,
  plans: readonly QuestionPlan[],
  postableOf: (plan: QuestionPlan) => { postable_type: 'event' | null; postable_id: string | null },
): Promise<void> {
  const stored = await db
    .insert(posts)
    .values(
      plans.map((plan) => ({
        title: plan.title,
        content: plan.content,
        edu_codigocontacto: plan.author,
        codigos_grupos: [G.damA],
        edu_codigoformacion: F.dam,
        created_at: plan.at,
        ...postableOf(plan),
      })),
    )
    .returning({ id: posts.id });
  const responses = plans.flatMap((plan, index) =>
    (plan.responses ?? []).map((r) => ({
      post_id: stored[index]!.id,
      content: r.content,
      edu_codigocontacto: r.author,
      created_at: new Date(plan.at.getTime() + r.minutesLater * 60_000),
    })),
  );
  if (responses.length) await db.insert(postResponses).values(responses);
}

/** Notification type ids (migration 0001): the live notices use Eventos for requests and Evaluaciones for deliveries. */
const TYPE = { events: 3, evaluations: 6 } as const;

/**
 * His bell: the two latest ungraded DAM deliveries (the newest unread) and each pending request (unread), worded
 * as the live notices are (issue 30 item 6).
 */
async function insertNotices(db: Database, clock: DemoClock, requests: readonly RequestPlan[], requestIds: readonly number[]): Promise<void> {
  const latest = await db
    .select({ task: tasks.id, title: tasks.edu_titulo, contact: taskDeliveries.edu_codigocontacto, at: taskDeliveries.edu_fechaentrega })
    .from(taskDeliveries)
    .innerJoin(tasks, eq(tasks.id, taskDeliveries.task_id))
    .where(and(eq(tasks.edu_codigoformacion, G.damA), isNull(taskDeliveries.graded_at)))
    .orderBy(desc(taskDeliveries.edu_fechaentrega), desc(taskDeliveries.id))
    .limit(2);
  const notices = [
    ...latest.map((d, index) => ({
      title: `${nameOf(d.contact)} ha entregado una tarea`,
      message: `«${d.title}» está lista para corregir`,
      type_id: TYPE.evaluations,
      notifiable_type: 'task' as const,
      notifiable_id: d.task,
      created_by: d.contact,
      sentAt: d.at ?? clock.minutesFromNow(-60),
      isRead: index > 0,
    })),
    ...requests.flatMap((plan, index) =>
      plan.status === 'pendiente' && plan.student
        ? [
            {
              title: `${plan.student.name} te ha solicitado una tutoría`,
              message: `«${plan.title}», el ${formatDayEs(clock.day(plan.day))} de ${plan.start} a ${plan.end}`,
              type_id: TYPE.events,
              notifiable_type: 'request' as const,
              notifiable_id: requestIds[index]!,
              created_by: plan.student.code,
              sentAt: clock.minutesFromNow(-plan.sentHoursAgo * 60),
              isRead: false,
            },
          ]
        : [],
    ),
  ];
  const stored = await db
    .insert(notifications)
    .values(notices.map(({ sentAt, isRead: _isRead, ...notice }) => ({ ...notice, created_at: new Date(sentAt.getTime() - 60_000) })))
    .returning({ id: notifications.id });
  await db.insert(notificationUsers).values(
    notices.map((notice, index) => ({
      notification_id: stored[index]!.id,
      edu_codigocontacto: C.teacher,
      sent_at: notice.sentAt,
      is_read: notice.isRead,
      read_at: notice.isRead ? new Date(Math.min(notice.sentAt.getTime() + 3_600_000, clock.now.getTime())) : null,
    })),
  );
}
