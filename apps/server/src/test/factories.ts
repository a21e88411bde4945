import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import {
  activityRecords,
  type BonusMetadata,
  chatMessages,
  chats,
  contacts,
  eventContacts,
  eventFiles,
  eventFormations,
  eventOrganizers,
  events,
  eventTopics,
  files,
  formations,
  leads,
  lineasMatricula,
  lineasProducto,
  matriculas,
  type NotifiableType,
  notificationFormations,
  notifications,
  notificationUsers,
  products,
  teacherTokens,
  topics,
  units,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { createSecretToken, hashToken } from '../lib/tokens';

/*
 * Test-data factories: each creates valid rows with unique codes and sensible defaults, and takes
 * overrides for what a test cares about. Nothing slow happens unless asked (a password is hashed only
 * when `password` is given).
 */

type Contact = typeof contacts.$inferSelect;
type Formation = typeof formations.$inferSelect;
type Event = typeof events.$inferSelect;

let sequence = 0;
/** A short code unique in this process (and across parallel test files, thanks to the random part). */
function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomBytes(3).toString('hex')}`.toUpperCase();
}

const DAY = 86_400_000;
const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A contact (student by default: type "1", enrolled). `password` stores its scrypt hash. */
export async function createContact(db: Database, overrides: Partial<typeof contacts.$inferInsert> & { password?: string } = {}): Promise<Contact> {
  const { password, ...values } = overrides;
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(contacts)
    .values({
      edu_codigocontacto: `T-${suffix}`,
      fullname: `Alumna Prueba ${suffix}`,
      firstname: 'Alumna',
      lastname: `Prueba ${suffix}`,
      emailaddress1: `alumna.${suffix.toLowerCase()}@campus.test`,
      edu_tipocontacto: '1',
      edu_matriculado: '1',
      ...(password !== undefined ? { password_hash: await hashPassword(password) } : {}),
      // A personal address the factory writes is the academy's: proven, unless the test says otherwise.
      emailaddress2_proven: values.emailaddress2 ?? null,
      ...values,
    })
    .returning();
  return row!;
}

/** Stores a teacher sign-in token for the contact and returns the token itself (only its hash is kept). */
export async function createTeacherToken(db: Database, contactCode: string, overrides: Partial<typeof teacherTokens.$inferInsert> = {}): Promise<string> {
  const token = createSecretToken();
  await db.insert(teacherTokens).values({ token_hash: hashToken(token), edu_codigocontacto: contactCode, ...overrides });
  return token;
}

/**
 * A main formation and one group of it. By default the group's classes began 30 days before `now`
 * and last a year.
 */
export async function createFormationWithGroup(
  db: Database,
  options: { now?: Date; parent?: Partial<typeof formations.$inferInsert>; group?: Partial<typeof formations.$inferInsert> } = {},
): Promise<{ parent: Formation; group: Formation }> {
  const now = options.now ?? new Date();
  const suffix = uniqueSuffix();
  const [parent] = await db
    .insert(formations)
    .values({
      edu_codigoformacion: `FOR-${suffix}`,
      edu_formacion: `Formación ${suffix}`,
      slug: `formacion-${suffix.toLowerCase()}`,
      edu_path: `pruebas/formacion-${suffix.toLowerCase()}`,
      ...options.parent,
    })
    .returning();
  const [group] = await db
    .insert(formations)
    .values({
      edu_codigoformacion: `GRU-${suffix}`,
      edu_formacion: `Grupo ${suffix}`,
      edu_principalcodigoformacion: parent!.edu_codigoformacion,
      edu_fechainicioclases: daysFrom(now, -30),
      edu_fechafinclases: daysFrom(now, 335),
      edu_fechainicioacceso: daysFrom(now, -30),
      edu_fechafinacceso: daysFrom(now, 365),
      cr479_modalidad: 1,
      ...options.group,
    })
    .returning();
  return { parent: parent!, group: group! };
}

/** Enrols a contact in a group: an enrolment (matrícula) for the group's main formation and one active line. */
export async function createEnrolment(
  db: Database,
  contact: Pick<Contact, 'edu_codigocontacto'>,
  group: Pick<Formation, 'edu_codigoformacion' | 'edu_principalcodigoformacion' | 'edu_fechainicioclases'>,
  overrides: { matricula?: Partial<typeof matriculas.$inferInsert>; line?: Partial<typeof lineasMatricula.$inferInsert> } = {},
) {
  const suffix = uniqueSuffix();
  const [matricula] = await db
    .insert(matriculas)
    .values({
      edu_codigomatricula: `MAT-${suffix}`,
      edu_codigocontacto: contact.edu_codigocontacto,
      edu_codigoformacion: group.edu_principalcodigoformacion,
      ...overrides.matricula,
    })
    .returning();
  const [line] = await db
    .insert(lineasMatricula)
    .values({
      edu_codigolineamatricula: `LM-${suffix}`,
      edu_matricula: matricula!.edu_codigomatricula,
      edu_codigoformacion: group.edu_codigoformacion,
      edu_codigoalumno: contact.edu_codigocontacto,
      edu_fechainicio: group.edu_fechainicioclases,
      ...overrides.line,
    })
    .returning();
  return { matricula: matricula!, line: line! };
}

/** A unit of a main formation, with one topic. */
export async function createUnitWithTopic(
  db: Database,
  formationCode: string,
  overrides: { unit?: Partial<typeof units.$inferInsert>; topic?: Partial<typeof topics.$inferInsert> } = {},
) {
  const [unit] = await db
    .insert(units)
    .values({ formation: formationCode, titulo: 'Unidad 1. Introducción', orden: 1, ...overrides.unit })
    .returning();
  const [topic] = await db
    .insert(topics)
    .values({ unidad_id: unit!.id, titulo: 'Tema 1. Primeros pasos', orden: 1, ...overrides.topic })
    .returning();
  return { unit: unit!, topic: topic! };
}

export interface CreateEventOptions extends Partial<typeof events.$inferInsert> {
  /** Group or formation codes the event is for. */
  formations?: readonly string[];
  /** Places the event in the tree. */
  topic?: { id: number; unidad_id: number };
  organizers?: readonly string[];
  /** Contact codes with their completion flag. */
  contacts?: readonly { code: string; completed?: 0 | 1 }[];
}

/**
 * An event (a 'clases' item by default) starting `start_date` (default: now + 1 day, 1 h long). The
 * day and hours are written in UTC; tests that care about Madrid wall time pass them explicitly.
 */
export async function createEvent(db: Database, options: CreateEventOptions = {}): Promise<Event> {
  const { formations: codes = [], topic, organizers = [], contacts: people = [], ...values } = options;
  const start = values.start_date ?? daysFrom(new Date(), 1);
  const end = values.end_date ?? new Date(start.getTime() + 3_600_000);
  const [event] = await db
    .insert(events)
    .values({
      title: `Evento ${uniqueSuffix()}`,
      event_type: 'clases',
      event_date: isoDay(start),
      start_hour: start.toISOString().slice(11, 19),
      end_hour: end.toISOString().slice(11, 19),
      ...values,
      start_date: start,
      end_date: end,
    })
    .returning();
  const id = event!.id;
  if (codes.length) await db.insert(eventFormations).values(codes.map((code) => ({ event_id: id, edu_codigoformacion: code })));
  if (topic) await db.insert(eventTopics).values({ event_id: id, topic_id: topic.id, unidad_id: topic.unidad_id });
  if (organizers.length) await db.insert(eventOrganizers).values(organizers.map((code) => ({ event_id: id, edu_codigocontacto: code })));
  if (people.length) await db.insert(eventContacts).values(people.map((p) => ({ event_id: id, edu_codigocontacto: p.code, completed: p.completed ?? 0 })));
  return event!;
}

/** A stored file, attached to an event when `eventId` is given. */
export async function createFile(db: Database, overrides: Partial<typeof files.$inferInsert> & { eventId?: number; kind?: 'archivo' | 'h5p' } = {}) {
  const { eventId, kind = 'archivo', ...values } = overrides;
  const suffix = uniqueSuffix().toLowerCase();
  const [file] = await db
    .insert(files)
    .values({ name: `apuntes-${suffix}.pdf`, file_type: 'application/pdf', storage_key: `tests/apuntes-${suffix}.pdf`, ...values })
    .returning();
  if (eventId !== undefined) await db.insert(eventFiles).values({ event_id: eventId, file_id: file!.id, kind });
  return file!;
}

/** A catalogue product (a plain fee unless bonus fields are given). */
export async function createProduct(db: Database, overrides: Partial<typeof products.$inferInsert> = {}) {
  const suffix = uniqueSuffix();
  const [product] = await db
    .insert(products)
    .values({
      edu_codigoproducto: `PRD-${suffix}`,
      xerppa_nombreproducto: `Producto ${suffix}`,
      recurrencia: 'Única',
      mkt_precio: 25,
      xcrm_codigolistaprecios: `price_test_${suffix.toLowerCase()}`,
      ...overrides,
    })
    .returning();
  return product!;
}

/**
 * A bonus bought by the student of `matricula`: a bonus product plus the product line that grants it.
 * The grant (unidad_id, events_id, edu_codigoslineamatricula, tipo, dates, metadata) goes on both.
 */
export async function createBonusLine(
  db: Database,
  matricula: Pick<typeof matriculas.$inferSelect, 'edu_codigomatricula'>,
  grant: Partial<
    Pick<
      typeof lineasProducto.$inferInsert,
      'unidad_id' | 'events_id' | 'edu_codigoslineamatricula' | 'fecha_inicio_bonus' | 'fecha_fin_bonus' | 'tipo' | 'statecode'
    >
  > & {
    metadata?: BonusMetadata | null;
    mkt_precio?: number;
  } = {},
) {
  const { mkt_precio = 30, edu_codigoslineamatricula, statecode, ...shared } = grant;
  const product = await createProduct(db, { is_bonus: true, mkt_precio, ...shared });
  const [line] = await db
    .insert(lineasProducto)
    .values({
      edu_codigolineaproducto: `LP-${uniqueSuffix()}`,
      edu_matricula: matricula.edu_codigomatricula,
      product_id: product.id,
      edu_precio: mkt_precio,
      edu_codigoslineamatricula: edu_codigoslineamatricula ?? null,
      statecode: statecode ?? 0,
      ...shared,
    })
    .returning();
  return { product, line: line! };
}

/**
 * A notification delivered to each recipient (sent now by default, unread), optionally addressed to
 * groups. Returns the notification and its deliveries (their ids are the API's notification_user_id).
 */
export async function createNotification(
  db: Database,
  options: {
    recipients: readonly string[];
    title?: string;
    message?: string;
    type_id?: number;
    notifiable_type?: NotifiableType | null;
    notifiable_id?: number | null;
    created_by?: string | null;
    scheduled_at?: Date | null;
    sent_at?: Date | null;
    is_read?: boolean;
    groups?: readonly string[];
  },
) {
  const sentAt = options.sent_at === undefined ? new Date() : options.sent_at;
  const [notification] = await db
    .insert(notifications)
    .values({
      title: options.title ?? 'Nueva publicación en el tablón',
      message: options.message ?? 'Hay una nueva publicación en tu grupo.',
      type_id: options.type_id ?? 1,
      notifiable_type: options.notifiable_type ?? null,
      notifiable_id: options.notifiable_id ?? null,
      created_by: options.created_by ?? null,
      scheduled_at: options.scheduled_at ?? null,
    })
    .returning();
  const deliveries = options.recipients.length
    ? await db
        .insert(notificationUsers)
        .values(
          options.recipients.map((code) => ({
            notification_id: notification!.id,
            edu_codigocontacto: code,
            sent_at: sentAt,
            is_read: options.is_read ?? false,
            read_at: options.is_read ? sentAt : null,
          })),
        )
        .returning()
    : [];
  if (options.groups?.length) {
    await db.insert(notificationFormations).values(options.groups.map((code) => ({ notification_id: notification!.id, edu_codigoformacion: code })));
  }
  return { notification: notification!, deliveries };
}

/** An activity record (type 3, event join, by default). */
export async function createActivityRecord(db: Database, contactCode: string, overrides: Partial<typeof activityRecords.$inferInsert> = {}) {
  const [row] = await db
    .insert(activityRecords)
    .values({ tipo_actividad_id: 3, edu_codigocontacto: contactCode, has_activity: true, metadata: {}, ...overrides })
    .returning();
  return row!;
}

/** A lead of the "Te llamamos gratis" form. */
export async function createLead(db: Database, overrides: Partial<typeof leads.$inferInsert> = {}) {
  const suffix = uniqueSuffix().toLowerCase();
  const [row] = await db
    .insert(leads)
    .values({
      nombre: 'Nuria',
      apellidos: 'Lozano Prieto',
      telefono: '+34 600 000 000',
      email: `nuria.${suffix}@correo.test`,
      formacion: null,
      acepta_politica: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A chat between two contacts with its messages (oldest first, one minute apart, ending `endsAt`, read
 * unless `unread` is set on the message). Answers the chat and the stored messages.
 */
export async function createChat(
  db: Database,
  a: Pick<Contact, 'edu_codigocontacto'>,
  b: Pick<Contact, 'edu_codigocontacto'>,
  options: { messages?: readonly { from: 'a' | 'b'; text: string; unread?: boolean }[]; endsAt?: Date } = {},
) {
  const [memberA, memberB] = [a.edu_codigocontacto, b.edu_codigocontacto].sort() as [string, string];
  const messages = options.messages ?? [];
  const end = options.endsAt ?? new Date();
  const at = (index: number) => new Date(end.getTime() - (messages.length - 1 - index) * 60_000);
  const [chat] = await db
    .insert(chats)
    .values({ member_a: memberA, member_b: memberB, created_at: at(0), last_message_at: messages.length ? end : null })
    .returning();
  const stored = messages.length
    ? await db
        .insert(chatMessages)
        .values(
          messages.map((m, index) => {
            const sender = m.from === 'a' ? a.edu_codigocontacto : b.edu_codigocontacto;
            return {
              chat_id: chat!.id,
              sender_codigocontacto: sender,
              receiver_codigocontacto: sender === a.edu_codigocontacto ? b.edu_codigocontacto : a.edu_codigocontacto,
              mensaje: m.text,
              created_at: at(index),
              is_read: !m.unread,
              read_at: m.unread ? null : at(index),
            };
          }),
        )
        .returning()
    : [];
  return { chat: chat!, messages: stored };
}

/** A group open to freemium trials with one freemium event (its free content); `withContent: false` leaves it empty. */
export async function createFreemiumGroup(db: Database, options: { withContent?: boolean; now?: Date } = {}) {
  const { parent, group } = await createFormationWithGroup(db, {
    ...(options.now ? { now: options.now } : {}),
    parent: { is_freemium_available: true },
    group: { is_freemium_available: true },
  });
  const event =
    options.withContent === false
      ? null
      : await createEvent(db, { formations: [group.edu_codigoformacion], freemium: true, title: 'Clase gratuita de bienvenida' });
  return { parent, group, event };
}
