import type { Gradebook } from '@campus/contract';
import { useId, useState } from 'react';
import { formatAcademyDay } from '../../lib/academy-date';
import styles from './gradebook.module.css';
import { GradebookStatePill } from './gradebook-state-pill';
import { fillText, gradebookTexts as t, showGrade } from './gradebook-texts';

interface GradebookListProps {
  gradebook: Gradebook;
  focusTaskId: number | null;
  onOpenCell: (rowIndex: number, taskIndex: number) => void;
}

/**
 * The gradebook on a phone: one column at a time (a task, or an evaluation's term grades) chosen in a picker,
 * as a list of students; a task's student opens the same grading dialog as the grid's cell.
 */
export function GradebookList({ gradebook, focusTaskId, onOpenCell }: GradebookListProps) {
  const pickerId = useId();
  const { tareas, evaluaciones, alumnos, medias } = gradebook;
  // The named task, else the first with deliveries to grade, else the first task.
  const initial = tareas.find((task) => task.id === focusTaskId) ?? tareas.find((_task, index) => (medias.tareas[index]?.por_corregir ?? 0) > 0) ?? tareas[0];
  const [choice, setChoice] = useState(initial ? `tarea:${initial.id}` : evaluaciones[0] ? `evaluacion:${evaluaciones[0].id}` : '');
  const [kind, idText] = choice.split(':');
  const id = Number(idText);
  const taskIndex = kind === 'tarea' ? tareas.findIndex((task) => task.id === id) : -1;
  const evaluationIndex = kind === 'evaluacion' ? evaluaciones.findIndex((evaluation) => evaluation.id === id) : -1;
  const average = taskIndex >= 0 ? medias.tareas[taskIndex]?.media : medias.evaluaciones[evaluationIndex]?.media;

  return (
    <div className={styles.listView}>
      <div className={styles.picker}>
        <label htmlFor={pickerId} className={styles.pickerLabel}>
          {t.column}
        </label>
        <select id={pickerId} className={styles.select} value={choice} onChange={(event) => setChoice(event.target.value)}>
          {tareas.map((task) => (
            <option key={task.id} value={`tarea:${task.id}`}>
              {task.edu_titulo} · {formatAcademyDay(task.edu_fechafinmax, 'd MMM')}
            </option>
          ))}
          {evaluaciones.map((evaluation) => (
            <option key={evaluation.id} value={`evaluacion:${evaluation.id}`}>
              {evaluation.edu_titulo} · {t.termGrade}
            </option>
          ))}
        </select>
        <p className={styles.muted}>
          {t.average}: {showGrade(average)}
        </p>
      </div>
      <ul className={styles.studentList}>
        {alumnos.map((row, rowIndex) => {
          const cell = taskIndex >= 0 ? row.celdas[taskIndex] : undefined;
          const grade = evaluationIndex >= 0 ? row.notas[evaluationIndex] : undefined;
          return (
            <li key={row.alumno.edu_codigocontacto} className={styles.studentItem}>
              {cell ? (
                <button type="button" className={styles.studentButton} onClick={() => onOpenCell(rowIndex, taskIndex)}>
                  <span className={styles.studentName}>{row.alumno.fullname}</span>
                  <span className={styles.studentState}>
                    {cell.estado === 'Corregida' ? <span className={styles.grade}>{showGrade(cell.edu_calificacion)}</span> : null}
                    <GradebookStatePill cell={cell} />
                  </span>
                </button>
              ) : (
                <div className={styles.studentButton}>
                  <span className={styles.studentName}>{row.alumno.fullname}</span>
                  {grade?.edu_calificacion === null || grade === undefined ? (
                    <span className={styles.ungraded}>
                      {t.ungraded}
                      {grade?.obtenida != null ? <span className={styles.earned}>{fillText(t.earned, { earned: showGrade(grade.obtenida) })}</span> : null}
                    </span>
                  ) : (
                    <span className={styles.grade}>{showGrade(grade.edu_calificacion)}</span>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
