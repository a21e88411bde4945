import { relations, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { units } from './content';
import { contacts } from './contacts';
import { formations } from './formations';

export const bonusTypeValues = ['fecha', 'unidad'] as const;
export type BonusType = (typeof bonusTypeValues)[number];

/** Bonus metadata (spec 001 §3): the group a date bonus is limited to and the marketing notes. */
export interface BonusMetadata {
  bonus_grupo?: string | null;
  mkt_notas?: string | null;
}

/** Enrolments (matrículas): one per student and main formation. */
export const matriculas = pgTable(
  'matriculas',
  {
    edu_codigomatricula: varchar('edu_codigomatricula', { length: 50 }).primaryKey(),
    edu_matriculaid: uuid('edu_matriculaid').notNull().unique().defaultRandom(),
    /** The student. */
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** Main formation the enrolment is for (groups are on the lines). */
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 }).references(() => formations.edu_codigoformacion, {
      onDelete: 'restrict',
    }),
    edu_fechamatricula: timestamp('edu_fechamatricula', { withTimezone: true }),
    /** 0 active, 1 inactive (CRM state). */
    statecode: integer('statecode').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('matriculas_contact_idx').on(t.edu_codigocontacto)],
);

/**
 * Enrolment lines: the groups a student is in. Name and parent of the group come from `formations`;
 * `edu_gru_n4` is the line's own N4 code ('gru_N4_250' grants the digital book licence).
 */
export const lineasMatricula = pgTable(
  'lineas_matricula',
  {
    edu_codigolineamatricula: varchar('edu_codigolineamatricula', { length: 50 }).primaryKey(),
    edu_matricula: varchar('edu_matricula', { length: 50 })
      .notNull()
      .references(() => matriculas.edu_codigomatricula, { onDelete: 'cascade' }),
    /** Group code. */
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 })
      .notNull()
      .references(() => formations.edu_codigoformacion, { onDelete: 'restrict' }),
    /** The student (same as the enrolment's contact; kept on the line as the CRM answers it). */
    edu_codigoalumno: varchar('edu_codigoalumno', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    edu_gru_n4: varchar('edu_gru_n4', { length: 50 }),
    edu_fechainicio: timestamp('edu_fechainicio', { withTimezone: true }),
    edu_fechafin: timestamp('edu_fechafin', { withTimezone: true }),
    /** 0 = active. */
    edu_activa: integer('edu_activa').notNull().default(0),
    /** Last day of the permanence the student agreed to; a withdrawal cannot be asked before it (null: none). */
    edu_fechafinpermanencia: date('edu_fechafinpermanencia'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lineas_matricula_student_idx').on(t.edu_codigoalumno, t.edu_activa),
    index('lineas_matricula_matricula_idx').on(t.edu_matricula),
    index('lineas_matricula_formation_idx').on(t.edu_codigoformacion),
    // The back office counts a group's (and a formation's) active students per row of a page (issue 31): from the
    // index alone, without reading every line of the group.
    index('lineas_matricula_group_active_idx').on(t.edu_codigoformacion, t.edu_activa, t.edu_codigoalumno),
  ],
);

/**
 * Product catalogue: fees and bonus products. A bonus product carries the grant it sells (an extra
 * unit, a list of events, or a date window limited by `metadata.bonus_grupo`); buying it copies that
 * grant into a product line of the student's enrolment.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    edu_codigoproducto: varchar('edu_codigoproducto', { length: 50 }).notNull().unique(),
    xerppa_nombreproducto: varchar('xerppa_nombreproducto', { length: 255 }).notNull(),
    /** 'Mensual', 'Única'… */
    recurrencia: varchar('recurrencia', { length: 50 }),
    /** Catalogue price in euros. */
    mkt_precio: numeric('mkt_precio', { precision: 10, scale: 2, mode: 'number' }),
    /** Price list code; with Stripe it is the price id. */
    xcrm_codigolistaprecios: varchar('xcrm_codigolistaprecios', { length: 100 }),
    /** Modality of the product (1 online, 2 hybrid, other in person). */
    cr479_modalidad: integer('cr479_modalidad'),
    is_bonus: boolean('is_bonus').notNull().default(false),
    tipo: varchar('tipo', { length: 10 }).$type<BonusType>(),
    unidad_id: integer('unidad_id').references(() => units.id, { onDelete: 'set null' }),
    events_id: integer('events_id').array(),
    fecha_inicio_bonus: timestamp('fecha_inicio_bonus', { withTimezone: true }),
    fecha_fin_bonus: timestamp('fecha_fin_bonus', { withTimezone: true }),
    metadata: jsonb('metadata').$type<BonusMetadata>(),
    /** 0 active (on sale), 1 withdrawn. */
    statecode: integer('statecode').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_unit_idx').on(t.unidad_id),
    index('products_events_idx').using('gin', t.events_id),
    check('products_tipo_check', sql`${t.tipo} is null or ${t.tipo} in ('fecha', 'unidad')`),
  ],
);

