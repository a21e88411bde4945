import { describe, expect, it } from 'vitest';
import { buildGradebookCell, computeGradebookAverages, computeTermGrade, formatGradeEs, isTaskPastDeadline } from './gradebook';

const task = { id: 4, edu_fechafinmax: '2026-03-10', edu_horafinmax: '23:59' };
// 23:59 Madrid on 10 March 2026 is 22:59 UTC; the deadline minute still counts.
const beforeClose = new Date('2026-03-10T22:59:30Z');
const afterClose = new Date('2026-03-10T23:00:00Z');
const files = [{ id: 9, name: 'entrega.pdf', size: 100 }];

describe('gradebook rules', () => {
  it('tells a pending task past its deadline apart from one still open', () => {
    expect(isTaskPastDeadline(task, beforeClose)).toBe(false);
    expect(isTaskPastDeadline(task, afterClose)).toBe(true);
    expect(buildGradebookCell(task, null, [], beforeClose)).toMatchObject({ estado: 'Pendiente', fuera_de_plazo: false, intentos_usados: 0 });
    expect(buildGradebookCell(task, null, [], afterClose)).toMatchObject({ estado: 'Pendiente', fuera_de_plazo: true });
  });

  it('shows a delivery with its files, and the grade and comment only once graded', () => {
    const delivered = { intentos: 1, graded_at: null, edu_calificacion: 7, edu_comentario: 'borrador', edu_fechaentrega: '2026-03-09T10:00:00Z' };
    expect(buildGradebookCell(task, delivered, files, afterClose)).toEqual({
      tarea_id: 4,
      estado: 'Entregada',
      fuera_de_plazo: false,
      edu_calificacion: null,
      edu_comentario: null,
      edu_fechaentrega: '2026-03-09T10:00:00.000Z',
      intentos_usados: 1,
      files,
    });
    const graded = buildGradebookCell(task, { ...delivered, graded_at: new Date() }, files, afterClose);
    expect(graded).toMatchObject({ estado: 'Corregida', edu_calificacion: 7, edu_comentario: 'borrador' });
    // A draft alone is not a delivery: its files stay the student's.
    expect(buildGradebookCell(task, { ...delivered, intentos: 0 }, files, beforeClose).files).toEqual([]);
  });

  it('computes a term grade and the column averages', () => {
    const evaluation = {
      id: 1,
      conceptos: [
        { id: 10, edu_valor: 60 },
        { id: 11, edu_valor: 40 },
      ],
    };
    const open = computeTermGrade(evaluation, new Map([[10, 6]]));
    expect(open).toEqual({ evaluacion_id: 1, edu_calificacion: null, obtenida: 3.6, puntuaciones: [6, null] });
    const done = computeTermGrade(
      evaluation,
      new Map([
        [10, 6],
        [11, 8.5],
      ]),
    );
    expect(done.edu_calificacion).toBe(7);
    const cell = (estado: 'Pendiente' | 'Entregada' | 'Corregida', grade: number | null) => ({
      ...buildGradebookCell(task, null, [], beforeClose),
      estado,
      edu_calificacion: grade,
    });
    const averages = computeGradebookAverages(
      [{ id: 4 }],
      [{ id: 1 }],
      [
        { celdas: [cell('Corregida', 5)], notas: [done] },
        { celdas: [cell('Corregida', 8.25)], notas: [open] },
        { celdas: [cell('Entregada', null)], notas: [done] },
      ],
    );
    expect(averages).toEqual({ tareas: [{ tarea_id: 4, media: 6.63, por_corregir: 1 }], evaluaciones: [{ evaluacion_id: 1, media: 7 }] });
  });

  it('writes grades with a decimal comma', () => {
    expect(formatGradeEs(7.5)).toBe('7,5');
    expect(formatGradeEs(10)).toBe('10');
  });
});
