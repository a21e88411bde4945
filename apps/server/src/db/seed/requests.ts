import { randomUUID } from 'node:crypto';
import { texts } from '@campus/contract';
import type { Database } from '../client';
import { eventContacts, eventOrganizers, events, studentRequests, type RequestStatus } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';
import { demoGroupCodes as G } from './formations';

/** The demo student's name as the accounts seed writes it. */
const DEMO_STUDENT_NAME = 'Lucía Fernández Ortega';

export interface RequestPlan {
  title: string;
  /** The student asking (the demo student by default) and their full name, for the tutoría's description. */
  student?: { code: string; name: string };
  /** What the student wants to go over (issue 30). */
  message?: string;
  /** Where an approved tutoría happens (issue 30): its meeting link, which the tutoría joins. */
  location?: string;
  teacher: string;
  group: string;
  /** Days from today of the session. */
  day: number;
  start: string;
  end: string;
  status: RequestStatus;
  response?: string;
  /** Hours before now the student sent it. */
  sentHoursAgo: number;
  /** Hours before now the teacher answered. */
  decidedHoursAgo?: number;
}

/**
 * The demo student's tutoring requests (spec 002 §Requests), one of each status so /solicitudes shows
 * every colour: pending, approved (with its private tutoría in both calendars and a join link, one
 * already held and one coming), and rejected with the teacher's reason.
 */
const plans: RequestPlan[] = [
  {
    title: 'Dudas sobre el proyecto de JavaScript',
    message:
      'No consigo que el carrito guarde los productos al recargar la página: los guardo en localStorage pero al volver aparece vacío. ¿Podemos revisarlo juntos?',
    teacher: C.teacher,
    group: G.dawA,
    day: 3,
    start: '17:00',
    end: '17:30',
    status: 'pendiente',
    sentHoursAgo: 2,
  },
  {
    title: 'Repaso de formularios y validación',
    message: 'Quiero repasar los mensajes de error accesibles antes de la entrega: no sé si aria-describedby basta.',
    teacher: C.teacher,
    group: G.dawA,
    day: 1,
    start: '18:00',
    end: '18:30',
    status: 'aprobado',
    response: 'Perfecto, nos vemos mañana. Trae apuntadas las dudas y el enlace de tu repositorio.',
    sentHoursAgo: 50,
    decidedHoursAgo: 26,
  },
  {
    title: 'Prácticas de constantes vitales',
    message: 'Me cuesta tomar la tensión con el esfigmomanómetro manual; ¿podemos practicarlo?',
    teacher: C.teacherNursing,
    group: G.nursingA,
    day: 2,
    start: '10:00',
    end: '10:30',
    status: 'rechazado',
    response: 'Esa mañana estoy en el hospital de prácticas. Pídeme otra franja por la tarde, por favor.',
    sentHoursAgo: 30,
    decidedHoursAgo: 20,
  },
  {
    title: 'Orientación para organizar el curso',
    message: 'Trabajo por las mañanas y no sé cómo repartir el estudio de los módulos entre semana.',
    teacher: C.teacher,
    group: G.dawA,
    day: -6,
    start: '16:00',
    end: '16:45',
    status: 'aprobado',
    response: 'Claro, lo vemos juntos.',
    sentHoursAgo: 24 * 9,
    decidedHoursAgo: 24 * 8,
  },
];

/** Inserts the requests and, for the approved ones, the tutoría each created (teacher organizer, student invited). */
export async function seedRequests(db: Database, clock: DemoClock): Promise<void> {
  await insertRequests(db, clock, plans);
}

/** Inserts tutoring requests in plan order, each approved one with its tutoría; answers their ids. */
export async function insertRequests(db: Database, clock: DemoClock, plans: readonly RequestPlan[]): Promise<number[]> {
  const ids: number[] = [];
  for (const plan of plans) {
    const student = plan.student ?? { code: C.student, name: DEMO_STUDENT_NAME };
    let eventId: number | null = null;
    if (plan.status === 'aprobado') {
      const [event] = await db
        .insert(events)
        .values({
          title: plan.title,
          description: texts.requests.eventDescription.replace('{student}', student.name).replace('{title}', plan.title),
          event_type: 'tutorias',
          event_date: clock.day(plan.day),
          start_date: clock.at(plan.day, plan.start),
          end_date: clock.at(plan.day, plan.end),
          start_hour: `${plan.start}:00`,
          end_hour: `${plan.end}:00`,
          // The demo academy's meeting links all live on its own demo domain (the seed test holds every one to it);
          // a tutoría approved in the app gets a real Jitsi Meet room.
          join_url: plan.location ?? `https://meet.campus.test/campus-tutoria-${randomUUID()}`,
          no_fechar: 1,
        })
        .returning({ id: events.id });
      eventId = event!.id;
      await db.insert(eventOrganizers).values({ event_id: eventId, edu_codigocontacto: plan.teacher });
      // The past one was held: the student marked it done.
      await db.insert(eventContacts).values({ event_id: eventId, edu_codigocontacto: student.code, completed: plan.day < 0 ? 1 : 0 });
    }
    const [request] = await db
      .insert(studentRequests)
      .values({
        title: plan.title,
        student_code: student.code,
        teacher_code: plan.teacher,
        group_code: plan.group,
        date: clock.day(plan.day),
        start_time: plan.start,
        end_time: plan.end,
        status: plan.status,
        message: plan.message ?? null,
        response: plan.response ?? null,
        location: plan.location ?? null,
        event_id: eventId,
        created_at: clock.minutesFromNow(-plan.sentHoursAgo * 60),
        decided_at: plan.decidedHoursAgo === undefined ? null : clock.minutesFromNow(-plan.decidedHoursAgo * 60),
      })
      .returning({ id: studentRequests.id });
    ids.push(request!.id);
  }
  return ids;
}
