import { computeGradebookAverages, type GradebookAnswer, type GradebookCellChange } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { gradebookQueryKey } from './api/get-gradebook';

/**
 * The gradebook's one cache writer: a cell that changed (a student delivered, someone graded) replaces that
 * student's cell and, when given, their term grade; the averages are computed again by the contract's rule,
 * as the server computes them. A student or task the cached gradebook does not show leaves it as it is.
 */
export function writeGradebookChange(queryClient: QueryClient, change: GradebookCellChange): void {
  queryClient.setQueryData<GradebookAnswer>(gradebookQueryKey(change.edu_codigoformacion), (answer) => {
    if (!answer) return answer;
    const { data } = answer;
    const column = data.tareas.findIndex((task) => task.id === change.celda.tarea_id);
    const rowIndex = data.alumnos.findIndex((row) => row.alumno.edu_codigocontacto === change.edu_codigocontacto);
    if (column === -1 || rowIndex === -1) return answer;
    const alumnos = data.alumnos.map((row, index) => {
      if (index !== rowIndex) return row;
      const celdas = row.celdas.map((cell, cellIndex) => (cellIndex === column ? change.celda : cell));
      const nota = change.nota;
      const notas = nota ? row.notas.map((grade) => (grade.evaluacion_id === nota.evaluacion_id ? nota : grade)) : row.notas;
      return { ...row, celdas, notas };
    });
    return { ...answer, data: { ...data, alumnos, medias: computeGradebookAverages(data.tareas, data.evaluaciones, alumnos) } };
  });
}
