import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityRecords, eventFormations, events, eventTopics } from '../../db/schema';

/** Event types that are live classes for attendance (a student joins them; content items never count). */
const LIVE_CLASS_TYPES = ['clases_directo', 'clases_prueba', 'zoom', 'taller'] as const;

/**
 * THE live classes of a group for attendance, started in [from, to): events of the group (not of its main
 * formation) of a live type and not placed in the content tree. Needs `events` joined with `event_formations`
 * and left-joined with `event_topics`. The student's attendance and the statistics' group figures both read it.
 */
function isHeldLiveClassOf(groupCode: string, from: Date, to: Date, onlyFreemium = false) {
  return and(isLiveClassOf(groupCode), gte(events.start_date, from), lt(events.start_date, to), onlyFreemium ? eq(events.freemium, true) : undefined);
}

/** The live classes of a group whatever their date (same joins as isHeldLiveClassOf). */
function isLiveClassOf(groupCode: string) {
  return and(eq(eventFormations.edu_codigoformacion, groupCode), inArray(events.event_type, [...LIVE_CLASS_TYPES]), isNull(eventTopics.event_id));
}

export interface LiveClassCountOptions {
  /** Only the free live classes: all a restricted (type 3) student may join (spec 001 §4). */
  onlyFreemium?: boolean;
}

/** Held live classes of a group and how many each contact joined; `nextStart`: the group's first live class at or after the range's end. */
export interface LiveClassAttendanceCounts {
  held: number;
  attendedBy: Map<string, number>;
  /** Until then nothing more is held in a range that ends now (a kept figure stays right until that instant). */
  nextStart: Date | null;
}

/** Data access of attendance to live classes: which ones a student joined, and how many each of a group's students joined. */
export function createAttendanceRepository(db: Database) {
  // The group's first live class starting at or after `after` (epoch milliseconds, null when none), as a subquery.
  const nextStartOf = (groupCode: string, after: Date) =>
    db
      .select({ at: sql<number | null>`(extract(epoch from min(${events.start_date})) * 1000)::float8` })
      .from(events)
      .innerJoin(eventFormations, eq(eventFormations.event_id, events.id))
      .leftJoin(eventTopics, eq(eventTopics.event_id, events.id))
      .where(and(isLiveClassOf(groupCode), gte(events.start_date, after)));
  async function findNextLiveClassStart(groupCode: string, after: Date): Promise<Date | null> {
    const [row] = await nextStartOf(groupCode, after);
    return row?.at == null ? null : new Date(Number(row.at));
  }

  return {
    /**
     * The group's live classes (not content items) that started in [from, to), each with whether the student
     * joined it (an attendance record of type 3 naming the event), in one statement.
     */
    async listLiveClassAttendance(
      contactCode: string,
      groupCode: string,
      from: Date,
      to: Date,
    ): Promise<{ id: number; title: string; start: Date; end: Date | null; attended: boolean }[]> {
      const attended = sql<boolean>`exists (
        select 1 from ${activityRecords}
        where ${activityRecords.edu_codigocontacto} = ${contactCode}
          and ${activityRecords.tipo_actividad_id} = 3
          and (${activityRecords.metadata}->>'id_evento') = ${events.id}::text
      )`;
      const rows = await db
        .select({ id: events.id, title: events.title, start: events.start_date, end: events.end_date, attended })
        .from(events)
        .innerJoin(eventFormations, eq(eventFormations.event_id, events.id))
        .leftJoin(eventTopics, eq(eventTopics.event_id, events.id))
        .where(isHeldLiveClassOf(groupCode, from, to))
        .orderBy(asc(events.start_date));
      return rows.flatMap((r) => (r.start ? [{ id: r.id, title: r.title, start: r.start, end: r.end, attended: r.attended }] : []));
    },

    /**
     * The same live classes for many students at once (the statistics' group average and ranking): how many were
     * held in [from, to) and, per contact, how many of them they joined (a type 3 record naming the class), in one
     * statement.
     */
    async countLiveClassAttendance(
      groupCode: string,
      contactCodes: readonly string[],
      from: Date,
      to: Date,
      options: LiveClassCountOptions = {},
    ): Promise<LiveClassAttendanceCounts> {
      if (from.getTime() >= to.getTime()) return { held: 0, attendedBy: new Map(), nextStart: await findNextLiveClassStart(groupCode, to) };
      const classes = db
        .select({ id: events.id })
        .from(events)
        .innerJoin(eventFormations, eq(eventFormations.event_id, events.id))
        .leftJoin(eventTopics, eq(eventTopics.event_id, events.id))
        .where(isHeldLiveClassOf(groupCode, from, to, options.onlyFreemium));
      const codes = sql`array[${sql.join(
        contactCodes.map((code) => sql`${code}`),
        sql`, `,
      )}]::text[]`;
      const attended =
        contactCodes.length === 0
          ? sql`'{}'::json`
          : sql`coalesce((
              select json_object_agg(x.code, x.attended) from (
                select j.code, count(distinct cl.id) as attended
                from joined j
                inner join classes cl on cl.id::text = j.event_id
                group by j.code
              ) x), '{}'::json)`;
      // Each contact's joins read once through the contact index, then matched to the classes by id (a hash join,
      // not a scan of the joins per class).
      const joined =
        contactCodes.length === 0
          ? sql``
          : sql`, joined as materialized (
              select distinct a.edu_codigocontacto as code, (a.metadata->>'id_evento') as event_id
              from ${activityRecords} a
              where a.edu_codigocontacto = any(${codes}) and a.tipo_actividad_id = 3
            )`;
      const result = await db.execute<{ held: number; attended: Record<string, number> | string; next_start: number | string | null }>(
        sql`with classes as materialized (${classes})${joined} select (select count(distinct id) from classes)::int as held, ${attended} as attended, (${nextStartOf(groupCode, to)}) as next_start`,
      );
      const row = result.rows[0]!;
      const byCode = typeof row.attended === 'string' ? (JSON.parse(row.attended) as Record<string, number>) : row.attended;
      return {
        held: Number(row.held),
        attendedBy: new Map(Object.entries(byCode).map(([code, count]) => [code, Number(count)])),
        nextStart: row.next_start === null ? null : new Date(Number(row.next_start)),
      };
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
