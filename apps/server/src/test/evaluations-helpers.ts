import { addCalendarDays, toAcademyDay } from '@campus/contract';
import type { Database } from '../db/client';
import { evaluationConcepts, evaluations, evaluationScores, formationTeachers, tasks } from '../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from './factories';
import { createSession } from './sessions';

export type Contact = Awaited<ReturnType<typeof createContact>>;

/** A Madrid day this many days from today. */
export const dayFromToday = (days: number) => addCalendarDays(toAcademyDay(new Date()), days);

/**
 * A group with its student (Lucía) and a classmate, a teacher of the group, a teacher of another group (with
 * its own student), staff and a freemium visitor enrolled in the group; each signed in.
 */
export async function createClassroom(db: Database) {
  const { parent, group } = await createFormationWithGroup(db);
  const { group: otherGroup } = await createFormationWithGroup(db);
  const [student, classmate, teacher, otherTeacher, otherStudent, staff, freemium] = await Promise.all([
    createContact(db, { fullname: 'Lucía Fernández Ortega', firstname: 'Lucía', lastname: 'Fernández Ortega' }),
    createContact(db, { fullname: 'Pablo Martín Ruiz' }),
    createContact(db, { fullname: 'Alberto Profesor Gil', edu_tipocontacto: '5' }),
    createContact(db, { fullname: 'Otra Profesora', edu_tipocontacto: '5' }),
    createContact(db, { fullname: 'Otro Alumno' }),
    createContact(db, { fullname: 'Elena Staff', edu_tipocontacto: '1,4' }),
    createContact(db, { fullname: 'Prueba Gratuita', freemium: true }),
  ]);
  await Promise.all([
    createEnrolment(db, student, group),
    createEnrolment(db, classmate, group),
    createEnrolment(db, otherStudent, otherGroup),
    createEnrolment(db, freemium, group),
  ]);
  await db.insert(formationTeachers).values([
    { edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto },
    { edu_codigoformacion: otherGroup.edu_codigoformacion, edu_codigocontacto: otherTeacher.edu_codigocontacto },
  ]);
  const people = { student, classmate, teacher, otherTeacher, otherStudent, staff, freemium };
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([name, contact]) => [name, await createSession(db, contact.edu_codigocontacto)] as const)),
  ) as Record<keyof typeof people, string>;
  return { parent, group, otherGroup, ...people, tokens };
}
export type Classroom = Awaited<ReturnType<typeof createClassroom>>;

/** A task of a group; by default open for a week with 3 attempts. */
export async function createTask(db: Database, groupCode: string, overrides: Partial<typeof tasks.$inferInsert> = {}) {
  const [task] = await db
    .insert(tasks)
    .values({
      edu_codigoformacion: groupCode,
      edu_titulo: 'Práctica 1: formularios',
      edu_tema: 'Tema 2',
      edu_fechafinmax: dayFromToday(7),
      edu_horafinmax: '23:59',
      edu_oportunidades: 3,
      ...overrides,
    })
    .returning();
  return task!;
}

/** An evaluation of a group with weighted concepts (a concept may be scored by a task) and a student's scores. */
export async function createEvaluation(
  db: Database,
  groupCode: string,
  input: { title: string; orden?: number; concepts: { name: string; weight: number; taskId?: number; scores?: Record<string, number> }[] },
) {
  const [evaluation] = await db
    .insert(evaluations)
    .values({ edu_codigoformacion: groupCode, edu_titulo: input.title, orden: input.orden ?? 0 })
    .returning();
  const concepts = await db
    .insert(evaluationConcepts)
    .values(
      input.concepts.map((concept, index) => ({
        evaluation_id: evaluation!.id,
        edu_codigoconcepto: concept.name,
        edu_valor: concept.weight,
        task_id: concept.taskId ?? null,
        orden: index,
      })),
    )
    .returning();
  const scores = input.concepts.flatMap((concept, index) =>
    Object.entries(concept.scores ?? {}).map(([code, score]) => ({ concept_id: concepts[index]!.id, edu_codigocontacto: code, edu_puntuacion: score })),
  );
  if (scores.length > 0) await db.insert(evaluationScores).values(scores);
  return { evaluation: evaluation!, concepts };
}
