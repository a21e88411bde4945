import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

/**
 * Activity types (reference data inserted by migration 0001): 3 event join / live class, PDF or image
 * view; 4 view attendance; 5 task file; 6 post response; 7 chat message; 8 check-out click.
 */
export const activityTypes = pgTable('activity_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/** Metadata of an activity record (spec 001/002 §3 and §7). */
export interface ActivityMetadata {
  id_evento?: number | null;
  id_grupo?: string | null;
  id_tarea?: number | null;
  after?: unknown;
  [key: string]: unknown;
}

/** Attendance and activity records (POST /api/actividades/asistencia); feed statistics and rankings. */
export const activityRecords = pgTable(
  'activity_records',
  {
    id: serial('id').primaryKey(),
    tipo_actividad_id: integer('tipo_actividad_id')
      .notNull()
      .references(() => activityTypes.id, { onDelete: 'restrict' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    has_activity: boolean('has_activity').notNull().default(true),
    metadata: jsonb('metadata').$type<ActivityMetadata>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_records_contact_idx').on(t.edu_codigocontacto, t.created_at),
    index('activity_records_type_idx').on(t.tipo_actividad_id, t.created_at),
    // Who attended one live class (issue 30: the teacher's attendance list, participants' attendance). Text, not
    // an integer cast: a malformed id in old metadata must not make the index fail.
    index('activity_records_event_idx').on(sql`(${t.metadata} ->> 'id_evento')`, t.tipo_actividad_id),
  ],
);

export const activityRecordsRelations = relations(activityRecords, ({ one }) => ({
  type: one(activityTypes, { fields: [activityRecords.tipo_actividad_id], references: [activityTypes.id] }),
  contact: one(contacts, { fields: [activityRecords.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
}));
