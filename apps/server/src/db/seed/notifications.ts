import { formatCaseNotification, ticketToNumber } from '@campus/contract';
import type { Database } from '../client';
import { type NotifiableType, notificationFormations, notifications, notificationUsers } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoChatKey } from './chats';
import type { ContentIds } from './content';
import type { DemoClock } from './dates';
import { demoGroupMembers } from './enrolments';
import { demoGroupCodes as G } from './formations';

/** Notification type ids inserted by migration 0001. */
const TYPE = { board: 1, chat: 2, events: 3, notices: 4, cases: 5 } as const;

interface NotificationPlan {
  title: string;
  message: string;
  type: number;
  notifiable?: { type: NotifiableType; id: number | null };
  author?: string;
  /** Minutes before now it was sent; negative = scheduled in the future. */
  sentMinutesAgo?: number;
  /**
   * Or a day from today and a Madrid time: the academy's notices are written in office hours, whatever the
   * hour the demo is seeded at (a later instant than now is scheduled).
   */
  on?: readonly [dayOffset: number, hhmm: string];
  recipients: readonly string[];
  /** Recipients who already read it. */
  readBy?: readonly string[];
  groups?: readonly string[];
}

/**
 * Notifications: for the demo student, unread ones of every type (post, chat and event) sent at
 * different recent times plus some already read; notices (type 4) written by the academy for the dashboard
 * list (/notificaciones): to the student's groups, to her alone, to a group plus people of another, read and
 * unread, and two still scheduled (only the academy side sees those until their time).
 *
 * Chat notifications open the seeded chats; post notifications are written here without a post and pointed
 * at their posts by the board seed (seed/board.ts), which runs after this one and owns the posts.
 */
