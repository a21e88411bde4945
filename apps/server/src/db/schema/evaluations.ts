import { relations } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  date,
  jsonb,
} from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { events } from './content';
import { formations } from './formations';

/**
 * An evaluation of a group (spec 002 §3 "Evaluation"): a title and weighted concepts. Its grade is not stored:
 * the contract's grade rule computes it from the student's concept scores, so it can never disagree with them.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    /** The group (a formation row with a parent) the evaluation belongs to. */
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'cascade' }),
    edu_titulo: varchar('edu_titulo', { length: 255 }).notNull(),
    /** Order of the evaluation in its group (first term first). */
    orden: integer('orden').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evaluations_group_idx').on(t.edu_codigoformacion, t.orden)],
);

/**
 * An assignment of a group (spec 002 §3 "Task"), usually the task of an 'actividad' event of the calendar.
 * The deadline is a Madrid day and hour; `edu_oportunidades` is how many files a student may upload in all.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'cascade' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    edu_titulo: varchar('edu_titulo', { length: 255 }).notNull(),
    /** The topic (tema) the task belongs to, as the teacher names it. */
    edu_tema: varchar('edu_tema', { length: 255 }),
    edu_descripcion: text('edu_descripcion'),
    /** Last day of delivery (Madrid). */
    edu_fechafinmax: date('edu_fechafinmax').notNull(),
    /** Last hour of delivery on that day, 'HH:MM' (Madrid). */
    edu_horafinmax: varchar('edu_horafinmax', { length: 5 }).notNull().default('23:59'),
    /** Uploads a student may make in all (deleting a file does not give one back). */
    edu_oportunidades: integer('edu_oportunidades').notNull().default(3),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_group_idx').on(t.edu_codigoformacion, t.edu_fechafinmax), index('tasks_event_idx').on(t.event_id)],
);

/** A weighted concept of an evaluation; a concept with a task is scored by the grade of that task. */
export const evaluationConcepts = pgTable(
  'evaluation_concepts',
  {
    id: serial('id').primaryKey(),
    evaluation_id: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    /** The concept's name, e.g. 'Examen parcial' or 'Práctica 2'. */
    edu_codigoconcepto: varchar('edu_codigoconcepto', { length: 255 }).notNull(),
    /** Weight in percent (the concepts of an evaluation add up to 100). */
    edu_valor: integer('edu_valor').notNull(),
    task_id: integer('task_id').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('evaluation_concepts_evaluation_idx').on(t.evaluation_id, t.orden), uniqueIndex('evaluation_concepts_task_idx').on(t.task_id)],
);

/** A student's score (0–10) in one concept. */
export const evaluationScores = pgTable(
  'evaluation_scores',
  {
    concept_id: integer('concept_id')
      .notNull()
      .references(() => evaluationConcepts.id, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    edu_puntuacion: doublePrecision('edu_puntuacion').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.concept_id, t.edu_codigocontacto] }), index('evaluation_scores_contact_idx').on(t.edu_codigocontacto)],
);

/**
 * A student's delivery of a task: created by the first upload. Its files are `file_uploads` rows pointing at
 * it. Graded by a teacher of the group (score 0–10 and a comment); graded means 'Corregida'.
 */
export const taskDeliveries = pgTable(
  'task_deliveries',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** Deliveries made so far, each one attempt (compared with the task's `edu_oportunidades`); a draft upload counts none (issue 29). */
    intentos: integer('intentos').notNull().default(0),
    /** When the last delivery was made ('Entregar'), not when a draft file was uploaded. */
    edu_fechaentrega: timestamp('edu_fechaentrega', { withTimezone: true }),
    edu_calificacion: doublePrecision('edu_calificacion'),
    edu_comentario: text('edu_comentario'),
    graded_at: timestamp('graded_at', { withTimezone: true }),
    graded_by: varchar('graded_by', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_deliveries_task_contact_idx').on(t.task_id, t.edu_codigocontacto), index('task_deliveries_contact_idx').on(t.edu_codigocontacto)],
);

/** A file as a receipt lists it: what was handed in, kept even if the file is later removed. */
export interface ReceiptFile {
  id: number;
  name: string;
  size: number;
}

/**
 * The receipt of one delivery (issue 29): the attempt it used, when, the files it handed in and a code the
 * student can quote. One per attempt; written with the delivery in one transaction and never changed.
 */
export const taskReceipts = pgTable(
  'task_receipts',
  {
    id: serial('id').primaryKey(),
    task_delivery_id: integer('task_delivery_id')
      .notNull()
      .references(() => taskDeliveries.id, { onDelete: 'cascade' }),
    intento: integer('intento').notNull(),
    codigo: varchar('codigo', { length: 40 }).notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }).notNull(),
    ficheros: jsonb('ficheros').$type<ReceiptFile[]>().notNull(),
  },
  (t) => [uniqueIndex('task_receipts_delivery_attempt_idx').on(t.task_delivery_id, t.intento), uniqueIndex('task_receipts_codigo_idx').on(t.codigo)],
);

export const tasksRelations = relations(tasks, ({ one, many }) => ({
  group: one(formations, { fields: [tasks.edu_codigoformacion], references: [formations.edu_codigoformacion] }),
  event: one(events, { fields: [tasks.event_id], references: [events.id] }),
  deliveries: many(taskDeliveries),
}));

export const evaluationsRelations = relations(evaluations, ({ many }) => ({ concepts: many(evaluationConcepts) }));
export const evaluationConceptsRelations = relations(evaluationConcepts, ({ one, many }) => ({
  evaluation: one(evaluations, { fields: [evaluationConcepts.evaluation_id], references: [evaluations.id] }),
  task: one(tasks, { fields: [evaluationConcepts.task_id], references: [tasks.id] }),
  scores: many(evaluationScores),
}));
export const evaluationScoresRelations = relations(evaluationScores, ({ one }) => ({
  concept: one(evaluationConcepts, { fields: [evaluationScores.concept_id], references: [evaluationConcepts.id] }),
}));
export const taskDeliveriesRelations = relations(taskDeliveries, ({ one }) => ({
  task: one(tasks, { fields: [taskDeliveries.task_id], references: [tasks.id] }),
}));
