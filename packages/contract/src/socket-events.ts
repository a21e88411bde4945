/**
 * The 12 realtime events of the spec (000 §4/§7, 002 §4/§7), typed once for socket.io on both sides.
 * Rooms: `user:<edu_codigocontacto>` and `chat:<id>`.
 */

export interface SocketLoginPayload {
  edu_codigocontacto: string;
}

export interface BellPayload {
  notification_user_id: number;
  title: string;
  message: string;
  notifiable_type: 'post' | 'chat' | 'event';
  notifiable_id: string;
  sent_at: string;
}

export interface ChatBarPayload {
  chatId: number;
  contact: { edu_codigocontacto: string; fullname: string; foto: string | null; emailaddress1: string | null };
  last_message: string;
  last_message_date: string;
}

export interface ChatMessagePayload {
  id: number;
  chatId: number;
  sender_codigocontacto: string;
  receiver_codigocontacto: string;
  mensaje: string;
  metadata: unknown;
  created_at: string;
  is_read: boolean;
}

export interface TypingPayload {
  chatId: number;
  edu_codigocontacto: string;
  isTyping: boolean;
}

export interface MessageReceivedPayload {
  chatId: number;
  messageId: number;
}

export interface ReadMessagesPayload {
  chatId: number;
  edu_codigocontacto: string;
}

export interface ChatRoomPayload {
  chatId: number;
}

/** Events the server sends to clients. */
export interface ServerToClientEvents {
  login_success: (payload: { edu_codigocontacto: string }) => void;
  login_error: (payload: { message: string }) => void;
  bell: (payload: BellPayload) => void;
  'chat-bar': (payload: ChatBarPayload) => void;
  'new-message': (payload: ChatMessagePayload) => void;
  typing: (payload: TypingPayload) => void;
  'message-received': (payload: MessageReceivedPayload) => void;
  'read-messages': (payload: ReadMessagesPayload) => void;
}

/** Events clients send to the server. */
export interface ClientToServerEvents {
  login: (payload: SocketLoginPayload) => void;
  'join-chat': (payload: ChatRoomPayload) => void;
  'leave-chat': (payload: ChatRoomPayload) => void;
  typing: (payload: TypingPayload) => void;
  'new-message': (payload: ChatMessagePayload) => void;
  'message-received': (payload: MessageReceivedPayload) => void;
  'read-messages': (payload: ReadMessagesPayload) => void;
}

/** All 12 event names of the spec, for tests and documentation. */
export const socketEventNames = [
  'login',
  'login_success',
  'login_error',
  'bell',
  'chat-bar',
  'join-chat',
  'leave-chat',
  'typing',
  'new-message',
  'message-received',
  'read-messages',
] as const;

/** Reconnection attempts of the client (spec 000 §9). */
export const SOCKET_RECONNECTION_ATTEMPTS = 5;

/** Room names: the server emits only to these. */
export const rooms = {
  user: (edu_codigocontacto: string) => `user:${edu_codigocontacto}` as const,
  chat: (chatId: number) => `chat:${chatId}` as const,
};
