import type { Gradebook } from '@campus/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatAcademyDay } from '../../lib/academy-date';
import styles from './gradebook.module.css';
import { GradebookStatePill } from './gradebook-state-pill';
import { cellStateLabel, fillText, gradebookTexts as t, showGrade } from './gradebook-texts';

interface GradebookGridProps {
  gradebook: Gradebook;
  /** The task whose column is brought into view and marked (a delivery's notice, /docencia/tareas/{id}). */
  focusTaskId: number | null;
  onOpenCell: (rowIndex: number, taskIndex: number) => void;
}

/**
 * Students × tasks with the term grades after them and the averages at the foot. The student column and the
 * header stay in view while the grid scrolls. One cell button is in the tab order at a time; the arrow keys,
 * Home and End (with Ctrl: the first and last row) move between cells, Enter opens the cell.
 */
export function GradebookGrid({ gradebook, focusTaskId, onOpenCell }: GradebookGridProps) {
  const { tareas, evaluaciones, alumnos, medias } = gradebook;
  const focusColumn = focusTaskId === null ? -1 : tareas.findIndex((task) => task.id === focusTaskId);
  const [active, setActive] = useState({ row: 0, column: Math.max(focusColumn, 0) });
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);

  // Bring the named task's column into view once, when the grid first shows it.
  useEffect(() => {
    if (focusColumn === -1) return;
    const header = tableRef.current?.querySelector<HTMLElement>(`[data-task-column="${focusColumn}"]`);
    const scroller = scrollerRef.current;
    if (!header || !scroller) return;
    // The sticky student column covers the grid's left part: scroll so the column sits just right of it.
    const stickyWidth = tableRef.current?.querySelector<HTMLElement>('thead th')?.offsetWidth ?? 0;
    // Measured on screen: a sticky header's offsetLeft is not relative to the scroller.
    const offset = header.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
    scroller.scrollLeft = Math.max(0, scroller.scrollLeft + offset - stickyWidth - 8);
  }, [focusColumn]);

  const focusCell = (row: number, column: number) => {
    const next = { row: Math.min(Math.max(row, 0), alumnos.length - 1), column: Math.min(Math.max(column, 0), tareas.length - 1) };
    setActive(next);
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.row}:${next.column}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    const moves: Record<string, [number, number] | undefined> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: event.ctrlKey ? [0, 0] : [row, 0],
      End: event.ctrlKey ? [alumnos.length - 1, tareas.length - 1] : [row, tareas.length - 1],
      PageUp: [row - 10, column],
      PageDown: [row + 10, column],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusCell(move[0], move[1]);
  };

  return (
    <div ref={scrollerRef} className={styles.scroller}>
      <table ref={tableRef} className={styles.grid} aria-label={fillText(t.gridLabel, { group: gradebook.grupo.edu_formacion })}>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              {t.student}
            </th>
            {tareas.map((task, column) => {
              const average = medias.tareas[column];
              return (
                <th
                  key={task.id}
                  scope="col"
                  data-task-column={column}
                  className={[styles.taskHeader, column === focusColumn ? styles.highlighted : undefined].filter(Boolean).join(' ')}
                >
                  <span className={styles.taskTitle} title={task.edu_titulo}>
                    {task.edu_titulo}
                  </span>
                  <span className={styles.taskMeta}>{formatAcademyDay(task.edu_fechafinmax, 'd MMM')}</span>
                  {average && average.por_corregir > 0 ? (
                    <span className={styles.toGrade}>
                      {average.por_corregir} {t.toGrade}
                    </span>
                  ) : null}
                </th>
              );
            })}
            {evaluaciones.map((evaluation) => (
              <th key={evaluation.id} scope="col" className={styles.termHeader}>
                <span className={styles.taskTitle}>{evaluation.edu_titulo}</span>
                <span className={styles.taskMeta}>{t.termGrade}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {alumnos.map((row, rowIndex) => (
            <tr key={row.alumno.edu_codigocontacto}>
              <th scope="row" className={styles.studentCell}>
                <span className={styles.studentName}>{row.alumno.fullname}</span>
                <span className={styles.studentEmail}>{row.alumno.emailaddress1}</span>
              </th>
              {row.celdas.map((cell, column) => {
                const task = tareas[column]!;
                const isActive = active.row === rowIndex && active.column === column;
                return (
                  <td key={cell.tarea_id} className={column === focusColumn ? styles.highlighted : undefined}>
                    <button
                      type="button"
                      className={styles.cellButton}
                      data-cell={`${rowIndex}:${column}`}
                      tabIndex={isActive ? 0 : -1}
                      aria-label={fillText(t.cellLabel, {
                        student: row.alumno.fullname,
                        task: task.edu_titulo,
                        state: cell.estado === 'Corregida' ? `${cellStateLabel(cell)}, ${showGrade(cell.edu_calificacion)}` : cellStateLabel(cell),
                      })}
                      onFocus={() => setActive({ row: rowIndex, column })}
                      onKeyDown={(event) => onKeyDown(event, rowIndex, column)}
                      onClick={() => onOpenCell(rowIndex, column)}
                    >
                      {cell.estado === 'Corregida' ? <span className={styles.grade}>{showGrade(cell.edu_calificacion)}</span> : null}
                      <GradebookStatePill cell={cell} />
                    </button>
                  </td>
                );
              })}
              {row.notas.map((grade) => (
                <td key={grade.evaluacion_id} className={styles.termCell}>
                  {grade.edu_calificacion === null ? (
                    <span className={styles.ungraded}>
                      {t.ungraded}
                      {grade.obtenida !== null ? <span className={styles.earned}>{fillText(t.earned, { earned: showGrade(grade.obtenida) })}</span> : null}
                    </span>
                  ) : (
                    <span className={styles.grade}>{showGrade(grade.edu_calificacion)}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={styles.studentCell}>
              {t.average}
            </th>
            {medias.tareas.map((average, column) => (
              <td key={average.tarea_id} className={column === focusColumn ? styles.highlighted : undefined}>
                <span className={styles.average}>{showGrade(average.media)}</span>
              </td>
            ))}
            {medias.evaluaciones.map((average) => (
              <td key={average.evaluacion_id} className={styles.termCell}>
                <span className={styles.average}>{showGrade(average.media)}</span>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
