import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { formations } from './formations';

/** Event types of spec 001/002 §3 ('tutoria' is the singular spelling some CRM rows carry). */
export const eventTypeValues = [
  'clases',
  'clases_directo',
  'clases_prueba',
  'tutorias',
  'tutoria',
  'examen',
  'taller',
  'reunion',
  'zoom',
  'actividad',
  'test',
] as const;
export type EventType = (typeof eventTypeValues)[number];

export const unitTypeValues = ['unidad', 'unidad extra'] as const;
export type UnitType = (typeof unitTypeValues)[number];

export const eventFileKindValues = ['archivo', 'h5p'] as const;
export type EventFileKind = (typeof eventFileKindValues)[number];

/** Meeting summaries shown on the event card (spec 001/002 §3: metadata.meetings[].resumen, detalles). */
export interface EventMetadata {
  meetings?: { resumen: string; detalles: { label: string; summary: string }[] }[];
  [key: string]: unknown;
}

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Units (unidades) of a main formation; 'unidad extra' content is sold separately as a bonus. */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    /** Code of the main (parent) formation the unit belongs to. */
    formation: varchar('formation', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 255 }).notNull(),
    type: varchar('type', { length: 20 }).$type<UnitType>().notNull().default('unidad'),
    orden: integer('orden').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('units_formation_idx').on(t.formation, t.orden), check('units_type_check', sql`${t.type} in (${sqlList(unitTypeValues)})`)],
);

/** Topics (temas) of a unit. */
export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    unidad_id: integer('unidad_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 255 }).notNull(),
    orden: integer('orden').notNull().default(0),
    type: varchar('type', { length: 30 }).notNull().default('tema'),
  },
  (t) => [index('topics_unit_idx').on(t.unidad_id, t.orden)],
);

/**
 * Events: content items of the formation tree (clases), live classes, tutorials, exams, workshops…
 * `start_date`/`end_date` are the exact instants; `event_date`, `start_hour` and `end_hour` are the same
 * moment as the academy (Europe/Madrid) writes it, which is what the calendar shows. `inicio_calendario`
 * and `fin_calendario` bound, by whole days, when a 'clases' item may be opened.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** Events created together as a weekly series share it ("Sincronizar todo"). */
    serie_id: uuid('serie_id'),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    event_type: varchar('event_type', { length: 30 }).$type<EventType>().notNull(),
    event_date: date('event_date'),
    start_date: timestamp('start_date', { withTimezone: true }),
    end_date: timestamp('end_date', { withTimezone: true }),
    start_hour: time('start_hour'),
    end_hour: time('end_hour'),
    all_day: boolean('all_day').notNull().default(false),
    /** Weekdays of a recurring event, 0 = Monday … 6 = Sunday. */
    days_of_week: integer('days_of_week').array(),
    inicio_calendario: date('inicio_calendario'),
    fin_calendario: date('fin_calendario'),
    /** 1 = no date restriction. */
    no_fechar: integer('no_fechar').notNull().default(0),
    freemium: boolean('freemium').notNull().default(false),
    /** 1 = files may be downloaded. */
    download: integer('download').notNull().default(0),
    join_url: text('join_url'),
    zoom_id: varchar('zoom_id', { length: 100 }),
    /** Identifier of the event in the system it came from (meeting platform, CRM). */
    source_id: varchar('source_id', { length: 100 }),
    orden: integer('orden').notNull().default(0),
    /** 1 = this event replaces another one (see event_original). */
    rescheduled: integer('rescheduled').notNull().default(0),
    /** On a rescheduled event: the event it replaces. */
    event_original: integer('event_original').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    /** On an original event: the event that replaced it. */
    event_rescheduled: integer('event_rescheduled').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<EventMetadata>(),
    foto: varchar('foto', { length: 255 }),
    /**
     * On an event of a personal study plan (the timeline's "Reprogramar eventos"): the one student whose
     * calendar holds it. Such events have no event_formations rows, so nobody else reaches them.
     */
    plan_contact: varchar('plan_contact', { length: 50 }).references((): AnyPgColumn => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** On a study-plan event: the group the plan was made for (a new plan for it replaces this one). */
    plan_group: varchar('plan_group', { length: 50 }).references((): AnyPgColumn => formations.edu_codigoformacion, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_event_date_idx').on(t.event_date),
    index('events_start_date_idx').on(t.start_date),
    index('events_serie_idx').on(t.serie_id),
    index('events_type_idx').on(t.event_type),
    index('events_plan_idx').on(t.plan_contact, t.plan_group),
    // The import's id_externo (issue 31): one event per outside identifier, so a second import updates it.
    uniqueIndex('events_source_id_idx')
      .on(t.source_id)
      .where(sql`${t.source_id} is not null`),
    check('events_type_check', sql`${t.event_type} in (${sqlList(eventTypeValues)})`),
    check('events_flags_check', sql`${t.no_fechar} in (0, 1) and ${t.download} in (0, 1) and ${t.rescheduled} in (0, 1)`),
  ],
);

