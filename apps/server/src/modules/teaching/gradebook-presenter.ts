import { buildGradebookCell, computeGradebookAverages, computeTermGrade, type Gradebook, type GradebookEvaluation, isTaskPastDeadline } from '@campus/contract';
import type { GradebookData, GradebookDeliveryRow } from './gradebook.repository';

const keyOf = (taskId: number, contactCode: string) => `${taskId}:${contactCode}`;

/**
 * The gradebook answer from the group's rows: a cell per student and task (the contract's cell rule), a term grade
 * per student and evaluation (the contract's weighted rule), and the columns' averages. Joined in memory by key:
 * linear in the number of cells, whatever the order the rows came in.
 */
export function toGradebook(data: GradebookData, now: Date): Gradebook {
  const deliveries = new Map<string, GradebookDeliveryRow>(data.deliveries.map((row) => [keyOf(row.taskId, row.contactCode), row]));
  const scoresByStudent = new Map<string, Map<number, number>>();
  for (const row of data.scores) {
    let scores = scoresByStudent.get(row.contactCode);
    if (!scores) scoresByStudent.set(row.contactCode, (scores = new Map()));
    scores.set(row.conceptId, Number(row.score));
  }
  const tareas = data.tasks.map(({ task, evaluationId }) => ({
    id: task.id,
    edu_titulo: task.edu_titulo,
    edu_tema: task.edu_tema,
    edu_fechafinmax: task.edu_fechafinmax,
    edu_horafinmax: task.edu_horafinmax,
    edu_oportunidades: task.edu_oportunidades,
    evaluacion_id: evaluationId,
    cerrada: isTaskPastDeadline(task, now),
  }));
  const evaluaciones: GradebookEvaluation[] = data.evaluations.map((row) => ({
    id: row.id,
    edu_titulo: row.title,
    conceptos: row.concepts.map((concept) => ({ ...concept, edu_valor: Number(concept.edu_valor) })),
  }));
  const noScores = new Map<number, number>();
  const alumnos = data.students.map((student) => ({
    alumno: { edu_codigocontacto: student.code, fullname: student.fullname, emailaddress1: student.email, foto_url: student.foto },
    celdas: tareas.map((task) => {
      const delivery = deliveries.get(keyOf(task.id, student.code)) ?? null;
      const files = (delivery?.files ?? []).map((file) => ({ id: file.id, name: file.name, size: Number(file.size ?? 0) }));
      return buildGradebookCell(task, delivery, files, now);
    }),
    notas: evaluaciones.map((evaluation) => computeTermGrade(evaluation, scoresByStudent.get(student.code) ?? noScores)),
  }));
  return {
    grupo: {
      edu_codigoformacion: data.group.code,
      edu_formacion: data.group.name,
      formacion_padre: data.group.parent,
      formacion: { edu_codigoformacion: data.group.parent ?? data.group.code, edu_formacion: data.group.parentName ?? data.group.name },
    },
    tareas,
    evaluaciones,
    alumnos,
    medias: computeGradebookAverages(tareas, evaluaciones, alumnos),
  };
}
