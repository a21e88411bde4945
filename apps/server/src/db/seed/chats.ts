import type { Database } from '../client';
import { chatMessages, chats } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';

interface MessagePlan {
  from: string;
  text: string;
  /** Minutes before now it was sent. */
  minutesAgo: number;
}

interface ChatPlan {
  key: string;
  members: readonly [string, string];
  messages: readonly MessagePlan[];
  /** Messages of the last `unread` count stay unread by their receiver. */
  unread?: number;
}

/** Seed keys of the demo chats, for the notifications that open them. */
export type DemoChatKey = 'paula' | 'carmen' | 'alberto' | 'daniel' | 'elena' | 'daniel-hugo';

const H = 60;
const D = 24 * H;

const plans: readonly ChatPlan[] = [
  {
    key: 'paula',
    members: [C.student, 'CON-10008'],
    messages: [
      { from: 'CON-10008', text: 'Hola, Lucía. ¿Vas a ir a la tutoría del jueves?', minutesAgo: 2 * D + 5 * H },
      { from: C.student, text: 'Sí, me he apuntado. Quiero preguntar por la práctica de formularios.', minutesAgo: 2 * D + 4 * H },
      { from: 'CON-10008', text: 'Genial, así vamos juntas.', minutesAgo: 2 * D + 4 * H - 10 },
      { from: 'CON-10008', text: 'Por cierto, he subido mis apuntes de la unidad 3 al tablón por si te sirven.', minutesAgo: 3 * H },
      { from: 'CON-10008', text: '¿Has podido ver la grabación de la clase de autenticación? Tengo una duda con los tokens.', minutesAgo: 45 },
    ],
    unread: 2,
  },
  {
    key: 'alberto',
    members: [C.student, C.teacher],
    messages: [
      { from: C.student, text: 'Buenas tardes, Alberto. En la práctica 3, ¿el formulario debe validar también en el servidor?', minutesAgo: D + 2 * H },
      {
        from: C.teacher,
        text: 'Sí: valida en el cliente para la experiencia de uso y en el servidor siempre, porque es lo único que protege los datos.',
        minutesAgo: D + H,
      },
      { from: C.student, text: 'Entendido, gracias. ¿Se puede entregar en parejas?', minutesAgo: D + 50 },
      { from: C.teacher, text: 'Mejor de forma individual. Te he dejado en el tablón las instrucciones de entrega con la rúbrica.', minutesAgo: 3 * H + 20 },
    ],
    unread: 1,
  },
  {
    key: 'daniel',
    members: [C.student, 'CON-10007'],
    messages: [
      { from: 'CON-10007', text: '¿Montamos un grupo de estudio para el examen parcial?', minutesAgo: 4 * D },
      { from: C.student, text: '¡Claro! Los martes por la tarde me viene bien.', minutesAgo: 4 * D - 30 },
      { from: 'CON-10007', text: 'Perfecto. He reservado una sala en la biblioteca el martes a las 17:30.', minutesAgo: 5 * H },
    ],
    unread: 1,
  },
  {
    key: 'carmen',
    members: [C.student, C.teacherNursing],
    messages: [
      { from: C.student, text: 'Carmen, le he enviado el caso práctico de la valoración del paciente. ¿Podría revisarlo?', minutesAgo: 4 * D + 3 * H },
      { from: C.teacherNursing, text: 'Lucía, te he dejado corregido el caso práctico. ¡Buen trabajo!', minutesAgo: 3 * D },
    ],
  },
  {
    key: 'elena',
    members: [C.student, C.staff],
    messages: [
      { from: C.student, text: 'Hola, Elena. ¿Cómo puedo pedir el certificado de matrícula?', minutesAgo: 6 * D },
      {
        from: C.staff,
        text: 'Desde tu perfil, en la pestaña Secretaría. Si necesitas que lo firmemos a mano, dímelo y te lo preparo.',
        minutesAgo: 6 * D - 40,
      },
      { from: C.student, text: 'Perfecto, muchas gracias.', minutesAgo: 6 * D - 55 },
    ],
  },
  {
    // A chat between two classmates: never visible to the demo student.
    key: 'daniel-hugo',
    members: ['CON-10007', 'CON-10009'],
    messages: [
      { from: 'CON-10009', text: '¿Me pasas el enlace del repositorio de la práctica?', minutesAgo: 2 * D },
      { from: 'CON-10007', text: 'Te lo mando por correo ahora mismo.', minutesAgo: 2 * D - 15 },
    ],
  },
];

/**
 * Chats of the demo student with classmates, teachers and staff, several with unread messages, plus one
 * between two classmates. Answers the chat ids by seed key (the chat notifications open them).
 */
export async function seedChats(db: Database, clock: DemoClock): Promise<Record<DemoChatKey, number>> {
  const ids = {} as Record<DemoChatKey, number>;
  for (const plan of plans) {
    const [a, b] = [...plan.members].sort();
    const first = clock.minutesFromNow(-plan.messages[0]!.minutesAgo);
    const last = clock.minutesFromNow(-plan.messages[plan.messages.length - 1]!.minutesAgo);
    const [chat] = await db.insert(chats).values({ member_a: a!, member_b: b!, created_at: first, last_message_at: last }).returning({ id: chats.id });
    ids[plan.key as DemoChatKey] = chat!.id;
    const unreadFrom = plan.messages.length - (plan.unread ?? 0);
    await db.insert(chatMessages).values(
      plan.messages.map((message, index) => {
        const sentAt = clock.minutesFromNow(-message.minutesAgo);
        const isRead = index < unreadFrom;
        const readAt = new Date(Math.min(sentAt.getTime() + 20 * 60_000, clock.now.getTime()));
        return {
          chat_id: chat!.id,
          sender_codigocontacto: message.from,
          receiver_codigocontacto: message.from === plan.members[0] ? plan.members[1] : plan.members[0],
          mensaje: message.text,
          created_at: sentAt,
          delivered_at: isRead ? readAt : null,
          is_read: isRead,
          read_at: isRead ? readAt : null,
        };
      }),
    );
  }
  return ids;
}
