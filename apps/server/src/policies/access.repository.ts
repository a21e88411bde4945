import { and, asc, eq, inArray, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { Dependencies, TableChanges } from '../lib/table-changes';
import { contactReachCondition } from '../db/contact-reach';
import type { ContactReach } from '../lib/reach';
import { createKeyedCache } from '../lib/keyed-cache';
import { getTableColumns, type Table } from 'drizzle-orm';
import {
  chats,
  contacts,
  eventFiles,
  eventFormations,
  eventOrganizers,
  events,
  eventTopics,
  files,
  formations,
  fileUploads,
  formationTeachers,
  lineasMatricula,
  lineasProducto,
  mailAttachments,
  mailCopies,
  matriculas,
  posts,
  products,
  taskDeliveries,
  tasks,
  units,
  type UploadPurpose,
} from '../db/schema';

const parents = alias(formations, 'parent_formation');

export type EventRow = typeof events.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type FormationRow = typeof formations.$inferSelect;

/**
 * A file someone uploaded (file_uploads), with who may open it besides its owner and staff: the two members
 * of the chat it is attached to, or the groups of the post it is attached to.
 */
export interface UploadLink {
  ownerCode: string;
  purpose: UploadPurpose;
  chatId: number | null;
  postId: number | null;
  chatMembers: string[];
  postGroupCodes: string[];
  /** The group of the task a delivered file was handed in for (issue 14): its teachers open it. */
  taskGroupCode: string | null;
}

/** An event with what the availability rules need: its groups, units and organizers. */
export interface EventPlacement {
  event: EventRow;
  groupCodes: string[];
  unidades: { unidad_id: number; type: 'unidad' | 'unidad extra' }[];
  organizerCodes: string[];
}

/**
 * Rows behind "may this user open this?": groups, taught groups, event placements, files and the contact
 * of a signed file address. It only fetches; the policies in this folder decide.
 */
/** Formations and groups change only through the seed and the academy's own tools: cached by code, this long at most. */
const FORMATION_TTL_MS = 5 * 60_000;
/** A user's holdings are invalidated by every write of the app that changes them; this only bounds a missed message. */
const HOLDINGS_TTL_MS = 60_000;
/** A row that the database answered as JSON (`to_jsonb`), read back with each column's own mapping (dates, numbers…). */
function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** What the database answers for a contact's holdings, as JSON. */
interface HoldingsJson {
  lines: { line: Record<string, unknown>; group: Record<string, unknown>; parent: Record<string, unknown> | null }[];
  bonuses: { line: Record<string, unknown>; product: Record<string, unknown> }[];
  taught: string[];
}

/** A contact's holdings as rows: what every access decision and "my formations" read. */
export interface HoldingRows {
  lines: { line: typeof lineasMatricula.$inferSelect; group: FormationRow; parent: FormationRow | null }[];
  bonusLines: { line: typeof lineasProducto.$inferSelect; product: typeof products.$inferSelect }[];
  taughtGroups: string[];
}

/** Tables whose rows a contact's holdings hold, by contact code. */
export const HOLDINGS_DEPENDENCIES = {
  lineas_matricula: 'entry',
  lineas_producto: 'entry',
  matriculas: 'entry',
  formation_teachers: 'entry',
  // A product or a group row reaches every holder of it.
  products: 'all',
  formations: 'all',
} as const satisfies Dependencies;

/** What reads the holdings object keeps from it: a new object after any change of these tables. */
export const FOLLOWS_HOLDINGS: Dependencies = Object.fromEntries(
  Object.keys(HOLDINGS_DEPENDENCIES).map((table) => [table, { followsSource: 'kept with the holdings object it was computed from' }]),
);

/** Rejects the load of an unknown code, so that the cache keeps only formations that exist. */
class FormationNotFound extends Error {}

/**
 * A contact's holdings as one JSON value: active enrolment lines with their group and its main formation, active
 * bonus lines with their product, taught groups (`contact` is the contact code's SQL: a placeholder or a column).
 */
function holdingsJson(contact: SQL | Placeholder) {
  return sql<HoldingsJson>`json_build_object(
        'lines', coalesce((
          select json_agg(json_build_object('line', to_jsonb(lm), 'group', to_jsonb(g), 'parent', to_jsonb(p)) order by g.edu_fechainicioclases asc, g.edu_codigoformacion asc)
          from ${lineasMatricula} lm
          inner join ${formations} g on g.edu_codigoformacion = lm.edu_codigoformacion
          left join ${formations} p on p.edu_codigoformacion = g.edu_principalcodigoformacion
          where lm.edu_codigoalumno = ${contact} and lm.edu_activa = 0), '[]'::json),
        'bonuses', coalesce((
          select json_agg(json_build_object('line', to_jsonb(lp), 'product', to_jsonb(pr)) order by lp.edu_codigolineaproducto asc)
          from ${lineasProducto} lp
          inner join ${products} pr on pr.id = lp.product_id
          where lp.edu_matricula in (select m.edu_codigomatricula from ${matriculas} m where m.edu_codigocontacto = ${contact})
            and lp.statecode = 0 and pr.is_bonus = true), '[]'::json),
        'taught', coalesce((select json_agg(t.edu_codigoformacion) from ${formationTeachers} t where t.edu_codigocontacto = ${contact}), '[]'::json)
      )`;
}

export function createAccessRepository(db: Database, options: { changes?: TableChanges } = {}) {
  // The lookups every access decision makes, built once (Drizzle would build the same SQL on every request).
  const formationByCode = db
    .select({ formation: formations, parent: parents })
    .from(formations)
    .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
    .where(eq(formations.edu_codigoformacion, sql.placeholder('code')))
    .limit(1)
    .prepare('access_formation_by_code');
  const taughtGroups = db
    .select({ code: formationTeachers.edu_codigoformacion })
    .from(formationTeachers)
    .where(eq(formationTeachers.edu_codigocontacto, sql.placeholder('contactCode')))
    .prepare('access_taught_groups');
  // A user's holdings in one statement instead of three (every access decision loads them): active enrolment
  // lines with their group and its main formation, active bonus lines and taught groups, in the order and with
  // the filters of the enrolments repository's listActiveLinesWithGroups / listBonusLines and listTaughtGroups.
  const holdings = db
    .select({ holdings: holdingsJson(sql.placeholder('contactCode')) })
    .from(sql`(select 1) as one`)
    .prepare('access_holdings');

  // A file with its upload, if any (owner, the chat's two members, the post's groups, the delivered task's group): one statement.
  const fileWithUpload = db
    .select({
      file: files,
      upload: { ownerCode: fileUploads.edu_codigocontacto, purpose: fileUploads.purpose, chatId: fileUploads.chat_id, postId: fileUploads.post_id },
      chatMembers: { a: chats.member_a, b: chats.member_b },
      postGroups: posts.codigos_grupos,
      taskGroup: tasks.edu_codigoformacion,
    })
    .from(files)
    .leftJoin(fileUploads, eq(fileUploads.file_id, files.id))
    .leftJoin(chats, eq(chats.id, fileUploads.chat_id))
    .leftJoin(posts, eq(posts.id, fileUploads.post_id))
    // Only a delivered file reaches the group's teachers: a draft (no attempt yet, issue 29) is its owner's alone.
    .leftJoin(taskDeliveries, and(eq(taskDeliveries.id, fileUploads.task_delivery_id), isNotNull(fileUploads.task_attempt)))
    .leftJoin(tasks, eq(tasks.id, taskDeliveries.task_id))
    .where(eq(files.id, sql.placeholder('fileId')))
    .limit(1)
    .prepare('access_file_with_upload');

  // Every access decision starts with the group asked for, kept by code. Unknown codes are not kept. A group
  // holds its main formation's row, so any formation change drops them all (only the seed writes them today).
  const formationCache = options.changes
    ? createKeyedCache<{ formation: FormationRow; parent: FormationRow | null }>({
        changes: options.changes,
        dependsOn: { formations: 'all' },
        ttlMs: FORMATION_TTL_MS,
        maxEntries: 2000,
      })
    : null;
  // Every request of a signed-in user loads their holdings first, kept per contact code.
  const holdingsCache = options.changes
    ? createKeyedCache<HoldingRows>({ changes: options.changes, dependsOn: HOLDINGS_DEPENDENCIES, ttlMs: HOLDINGS_TTL_MS, maxEntries: 5000 })
    : null;
  const loadHoldings = async (contactCode: string): Promise<HoldingRows> => {
    const [row] = await holdings.execute({ contactCode });
    return decodeHoldings(row!.holdings);
  };
  const decodeHoldings = (json: HoldingsJson): HoldingRows => {
    return {
      lines: json.lines.map(({ line, group, parent }) => ({
        line: fromJsonRow(lineasMatricula, line),
        group: fromJsonRow(formations, group),
        parent: parent ? fromJsonRow(formations, parent) : null,
      })),
      bonusLines: json.bonuses.map(({ line, product }) => ({ line: fromJsonRow(lineasProducto, line), product: fromJsonRow(products, product) })),
      taughtGroups: json.taught,
    };
  };
  const loadFormation = async (code: string) => {
    const [row] = await formationByCode.execute({ code });
    if (!row) throw new FormationNotFound(code);
    return row;
  };

  return {
    /** A formation or group with its main formation (null for a main formation). */
    async findFormation(code: string): Promise<{ formation: FormationRow; parent: FormationRow | null } | null> {
      try {
        return await (formationCache ? formationCache.get(code, () => loadFormation(code)) : loadFormation(code));
      } catch (error) {
        if (error instanceof FormationNotFound) return null;
        throw error;
      }
    },

    /**
     * The contact's active enrolment lines (with group and main formation), active bonus lines (with their
     * product) and taught group codes, in one statement, kept per contact until a write publishes their change.
     * The answer is shared between requests: read it, never change it.
     */
    async loadHoldingRows(contactCode: string): Promise<HoldingRows> {
      return holdingsCache ? holdingsCache.get(contactCode, () => loadHoldings(contactCode)) : loadHoldings(contactCode);
    },

    /**
     * The holdings of many contacts in one statement (a group's statistics compute every student's availability),
     * read fresh and not kept: the per-contact cache stays the one for requests.
     */
    async loadHoldingRowsOf(contactCodes: readonly string[]): Promise<Map<string, HoldingRows>> {
      const codes = [...new Set(contactCodes)];
      if (codes.length === 0) return new Map();
      const result = await db.execute<{ code: string; holdings: HoldingsJson | string }>(
        sql`select c.code, ${holdingsJson(sql`c.code`)} as holdings from unnest(${sql`array[${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )}]::text[]`}) as c(code)`,
      );
      const rows = result.rows;
      return new Map(
        rows.map((row) => [row.code, decodeHoldings(typeof row.holdings === 'string' ? (JSON.parse(row.holdings) as HoldingsJson) : row.holdings)]),
      );
    },

    /** Formations or groups by code, each with its main formation; unknown codes are left out. */
    async findFormations(codes: readonly string[]): Promise<{ formation: FormationRow; parent: FormationRow | null }[]> {
      if (codes.length === 0) return [];
      return db
        .select({ formation: formations, parent: parents })
        .from(formations)
        .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
        .where(inArray(formations.edu_codigoformacion, [...codes]));
    },

    /** Group codes the contact teaches (formation_teachers). */
    async listTaughtGroups(contactCode: string): Promise<string[]> {
      const rows = await taughtGroups.execute({ contactCode });
      return rows.map((r) => r.code);
    },

    /** Events with their groups, units and organizers, by id. */
    async findPlacements(eventIds: readonly number[]): Promise<Map<number, EventPlacement>> {
      const ids = [...new Set(eventIds)];
      const result = new Map<number, EventPlacement>();
      if (ids.length === 0) return result;
      const [rows, groups, unitRows, organizers] = await Promise.all([
        db.select().from(events).where(inArray(events.id, ids)),
        db.select().from(eventFormations).where(inArray(eventFormations.event_id, ids)),
        db
          .selectDistinct({ event_id: eventTopics.event_id, unidad_id: units.id, type: units.type })
          .from(eventTopics)
          .innerJoin(units, eq(units.id, eventTopics.unidad_id))
          .where(inArray(eventTopics.event_id, ids)),
        db.select().from(eventOrganizers).where(inArray(eventOrganizers.event_id, ids)),
      ]);
      for (const event of rows) result.set(event.id, { event, groupCodes: [], unidades: [], organizerCodes: [] });
      for (const g of groups) result.get(g.event_id)?.groupCodes.push(g.edu_codigoformacion);
      for (const u of unitRows) result.get(u.event_id)?.unidades.push({ unidad_id: u.unidad_id, type: u.type });
      for (const o of organizers) result.get(o.event_id)?.organizerCodes.push(o.edu_codigocontacto);
      return result;
    },

    /**
     * A stored file and the events it is attached to (with the attachment kind); for an uploaded file, its
     * upload (owner, chat members, post groups) read in the same statement, and no event links; for a mail
     * attachment (no upload, no event), the owners of the mail copies that carry it.
     */
    async findFileWithEvents(
      fileId: number,
    ): Promise<{ file: FileRow; links: { event_id: number; kind: 'archivo' | 'h5p' }[]; upload?: UploadLink | null; mailReaders?: string[] } | null> {
      const [row] = await fileWithUpload.execute({ fileId });
      if (!row) return null;
      const { file } = row;
      if (row.upload) {
        const upload: UploadLink = {
          ...row.upload,
          chatMembers: row.chatMembers ? [row.chatMembers.a, row.chatMembers.b] : [],
          postGroupCodes: Array.isArray(row.postGroups) ? row.postGroups : [],
          taskGroupCode: row.taskGroup ?? null,
        };
        return { file, links: [], upload };
      }
      const links = await db
        .select({ event_id: eventFiles.event_id, kind: eventFiles.kind })
        .from(eventFiles)
        .where(eq(eventFiles.file_id, fileId))
        .orderBy(asc(eventFiles.event_id));
      if (links.length > 0) return { file, links, upload: null };
      // Not content: perhaps a mail attachment, opened by whoever holds a copy of a mail that carries it.
      const readers = await db
        .selectDistinct({ owner: mailCopies.owner_codigocontacto })
        .from(mailAttachments)
        .innerJoin(mailCopies, eq(mailCopies.message_id, mailAttachments.message_id))
        .where(eq(mailAttachments.file_id, fileId));
      return { file, links, upload: null, ...(readers.length > 0 ? { mailReaders: readers.map((row) => row.owner) } : {}) };
    },

    /**
     * Which of `contactCodes` are within the reach (the contact policy's one rule for chat and mail): one
     * statement whatever their number.
     */
    async listReachable(reach: ContactReach, contactCodes: readonly string[]): Promise<string[]> {
      const codes = [...new Set(contactCodes)];
      if (codes.length === 0) return [];
      const rows = await db
        .select({ code: contacts.edu_codigocontacto })
        .from(contacts)
        .where(and(contactReachCondition(reach), inArray(contacts.edu_codigocontacto, codes)));
      return rows.map((row) => row.code);
    },

    /** The contact a signed file address was issued to (still active), for re-checking access when serving. */
    async findActiveContact(contactCode: string) {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.edu_codigocontacto, contactCode), sql`${contacts.statecode} = 0`))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
