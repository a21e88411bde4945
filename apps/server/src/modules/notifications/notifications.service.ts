import {
  texts,
  type Notification,
  type NotificationHistoryAnswer,
  type NotificationsAnswer,
  type NotificationTypesAnswer,
  type ReadAllNotificationsAnswer,
  type ReadNotificationAnswer,
  type UnreadNumberAnswer,
} from '@campus/contract';
import type { NotifiableType } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { DeliveryRow, HistoryPosition, HistoryRow, NotificationsRepository } from './notifications.repository';

/** Notification type ids (reference data of migration 0001). */
export const notificationTypeIds = { board: 1, chat: 2, events: 3, notices: 4, cases: 5, evaluations: 6 } as const;

/** What another module asks to notify. */
export interface NotificationInput {
  title: string;
  message: string;
  typeId: number;
  /** What a click opens (post → /tablon, chat → /chat/{id}, event → /calendario?event_id={id}); none for a notice. */
  notifiable?: { type: NotifiableType; id: number } | null;
  /** Author; null for what the platform sends by itself. */
  createdBy?: string | null;
  recipients: readonly string[];
  /** A future instant holds the notification back until then. */
  scheduledAt?: Date | null;
  /** Groups it is addressed to (listed by dashboard notifications; recipients are resolved by the caller). */
  formations?: readonly string[];
}

/** Who got what in one release of scheduled notifications. */
export type ReleaseListener = (released: readonly (DeliveryRow & { edu_codigocontacto: string })[]) => Promise<void> | void;

function toNotification(row: DeliveryRow): Notification {
  return {
    notification_user_id: row.notification_user_id,
    notification_id: row.notification_id,
    type_id: row.type_id,
    title: row.title,
    message: row.message,
    sent_at: (row.sent_at ?? new Date(0)).toISOString(),
    is_read: row.is_read,
    notifiable_type: row.notifiable_type,
    notifiable_id: row.notifiable_id === null ? null : String(row.notifiable_id),
  };
}

/** The opaque keyset cursor of a history page: its last row's sent instant (to the microsecond) and id. */
function encodeHistoryCursor(row: HistoryRow): string {
  return Buffer.from(`${row.sent_key}|${row.notification_user_id}`).toString('base64url');
}

const historyCursorShape = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,10})$/;

/** The cursor's position; a cursor the server did not write is 400 with a Spanish message. */
function decodeHistoryCursor(cursor: string | undefined): HistoryPosition | null {
  if (cursor === undefined || cursor === '') return null;
  const match = historyCursorShape.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]!))) throw new AppError('validation', texts.notifications.invalidCursor);
  return { sentKey: match[1]!, id: Number(match[2]) };
}

/** One user's bell answers (list per type, unread count), kept until one of their deliveries changes. */
interface BellAnswers {
  lists: Map<string, NotificationsAnswer>;
  unread?: UnreadNumberAnswer;
  /** Other answers built from the user's deliveries (the dashboard list), dropped with the bell. */
  derived?: Map<string, object>;
}

/** A safety bound if an invalidation is ever lost (Redis down): a bell answer is at most this old. */
const BELL_TTL_MS = 5 * 60_000;

/** The bell: the user's delivered notifications, their types and unread count; and creating notifications. */
/** The notification row a module's input writes (one mapping for single and batched sends). */
function toNewNotification(input: Omit<NotificationInput, 'scheduledAt' | 'formations'>, at: Date, scheduledAt: Date | null) {
  return {
    title: input.title.slice(0, 255),
    message: input.message,
    type_id: input.typeId,
    notifiable_type: input.notifiable?.type ?? null,
    notifiable_id: input.notifiable?.id ?? null,
    created_by: input.createdBy ?? null,
    scheduled_at: scheduledAt,
    created_at: at,
  };
}

