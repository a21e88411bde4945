import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { formations } from './formations';

export const notifiableTypeValues = ['post', 'chat', 'event', 'case', 'task', 'request'] as const;
export type NotifiableType = (typeof notifiableTypeValues)[number];

/** Notification types (reference data inserted by migration 0001): the bell shows one tab per type. */
export const notificationTypes = pgTable('notification_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/**
 * A notification as written once (by a user or by the system). `notifiable_type`/`notifiable_id` name
 * what a click opens: post -> /tablon, chat -> /chat/{id}, event -> /calendario?event_id={id}, case ->
 * /incidencias?case={ticket} (the id is the ticket number as a number, see ticketToNumber).
 * A future `scheduled_at` holds it back until then.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    type_id: integer('type_id')
      .notNull()
      .references(() => notificationTypes.id, { onDelete: 'restrict' }),
    notifiable_type: varchar('notifiable_type', { length: 10 }).$type<NotifiableType>(),
    notifiable_id: integer('notifiable_id'),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
    /** Author; null for notifications the platform sends by itself. */
    created_by: varchar('created_by', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_created_by_idx').on(t.created_by, t.created_at),
    index('notifications_scheduled_idx').on(t.scheduled_at),
    check(
      'notifications_notifiable_type_check',
      sql`${t.notifiable_type} is null or ${t.notifiable_type} in ('post', 'chat', 'event', 'case', 'task', 'request')`,
    ),
  ],
);

/** Delivery of a notification to one contact; its id is the notification_user_id of the API. */
export const notificationUsers = pgTable(
  'notification_users',
  {
    id: serial('id').primaryKey(),
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** When it reached the user; null while it is still scheduled. */
    sent_at: timestamp('sent_at', { withTimezone: true }),
    is_read: boolean('is_read').notNull().default(false),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_users_notification_contact_idx').on(t.notification_id, t.edu_codigocontacto),
    index('notification_users_contact_idx').on(t.edu_codigocontacto, t.is_read, t.sent_at),
  ],
);

/** Groups a notification was addressed to (shown on the dashboard notifications list). */
export const notificationFormations = pgTable(
  'notification_formations',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.edu_codigoformacion] }), index('notification_formations_formation_idx').on(t.edu_codigoformacion)],
);

export const notificationsRelations = relations(notifications, ({ one, many }) => ({
  type: one(notificationTypes, { fields: [notifications.type_id], references: [notificationTypes.id] }),
  author: one(contacts, { fields: [notifications.created_by], references: [contacts.edu_codigocontacto] }),
  users: many(notificationUsers),
  formations: many(notificationFormations),
}));

export const notificationUsersRelations = relations(notificationUsers, ({ one }) => ({
  notification: one(notifications, { fields: [notificationUsers.notification_id], references: [notifications.id] }),
  contact: one(contacts, { fields: [notificationUsers.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
}));

export const notificationFormationsRelations = relations(notificationFormations, ({ one }) => ({
  notification: one(notifications, { fields: [notificationFormations.notification_id], references: [notifications.id] }),
  formation: one(formations, { fields: [notificationFormations.edu_codigoformacion], references: [formations.edu_codigoformacion] }),
}));