/**
 * Product lines of an enrolment: fees and purchased bonuses. For a bonus, the grant fields hold what
 * was bought: `unidad_id`, `events_id`, `edu_codigoslineamatricula` (comma-separated enrolment line
 * codes), or a `fecha_inicio_bonus`..`fecha_fin_bonus` window (tipo 'fecha') limited by
 * `metadata.bonus_grupo`.
 */
export const lineasProducto = pgTable(
  'lineas_producto',
  {
    edu_codigolineaproducto: varchar('edu_codigolineaproducto', { length: 50 }).primaryKey(),
    edu_matricula: varchar('edu_matricula', { length: 50 })
      .notNull()
      .references(() => matriculas.edu_codigomatricula, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** 0 active, 1 inactive. */
    statecode: integer('statecode').notNull().default(0),
    /** Price charged, euros. */
    edu_precio: numeric('edu_precio', { precision: 10, scale: 2, mode: 'number' }),
    edu_fechainicio: timestamp('edu_fechainicio', { withTimezone: true }),
    edu_fechafin: timestamp('edu_fechafin', { withTimezone: true }),
    unidad_id: integer('unidad_id').references(() => units.id, { onDelete: 'set null' }),
    events_id: integer('events_id').array(),
    edu_codigoslineamatricula: varchar('edu_codigoslineamatricula', { length: 500 }),
    fecha_inicio_bonus: timestamp('fecha_inicio_bonus', { withTimezone: true }),
    fecha_fin_bonus: timestamp('fecha_fin_bonus', { withTimezone: true }),
    tipo: varchar('tipo', { length: 10 }).$type<BonusType>(),
    metadata: jsonb('metadata').$type<BonusMetadata>(),
    /** Payment that created the line (invoice id of the payment provider), when bought in the app. */
    invoice_id: varchar('invoice_id', { length: 100 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lineas_producto_matricula_idx').on(t.edu_matricula),
    index('lineas_producto_product_idx').on(t.product_id),
    // One line per paid invoice: a repeated success call or webhook cannot grant twice.
    uniqueIndex('lineas_producto_invoice_idx').on(t.invoice_id),
    check('lineas_producto_tipo_check', sql`${t.tipo} is null or ${t.tipo} in ('fecha', 'unidad')`),
  ],
);

export const matriculasRelations = relations(matriculas, ({ one, many }) => ({
  contact: one(contacts, { fields: [matriculas.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
  formation: one(formations, { fields: [matriculas.edu_codigoformacion], references: [formations.edu_codigoformacion] }),
  lineas: many(lineasMatricula),
  lineasProducto: many(lineasProducto),
}));

export const lineasMatriculaRelations = relations(lineasMatricula, ({ one }) => ({
  matricula: one(matriculas, { fields: [lineasMatricula.edu_matricula], references: [matriculas.edu_codigomatricula] }),
  group: one(formations, { fields: [lineasMatricula.edu_codigoformacion], references: [formations.edu_codigoformacion] }),
  student: one(contacts, { fields: [lineasMatricula.edu_codigoalumno], references: [contacts.edu_codigocontacto] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  unit: one(units, { fields: [products.unidad_id], references: [units.id] }),
  lines: many(lineasProducto),
}));

export const lineasProductoRelations = relations(lineasProducto, ({ one }) => ({
  matricula: one(matriculas, { fields: [lineasProducto.edu_matricula], references: [matriculas.edu_codigomatricula] }),
  product: one(products, { fields: [lineasProducto.product_id], references: [products.id] }),
  unit: one(units, { fields: [lineasProducto.unidad_id], references: [units.id] }),
}));
