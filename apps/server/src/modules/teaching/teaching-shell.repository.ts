import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The group's active students and, per event of its timeline, how many of them completed it. */
export interface GroupTimelineCompletion {
  students: number;
  events: { id: number; completed: number }[];
}

/** Data access of a teacher's shell (issue 30 item 9). */
export function createTeachingShellRepository(db: Database) {
  return {
    /**
     * In one statement, whatever the size of the group: its active students (active enrolment lines, active
     * contacts, as the statistics count them) and, for each event of the group's timeline (placed in the group or
     * its main formation, not a tutoría nor a study-plan event), how many of those students completed it. Events
     * nobody completed are left out.
     */
    async countTimelineCompletion(groupCode: string, parentCode: string | null): Promise<GroupTimelineCompletion> {
      const codes = parentCode ? sql`${groupCode}, ${parentCode}` : sql`${groupCode}`;
      const result = await db.execute<{ students: number; events: { id: number; completed: number }[] | null }>(sql`
        with students as (
          select distinct lm.edu_codigoalumno as code
          from lineas_matricula lm
          inner join contacts c on c.edu_codigocontacto = lm.edu_codigoalumno
          where lm.edu_codigoformacion = ${groupCode} and lm.edu_activa = 0 and c.statecode = 0
        ),
        done as (
          select ec.event_id as id, count(distinct ec.edu_codigocontacto)::int as completed
          from event_contacts ec
          inner join events e on e.id = ec.event_id
          where ec.completed = 1
            and ec.edu_codigocontacto in (select code from students)
            and e.plan_contact is null
            and e.event_type not in ('tutorias', 'tutoria')
            and exists (select 1 from event_formations ef where ef.event_id = e.id and ef.edu_codigoformacion in (${codes}))
          group by ec.event_id
        )
        select (select count(*) from students)::int as students,
               (select json_agg(json_build_object('id', d.id, 'completed', d.completed) order by d.id) from done d) as events`);
      const row = result.rows[0];
      return {
        students: Number(row?.students ?? 0),
        events: (row?.events ?? []).map((event) => ({ id: Number(event.id), completed: Number(event.completed) })),
      };
    },
  };
}

export type TeachingShellRepository = ReturnType<typeof createTeachingShellRepository>;
