import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NotifiableType, notificationFormations, notifications, notificationTypes, notificationUsers } from '../../db/schema';

/** Most deliveries one list call answers (the bell shows the recent ones). */
export const NOTIFICATIONS_PAGE_SIZE = 100;

const deliveryColumns = {
  notification_user_id: notificationUsers.id,
  notification_id: notifications.id,
  type_id: notifications.type_id,
  title: notifications.title,
  message: notifications.message,
  sent_at: notificationUsers.sent_at,
  is_read: notificationUsers.is_read,
  notifiable_type: notifications.notifiable_type,
  notifiable_id: notifications.notifiable_id,
};

export type DeliveryRow = {
  notification_user_id: number;
  notification_id: number;
  type_id: number;
  title: string;
  message: string;
  sent_at: Date | null;
  is_read: boolean;
  notifiable_type: NotifiableType | null;
  notifiable_id: number | null;
};

/** A history row with its sent instant to the microsecond (the keyset cursor; a JavaScript Date keeps only milliseconds). */
export type HistoryRow = DeliveryRow & { sent_key: string };

/** Where a history page starts: after this delivery (its sent instant to the microsecond and id). */
export interface HistoryPosition {
  sentKey: string;
  id: number;
}

export interface NewNotification {
  title: string;
  message: string;
  type_id: number;
  notifiable_type: NotifiableType | null;
  notifiable_id: number | null;
  created_by: string | null;
  scheduled_at: Date | null;
  created_at: Date;
}

