import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contacts, eventContacts, eventOrganizers, events, formations, formationTeachers, studentRequests } from '../../db/schema';

export type StudentRequestRow = typeof studentRequests.$inferSelect;

const teacher = alias(contacts, 'teacher');
const student = alias(contacts, 'student');

/** A request with the names the list shows (teacher, student, group) and the join link of its tutoría. */
export interface RequestWithNames {
  request: StudentRequestRow;
  teacherFullname: string;
  teacherFoto: string | null;
  studentFullname: string;
  groupName: string;
  joinUrl: string | null;
}

const withNamesColumns = {
  request: studentRequests,
  teacherFullname: teacher.fullname,
  teacherFoto: teacher.foto,
  studentFullname: student.fullname,
  groupName: formations.edu_formacion,
  joinUrl: events.join_url,
};

/** The tutoría an approval creates: a private event of the teacher (organizer) and the student (invited). */
export interface NewTutoring {
  title: string;
  description: string;
  day: string;
  startHour: string;
  endHour: string;
  start: Date;
  end: Date;
  /** Null when the session is held in a place (issue 30). */
  joinUrl: string | null;
  teacherCode: string;
  studentCode: string;
  at: Date;
}

/** Data access of tutoring requests: every list and look-up is one statement. */
export function createRequestsRepository(db: Database) {
  const selectWithNames = () =>
    db
      .select(withNamesColumns)
      .from(studentRequests)
      .innerJoin(teacher, eq(teacher.edu_codigocontacto, studentRequests.teacher_code))
      .innerJoin(student, eq(student.edu_codigocontacto, studentRequests.student_code))
      .innerJoin(formations, eq(formations.edu_codigoformacion, studentRequests.group_code))
      .leftJoin(events, eq(events.id, studentRequests.event_id));

  const byStudent = selectWithNames()
    .where(eq(studentRequests.student_code, sql.placeholder('code')))
    .orderBy(desc(studentRequests.created_at), desc(studentRequests.id))
    .prepare('requests_by_student');
  const byTeacher = selectWithNames()
    .where(eq(studentRequests.teacher_code, sql.placeholder('code')))
    .orderBy(desc(studentRequests.created_at), desc(studentRequests.id))
    .prepare('requests_by_teacher');
  const byId = selectWithNames()
    .where(eq(studentRequests.id, sql.placeholder('id')))
    .limit(1)
    .prepare('requests_by_id');

  // The teacher as a teacher of the group, and the student's name, in one statement.
  const teacherOfGroup = db
    .select({
      teacherFullname: contacts.fullname,
      teacherFoto: contacts.foto,
      studentFullname: sql<string>`coalesce((select s.fullname from contacts s where s.edu_codigocontacto = ${sql.placeholder('student')}), '')`,
    })
    .from(formationTeachers)
    .innerJoin(contacts, eq(contacts.edu_codigocontacto, formationTeachers.edu_codigocontacto))
    .where(and(eq(formationTeachers.edu_codigoformacion, sql.placeholder('group')), eq(formationTeachers.edu_codigocontacto, sql.placeholder('teacher'))))
    .limit(1)
    .prepare('requests_teacher_of_group');

  return {
    /** The student's requests, newest first. */
    listByStudent: (studentCode: string): Promise<RequestWithNames[]> => byStudent.execute({ code: studentCode }),

    /** The requests addressed to a teacher, newest first. */
    listByTeacher: (teacherCode: string): Promise<RequestWithNames[]> => byTeacher.execute({ code: teacherCode }),

    async findById(id: number): Promise<RequestWithNames | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    /** The teacher's name and photo when they teach the group (with the student's name), otherwise null. */
    async findGroupTeacher(
      groupCode: string,
      teacherCode: string,
      studentCode: string,
    ): Promise<{ teacherFullname: string; teacherFoto: string | null; studentFullname: string } | null> {
      const [row] = await teacherOfGroup.execute({ group: groupCode, teacher: teacherCode, student: studentCode });
      return row ?? null;
    },

    async insert(values: typeof studentRequests.$inferInsert): Promise<StudentRequestRow> {
      const [row] = await db.insert(studentRequests).values(values).returning();
      return row!;
    },

    /**
     * Decides a pending request in one transaction: the status changes only while it is still pending (two
     * clicks, two tabs: only the first wins, the other gets null), and an approval creates its tutoría with
     * the teacher as organizer and the student invited, linked from the request.
     */
    async decide(
      id: number,
      decision: { status: 'aprobado' | 'rechazado'; response: string | null; location: string | null; at: Date },
      tutoring: NewTutoring | null,
      record?: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<void>,
    ): Promise<{ request: StudentRequestRow; event: typeof events.$inferSelect | null } | null> {
      return db.transaction(async (tx) => {
        const [decided] = await tx
          .update(studentRequests)
          .set({ status: decision.status, response: decision.response, location: decision.location, decided_at: decision.at })
          .where(and(eq(studentRequests.id, id), eq(studentRequests.status, 'pendiente')))
          .returning();
        if (!decided) return null;
        // The audit log's entry (issue 31) commits with the decision, or neither does.
        if (record) await record(tx);
        if (!tutoring) return { request: decided, event: null };
        const [event] = await tx
          .insert(events)
          .values({
            title: tutoring.title,
            description: tutoring.description,
            event_type: 'tutorias',
            event_date: tutoring.day,
            start_date: tutoring.start,
            end_date: tutoring.end,
            start_hour: tutoring.startHour,
            end_hour: tutoring.endHour,
            join_url: tutoring.joinUrl,
            no_fechar: 1,
            created_at: tutoring.at,
            updated_at: tutoring.at,
          })
          .returning();
        await tx.insert(eventOrganizers).values({ event_id: event!.id, edu_codigocontacto: tutoring.teacherCode });
        await tx.insert(eventContacts).values({ event_id: event!.id, edu_codigocontacto: tutoring.studentCode, updated_at: tutoring.at });
        const [linked] = await tx.update(studentRequests).set({ event_id: event!.id }).where(eq(studentRequests.id, id)).returning();
        return { request: linked!, event: event! };
      });
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
