import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityRecords, contacts, formations, lineasMatricula } from '../../db/schema';

/** A student of the class's groups with their first join of it (epoch ms, null when they did not join before its end). */
export interface AttendanceRow {
  code: string;
  fullname: string;
  foto: string | null;
  groupCode: string;
  groupName: string;
  firstJoinMs: number | null;
}

/** Which students a caller follows: the groups named, and every group of the main formations named (the academy side). */
export interface FollowedGroups {
  groupCodes: readonly string[];
  parentCodes: readonly string[];
}

const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** Data access of live-class attendance (issue 30 item 5): one statement whatever the group size. */
export function createLiveAttendanceRepository(db: Database) {
  return {
    /**
     * The active students of the followed groups (each once, under their first group by code) with their first join
     * of the class: an attendance record of type 3 naming the event (`metadata->>'id_evento'`, compared as text
     * through its index) made before the class ended. A record after the end is someone opening the class's
     * material later, not attendance. By name.
     */
    async listStudentsWithFirstJoin(eventId: number, classEnd: Date, followed: FollowedGroups): Promise<AttendanceRow[]> {
      if (followed.groupCodes.length === 0 && followed.parentCodes.length === 0) return [];
      const result = await db.execute<{
        code: string;
        fullname: string;
        foto: string | null;
        group_code: string;
        group_name: string;
        first_join_ms: number | string | null;
      }>(sql`
        with joins as materialized (
          select a.edu_codigocontacto as code, (extract(epoch from min(a.created_at)) * 1000)::float8 as first_join_ms
          from ${activityRecords} a
          where (a.metadata->>'id_evento') = ${String(eventId)} and a.tipo_actividad_id = 3 and a.created_at < ${classEnd.toISOString()}::timestamptz
          group by a.edu_codigocontacto
        ),
        students as (
          select distinct on (lm.edu_codigoalumno) lm.edu_codigoalumno as code, g.edu_codigoformacion as group_code, g.edu_formacion as group_name
          from ${lineasMatricula} lm
          inner join ${formations} g on g.edu_codigoformacion = lm.edu_codigoformacion
          where lm.edu_activa = 0
            and (g.edu_codigoformacion = any(${textArray(followed.groupCodes)}) or g.edu_principalcodigoformacion = any(${textArray(followed.parentCodes)}))
          order by lm.edu_codigoalumno, g.edu_codigoformacion
        )
        select c.edu_codigocontacto as code, c.fullname, c.foto, s.group_code, s.group_name, j.first_join_ms
        from students s
        inner join ${contacts} c on c.edu_codigocontacto = s.code
        left join joins j on j.code = s.code
        order by c.fullname asc, c.edu_codigocontacto asc`);
      return result.rows.map((row) => ({
        code: row.code,
        fullname: row.fullname,
        foto: row.foto,
        groupCode: row.group_code,
        groupName: row.group_name,
        firstJoinMs: row.first_join_ms === null ? null : Number(row.first_join_ms),
      }));
    },
  };
}

export type LiveAttendanceRepository = ReturnType<typeof createLiveAttendanceRepository>;
