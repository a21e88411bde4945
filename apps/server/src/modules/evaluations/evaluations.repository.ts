import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contacts,
  evaluationConcepts,
  evaluations,
  evaluationScores,
  fileUploads,
  files,
  formations,
  formationTeachers,
  taskDeliveries,
  taskReceipts,
  tasks,
} from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type DeliveryRow = typeof taskDeliveries.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A file of a delivery as the database answers it in JSON (`created_at` in PostgreSQL's text form). */
export interface DeliveryFileJson {
  id: number;
  name: string;
  file_type: string;
  size: number | null;
  created_at: string;
  /** The attempt that delivered it; null for a draft. */
  intento: number | null;
}

/** A delivery's receipt as JSON (`fecha` in PostgreSQL's text form). */
export interface ReceiptJson {
  intento: number;
  codigo: string;
  fecha: string;
  ficheros: { id: number; name: string; size: number }[];
}

/** A concept with the student's score, as JSON. */
export interface ConceptJson {
  id: number;
  edu_codigoconcepto: string;
  edu_valor: number;
  tarea_id: number | null;
  edu_puntuacion: number | null;
}

/** A task with one student's delivery (if any), the evaluation it scores and the delivery's files. */
export interface TaskWithDelivery {
  task: TaskRow;
  delivery: DeliveryRow | null;
  evaluationId: number | null;
  serie: string | null;
  files: DeliveryFileJson[];
  receipts: ReceiptJson[];
}

/** A delivery as the teachers of its group see it. */
export interface TeacherDeliveryRow {
  delivery: DeliveryRow;
  task: TaskRow;
  groupName: string;
  student: { code: string; fullname: string; foto: string | null };
  serie: string | null;
  files: DeliveryFileJson[];
}

/**
 * The files of the delivery `deliveryId` refers to, oldest first, as one JSON array (a correlated subquery): those
 * its last attempt handed in and, for the student (`withDrafts`), the draft files not delivered yet (issue 29).
 */
const filesOf = (deliveryId: SQL | typeof taskDeliveries.id, withDrafts: boolean) =>
  sql<DeliveryFileJson[]>`coalesce((
    select json_agg(json_build_object('id', f.id, 'name', f.name, 'file_type', f.file_type, 'size', f.size_bytes, 'created_at', f.created_at, 'intento', u.task_attempt) order by f.created_at asc, f.id asc)
    from ${fileUploads} u inner join ${files} f on f.id = u.file_id
    where u.task_delivery_id = ${deliveryId} and (u.task_attempt = ${taskDeliveries.intentos}${withDrafts ? sql` or u.task_attempt is null` : sql``})), '[]'::json)`;

/** The receipts of a delivery, first attempt first (issue 29). */
const receiptsOf = sql<ReceiptJson[]>`coalesce((
    select json_agg(json_build_object('intento', r.intento, 'codigo', r.codigo, 'fecha', r.delivered_at, 'ficheros', r.ficheros) order by r.intento asc)
    from ${taskReceipts} r where r.task_delivery_id = ${taskDeliveries.id}), '[]'::json)`;

const groupsPlaceholder = (column: typeof tasks.edu_codigoformacion | typeof evaluations.edu_codigoformacion) =>
  sql`${column} = any(${sql.placeholder('groups')}::text[])`;

/**
 * Evaluations, tasks and deliveries (issue 14). Every list is one statement whatever the number of groups,
 * tasks, concepts or files (children folded in with json_agg), built once as prepared statements.
 */
export function createEvaluationsRepository(db: Database) {
  // The outer row's id written out in full: in a one-table select Drizzle leaves columns unqualified, and a bare
  // "id" inside the subquery would be the concept's.
  const conceptsOf = sql<ConceptJson[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'edu_codigoconcepto', c.edu_codigoconcepto, 'edu_valor', c.edu_valor, 'tarea_id', c.task_id, 'edu_puntuacion', s.edu_puntuacion) order by c.orden asc, c.id asc)
    from ${evaluationConcepts} c
    left join ${evaluationScores} s on s.concept_id = c.id and s.edu_codigocontacto = ${sql.placeholder('contact')}
    where c.evaluation_id = "evaluations"."id"), '[]'::json)`;
  const evaluationsSelect = () => db.select({ evaluation: evaluations, concepts: conceptsOf }).from(evaluations);
  const evaluationsOfGroups = evaluationsSelect()
    .where(groupsPlaceholder(evaluations.edu_codigoformacion))
    .orderBy(asc(evaluations.edu_codigoformacion), asc(evaluations.orden), asc(evaluations.id))
    .prepare('evaluations_of_groups');
  const evaluationById = evaluationsSelect()
    .where(eq(evaluations.id, sql.placeholder('id')))
    .prepare('evaluations_by_id');

  const tasksSelect = () =>
    db
      .select({
        task: tasks,
        delivery: taskDeliveries,
        evaluationId: evaluations.id,
        serie: evaluations.edu_titulo,
        files: filesOf(taskDeliveries.id, true),
        receipts: receiptsOf,
      })
      .from(tasks)
      .leftJoin(taskDeliveries, and(eq(taskDeliveries.task_id, tasks.id), eq(taskDeliveries.edu_codigocontacto, sql.placeholder('contact'))))
      .leftJoin(evaluationConcepts, eq(evaluationConcepts.task_id, tasks.id))
      .leftJoin(evaluations, eq(evaluations.id, evaluationConcepts.evaluation_id));
  const tasksOfGroups = tasksSelect()
    .where(groupsPlaceholder(tasks.edu_codigoformacion))
    .orderBy(asc(tasks.edu_fechafinmax), asc(tasks.edu_horafinmax), asc(tasks.id))
    .prepare('evaluations_tasks_of_groups');
  const taskById = tasksSelect()
    .where(eq(tasks.id, sql.placeholder('taskId')))
    .limit(1)
    .prepare('evaluations_task_by_id');

  // Deliveries the teachers see: delivered at least once ('Entregar') or graded; ungraded first, newest delivery first.
  const teacherSelect = () =>
    db
      .select({
        delivery: taskDeliveries,
        task: tasks,
        groupName: formations.edu_formacion,
        student: { code: contacts.edu_codigocontacto, fullname: contacts.fullname, foto: contacts.foto },
        serie: evaluations.edu_titulo,
        files: filesOf(taskDeliveries.id, false),
      })
      .from(taskDeliveries)
      .innerJoin(tasks, eq(tasks.id, taskDeliveries.task_id))
      .innerJoin(formations, eq(formations.edu_codigoformacion, tasks.edu_codigoformacion))
      .innerJoin(contacts, eq(contacts.edu_codigocontacto, taskDeliveries.edu_codigocontacto))
      .leftJoin(evaluationConcepts, eq(evaluationConcepts.task_id, tasks.id))
      .leftJoin(evaluations, eq(evaluations.id, evaluationConcepts.evaluation_id));
  const estado = sql.placeholder('estado');
  const teacherDeliveries = teacherSelect()
    .where(
      and(
        groupsPlaceholder(tasks.edu_codigoformacion),
        sql`(${taskDeliveries.graded_at} is not null or ${taskDeliveries.intentos} > 0)`,
        sql`(${estado}::text = '' or (${estado}::text = 'Entregada' and ${taskDeliveries.graded_at} is null) or (${estado}::text = 'Corregida' and ${taskDeliveries.graded_at} is not null))`,
      ),
    )
    .orderBy(sql`${taskDeliveries.graded_at} is not null`, desc(taskDeliveries.edu_fechaentrega), desc(taskDeliveries.id))
    .prepare('evaluations_teacher_deliveries');
  const teacherDeliveryById = teacherSelect()
    .where(eq(taskDeliveries.id, sql.placeholder('id')))
    .limit(1)
    .prepare('evaluations_teacher_delivery_by_id');

  const groupNames = db
    .select({ code: formations.edu_codigoformacion, name: formations.edu_formacion })
    .from(formations)
    .where(sql`${formations.edu_codigoformacion} = any(${sql.placeholder('groups')}::text[])`)
    .orderBy(asc(formations.edu_formacion), asc(formations.edu_codigoformacion))
    .prepare('evaluations_group_names');
  const groupTeachers = db
    .select({ code: formationTeachers.edu_codigocontacto })
    .from(formationTeachers)
    .where(eq(formationTeachers.edu_codigoformacion, sql.placeholder('group')))
    .prepare('evaluations_group_teachers');

  return {
    /** A student's evaluations of these groups with their own concept scores (one statement). */
    listEvaluations: (groupCodes: readonly string[], contactCode: string) => evaluationsOfGroups.execute({ groups: [...groupCodes], contact: contactCode }),

    /** One evaluation with a student's scores. */
    async findEvaluation(id: number, contactCode: string) {
      const [row] = await evaluationById.execute({ id, contact: contactCode });
      return row ?? null;
    },

    /** The tasks of these groups with the student's delivery and its files (one statement). */
    listTasks: (groupCodes: readonly string[], contactCode: string): Promise<TaskWithDelivery[]> =>
      tasksOfGroups.execute({ groups: [...groupCodes], contact: contactCode }),

    /** One task with the student's delivery and its files. */
    async findTask(taskId: number, contactCode: string): Promise<TaskWithDelivery | null> {
      const [row] = await taskById.execute({ taskId, contact: contactCode });
      return row ?? null;
    },

    /** Deliveries (handed in or graded) of these groups, optionally only ungraded ('Entregada') or graded ('Corregida'). */
    listTeacherDeliveries: (groupCodes: readonly string[], state: 'Entregada' | 'Corregida' | undefined): Promise<TeacherDeliveryRow[]> =>
      teacherDeliveries.execute({ groups: [...groupCodes], estado: state ?? '' }),

    async findTeacherDelivery(deliveryId: number): Promise<TeacherDeliveryRow | null> {
      const [row] = await teacherDeliveryById.execute({ id: deliveryId });
      return row ?? null;
    },

    /** Names of groups, by name (the teacher's filter). */
    listGroupNames: (groupCodes: readonly string[]) => groupNames.execute({ groups: [...groupCodes] }),

    /** Who teaches a group (they are told of its deliveries). */
    async listGroupTeachers(groupCode: string): Promise<string[]> {
      return (await groupTeachers.execute({ group: groupCode })).map((row) => row.code);
    },

    /** Runs `work` in one transaction: everything it writes commits together or not at all. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /**
     * The student's delivery a draft file goes into, created by the first upload (no attempt used: issue 29), with
     * the number of draft files it holds. The row stays locked until the transaction ends, so two uploads at once
     * count each other's drafts. Null once graded.
     */
    async openDraft(tx: Transaction, input: { taskId: number; contactCode: string; at: Date }): Promise<{ delivery: DeliveryRow; draftCount: number } | null> {
      const [delivery] = await tx
        .insert(taskDeliveries)
        .values({ task_id: input.taskId, edu_codigocontacto: input.contactCode, intentos: 0, created_at: input.at })
        .onConflictDoUpdate({
          target: [taskDeliveries.task_id, taskDeliveries.edu_codigocontacto],
          // A no-op write that takes the row's lock.
          set: { task_id: sql`excluded.task_id` },
          setWhere: isNull(taskDeliveries.graded_at),
        })
        .returning();
      if (!delivery) return null;
      const [count] = await tx
        .select({ value: sql<number>`count(*)::int` })
        .from(fileUploads)
        .where(and(eq(fileUploads.task_delivery_id, delivery.id), isNull(fileUploads.task_attempt)));
      return { delivery, draftCount: count?.value ?? 0 };
    },

    /**
     * 'Entregar' (issue 29): one attempt more, only if it is the attempt the student confirmed, attempts remain and
     * it is not graded; the draft files become the attempt's, and its receipt lists them. Null when the delivery
     * changed meanwhile (or was graded); 'empty' when there was no draft file (nothing is written then).
     */
    async deliverDraft(
      tx: Transaction,
      input: { taskId: number; contactCode: string; attempt: number; maxAttempts: number; code: string; at: Date },
    ): Promise<{ delivery: DeliveryRow; receipt: ReceiptJson } | 'empty' | null> {
      const [delivery] = await tx
        .update(taskDeliveries)
        .set({ intentos: input.attempt, edu_fechaentrega: input.at })
        .where(
          and(
            eq(taskDeliveries.task_id, input.taskId),
            eq(taskDeliveries.edu_codigocontacto, input.contactCode),
            eq(taskDeliveries.intentos, input.attempt - 1),
            lt(taskDeliveries.intentos, input.maxAttempts),
            isNull(taskDeliveries.graded_at),
          ),
        )
        .returning();
      if (!delivery) return null;
      const handedIn = await tx
        .update(fileUploads)
        .set({ task_attempt: input.attempt })
        .where(and(eq(fileUploads.task_delivery_id, delivery.id), isNull(fileUploads.task_attempt)))
        .returning({ id: fileUploads.file_id });
      if (handedIn.length === 0) return 'empty';
      const ficheros = await tx
        .select({ id: files.id, name: files.name, size: sql<number>`coalesce(${files.size_bytes}, 0)::int` })
        .from(files)
        .where(
          inArray(
            files.id,
            handedIn.map((row) => row.id),
          ),
        )
        .orderBy(asc(files.created_at), asc(files.id));
      await tx.insert(taskReceipts).values({ task_delivery_id: delivery.id, intento: input.attempt, codigo: input.code, delivered_at: input.at, ficheros });
      return { delivery, receipt: { intento: input.attempt, codigo: input.code, fecha: input.at.toISOString(), ficheros } };
    },

    /**
     * Grades a delivery and, when a concept is scored by this task, writes the student's score in it with the
     * same grade, in one transaction. Answers the delivery as it is now.
     */
    async gradeDelivery(
      input: {
        deliveryId: number;
        taskId: number;
        contactCode: string;
        grade: number;
        comment: string | null;
        graderCode: string;
        at: Date;
      },
      record?: (tx: Transaction, graded: { studentFullname: string }) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [delivery] = await tx
          .update(taskDeliveries)
          .set({ edu_calificacion: input.grade, edu_comentario: input.comment, graded_at: input.at, graded_by: input.graderCode })
          .where(eq(taskDeliveries.id, input.deliveryId))
          .returning({
            ...getTableColumns(taskDeliveries),
            // Who is graded, named in the audit log's summary (issue 31).
            studentFullname: sql<string>`(select c.fullname from ${contacts} c where c.edu_codigocontacto = ${input.contactCode})`,
          });
        await tx.execute(sql`
          insert into ${evaluationScores} (concept_id, edu_codigocontacto, edu_puntuacion, updated_at)
          select c.id, ${input.contactCode}, ${input.grade}, ${input.at.toISOString()}::timestamptz from ${evaluationConcepts} c where c.task_id = ${input.taskId}
          on conflict (concept_id, edu_codigocontacto) do update set edu_puntuacion = excluded.edu_puntuacion, updated_at = excluded.updated_at`);
        // The audit log's entry commits with the grade, or neither does.
        if (record) await record(tx, { studentFullname: delivery!.studentFullname });
        return delivery!;
      });
    },
  };
}

export type EvaluationsRepository = ReturnType<typeof createEvaluationsRepository>;
export type EvaluationsTransaction = Transaction;
