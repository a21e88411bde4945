import { relations } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

/**
 * Formations (courses) and their groups, in one table as the academy CRM keeps them: a group is a
 * formation whose `edu_principalcodigoformacion` points at the main (parent) formation; a main
 * formation has it null. Students enrol in groups; units and topics hang from the main formation.
 *
 * The four CRM dates are instants (timestamptz). The CRM stores a day as local midnight in Madrid,
 * which is why the client shifts enrolment and bonus windows by +2 h before comparing days.
 */
export const formations = pgTable(
  'formations',
  {
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 }).primaryKey(),
    edu_formacionid: uuid('edu_formacionid').notNull().unique().defaultRandom(),
    /** Display name of the formation or group. */
    edu_formacion: varchar('edu_formacion', { length: 255 }).notNull(),
    /** Commercial or long name; groups often leave it null. */
    edu_nombre: varchar('edu_nombre', { length: 255 }),
    /** Parent (main) formation code; null for a main formation. */
    edu_principalcodigoformacion: varchar('edu_principalcodigoformacion', { length: 50 }).references(
      (): AnyPgColumn => formations.edu_codigoformacion,
      // A main formation with groups cannot be deleted by accident.
      { onDelete: 'restrict' },
    ),
    /** Catalogue path of the formation (e.g. "informatica/desarrollo-aplicaciones-web"). */
    edu_path: varchar('edu_path', { length: 255 }),
    slug: varchar('slug', { length: 255 }),
    /** CRM grouping code (N4); 'gru_N4_250' grants the digital book licence. */
    edu_gru_n4: varchar('edu_gru_n4', { length: 50 }),
    edu_fechainicioclases: timestamp('edu_fechainicioclases', { withTimezone: true }),
    edu_fechafinclases: timestamp('edu_fechafinclases', { withTimezone: true }),
    edu_fechainicioacceso: timestamp('edu_fechainicioacceso', { withTimezone: true }),
    edu_fechafinacceso: timestamp('edu_fechafinacceso', { withTimezone: true }),
    /** The content certificate may be issued for this group. */
    allow_certificate: boolean('allow_certificate').notNull().default(false),
    /** 1 online, 2 hybrid, anything else in person. */
    cr479_modalidad: integer('cr479_modalidad'),
    /** A freemium visitor may try this group's freemium content. */
    is_freemium_available: boolean('is_freemium_available').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('formations_parent_idx').on(t.edu_principalcodigoformacion), index('formations_slug_idx').on(t.slug)],
);

/** Teachers of a group (shown on the formation page and offered for tutoring requests). */
export const formationTeachers = pgTable(
  'formation_teachers',
  {
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** Subject or role shown next to the teacher, e.g. "Tutor del grupo". */
    role: text('role'),
  },
  (t) => [primaryKey({ columns: [t.edu_codigoformacion, t.edu_codigocontacto] }), index('formation_teachers_contact_idx').on(t.edu_codigocontacto)],
);

export const formationsRelations = relations(formations, ({ one, many }) => ({
  parent: one(formations, {
    fields: [formations.edu_principalcodigoformacion],
    references: [formations.edu_codigoformacion],
    relationName: 'formation_parent',
  }),
  groups: many(formations, { relationName: 'formation_parent' }),
  teachers: many(formationTeachers),
}));

export const formationTeachersRelations = relations(formationTeachers, ({ one }) => ({
  formation: one(formations, { fields: [formationTeachers.edu_codigoformacion], references: [formations.edu_codigoformacion] }),
  contact: one(contacts, { fields: [formationTeachers.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
}));