/** Place of an event in the formation tree: the topic (and its unit) it belongs to. */
export const eventTopics = pgTable(
  'event_topics',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    topic_id: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    unidad_id: integer('unidad_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.topic_id] }),
    index('event_topics_topic_idx').on(t.topic_id, t.orden),
    index('event_topics_unit_idx').on(t.unidad_id),
  ],
);

/** Groups (or formations) an event is for; the calendar of a student reads events by group code. */
export const eventFormations = pgTable(
  'event_formations',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.edu_codigoformacion] }), index('event_formations_formation_idx').on(t.edu_codigoformacion, t.event_id)],
);

/** Teachers or staff who run an event. */
export const eventOrganizers = pgTable(
  'event_organizers',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.edu_codigocontacto] }), index('event_organizers_contact_idx').on(t.edu_codigocontacto)],
);

/** Per-contact state of an event: completion (1/0) and, for tutorials, the invited students. */
export const eventContacts = pgTable(
  'event_contacts',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    completed: integer('completed').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.edu_codigocontacto] }),
    index('event_contacts_contact_idx').on(t.edu_codigocontacto, t.completed),
    check('event_contacts_completed_check', sql`${t.completed} in (0, 1)`),
  ],
);

/** Stored files: recordings, documents, images and H5P embeds. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** MIME type (video/mp4, application/pdf, image/png, image/jpeg), 'h5p' or 'other'. */
    file_type: varchar('file_type', { length: 100 }).notNull(),
    /** Key in the file storage (disk folder or S3 bucket), e.g. "demo/daw/clase-01.mp4". */
    storage_key: varchar('storage_key', { length: 500 }),
    /** Public address when the file lives outside our storage. */
    url: text('url'),
    /** H5P (or other) embed markup, sanitised before it is shown. */
    embed_code: text('embed_code'),
    /** Public address of the subtitles (WebVTT) when they live outside our storage. */
    subtitles_url: text('subtitles_url'),
    /** Storage key of the subtitles (WebVTT) kept in our storage. */
    subtitles_storage_key: varchar('subtitles_storage_key', { length: 500 }),
    id_sharepoint: varchar('id_sharepoint', { length: 255 }),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_sharepoint_idx').on(t.id_sharepoint)],
);

/** Files of an event: 'archivo' (archivos) or 'h5p' (h5pFiles). */
export const eventFiles = pgTable(
  'event_files',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<EventFileKind>().notNull().default('archivo'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.file_id] }),
    index('event_files_file_idx').on(t.file_id),
    check('event_files_kind_check', sql`${t.kind} in (${sqlList(eventFileKindValues)})`),
  ],
);

export const unitsRelations = relations(units, ({ one, many }) => ({
  formation: one(formations, { fields: [units.formation], references: [formations.edu_codigoformacion] }),
  topics: many(topics),
  eventTopics: many(eventTopics),
}));

export const topicsRelations = relations(topics, ({ one, many }) => ({
  unit: one(units, { fields: [topics.unidad_id], references: [units.id] }),
  eventTopics: many(eventTopics),
}));

export const eventsRelations = relations(events, ({ many }) => ({
  topics: many(eventTopics),
  formations: many(eventFormations),
  organizers: many(eventOrganizers),
  contacts: many(eventContacts),
  files: many(eventFiles),
}));

export const eventTopicsRelations = relations(eventTopics, ({ one }) => ({
  event: one(events, { fields: [eventTopics.event_id], references: [events.id] }),
  topic: one(topics, { fields: [eventTopics.topic_id], references: [topics.id] }),
  unit: one(units, { fields: [eventTopics.unidad_id], references: [units.id] }),
}));

export const eventFormationsRelations = relations(eventFormations, ({ one }) => ({
  event: one(events, { fields: [eventFormations.event_id], references: [events.id] }),
  formation: one(formations, { fields: [eventFormations.edu_codigoformacion], references: [formations.edu_codigoformacion] }),
}));

export const eventOrganizersRelations = relations(eventOrganizers, ({ one }) => ({
  event: one(events, { fields: [eventOrganizers.event_id], references: [events.id] }),
  contact: one(contacts, { fields: [eventOrganizers.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
}));

export const eventContactsRelations = relations(eventContacts, ({ one }) => ({
  event: one(events, { fields: [eventContacts.event_id], references: [events.id] }),
  contact: one(contacts, { fields: [eventContacts.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
}));

export const filesRelations = relations(files, ({ many }) => ({
  events: many(eventFiles),
}));

export const eventFilesRelations = relations(eventFiles, ({ one }) => ({
  event: one(events, { fields: [eventFiles.event_id], references: [events.id] }),
  file: one(files, { fields: [eventFiles.file_id], references: [files.id] }),
}));