export function createNotificationsService(deps: { repository: NotificationsRepository; emitter: RealtimeEmitter; now: () => Date; changes: TableChanges }) {
  const { repository, emitter, now } = deps;
  // The bell is asked on every page load and reconnection, and changes only when one of the user's
  // deliveries does: a delivery (always pushed through pushBell) or a read. Each of those drops the user's
  // answers on every instance; an answer being built meanwhile goes to the dropped entry, never served.
  const bells = createKeyedCache<BellAnswers>({
    changes: deps.changes,
    dependsOn: {
      // By the recipient's contact code.
      notification_users: 'entry',
      notifications: { ttlOnly: 'a notification reaches a bell only through its delivery rows, written and published with it; the app never edits one' },
    },
    ttlMs: BELL_TTL_MS,
    maxEntries: 10_000,
  });
  const loadBell = (contactCode: string) => bells.get(contactCode, async () => ({ lists: new Map() }));

  const releaseListeners: ReleaseListener[] = [];
  const scheduledListeners: ((at: Date) => void)[] = [];
  const onScheduled = (at: Date) => {
    for (const listener of scheduledListeners) listener(at);
  };

  /**
   * Tells every tab of the user that these deliveries were read (issue 30: a chat message read in the tab that
   * shows the conversation, or one notification read in one tab, left the other tabs' badge counting it).
   */
  const announceRead = async (contactCode: string, ids: number[]) => {
    emitter.emitToUser(contactCode, 'notifications-read', {
      status: 'ok',
      notification_user_ids: ids,
      unread_count: await repository.countUnread(contactCode, now()),
    });
  };

  const pushBell = (contactCode: string, row: DeliveryRow) => {
    deps.changes.publish('notification_users', contactCode);
    emitter.emitToUser(contactCode, 'bell', toNotification(row));
  };

  return {
    /** GET /api/notifications?type: the user's own notifications already sent, newest first. */
    async listNotifications(actor: Actor | null, typeId?: number): Promise<NotificationsAnswer> {
      const checked = authorize(actor, 'signedIn');
      const bell = await loadBell(checked.edu_codigocontacto);
      const key = String(typeId ?? '');
      const known = bell.lists.get(key);
      if (known) return known;
      const rows = await repository.listDelivered(checked.edu_codigocontacto, now(), typeId);
      const answer: NotificationsAnswer = { status: 'ok', notifications: rows.map(toNotification) };
      bell.lists.set(key, answer);
      return answer;
    },

    /**
     * GET /api/notifications/history (issue 29): a page of the caller's own sent notifications, newest first,
     * in keyset pages; one statement a page. The first page is kept with the bell (every delivery to the
     * caller and every read drops it); a later page is read as asked.
     */
    async listHistory(actor: Actor | null, query: { cursor?: string | undefined; limit: number }): Promise<NotificationHistoryAnswer> {
      const checked = authorize(actor, 'signedIn');
      const code = checked.edu_codigocontacto;
      const after = decodeHistoryCursor(query.cursor);
      const load = async (): Promise<NotificationHistoryAnswer> => {
        // One more row than asked tells whether another page follows.
        const rows = await repository.listHistory(code, now(), after, query.limit + 1);
        const page = rows.slice(0, query.limit);
        const nextCursor = rows.length > query.limit ? encodeHistoryCursor(page[page.length - 1]!) : null;
        return { status: 'ok', notifications: page.map(toNotification), nextCursor };
      };
      if (after !== null) return load();
      const bell = await loadBell(code);
      const key = `history:${query.limit}`;
      const known = bell.derived?.get(key) as NotificationHistoryAnswer | undefined;
      if (known) return known;
      const answer = await load();
      (bell.derived ??= new Map()).set(key, answer);
      return answer;
    },

    /**
     * An answer another module builds from the user's deliveries only (the dashboard list), kept with the
     * user's bell: every delivery to the user (sent, released) and every read drops it, on every instance.
     */
    async keepWithBell<T extends object>(contactCode: string, key: string, build: () => Promise<T>): Promise<T> {
      const bell = await loadBell(contactCode);
      const known = bell.derived?.get(key);
      if (known) return known as T;
      const answer = await build();
      (bell.derived ??= new Map()).set(key, answer);
      return answer;
    },

    /** GET /api/notifications/types: one bell tab per type. */
    async listTypes(actor: Actor | null): Promise<NotificationTypesAnswer> {
      authorize(actor, 'signedIn');
      return { status: 'ok', types: await repository.listTypes() };
    },

    /** GET /api/notifications/unread-number */
    async countUnread(actor: Actor | null): Promise<UnreadNumberAnswer> {
      const checked = authorize(actor, 'signedIn');
      const bell = await loadBell(checked.edu_codigocontacto);
      return (bell.unread ??= { status: 'ok', count: await repository.countUnread(checked.edu_codigocontacto, now()) });
    },

    /** PUT /api/notifications/read-notification/{id}: only the user's own delivery; reading it twice is harmless. */
    async readNotification(actor: Actor | null, deliveryId: number): Promise<ReadNotificationAnswer> {
      const checked = authorize(actor, 'signedIn');
      const row = await repository.markRead(deliveryId, checked.edu_codigocontacto, now());
      deps.changes.publish('notification_users', checked.edu_codigocontacto);
      // Someone else's delivery answers the same as a missing one: ids reveal nothing.
      if (!row) throw new AppError('not_found', texts.notifications.notFound);
      await announceRead(checked.edu_codigocontacto, [row.notification_user_id]);
      return { status: 'ok', notification: toNotification(row) };
    },

    /**
     * PUT /api/notifications/read-all (issue 29): marks every one of the caller's own sent deliveries read, never
     * anyone else's; the caller's other tabs hear it as `notifications-read`. Answers the ids that changed.
     */
    async readAllNotifications(actor: Actor | null): Promise<ReadAllNotificationsAnswer> {
      const checked = authorize(actor, 'signedIn');
      const code = checked.edu_codigocontacto;
      const ids = await repository.markAllRead(code, now());
      if (ids.length === 0) {
        deps.changes.publishNothing('notification_users', 'nothing was unread: the update matched no row');
        return { status: 'ok', notification_user_ids: [], unread_count: await repository.countUnread(code, now()) };
      }
      deps.changes.publish('notification_users', code);
      const answer: ReadAllNotificationsAnswer = { status: 'ok', notification_user_ids: ids, unread_count: await repository.countUnread(code, now()) };
      emitter.emitToUser(code, 'notifications-read', answer);
      return answer;
    },

    /** For other modules (which authorize their caller first): the user has seen a source, so its notifications are read. */
    async markSourceRead(contactCode: string, notifiableType: 'post' | 'chat' | 'event', notifiableId: string): Promise<number> {
      const ids = await repository.markReadBySource(contactCode, notifiableType, notifiableId, now());
      if (ids.length === 0) {
        deps.changes.publishNothing('notification_users', 'no delivery of the source was unread: the update matched no row');
        return 0;
      }
      deps.changes.publish('notification_users', contactCode);
      await announceRead(contactCode, ids);
      return ids.length;
    },

    /**
     * Writes a notification for its recipients and pushes `bell` to each one's room. For other modules,
     * which authorize their own caller first; a scheduled one is pushed when `releaseScheduled` sends it.
     */
    async createNotification(input: NotificationInput): Promise<Notification[]> {
      const at = now();
      const isScheduled = !!input.scheduledAt && input.scheduledAt > at;
      const recipients = [...new Set(input.recipients)];
      const rows = await repository.insertNotification(
        toNewNotification(input, at, isScheduled ? input.scheduledAt! : null),
        recipients,
        isScheduled ? null : at,
        input.formations,
      );
      if (!isScheduled) for (const row of rows) pushBell(row.edu_codigocontacto, row);
      else {
        deps.changes.publishNothing('notification_users', 'a scheduled delivery shows in no bell until releaseScheduled sends it (and publishes)');
        onScheduled(input.scheduledAt!);
      }
      return rows.map(toNotification);
    },

    /**
     * `createNotification` for many notifications sent now (never scheduled), written in one statement: a
     * burst of chat messages costs one write. Pushes each recipient's `bell` like `createNotification`.
     */
    async createSentNotifications(inputs: readonly Omit<NotificationInput, 'scheduledAt'>[]): Promise<void> {
      const at = now();
      const rows = await repository.insertSentNotifications(
        inputs.map((input) => ({ values: toNewNotification(input, at, null), recipients: input.recipients })),
        at,
      );
      for (const row of rows) pushBell(row.edu_codigocontacto, row);
    },

    /**
     * Sends the scheduled notifications that are due and pushes their `bell`; then tells the listeners (the
     * dashboard notifications push their own event). Answers how many deliveries were sent.
     */
    async releaseScheduled(): Promise<number> {
      const released = await repository.releaseDue(now());
      for (const row of released) pushBell(row.edu_codigocontacto, row);
      if (released.length > 0) for (const listener of releaseListeners) await listener(released);
      return released.length;
    },

    /** The earliest instant a scheduled notification still waits for (read from the database), or null. */
    nextScheduledAt: (): Promise<Date | null> => repository.nextDueAt(),

    /** Runs after each release that sent something (with who got what); errors reach the caller of the release. */
    onReleased(listener: ReleaseListener): void {
      releaseListeners.push(listener);
    },

    /** Runs when a notification is written for later (the release scheduler arms its timer). */
    onScheduled(listener: (at: Date) => void): void {
      scheduledListeners.push(listener);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
