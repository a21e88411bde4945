import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contacts,
  evaluationConcepts,
  evaluations,
  evaluationScores,
  fileUploads,
  files,
  formations,
  lineasMatricula,
  taskDeliveries,
  tasks,
} from '../../db/schema';

/** A delivered file as the database answers it in JSON. */
export interface GradebookFileJson {
  id: number;
  name: string;
  size: number | null;
}

/** A student's delivery of one of the group's tasks, with the files its last attempt handed in. */
export interface GradebookDeliveryRow {
  taskId: number;
  contactCode: string;
  intentos: number;
  graded_at: Date | null;
  edu_calificacion: number | null;
  edu_comentario: string | null;
  edu_fechaentrega: Date | null;
  files: GradebookFileJson[];
}

/** A concept of an evaluation as JSON. */
export interface GradebookConceptJson {
  id: number;
  edu_codigoconcepto: string;
  edu_valor: number;
  tarea_id: number | null;
}

const group = sql.placeholder('group');

/**
 * The gradebook of a group in six statements whatever its size (issue 30 item 4): the group, its active students,
 * its tasks, every delivery of them, its evaluations with their concepts and every concept score. Each is one
 * set-based read, prepared once; the service runs them together and joins them in memory.
 */
export function createGradebookRepository(db: Database) {
  const groupRow = db
    .select({
      code: formations.edu_codigoformacion,
      name: formations.edu_formacion,
      parent: formations.edu_principalcodigoformacion,
      // The main formation's name, for the workspace's heading (issue 30).
      // Written out: inside the subquery an unqualified column would read the alias, not the group's row.
      parentName: sql<string | null>`(select p.edu_formacion from formations p where p.edu_codigoformacion = "formations"."edu_principalcodigoformacion")`,
    })
    .from(formations)
    .where(eq(formations.edu_codigoformacion, group))
    .limit(1)
    .prepare('gradebook_group');

  // Active students (an active enrolment line of the group, an active contact), each once; free-trial visitors
  // are not graded. By surname, as a class list reads.
  const students = db
    .select({
      code: contacts.edu_codigocontacto,
      fullname: contacts.fullname,
      email: contacts.emailaddress1,
      foto: contacts.foto,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.statecode, 0),
        eq(contacts.freemium, false),
        sql`exists (select 1 from ${lineasMatricula} l where l.edu_codigoalumno = "contacts"."edu_codigocontacto" and l.edu_codigoformacion = ${group} and l.edu_activa = 0)`,
      ),
    )
    .orderBy(sql`coalesce(${contacts.lastname}, ${contacts.fullname})`, asc(contacts.firstname), asc(contacts.fullname), asc(contacts.edu_codigocontacto))
    .prepare('gradebook_students');

  const groupTasks = db
    .select({ task: tasks, evaluationId: evaluationConcepts.evaluation_id })
    .from(tasks)
    .leftJoin(evaluationConcepts, eq(evaluationConcepts.task_id, tasks.id))
    .where(eq(tasks.edu_codigoformacion, group))
    .orderBy(asc(tasks.edu_fechafinmax), asc(tasks.edu_horafinmax), asc(tasks.id))
    .prepare('gradebook_tasks');

  // Deliveries opened by a first upload; the files of the last delivered attempt only (drafts are the student's).
  const deliveries = db
    .select({
      taskId: taskDeliveries.task_id,
      contactCode: taskDeliveries.edu_codigocontacto,
      intentos: taskDeliveries.intentos,
      graded_at: taskDeliveries.graded_at,
      edu_calificacion: taskDeliveries.edu_calificacion,
      edu_comentario: taskDeliveries.edu_comentario,
      edu_fechaentrega: taskDeliveries.edu_fechaentrega,
      files: sql<GradebookFileJson[]>`coalesce((
        select json_agg(json_build_object('id', f.id, 'name', f.name, 'size', f.size_bytes) order by f.created_at asc, f.id asc)
        from ${fileUploads} u inner join ${files} f on f.id = u.file_id
        where u.task_delivery_id = ${taskDeliveries.id} and u.task_attempt = ${taskDeliveries.intentos}), '[]'::json)`,
    })
    .from(taskDeliveries)
    .innerJoin(tasks, eq(tasks.id, taskDeliveries.task_id))
    .where(eq(tasks.edu_codigoformacion, group))
    .prepare('gradebook_deliveries');

  const groupEvaluations = db
    .select({
      id: evaluations.id,
      title: evaluations.edu_titulo,
      concepts: sql<GradebookConceptJson[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'edu_codigoconcepto', c.edu_codigoconcepto, 'edu_valor', c.edu_valor, 'tarea_id', c.task_id) order by c.orden asc, c.id asc)
        from ${evaluationConcepts} c where c.evaluation_id = "evaluations"."id"), '[]'::json)`,
    })
    .from(evaluations)
    .where(eq(evaluations.edu_codigoformacion, group))
    .orderBy(asc(evaluations.orden), asc(evaluations.id))
    .prepare('gradebook_evaluations');

  const scores = db
    .select({ conceptId: evaluationScores.concept_id, contactCode: evaluationScores.edu_codigocontacto, score: evaluationScores.edu_puntuacion })
    .from(evaluationScores)
    .innerJoin(evaluationConcepts, eq(evaluationConcepts.id, evaluationScores.concept_id))
    .innerJoin(evaluations, eq(evaluations.id, evaluationConcepts.evaluation_id))
    .where(eq(evaluations.edu_codigoformacion, group))
    .prepare('gradebook_scores');

  const taskById = db
    .select({ id: tasks.id, title: tasks.edu_titulo, groupCode: tasks.edu_codigoformacion })
    .from(tasks)
    .where(eq(tasks.id, sql.placeholder('taskId')))
    .limit(1)
    .prepare('gradebook_task_by_id');

  return {
    /** Everything the gradebook of a group shows, read together (six statements); null when the group does not exist. */
    async readGradebook(groupCode: string) {
      const params = { group: groupCode };
      const [[found], studentRows, taskRows, deliveryRows, evaluationRows, scoreRows] = await Promise.all([
        groupRow.execute(params),
        students.execute(params),
        groupTasks.execute(params),
        deliveries.execute(params) as Promise<GradebookDeliveryRow[]>,
        groupEvaluations.execute(params),
        scores.execute(params),
      ]);
      if (!found) return null;
      return { group: found, students: studentRows, tasks: taskRows, deliveries: deliveryRows, evaluations: evaluationRows, scores: scoreRows };
    },

    /** A task's title and group (the notice of a delivery opens its group's gradebook at it). */
    async findTask(taskId: number) {
      const [row] = await taskById.execute({ taskId });
      return row ?? null;
    },
  };
}

export type GradebookRepository = ReturnType<typeof createGradebookRepository>;
export type GradebookData = NonNullable<Awaited<ReturnType<GradebookRepository['readGradebook']>>>;
