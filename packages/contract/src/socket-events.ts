import { z } from 'zod';
import type { ContentCompletion } from './schemas/content';
import type { EventSummary } from './schemas/events';
import type { Notification, ReadAllNotificationsAnswer } from './schemas/notifications';
import type { CaseUpdatedPayload } from './schemas/cases';
import type { DashboardNotificationPayload } from './schemas/dashboard-notifications';
import type { MailChangedPayload } from './schemas/mail';
import type { PostChangedPayload } from './schemas/posts';
import type { ProfileChangedPayload } from './schemas/profile';
import type { DeliveryUpdatedPayload, TaskUpdatedPayload } from './schemas/evaluations';
import type { RequestUpdatedPayload } from './schemas/requests';
import type { WithdrawalRequestedPayload } from './schemas/enrolment-records';
import type { GradebookCellChange } from './schemas/teaching-gradebook';
import type { EnrolmentsChangedPayload } from './schemas/back-office';

/**
 * The 12 realtime events of the spec (000 §4/§7, 002 §4/§7), plus our `content-completed`, typed once
 * for socket.io on both sides. Rooms: `user:<edu_codigocontacto>` and `chat:<id>`.
 */

export interface SocketLoginPayload {
  edu_codigocontacto: string;
}

/** A new notification, exactly as GET /api/notifications lists it, so the bell can add it to its cache. */
export type BellPayload = Notification;

/**
 * Ours, not the spec's: a completion the user changed (in any tab), with the events as the tree shows
 * them and the new progress of their groups, exactly as the PATCH answered it, so every open tab (the
 * formation page, the home) writes it into its cache. Sent to `user:<edu_codigocontacto>`.
 */
export type ContentCompletedPayload = ContentCompletion;

/**
 * Ours: the user's calendar gained, changed or lost events that someone else (or another tab) wrote: a
 * tutoring session approved, a study plan made. `events` are the new or changed events as the home and
 * calendar list them; `removedEventIds` those that left. Sent to `user:<edu_codigocontacto>` of each
 * person whose calendar changed, so every open calendar, timeline and home agenda updates its cache.
 */
export interface CalendarChangedPayload {
  events: EventSummary[];
  removedEventIds: number[];
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

/**
 * Acknowledgement the server answers to a client event that passes a callback (socket.io acks):
 * `join-chat` is refused for someone who is not a member of the chat.
 */
export type SocketAck = { status: 'ok' } | { status: 'error'; message: string };

/** Events the server sends to clients. */
export interface ServerToClientEvents {
  login_success: (payload: { edu_codigocontacto: string }) => void;
  login_error: (payload: { message: string }) => void;
  bell: (payload: BellPayload) => void;
  /** Ours (issue 29): the user marked every notification read (in some tab), exactly as PUT /api/notifications/read-all answered. */
  'notifications-read': (payload: ReadAllNotificationsAnswer) => void;
  'chat-bar': (payload: ChatBarPayload) => void;
  'new-message': (payload: ChatMessagePayload) => void;
  typing: (payload: TypingPayload) => void;
  'message-received': (payload: MessageReceivedPayload) => void;
  'read-messages': (payload: ReadMessagesPayload) => void;
  'content-completed': (payload: ContentCompletedPayload) => void;
  'calendar-changed': (payload: CalendarChangedPayload) => void;
  /**
   * Ours: a tutoring request was created or decided, as the requests page lists it. Sent to
   * `user:<code>` of the student and of the teacher it is addressed to, so both lists update live.
   */
  'request-updated': (payload: RequestUpdatedPayload) => void;
  /** Ours (issue 11): a post of the board changed; see PostChangedPayload. */
  'post-changed': (payload: PostChangedPayload) => void;
  /** Ours (issue 11): a support case was registered or changed; to its customer and to staff. */
  'case-updated': (payload: CaseUpdatedPayload) => void;
  /** Ours (issue 11): a dashboard notification reached the user (staff: one was written or changed). */
  'dashboard-notification': (payload: DashboardNotificationPayload) => void;
  /** Ours (issue 12): the user's mailbox changed; see MailChangedPayload. */
  'mail-changed': (payload: MailChangedPayload) => void;
  /**
   * Ours (issue 13): the user asked for the withdrawal of enrolment lines, as /solicitudes lists the requests;
   * their other tabs update the enrolments tab and the requests page.
   */
  'withdrawal-requested': (payload: WithdrawalRequestedPayload) => void;
  /** Ours (issue 13): the user's name or picture changed (profile saved, picture uploaded or removed), for every open tab and device. */
  'profile-changed': (payload: ProfileChangedPayload) => void;
  /** Ours (issue 14): a task of the student changed (file handed in or removed, or graded), with its evaluation as it is now. */
  'task-updated': (payload: TaskUpdatedPayload) => void;
  /** Ours (issue 14): a delivery of one of the teacher's groups was handed in, changed or graded; to the group's teachers. */
  'delivery-updated': (payload: DeliveryUpdatedPayload) => void;
  /** Ours (issue 30): a student delivered or was graded; the changed cell of the group's gradebook, to its teachers. */
  'gradebook-cell-updated': (payload: GradebookCellChange) => void;
  /** Ours (issue 31): the academy enrolled, unenrolled or moved the student, or decided a withdrawal; see EnrolmentsChangedPayload. */
  'enrolments-changed': (payload: EnrolmentsChangedPayload) => void;
}

/** Events clients send to the server. */
export interface ClientToServerEvents {
  login: (payload: SocketLoginPayload) => void;
  'join-chat': (payload: ChatRoomPayload, ack?: (answer: SocketAck) => void) => void;
  'leave-chat': (payload: ChatRoomPayload, ack?: (answer: SocketAck) => void) => void;
  typing: (payload: TypingPayload) => void;
  /** Accepted for compatibility and ignored: the server itself emits `new-message` when a message is saved. */
  'new-message': (payload: ChatMessagePayload) => void;
  'message-received': (payload: MessageReceivedPayload, ack?: (answer: SocketAck) => void) => void;
  'read-messages': (payload: ReadMessagesPayload, ack?: (answer: SocketAck) => void) => void;
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

/** Room names: the server emits only to these. */
export const rooms = {
  user: (edu_codigocontacto: string) => `user:${edu_codigocontacto}` as const,
  chat: (chatId: number) => `chat:${chatId}` as const,
};

const chatIdSchema = z.number({ error: 'El chat no es válido' }).int('El chat no es válido').positive('El chat no es válido');

/**
 * Schemas of the payloads clients send, so the server checks them before acting. Extra fields are
 * dropped; fields the server knows better (who is typing, who read) are taken from the session.
 */
export const socketLoginPayloadSchema = z.object({ edu_codigocontacto: z.string().min(1).max(50) });
export const chatRoomPayloadSchema = z.object({ chatId: chatIdSchema });
export const typingPayloadSchema = z.object({ chatId: chatIdSchema, isTyping: z.boolean().optional().default(true) });
export const messageReceivedPayloadSchema = z.object({ chatId: chatIdSchema, messageId: z.number().int().positive() });
export const readMessagesPayloadSchema = z.object({ chatId: chatIdSchema });