/** Data access of notifications and their deliveries. */
export function createNotificationsRepository(db: Database) {
  /** Deliveries of a user already sent at `now`: a scheduled one (sent_at null or later) waits. */
  const isSentBy = (now: Date) => and(isNotNull(notificationUsers.sent_at), lte(notificationUsers.sent_at, now));

  const selectDeliveries = () =>
    db.select(deliveryColumns).from(notificationUsers).innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id));

  // The bell's list, built once (with and without the type filter): the SQL of every call is the same.
  const nowParam = sql`${sql.placeholder('now')}::timestamptz`;
  const prepareDelivered = (name: string, byType: boolean) =>
    selectDeliveries()
      .where(
        and(
          eq(notificationUsers.edu_codigocontacto, sql.placeholder('code')),
          isNotNull(notificationUsers.sent_at),
          lte(notificationUsers.sent_at, nowParam),
          byType ? eq(notifications.type_id, sql.placeholder('typeId')) : undefined,
        ),
      )
      .orderBy(desc(notificationUsers.sent_at), desc(notificationUsers.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .prepare(name);
  const deliveredOfAllTypes = prepareDelivered('notifications_delivered', false);
  const deliveredOfType = prepareDelivered('notifications_delivered_of_type', true);
  const unreadCount = db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationUsers)
    .where(
      and(
        eq(notificationUsers.edu_codigocontacto, sql.placeholder('code')),
        eq(notificationUsers.is_read, false),
        isNotNull(notificationUsers.sent_at),
        lte(notificationUsers.sent_at, nowParam),
      ),
    )
    .prepare('notifications_unread_count');

  return {
    async listDelivered(contactCode: string, now: Date, typeId?: number): Promise<DeliveryRow[]> {
      const params = { code: contactCode, now: now.toISOString() };
      return typeId === undefined ? deliveredOfAllTypes.execute(params) : deliveredOfType.execute({ ...params, typeId });
    },

    /**
     * A page of the user's own sent deliveries, newest first, after `after` (keyset on sent instant and id,
     * both taken in the same order the bell lists them): one statement whatever the page.
     */
    async listHistory(contactCode: string, now: Date, after: HistoryPosition | null, limit: number): Promise<HistoryRow[]> {
      return db
        .select({
          ...deliveryColumns,
          sent_key: sql<string>`to_char(${notificationUsers.sent_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(notificationUsers)
        .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
        .where(
          and(
            eq(notificationUsers.edu_codigocontacto, contactCode),
            isSentBy(now),
            after ? sql`(${notificationUsers.sent_at}, ${notificationUsers.id}) < (${after.sentKey}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(notificationUsers.sent_at), desc(notificationUsers.id))
        .limit(limit);
    },

    async countUnread(contactCode: string, now: Date): Promise<number> {
      const [row] = await unreadCount.execute({ code: contactCode, now: now.toISOString() });
      return row?.n ?? 0;
    },

    async listTypes() {
      return db.select({ id: notificationTypes.id, name: notificationTypes.name }).from(notificationTypes).orderBy(asc(notificationTypes.id));
    },

    /** Marks the user's own, already sent delivery read (keeping the first read instant); undefined when it is not theirs. */
    async markRead(deliveryId: number, contactCode: string, now: Date): Promise<DeliveryRow | undefined> {
      const owned = and(eq(notificationUsers.id, deliveryId), eq(notificationUsers.edu_codigocontacto, contactCode), isSentBy(now));
      await db
        .update(notificationUsers)
        .set({ is_read: true, read_at: now })
        .where(and(owned, eq(notificationUsers.is_read, false)));
      const [row] = await selectDeliveries().where(owned).limit(1);
      return row;
    },

    /** Marks read every sent, unread delivery of the user (nobody else's); answers the ids it changed. */
    async markAllRead(contactCode: string, now: Date): Promise<number[]> {
      const rows = await db
        .update(notificationUsers)
        .set({ is_read: true, read_at: now })
        .where(and(eq(notificationUsers.edu_codigocontacto, contactCode), eq(notificationUsers.is_read, false), isSentBy(now)))
        .returning({ id: notificationUsers.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** Marks read the user's sent deliveries of notifications about one source (e.g. a chat just read). */
    async markReadBySource(contactCode: string, notifiableType: 'post' | 'chat' | 'event', notifiableId: string, now: Date): Promise<number[]> {
      const ofSource = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.notifiable_type, notifiableType), eq(notifications.notifiable_id, Number(notifiableId))));
      const rows = await db
        .update(notificationUsers)
        .set({ is_read: true, read_at: now })
        .where(
          and(
            eq(notificationUsers.edu_codigocontacto, contactCode),
            eq(notificationUsers.is_read, false),
            isSentBy(now),
            inArray(notificationUsers.notification_id, ofSource),
          ),
        )
        .returning({ id: notificationUsers.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /**
     * Writes a notification and one delivery per recipient in one statement (atomic by itself, no
     * transaction round trips); `sentAt` null leaves them scheduled.
     */
    async insertNotification(
      values: NewNotification,
      recipients: readonly string[],
      sentAt: Date | null,
      groupCodes: readonly string[] = [],
    ): Promise<(DeliveryRow & { edu_codigocontacto: string })[]> {
      const inserted = db.$with('inserted_notification').as(db.insert(notifications).values(values).returning());
      if (recipients.length === 0) {
        await db.insert(notifications).values(values);
        return [];
      }
      // The groups it is addressed to (dashboard notifications list them) go in the same statement.
      const groups =
        groupCodes.length > 0
          ? [
              db.$with('inserted_groups').as(
                db
                  .insert(notificationFormations)
                  .select(
                    sql`select ${inserted.id}, g.code from ${inserted}, (values ${sql.join(
                      [...new Set(groupCodes)].map((code) => sql`(${code})`),
                      sql`, `,
                    )}) as g(code)`,
                  )
                  .returning(),
              ),
            ]
          : [];
      const codes = sql.join(
        recipients.map((code) => sql`(${code})`),
        sql`, `,
      );
      const deliveries = db.$with('inserted_deliveries').as(
        db
          .insert(notificationUsers)
          // Every column in table order (Drizzle lists them all): the serial's next value, unread, never read.
          .select(
            sql`select nextval(pg_get_serial_sequence('notification_users', 'id')), ${inserted.id}, r.code, ${sentAt?.toISOString() ?? null}::timestamptz, false, null::timestamptz from ${inserted}, (values ${codes}) as r(code)`,
          )
          .returning(),
      );
      return db
        .with(inserted, deliveries, ...groups)
        .select({
          edu_codigocontacto: deliveries.edu_codigocontacto,
          notification_user_id: deliveries.id,
          notification_id: inserted.id,
          type_id: inserted.type_id,
          title: inserted.title,
          message: inserted.message,
          sent_at: deliveries.sent_at,
          is_read: deliveries.is_read,
          notifiable_type: inserted.notifiable_type,
          notifiable_id: inserted.notifiable_id,
        })
        .from(deliveries)
        .innerJoin(inserted, eq(inserted.id, deliveries.notification_id))
        .orderBy(asc(deliveries.id));
    },

    /**
     * Writes many notifications, each sent now to its recipients, in one statement (what `insertNotification`
     * writes for each, but one parse and one round trip for a burst of chat messages). The ids are drawn
     * first, so each recipient's delivery joins its own notification whatever order the rows are inserted in.
     */
    async insertSentNotifications(
      items: readonly { values: NewNotification; recipients: readonly string[] }[],
      sentAt: Date,
    ): Promise<(DeliveryRow & { edu_codigocontacto: string })[]> {
      if (items.length === 0) return [];
      const rows = sql.join(
        items.map(
          ({ values }, ord) =>
            sql`(${ord}::int, ${values.title}::text, ${values.message}::text, ${values.type_id}::int, ${values.notifiable_type}::varchar, ${values.notifiable_id}::int, ${values.created_by}::varchar, ${values.created_at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      const pairs = items.flatMap(({ recipients }, ord) => [...new Set(recipients)].map((code) => sql`(${ord}::int, ${code}::varchar)`));
      const result = await db.execute<Omit<DeliveryRow, 'sent_at'> & { edu_codigocontacto: string; sent_at_ms: number }>(sql`
        with batch as materialized (
          select nextval('notifications_id_seq'::regclass)::int as id, v.*
          from (values ${rows}) as v(ord, title, message, type_id, notifiable_type, notifiable_id, created_by, created_at)
        ),
        inserted as (
          insert into ${notifications} (id, title, message, type_id, notifiable_type, notifiable_id, scheduled_at, created_by, created_at)
          select id, title, message, type_id, notifiable_type, notifiable_id, null, created_by, created_at from batch
        ),
        deliveries as (
          insert into ${notificationUsers} (notification_id, edu_codigocontacto, sent_at, is_read, read_at)
          select batch.id, r.code, ${sentAt.toISOString()}::timestamptz, false, null
          from batch join (values ${pairs.length > 0 ? sql.join(pairs, sql`, `) : sql`(null::int, null::varchar)`}) as r(ord, code) on r.ord = batch.ord
          returning id, notification_id, edu_codigocontacto, sent_at, is_read
        )
        select d.edu_codigocontacto, d.id::int as notification_user_id, b.id as notification_id, b.type_id, b.title, b.message,
          (extract(epoch from d.sent_at) * 1000)::float8 as sent_at_ms, d.is_read, b.notifiable_type, b.notifiable_id
        from deliveries d join batch b on b.id = d.notification_id
        order by d.id`);
      // Both drivers answer { rows }; the instant travels as epoch milliseconds so each maps it the same.
      const answered = result.rows;
      return answered.map(({ sent_at_ms, ...row }) => ({ ...row, sent_at: new Date(Number(sent_at_ms)) }));
    },

    /**
     * Sends the scheduled deliveries that are due: one UPDATE claims them (so with several instances each
     * delivery is released once) and answers who gets what.
     */
    async releaseDue(now: Date): Promise<(DeliveryRow & { edu_codigocontacto: string })[]> {
      const due = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(isNotNull(notifications.scheduled_at), lte(notifications.scheduled_at, now)));
      const released = await db
        .update(notificationUsers)
        .set({ sent_at: now })
        .where(and(isNull(notificationUsers.sent_at), inArray(notificationUsers.notification_id, due)))
        .returning({ id: notificationUsers.id, edu_codigocontacto: notificationUsers.edu_codigocontacto });
      if (released.length === 0) return [];
      const owners = new Map(released.map((r) => [r.id, r.edu_codigocontacto]));
      const rows = await selectDeliveries().where(inArray(notificationUsers.id, [...owners.keys()]));
      return rows.map((row) => ({ ...row, edu_codigocontacto: owners.get(row.notification_user_id)! }));
    },

    /** The earliest instant a scheduled notification still waits for (any type), or null. */
    async nextDueAt(): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<Date | null>`min(${notifications.scheduled_at})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
        })
        .from(notifications)
        .where(
          and(
            isNotNull(notifications.scheduled_at),
            sql`exists (select 1 from ${notificationUsers} nu where nu.notification_id = ${notifications.id} and nu.sent_at is null)`,
          ),
        );
      return row?.at ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
