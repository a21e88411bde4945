import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * How the back office folds text to search and sort people (issue 31): lower case, Spanish accents off. The same
 * characters as the web's search folding (people.repository `foldSearch`), so "Álvaro" finds "alvaro".
 */
const FOLD_FROM = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** Contact types lookup (1 student, 3 limited, 4 staff, 5 teacher, 6 teacher+staff). */
export const contactTypes = pgTable('contact_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/**
 * A person of the academy: students, teachers and staff. Column names follow the academy CRM, which is
 * what the API answers (spec 002 §3, profile and address fields).
 */
export const contacts = pgTable(
  'contacts',
  {
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 }).primaryKey(),
    contactid: uuid('contactid').notNull().defaultRandom(),
    fullname: varchar('fullname', { length: 200 }).notNull(),
    firstname: varchar('firstname', { length: 100 }),
    lastname: varchar('lastname', { length: 100 }),
    birthdate: date('birthdate'),
    /** Academy (educational) e-mail, used to sign in. */
    emailaddress1: varchar('emailaddress1', { length: 255 }).notNull().unique(),
    emailaddress2: varchar('emailaddress2', { length: 255 }),
    /**
     * The personal (recovery) address as last proven: set by the academy, or by the student typing the current
     * password when changing it. A credentials reset mails the temporary password to emailaddress2 only while
     * it equals this (any case); otherwise to the academy address, so an address typed with a stolen session
     * (or written by an outside writer) never receives a password (issue 27).
     */
    emailaddress2_proven: varchar('emailaddress2_proven', { length: 255 }),
    emailaddress3: varchar('emailaddress3', { length: 255 }),
    mobilephone: varchar('mobilephone', { length: 50 }),
    telephone1: varchar('telephone1', { length: 50 }),
    edu_codigoo365: varchar('edu_codigoo365', { length: 100 }),
    edu_codigousuariomoodle: integer('edu_codigousuariomoodle'),
    /** The text '0' means not enrolled. */
    edu_matriculado: varchar('edu_matriculado', { length: 1 }).notNull().default('1'),
    /** Comma-separated contact types, e.g. "1,4". */
    edu_tipocontacto: varchar('edu_tipocontacto', { length: 6 }).notNull().default('1'),
    edu_documentoidentificativo: varchar('edu_documentoidentificativo', { length: 15 }),
    edu_tomamedicacion: boolean('edu_tomamedicacion').notNull().default(false),
    edu_medicacion: varchar('edu_medicacion', { length: 255 }),
    edu_alergias: varchar('edu_alergias', { length: 255 }),
    edu_account: varchar('edu_account', { length: 255 }),
    edu_empleado: varchar('edu_empleado', { length: 255 }),
    edu_fechaalta: date('edu_fechaalta'),
    edu_materialextra: boolean('edu_materialextra').notNull().default(false),
    edu_modalidad: integer('edu_modalidad'),
    edu_nps: integer('edu_nps'),
    edu_onboarding: boolean('edu_onboarding').notNull().default(false),
    edu_plataformaid: varchar('edu_plataformaid', { length: 100 }),
    edu_renueva: boolean('edu_renueva').notNull().default(false),
    employeeid: varchar('employeeid', { length: 255 }),
    statecode: integer('statecode').notNull().default(0),
    statuscode: integer('statuscode').notNull().default(1),
    nickname: varchar('nickname', { length: 100 }),
    description: varchar('description', { length: 255 }),
    foto: varchar('foto', { length: 255 }),
    msgdpr_gdprparentid: varchar('msgdpr_gdprparentid', { length: 255 }),
    // Address (spec 002 §3, address1_ composite).
    address1_composite: varchar('address1_composite', { length: 255 }),
    address1_line1: varchar('address1_line1', { length: 255 }),
    address1_line2: varchar('address1_line2', { length: 255 }),
    address1_line3: varchar('address1_line3', { length: 255 }),
    address1_city: varchar('address1_city', { length: 255 }),
    address1_postalcode: varchar('address1_postalcode', { length: 255 }),
    address1_county: varchar('address1_county', { length: 255 }),
    address1_stateorprovince: varchar('address1_stateorprovince', { length: 255 }),
    address1_country: varchar('address1_country', { length: 255 }),
    address1_telephone1: varchar('address1_telephone1', { length: 50 }),
    address1_telephone2: varchar('address1_telephone2', { length: 50 }),
    address1_telephone3: varchar('address1_telephone3', { length: 50 }),
    address1_postofficebox: integer('address1_postofficebox'),
    address1_freighttermscode: integer('address1_freighttermscode'),
    address1_primarycontactname: varchar('address1_primarycontactname', { length: 255 }),
    address1_name: varchar('address1_name', { length: 255 }),
    address1_addresstypecode: integer('address1_addresstypecode'),
    // Platform flags.
    admin: boolean('admin').notNull().default(false),
    freemium: boolean('freemium').notNull().default(false),
    /** scrypt hash "scrypt$N$r$p$salt$hash"; null for accounts that only sign in through OIDC or OAuth. */
    password_hash: text('password_hash'),
    /** Set by a credentials reset: the next sign-in must choose a new password before entering. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    /** Storage key of the profile picture (a square thumbnail); `foto` is the address the apps load it from. */
    foto_key: varchar('foto_key', { length: 500 }),
    /**
     * Suspension by the academy (issue 31): `statecode` becomes 1 (inactive, which every sign-in and session
     * check refuses) and these say when and by whom; reactivation clears them and sets `statecode` back to 0.
     */
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    suspended_by: varchar('suspended_by', { length: 50 }),
    /**
     * The name folded (lower case, no accents), kept by the database: the back office's people list sorts by it
     * through its index and pages without computing it per row (issue 31; 5,000+ people).
     */
    name_key: text('name_key').generatedAlwaysAs(sql.raw(`translate(lower(fullname), '${FOLD_FROM}', '${FOLD_TO}')`)),
    /** Name, both e-mails and code folded in one text: the people search matches `%term%` against it, no per-row work. */
    search_key: text('search_key').generatedAlwaysAs(
      sql.raw(
        `translate(lower(fullname || ' ' || emailaddress1 || ' ' || coalesce(emailaddress2, '') || ' ' || edu_codigocontacto), '${FOLD_FROM}', '${FOLD_TO}')`,
      ),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_fullname_idx').on(t.fullname),
    index('contacts_document_idx').on(t.edu_documentoidentificativo),
    index('contacts_lower_email_idx').on(sql`lower(${t.emailaddress1})`),
    index('contacts_name_key_idx').on(t.name_key, t.edu_codigocontacto),
  ],
);

/** Days the student was active on the platform (feeds the streak, racha). */
export const contactActivityDays = pgTable(
  'contact_activity_days',
  {
    id: serial('id').primaryKey(),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /**
     * Seconds the student had Campus open that day, summed from the session checks the open app makes every
     * 240 s (a gap over 300 s starts a new stretch and adds nothing): what the 'tiempo medio' ranking averages.
     */
    active_seconds: integer('active_seconds').notNull().default(0),
    /** The last session check counted into `active_seconds`. */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('contact_activity_days_contact_day_idx').on(t.edu_codigocontacto, t.day)],
);