export async function seedNotifications(db: Database, clock: DemoClock, ids: ContentIds, chatIds: Record<DemoChatKey, number>): Promise<void> {
  const event = (key: string) => {
    const id = ids.events[key];
    if (id === undefined) throw new Error(`Evento de demostración desconocido: ${key}`);
    return { type: 'event' as const, id };
  };
  const chat = (key: DemoChatKey) => ({ type: 'chat' as const, id: chatIds[key] });
  const dawA = demoGroupMembers(G.dawA);
  const nursingA = demoGroupMembers(G.nursingA);
  const examsA = demoGroupMembers(G.examsA);
  const examsB = demoGroupMembers(G.examsB);

  const plans: NotificationPlan[] = [
    {
      title: 'La clase en directo empieza pronto',
      message: '«Clase en directo: hooks personalizados en React» comienza en unos minutos. Pulsa para unirte.',
      type: TYPE.events,
      notifiable: event('daw-live-now'),
      author: C.teacher,
      sentMinutesAgo: 20,
      recipients: dawA,
      groups: [G.dawA],
    },
    {
      title: 'Nuevo mensaje de Paula Jiménez Rubio',
      message: '¿Has podido ver la grabación de la clase de autenticación? Tengo una duda con los tokens.',
      type: TYPE.chat,
      notifiable: chat('paula'),
      author: 'CON-10008',
      sentMinutesAgo: 45,
      recipients: [C.student],
    },
    {
      title: 'Nuevo mensaje de Alberto Sánchez Molina',
      message: 'Mejor de forma individual. Te he dejado en el tablón las instrucciones de entrega con la rúbrica.',
      type: TYPE.chat,
      notifiable: chat('alberto'),
      author: C.teacher,
      sentMinutesAgo: 200,
      recipients: [C.student],
    },
    {
      title: 'Nuevo mensaje de Daniel García Soto',
      message: 'Perfecto. He reservado una sala en la biblioteca el martes a las 17:30.',
      type: TYPE.chat,
      notifiable: chat('daniel'),
      author: 'CON-10007',
      sentMinutesAgo: 300,
      recipients: [C.student],
    },
    {
      title: 'Nueva publicación en el tablón',
      message: 'Alberto Sánchez Molina ha publicado «Entrega de la práctica 3: instrucciones» en DAW · Grupo A (tardes).',
      type: TYPE.board,
      notifiable: { type: 'post', id: null },
      author: C.teacher,
      sentMinutesAgo: 180,
      recipients: dawA,
      groups: [G.dawA],
    },
    {
      title: 'Nuevo examen programado',
      message: 'Se ha programado el «Examen parcial: Desarrollo web en entorno cliente». Consulta la fecha en el calendario.',
      type: TYPE.events,
      notifiable: event('daw-exam2'),
      author: C.teacher,
      sentMinutesAgo: 60 * 26,
      recipients: dawA,
      groups: [G.dawA],
    },
    {
      title: 'Respuesta a tu publicación',
      message: 'Carmen López Vega ha respondido a tu pregunta sobre la gráfica de constantes.',
      type: TYPE.board,
      notifiable: { type: 'post', id: null },
      author: C.teacherNursing,
      sentMinutesAgo: 60 * 50,
      recipients: [C.student],
    },
    {
      title: 'Nuevo mensaje de Carmen López Vega',
      message: 'Lucía, te he dejado corregido el caso práctico. ¡Buen trabajo!',
      type: TYPE.chat,
      notifiable: chat('carmen'),
      author: C.teacherNursing,
      sentMinutesAgo: 60 * 72,
      recipients: [C.student],
      readBy: [C.student],
    },
    {
      title: 'Tutoría confirmada',
      message: 'Tu «Tutoría individual: revisión de la práctica 2» ha sido confirmada.',
      type: TYPE.events,
      notifiable: event('daw-tut2'),
      author: C.teacherDaw,
      sentMinutesAgo: 60 * 24 * 11,
      recipients: [C.student],
      readBy: [C.student],
    },
    {
      title: 'Evento reprogramado',
      message: 'La «Clase en directo: accesibilidad web» se ha movido dos días más tarde, a las 19:00.',
      type: TYPE.events,
      notifiable: event('daw-d-rescheduled'),
      author: C.teacher,
      sentMinutesAgo: 60 * 24 * 13,
      recipients: dawA,
      readBy: dawA,
      groups: [G.dawA],
    },
    {
      title: 'Nuevo taller práctico disponible',
      message: 'Ya puedes reservar el «Taller práctico: higiene de manos y equipos de protección».',
      type: TYPE.events,
      notifiable: event('enf-workshop2'),
      author: C.teacherNursing,
      sentMinutesAgo: 60 * 5,
      recipients: nursingA,
      groups: [G.nursingA],
    },
    {
      title: 'Horario de secretaría en festivos',
      message: 'La secretaría permanecerá cerrada el próximo festivo. Las consultas se atenderán el siguiente día hábil.',
      type: TYPE.notices,
      author: C.admin,
      on: [-1, '12:10'],
      recipients: [...dawA, ...nursingA],
      groups: [G.dawA, G.nursingA],
    },
    {
      title: 'Convocatoria publicada en el BOE',
      message: 'Se ha publicado la convocatoria del Cuerpo General Auxiliar. Revisa los plazos en la reunión informativa.',
      type: TYPE.notices,
      author: C.teacherExams,
      on: [-4, '10:05'],
      recipients: examsA,
      readBy: [C.admin],
      groups: [G.examsA],
    },
    {
      title: 'Documentación pendiente de tu matrícula',
      message:
        'Nos falta la copia del título de Bachillerato para completar tu matrícula de Enfermería.\nPuedes entregarla en la secretaría o enviarla escaneada respondiendo desde el correo del campus antes del viernes.',
      type: TYPE.notices,
      author: C.staff,
      sentMinutesAgo: 60 * 3,
      recipients: [C.student],
    },
    {
      title: 'Cambio de aula del taller práctico',
      message: 'El taller práctico de higiene de manos del jueves se traslada al aula 2.04 (segunda planta). El horario no cambia.',
      type: TYPE.notices,
      author: C.teacherNursing,
      on: [-1, '19:20'],
      recipients: nursingA,
      groups: [G.nursingA],
    },
    {
      title: 'Bienvenida al grupo de Auxiliar Administrativo',
      message:
        'Las clases del grupo de preparación empiezan el día 1. Antes de esa fecha tendrás en el campus el temario del primer bloque y el calendario de simulacros.',
      type: TYPE.notices,
      author: C.teacherExams,
      on: [-2, '09:30'],
      recipients: examsB,
      readBy: [C.student],
      groups: [G.examsB],
    },
    {
      title: 'Mantenimiento de la plataforma',
      message: 'El sábado de 8:00 a 10:00 (hora de Madrid) el campus no estará disponible por tareas de mantenimiento.',
      type: TYPE.notices,
      author: C.admin,
      on: [-6, '13:00'],
      recipients: [...dawA, ...nursingA, ...examsA, ...examsB],
      readBy: [C.student],
      groups: [G.dawA, G.nursingA, G.examsA, G.examsB],
    },
    {
      title: 'Plazo de la práctica 3 ampliado',
      message: 'La entrega de la práctica 3 se amplía una semana. Quien se incorporó al grupo B también puede entregarla si quiere que se le tenga en cuenta.',
      type: TYPE.notices,
      author: C.teacherDaw,
      on: [-9, '17:45'],
      // The group, plus two people of the next group addressed by name.
      recipients: [...dawA, 'CON-10015', 'CON-10016'],
      readBy: [C.student],
      groups: [G.dawA],
    },
    {
      // What the academy's resolution of her seeded case CAS-4827-K3M (seed/cases.ts) sent; already read, so
      // the bell's 'Incidencias' tab has its history without changing her unread count.
      ...formatCaseNotification(
        { ticketnumber: 'CAS-4827-K3M', title: 'No se reproduce la grabación de la clase de formularios', statecode: 1, statuscode: 5 },
        'La grabación se había subido con un formato que algunos navegadores no reproducen. Ya está convertida de nuevo: recarga la página de la clase y debería verse sin problema. Si no, escríbenos indicando el navegador.',
      ),
      type: TYPE.cases,
      notifiable: { type: 'case', id: ticketToNumber('CAS-4827-K3M') },
      author: C.staff,
      sentMinutesAgo: (24 * 8 - 3) * 60,
      recipients: [C.student],
      readBy: [C.student],
    },
    {
      title: 'Encuesta de satisfacción del trimestre',
      message: 'Queremos saber cómo te está yendo. La encuesta es anónima y se responde en cinco minutos desde el enlace de tu página de inicio.',
      type: TYPE.notices,
      author: C.staff,
      on: [1, '11:00'],
      recipients: [...dawA, ...nursingA, ...examsB],
      groups: [G.dawA, G.nursingA, G.examsB],
    },
    {
      title: 'Recordatorio: solicitudes de baja',
      message: 'Las bajas deben solicitarse antes del día 25 del mes para aplicarse a partir del mes siguiente.',
      type: TYPE.notices,
      author: C.admin,
      on: [3, '09:00'],
      recipients: [...dawA, ...nursingA, ...examsA],
      groups: [G.dawA, G.nursingA, G.examsA],
    },
  ];

  for (const plan of plans) {
    const sentAt = plan.on ? clock.at(plan.on[0], plan.on[1]) : clock.minutesFromNow(-(plan.sentMinutesAgo ?? 0));
    const isScheduled = sentAt.getTime() > clock.minutesFromNow(0).getTime();
    const [row] = await db
      .insert(notifications)
      .values({
        title: plan.title,
        message: plan.message,
        type_id: plan.type,
        notifiable_type: plan.notifiable?.type ?? null,
        notifiable_id: plan.notifiable?.id ?? null,
        scheduled_at: isScheduled ? sentAt : null,
        created_by: plan.author ?? null,
        created_at: isScheduled ? clock.minutesFromNow(-90) : new Date(sentAt.getTime() - 60_000),
      })
      .returning({ id: notifications.id });
    const recipients = [...new Set(plan.recipients)];
    await db.insert(notificationUsers).values(
      recipients.map((contact) => {
        const isRead = plan.readBy?.includes(contact) ?? false;
        return {
          notification_id: row!.id,
          edu_codigocontacto: contact,
          sent_at: isScheduled ? null : sentAt,
          is_read: isRead,
          read_at: isRead ? new Date(Math.min(sentAt.getTime() + 3_600_000, clock.now.getTime())) : null,
        };
      }),
    );
    if (plan.groups?.length) {
      await db.insert(notificationFormations).values(plan.groups.map((code) => ({ notification_id: row!.id, edu_codigoformacion: code })));
    }
  }
}
