import type { Database } from '../client';
import { evaluationConcepts, evaluations, evaluationScores } from '../schema';
import { demoContactCodes as C } from './accounts';
import { classmateProfiles } from './classmates';
import type { DemoClock } from './dates';
import { demoGroupMembers } from './enrolments';
import { demoGroupCodes as G } from './formations';
import type { SeededTasks } from './tasks';

/**
 * Evaluations of the demo student's groups (issue 14) with weighted concepts. A concept with a task is scored
 * by that task's grade (seed/tasks.ts), as grading a delivery does; the other concepts (exams, participation,
 * workshop practice) carry the teacher's score once the thing has happened.
 */

interface ConceptPlan {
  name: string;
  weight: number;
  /** The task that scores the concept. */
  task?: string;
  /** Scored for every student (the exam or the practice has taken place); otherwise left without a score. */
  scored?: boolean;
  /** The demo student's score of a scored concept without a task. */
  lucia?: number;
}

export interface EvaluationPlan {
  group: string;
  title: string;
  /** Task concepts not handed in get a 0 ('no presentado') only when the evaluation is closed. */
  closed: boolean;
  concepts: ConceptPlan[];
  /** Day (from today) the teacher set it up; 140 days ago by default. */
  createdOn?: number;
}

/** Evaluations of the demo academy; the weights of each add up to 100. */
export const evaluationPlans: readonly EvaluationPlan[] = [
  {
    group: G.dawA,
    title: '1.ª evaluación',
    closed: true,
    concepts: [
      { name: 'Examen parcial: Lenguajes de marcas', weight: 30, scored: true, lucia: 7.5 },
      { name: 'Examen parcial: Sistemas informáticos', weight: 20, scored: true, lucia: 8 },
      { name: 'Práctica 1: página personal en HTML semántico', weight: 15, task: 'Tarea: página personal en HTML semántico' },
      { name: 'Práctica 2: hoja de estilos con variables CSS', weight: 15, task: 'Tarea: hoja de estilos con variables CSS' },
      { name: 'Práctica 3: galería adaptable con Flexbox', weight: 10, task: 'Tarea: galería adaptable con Flexbox' },
      { name: 'Participación', weight: 10, scored: true, lucia: 10 },
    ],
  },
  {
    group: G.dawA,
    title: '2.ª evaluación',
    closed: false,
    concepts: [
      { name: 'Práctica 4: calculadora en JavaScript', weight: 8, task: 'Tarea: calculadora en JavaScript' },
      { name: 'Práctica 5: transformación de datos con arrays', weight: 8, task: 'Tarea: transformación de datos con arrays' },
      { name: 'Práctica 6: lista de tareas con el DOM', weight: 8, task: 'Tarea: lista de tareas con el DOM' },
      { name: 'Práctica 7: formulario de registro accesible', weight: 8, task: 'Tarea: formulario de registro accesible' },
      { name: 'Práctica 8: cliente del tiempo con fetch', weight: 8, task: 'Tarea: cliente del tiempo con fetch' },
      { name: 'Práctica 9: tipado del cliente en TypeScript', weight: 8, task: 'Tarea: tipado del cliente en TypeScript' },
      { name: 'Práctica 10: catálogo de productos en React', weight: 8, task: 'Tarea: catálogo de productos en React' },
      { name: 'Práctica 11: rutas y carga de datos', weight: 9, task: 'Tarea: rutas y carga de datos' },
      { name: 'Examen: Bases de datos', weight: 25 },
      { name: 'Participación', weight: 10 },
    ],
  },
  {
    group: G.dawA,
    title: '3.ª evaluación',
    closed: false,
    concepts: [
      { name: 'Práctica 12: pruebas de componentes', weight: 10, task: 'Tarea: pruebas de componentes' },
      { name: 'Práctica 13: modelo de datos del proyecto', weight: 10, task: 'Tarea: modelo de datos del proyecto' },
      { name: 'Práctica 14: API de reservas con autenticación', weight: 10, task: 'Tarea: API de reservas con autenticación' },
      { name: 'Práctica 15: auditoría de rendimiento y accesibilidad', weight: 10, task: 'Tarea: auditoría de rendimiento y accesibilidad' },
      { name: 'Proyecto intermodular: memoria', weight: 20, task: 'Tarea: memoria del proyecto intermodular' },
      { name: 'Examen final: Desarrollo web en entorno servidor', weight: 20 },
      { name: 'Examen final: Desarrollo web en entorno cliente', weight: 20 },
    ],
  },
  {
    group: G.nursingA,
    title: '1.ª evaluación',
    closed: false,
    concepts: [
      { name: 'Examen de la Unidad 1', weight: 40 },
      { name: 'Tarea: protocolo de higiene de manos', weight: 15, task: 'Tarea: protocolo de higiene de manos' },
      { name: 'Tarea: plan de cuidados de un paciente encamado', weight: 15, task: 'Tarea: plan de cuidados de un paciente encamado' },
      { name: 'Práctica en el aula taller: cama ocupada', weight: 20, scored: true, lucia: 9 },
      { name: 'Participación en las clases en directo', weight: 10, scored: true, lucia: 8 },
    ],
  },
  {
    group: G.examsB,
    title: 'Bloque I: Constitución y organización del Estado',
    closed: false,
    concepts: [
      { name: 'Test: Constitución Española (Bloque I)', weight: 30 },
      { name: 'Esquema del Título I de la Constitución', weight: 20, task: 'Tarea: esquema del Título I de la Constitución' },
      { name: 'Supuesto práctico de Excel', weight: 20, task: 'Tarea: supuesto práctico de Excel' },
      { name: 'Simulacro de examen: primer bloque', weight: 30 },
    ],
  },
];

