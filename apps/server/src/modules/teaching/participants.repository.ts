import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A student of the group with what the list shows of them beyond progress and attendance. */
export interface ParticipantRow {
  edu_codigocontacto: string;
  fullname: string;
  firstname: string | null;
  lastname: string | null;
  emailaddress1: string;
  foto: string | null;
  freemium: boolean;
  edu_tipocontacto: string;
  admin: boolean;
  /** Last time any session of theirs was seen (a session's or a connection day's last check). */
  lastSeen: Date | null;
  /** Their last day with a connection (older data may have the day without its hour). */
  lastDay: string | null;
  /** Days with a connection since the streak's horizon, newest first. */
  recentDays: string[];
  /** Their deliveries of the group's tasks: task, deliveries made ('Entregar'), graded. */
  deliveries: { taskId: number; attempts: number; isGraded: boolean }[];
}

/** A task of the group, with one student's delivery when one was asked for. */
export interface GroupTaskRow {
  id: number;
  edu_titulo: string;
  edu_tema: string | null;
  edu_fechafinmax: string;
  edu_horafinmax: string;
  serie: string | null;
  delivery: { intentos: number; edu_fechaentrega: Date | null; edu_calificacion: number | null; edu_comentario: string | null; isGraded: boolean } | null;
}

/** A concept of one of the group's evaluations, with its task's deadline and the students' scores by contact code. */
export interface EvaluationConceptRow {
  evaluationId: number;
  evaluationTitle: string;
  conceptId: number | null;
  edu_codigoconcepto: string | null;
  edu_valor: number;
  taskId: number | null;
  taskDeadline: string | null;
  scores: Record<string, number>;
}

/** Both drivers answer json as text or as objects (PGlite parses, node-postgres too, but a string may come through). */
const fromJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const toDate = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)));
const latestOf = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Data access of a group's participants (issue 30 item 3). Each read is one set-based statement whatever the number
 * of students, served by existing indexes: lineas_matricula_formation_idx, sessions_contact_idx,
 * contact_activity_days_contact_day_idx, task_deliveries_contact_idx, tasks_group_idx, evaluations_group_idx,
 * evaluation_concepts_evaluation_idx and evaluation_scores' primary key (concept, contact).
 */
