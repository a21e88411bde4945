import type { ChatContact, ChatMessage, ChatSummary, Notification, NotificationType } from '@campus/contract';
import { makeSessionUser } from './factories';
import { jsonResponse } from './fetch-mock';

/** A notification delivery as GET /api/notifications lists it. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.notification_user_id ?? 1;
  return {
    notification_user_id: id,
    notification_id: id + 100,
    type_id: 1,
    title: `Aviso ${id}`,
    message: `Texto del aviso ${id}`,
    sent_at: '2026-11-21T13:05:00.000Z',
    is_read: false,
    notifiable_type: 'post',
    notifiable_id: null,
    ...overrides,
  };
}

export const notificationTypes: NotificationType[] = [
  { id: 1, name: 'Tablón' },
  { id: 2, name: 'Chat' },
  { id: 3, name: 'Eventos' },
];

export function makeContact(overrides: Partial<ChatContact> = {}): ChatContact {
  return { edu_codigocontacto: 'CT-0100', fullname: 'Alberto Sánchez Molina', foto: null, emailaddress1: 'profesor@campus.test', ...overrides };
}

export function makeChat(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id: 1,
    contact: makeContact(),
    unread_messages: 0,
    last_message: 'Hola',
    last_message_date: new Date().toISOString(),
    ...overrides,
  };
}

export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    chatId: 1,
    sender_codigocontacto: 'CT-0100',
    receiver_codigocontacto: 'CT-0001',
    mensaje: 'Hola',
    metadata: null,
    created_at: new Date().toISOString(),
    is_read: false,
    ...overrides,
  };
}

/** The calls every signed-in screen makes (session check, header, home), answered for `user`. */
export function shellRoutes(user = makeSessionUser(), overrides: { unread?: number; racha?: number } = {}) {
  return {
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: jsonResponse({
      status: 'ok',
      formations: [],
      lineasMatricula: { data: [] },
      lineasProductoBonus: [],
    }),
    '/api/public-config': jsonResponse({ status: 'ok', supportWhatsapp: '+34 600 123 456', identityProvider: 'builtin' }),
    '/api/notifications/unread-number': jsonResponse({ status: 'ok', count: overrides.unread ?? 0 }),
    '/api/notifications/types': jsonResponse({ status: 'ok', types: notificationTypes }),
    '/api/notifications': jsonResponse({ status: 'ok', notifications: [] }),
    [`/api/actividades/${user.edu_codigocontacto}/1`]: jsonResponse({
      status: 'ok',
      data: { activeDays: [] },
      racha: overrides.racha ?? 0,
      mediaConexion: 0,
      lastConexion: null,
    }),
    '/api/chats': jsonResponse({ status: 'ok', chats: [] }),
  };
}