/** Deterministic pseudo-random number in [0, 1) for a pair of integers (as seed/progress.ts). */
function score(a: number, b: number): number {
  const h = (Math.imul(a, 2654435761) ^ Math.imul(b + 1, 40503)) >>> 0;
  return ((Math.imul(h ^ (h >>> 15), 2246822519) >>> 0) % 1000) / 1000;
}

const typicalGrade = (contact: string, index: number) => classmateProfiles.find((c) => c.code === contact)?.grade ?? 5.5 + (index % 4) * 0.9;

/** Inserts the evaluations, their concepts and the students' scores, in a handful of statements. */
export async function seedEvaluations(db: Database, clock: DemoClock, seeded: SeededTasks, plans: readonly EvaluationPlan[] = evaluationPlans): Promise<void> {
  const stored = await db
    .insert(evaluations)
    .values(
      plans.map((plan, index) => ({ edu_codigoformacion: plan.group, edu_titulo: plan.title, orden: index + 1, created_at: clock.at(plan.createdOn ?? -140) })),
    )
    .returning({ id: evaluations.id });
  const conceptRows = plans.flatMap((plan, planIndex) =>
    plan.concepts.map((concept, index) => ({
      plan,
      concept,
      row: {
        evaluation_id: stored[planIndex]!.id,
        edu_codigoconcepto: concept.name,
        edu_valor: concept.weight,
        task_id: concept.task ? (seeded.taskIdByTitle.get(concept.task) ?? null) : null,
        orden: index + 1,
      },
    })),
  );
  const concepts = await db
    .insert(evaluationConcepts)
    .values(conceptRows.map((c) => c.row))
    .returning({ id: evaluationConcepts.id });

  const scores: (typeof evaluationScores.$inferInsert)[] = [];
  conceptRows.forEach(({ plan, concept, row }, conceptIndex) => {
    const members = demoGroupMembers(plan.group).filter((code) => code !== C.freemium);
    members.forEach((contact, memberIndex) => {
      // Joined 60 days ago: the first evaluation was over before he arrived.
      if (contact === 'CON-10011' && plan.closed) return;
      let value: number | undefined;
      if (row.task_id !== null) {
        const key = `${row.task_id}|${contact}`;
        value = seeded.gradeOf.get(key) ?? (plan.closed && !seeded.delivered.has(key) ? 0 : undefined);
      } else if (concept.scored) {
        const noise = score(conceptIndex + 5, memberIndex * 7 + 3);
        value = contact === C.student ? concept.lucia : Math.min(10, Math.max(0, Math.round((typicalGrade(contact, memberIndex) + (noise - 0.5) * 3) * 4) / 4));
      }
      if (value === undefined) return;
      scores.push({
        concept_id: concepts[conceptIndex]!.id,
        edu_codigocontacto: contact,
        edu_puntuacion: value,
        updated_at: clock.at(plan.closed ? -92 : -3, '19:00'),
      });
    });
  });
  if (scores.length) await db.insert(evaluationScores).values(scores);
}
