import {
  buildGradebookCell,
  computeEvaluationGrade,
  computeTermGrade,
  type GradebookCellChange,
  type Evaluation,
  getTaskState,
  roundTo2,
  type Task,
  type TaskFile,
  type TaskReceipt,
  type TeacherDelivery,
  texts,
} from '@campus/contract';
import type { ConceptJson, DeliveryFileJson, ReceiptJson, TaskWithDelivery, TeacherDeliveryRow } from './evaluations.repository';

/** An instant the database wrote into JSON (PostgreSQL's text form) as the ISO string the contract carries. */
const toIso = (value: string | Date) => new Date(value).toISOString();

export function toTaskFile(file: DeliveryFileJson): TaskFile {
  return { id: file.id, name: file.name, file_type: file.file_type, size: Number(file.size ?? 0), created_at: toIso(file.created_at), intento: file.intento };
}

/** A delivery's receipt (issue 29). */
export function toTaskReceipt(receipt: ReceiptJson): TaskReceipt {
  return { intento: receipt.intento, codigo: receipt.codigo, fecha: toIso(receipt.fecha), ficheros: receipt.ficheros };
}

/** A task with the student's delivery folded in; its state from the contract's one rule. */
export function toTask(row: TaskWithDelivery): Task {
  const { task, delivery } = row;
  const isGraded = delivery?.graded_at != null;
  return {
    id: task.id,
    edu_titulo: task.edu_titulo,
    edu_tema: task.edu_tema,
    edu_descripcion: task.edu_descripcion,
    edu_fechafinmax: task.edu_fechafinmax,
    edu_horafinmax: task.edu_horafinmax,
    edu_calificacion: isGraded ? (delivery?.edu_calificacion ?? null) : null,
    edu_comentario: isGraded ? (delivery?.edu_comentario ?? null) : null,
    edu_oportunidades: task.edu_oportunidades,
    intentos_usados: delivery?.intentos ?? 0,
    edu_serieevaluacion: row.serie,
    edu_fechaentrega: delivery?.edu_fechaentrega ? delivery.edu_fechaentrega.toISOString() : null,
    event_id: task.event_id,
    edu_codigoformacion: task.edu_codigoformacion,
    estado: getTaskState({ isGraded, attemptsUsed: delivery?.intentos ?? 0 }),
    files: row.files.map(toTaskFile),
    recibos: row.receipts.map(toTaskReceipt),
  };
}

/** An evaluation with the student's scores; its grade computed by the contract's rule, never stored. */
export function toEvaluation(row: { evaluation: { id: number; edu_titulo: string; edu_codigoformacion: string }; concepts: ConceptJson[] }): Evaluation {
  const concepts = row.concepts.map((concept) => ({
    id: concept.id,
    edu_codigoconcepto: concept.edu_codigoconcepto,
    edu_puntuacion: concept.edu_puntuacion === null ? null : Number(concept.edu_puntuacion),
    edu_valor: Number(concept.edu_valor),
    tarea_id: concept.tarea_id,
  }));
  return {
    id: row.evaluation.id,
    edu_titulo: row.evaluation.edu_titulo,
    edu_calificacion: computeEvaluationGrade(concepts),
    edu_codigoformacion: row.evaluation.edu_codigoformacion,
    edu_conceptos: concepts,
  };
}

/** A delivery as the teachers of its group see it. */
export function toTeacherDelivery(row: TeacherDeliveryRow): TeacherDelivery {
  const { delivery, task } = row;
  const isGraded = delivery.graded_at !== null;
  return {
    id: delivery.id,
    tarea: {
      id: task.id,
      edu_titulo: task.edu_titulo,
      edu_tema: task.edu_tema,
      edu_fechafinmax: task.edu_fechafinmax,
      edu_horafinmax: task.edu_horafinmax,
      edu_serieevaluacion: row.serie,
    },
    grupo: { edu_codigoformacion: task.edu_codigoformacion, edu_formacion: row.groupName },
    alumno: { edu_codigocontacto: row.student.code, fullname: row.student.fullname, foto_url: row.student.foto },
    intentos_usados: delivery.intentos,
    edu_fechaentrega: delivery.edu_fechaentrega ? delivery.edu_fechaentrega.toISOString() : null,
    edu_calificacion: isGraded ? delivery.edu_calificacion : null,
    edu_comentario: isGraded ? delivery.edu_comentario : null,
    graded_at: delivery.graded_at ? delivery.graded_at.toISOString() : null,
    estado: getTaskState({ isGraded, attemptsUsed: delivery.intentos }),
    files: row.files.map(toTaskFile),
  };
}

/** The bell's message when a task is graded: the task and the grade as Spanish readers write it (7,5). */
export function formatGradedMessage(taskTitle: string, grade: number): string {
  const shown = String(roundTo2(grade)).replace('.', ',');
  return texts.evaluations.gradedNotificationMessage.replace('{task}', taskTitle).replace('{grade}', shown);
}

/**
 * What changed in the group's gradebook (issue 30): the student's cell of this task, from the delivery as the
 * teachers see it, and their term grade of the evaluation the task scores, from that evaluation's concepts.
 */
export function toGradebookChange(
  row: TeacherDeliveryRow,
  evaluation: { evaluation: { id: number }; concepts: ConceptJson[] } | null,
  now: Date,
): GradebookCellChange {
  const files = row.files.map((file) => ({ id: file.id, name: file.name, size: Number(file.size ?? 0) }));
  const scores = new Map<number, number>();
  for (const concept of evaluation?.concepts ?? []) if (concept.edu_puntuacion !== null) scores.set(concept.id, Number(concept.edu_puntuacion));
  return {
    edu_codigoformacion: row.task.edu_codigoformacion,
    edu_codigocontacto: row.student.code,
    celda: buildGradebookCell(row.task, row.delivery, files, now),
    nota: evaluation
      ? computeTermGrade(
          { id: evaluation.evaluation.id, conceptos: evaluation.concepts.map((concept) => ({ id: concept.id, edu_valor: Number(concept.edu_valor) })) },
          scores,
        )
      : null,
  };
}