export function createParticipantsRepository(db: Database) {
  return {
    /**
     * The group's students (active enrolment lines, active contacts), each once, by name; with `contactCode` only that
     * student (none when they are not in the group). With their last connection, their connection days since
     * `recentSince` and their deliveries of the group's tasks.
     */
    async listParticipants(groupCode: string, recentSince: string, contactCode: string | null = null): Promise<ParticipantRow[]> {
      const onlyStudent = contactCode === null ? sql`` : sql`and c.edu_codigocontacto = ${contactCode}`;
      const result = await db.execute<{
        edu_codigocontacto: string;
        fullname: string | null;
        firstname: string | null;
        lastname: string | null;
        emailaddress1: string;
        foto: string | null;
        freemium: boolean;
        edu_tipocontacto: string;
        admin: boolean;
        last_seen_ms: number | string | null;
        last_checked_ms: number | string | null;
        last_day: string | null;
        recent_days: string[] | null;
        deliveries: [number, number, boolean][] | string | null;
      }>(sql`
        with students as (
          select distinct c.edu_codigocontacto, c.fullname, c.firstname, c.lastname, c.emailaddress1, c.foto, c.freemium, c.edu_tipocontacto, c.admin
          from lineas_matricula l
          inner join contacts c on c.edu_codigocontacto = l.edu_codigoalumno
          where l.edu_codigoformacion = ${groupCode} and l.edu_activa = 0 and c.statecode = 0 ${onlyStudent}
        )
        select s.*,
          (select (extract(epoch from max(x.last_seen_at)) * 1000)::float8 from sessions x where x.edu_codigocontacto = s.edu_codigocontacto) as last_seen_ms,
          (select (extract(epoch from max(d.last_seen_at)) * 1000)::float8 from contact_activity_days d
            where d.edu_codigocontacto = s.edu_codigocontacto) as last_checked_ms,
          (select max(d.day)::text from contact_activity_days d where d.edu_codigocontacto = s.edu_codigocontacto) as last_day,
          (select array_agg(d.day::text order by d.day desc) from contact_activity_days d
            where d.edu_codigocontacto = s.edu_codigocontacto and d.day >= ${recentSince}::date) as recent_days,
          (select json_agg(json_build_array(td.task_id, td.intentos, td.graded_at is not null))
            from task_deliveries td inner join tasks t on t.id = td.task_id
            where td.edu_codigocontacto = s.edu_codigocontacto and t.edu_codigoformacion = ${groupCode}) as deliveries
        from students s
        order by coalesce(s.fullname, s.edu_codigocontacto), s.edu_codigocontacto`);
      return result.rows.map((row) => ({
        edu_codigocontacto: row.edu_codigocontacto,
        fullname: row.fullname ?? row.edu_codigocontacto,
        firstname: row.firstname,
        lastname: row.lastname,
        emailaddress1: row.emailaddress1,
        foto: row.foto,
        freemium: Boolean(row.freemium),
        edu_tipocontacto: row.edu_tipocontacto,
        admin: Boolean(row.admin),
        lastSeen: latestOf(toDate(row.last_seen_ms), toDate(row.last_checked_ms)),
        lastDay: row.last_day,
        recentDays: row.recent_days ?? [],
        deliveries: (fromJson(row.deliveries) ?? []).map(([taskId, attempts, isGraded]) => ({
          taskId: Number(taskId),
          attempts: Number(attempts),
          isGraded: Boolean(isGraded),
        })),
      }));
    },

    /** The group's tasks by deadline, each with the evaluation it scores and (with `contactCode`) that student's delivery. */
    async listGroupTasks(groupCode: string, contactCode: string | null = null): Promise<GroupTaskRow[]> {
      const result = await db.execute<{
        id: number;
        edu_titulo: string;
        edu_tema: string | null;
        edu_fechafinmax: string;
        edu_horafinmax: string;
        serie: string | null;
        delivery_id: number | null;
        intentos: number | null;
        delivered_ms: number | string | null;
        edu_calificacion: number | null;
        edu_comentario: string | null;
        is_graded: boolean | null;
      }>(sql`
        select t.id, t.edu_titulo, t.edu_tema, t.edu_fechafinmax::text as edu_fechafinmax, t.edu_horafinmax, e.edu_titulo as serie,
               td.id as delivery_id, td.intentos, (extract(epoch from td.edu_fechaentrega) * 1000)::float8 as delivered_ms,
               td.edu_calificacion, td.edu_comentario, (td.graded_at is not null) as is_graded
        from tasks t
        left join evaluation_concepts ec on ec.task_id = t.id
        left join evaluations e on e.id = ec.evaluation_id
        left join task_deliveries td on td.task_id = t.id and td.edu_codigocontacto = ${contactCode ?? ''}
        where t.edu_codigoformacion = ${groupCode}
        order by t.edu_fechafinmax, t.edu_horafinmax, t.id`);
      return result.rows.map((row) => ({
        id: Number(row.id),
        edu_titulo: row.edu_titulo,
        edu_tema: row.edu_tema,
        edu_fechafinmax: row.edu_fechafinmax,
        edu_horafinmax: row.edu_horafinmax,
        serie: row.serie,
        delivery:
          row.delivery_id === null
            ? null
            : {
                intentos: Number(row.intentos),
                edu_fechaentrega: toDate(row.delivered_ms),
                edu_calificacion: row.edu_calificacion === null ? null : Number(row.edu_calificacion),
                edu_comentario: row.edu_comentario,
                isGraded: Boolean(row.is_graded),
              },
      }));
    },

    /**
     * The group's evaluations in order, one row per concept (an evaluation without concepts: one row without one),
     * each concept with its task's last day and its scores by contact (with `contactCode`, only that student's).
     */
    async listEvaluationConcepts(groupCode: string, contactCode: string | null = null): Promise<EvaluationConceptRow[]> {
      const onlyStudent = contactCode === null ? sql`` : sql`and s.edu_codigocontacto = ${contactCode}`;
      const result = await db.execute<{
        evaluation_id: number;
        evaluation_title: string;
        concept_id: number | null;
        edu_codigoconcepto: string | null;
        edu_valor: number | null;
        task_id: number | null;
        task_deadline: string | null;
        scores: Record<string, number> | string | null;
      }>(sql`
        select e.id as evaluation_id, e.edu_titulo as evaluation_title, c.id as concept_id, c.edu_codigoconcepto, c.edu_valor,
               c.task_id, t.edu_fechafinmax::text as task_deadline,
               (select json_object_agg(s.edu_codigocontacto, s.edu_puntuacion) from evaluation_scores s
                 where s.concept_id = c.id ${onlyStudent}) as scores
        from evaluations e
        left join evaluation_concepts c on c.evaluation_id = e.id
        left join tasks t on t.id = c.task_id
        where e.edu_codigoformacion = ${groupCode}
        order by e.orden, e.id, c.orden, c.id`);
      return result.rows.map((row) => ({
        evaluationId: Number(row.evaluation_id),
        evaluationTitle: row.evaluation_title,
        conceptId: row.concept_id === null ? null : Number(row.concept_id),
        edu_codigoconcepto: row.edu_codigoconcepto,
        edu_valor: Number(row.edu_valor ?? 0),
        taskId: row.task_id === null ? null : Number(row.task_id),
        taskDeadline: row.task_deadline,
        scores: Object.fromEntries(Object.entries(fromJson(row.scores) ?? {}).map(([code, score]) => [code, Number(score)])),
      }));
    },

    /** When the student completed each event they completed (event_contacts.updated_at of a completed row), by event id. */
    async listCompletionTimes(contactCode: string): Promise<Map<number, Date>> {
      const result = await db.execute<{ event_id: number; at_ms: number | string }>(sql`
        select event_id, (extract(epoch from updated_at) * 1000)::float8 as at_ms
        from event_contacts where edu_codigocontacto = ${contactCode} and completed = 1`);
      return new Map(result.rows.map((row) => [Number(row.event_id), new Date(Number(row.at_ms))]));
    },
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
