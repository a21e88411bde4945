import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactActivityDays, contacts, lineasMatricula } from '../../db/schema';

/** An active student of a group: what an actor is built from, and the name a ranking shows. */
export interface GroupStudent {
  edu_codigocontacto: string;
  emailaddress1: string;
  freemium: boolean;
  edu_tipocontacto: string;
  admin: boolean;
  firstname: string | null;
  lastname: string | null;
}

/** Live classes of a group held in a range and how many of them each contact joined (the activities module's definition). */
export interface AttendanceCounts {
  held: number;
  attendedBy: Map<string, number>;
  /** The group's first live class at or after the range's end: a range ending now holds one more class from then. */
  nextStart: Date | null;
}

/** A contact's connection days in the range, seconds with Campus open on them, and their recent days (for the streak). */
export interface ActivityCounts {
  days: number;
  seconds: number;
  recentDays: string[];
}

const codeArray = (codes: readonly string[]) =>
  sql`array[${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;

/** Data access of the statistics: one statement per figure, whatever the size of the group. */
export function createStatisticsRepository(db: Database) {
  // The group's active students (active enrolment lines of the group, active contacts), each once.
  const groupStudents = db
    .selectDistinct({
      edu_codigocontacto: contacts.edu_codigocontacto,
      emailaddress1: contacts.emailaddress1,
      freemium: contacts.freemium,
      edu_tipocontacto: contacts.edu_tipocontacto,
      admin: contacts.admin,
      firstname: contacts.firstname,
      lastname: contacts.lastname,
    })
    .from(lineasMatricula)
    .innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno))
    .where(and(eq(lineasMatricula.edu_codigoformacion, sql.placeholder('groupCode')), eq(lineasMatricula.edu_activa, 0), eq(contacts.statecode, 0)))
    .prepare('statistics_group_students');

  return {
    /** The active students of a group (active enrolment lines, as the enrolments and the access policies read them). */
    async listGroupStudents(groupCode: string): Promise<GroupStudent[]> {
      return groupStudents.execute({ groupCode });
    },

    /**
     * Per contact, in one statement: days with a connection in [fromDay, toDay], the seconds with Campus open on
     * them, and every active day since `recentSince` (newest first, for the current streak).
     */
    async countActivity(contactCodes: readonly string[], fromDay: string, toDay: string, recentSince: string): Promise<Map<string, ActivityCounts>> {
      const counts = new Map<string, ActivityCounts>();
      if (contactCodes.length === 0) return counts;
      const d = contactActivityDays;
      const inRange = sql`${d.day} >= ${fromDay}::date and ${d.day} <= ${toDay}::date`;
      const rows = await db
        .select({
          code: d.edu_codigocontacto,
          days: sql<number>`(count(*) filter (where ${inRange}))::int`,
          seconds: sql<number>`(coalesce(sum(${d.active_seconds}) filter (where ${inRange}), 0))::int`,
          recent: sql<string[] | null>`array_agg(${d.day}::text order by ${d.day} desc) filter (where ${d.day} >= ${recentSince}::date)`,
        })
        .from(d)
        .where(and(sql`${d.edu_codigocontacto} = any(${codeArray(contactCodes)})`, sql`${d.day} >= least(${fromDay}::date, ${recentSince}::date)`))
        .groupBy(d.edu_codigocontacto);
      for (const row of rows) counts.set(row.code, { days: Number(row.days), seconds: Number(row.seconds), recentDays: row.recent ?? [] });
      return counts;
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
