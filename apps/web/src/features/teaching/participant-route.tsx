import { formatPercent, texts, type ParticipantDetailAnswer } from '@campus/contract';
import { ArrowLeft, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { StatusPill, type StatusPillColour } from '../../components/status-pill';
import { formatAcademyDateTime, formatAcademyDeadline } from '../../lib/academy-date';
import { paths } from '../../lib/routes';
import { usePageTitle } from '../../lib/use-page-title';
import { useParticipant } from './api/participants';
import { formatGrade, formatLastConnection } from './format-grade';
import { ProgressBar } from './progress-bar';
import { ProgressChart } from './progress-chart';
import { useReportWorkspaceGroup } from './workspace-group';
import styles from './teaching.module.css';

const t = texts.teachingParticipants;
type Detail = ParticipantDetailAnswer;
const stateColour: Record<Detail['tareas'][number]['estado'], StatusPillColour> = { Pendiente: 'yellow', Entregada: 'teal', Corregida: 'green' };

/** /docencia/:groupCode/participantes/:contactCode: one student of the group, for its teachers. */
export function ParticipantRoute() {
  const { groupCode = '', contactCode = '' } = useParams();
  const participant = useParticipant(groupCode, contactCode);
  const data = participant.data;
  useReportWorkspaceGroup(data?.grupo);
  usePageTitle(data?.alumno.fullname ?? t.tabParticipants);
  const back = (
    <Link to={paths.teachingGroup(groupCode)} className={styles.backLink}>
      <ArrowLeft aria-hidden="true" size={16} />
      {t.backToParticipants}
    </Link>
  );
  if (participant.isPending) return <ListSkeleton />;
  if (participant.isError || !data) {
    return (
      <div className={styles.section}>
        {back}
        <EmptyState message={participant.error?.message ?? t.detailFetchError} />
      </div>
    );
  }
  const { alumno, progreso, asistencia } = data;
  return (
    <div className={styles.section}>
      {back}
      <section className={styles.studentHeader} aria-labelledby="student-name">
        <Avatar name={alumno.fullname} photoUrl={alumno.foto_url} size="large" />
        <div className={styles.studentText}>
          <h2 id="student-name" className={styles.studentName}>
            {alumno.fullname}
          </h2>
          {alumno.emailaddress1 ? <p className={styles.muted}>{alumno.emailaddress1}</p> : null}
          <p className={styles.muted}>
            {t.lastConnection}: {alumno.ultima_conexion ? formatLastConnection(alumno.ultima_conexion) : t.never} · {t.streak}: {t.days(alumno.racha)}
          </p>
        </div>
        <div className={styles.studentActions}>
          {alumno.emailaddress1 ? (
            <Link
              to={paths.mailTo({ address: alumno.emailaddress1, name: alumno.fullname, contactCode: alumno.edu_codigocontacto })}
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
            >
              <Mail aria-hidden="true" size={16} />
              {t.writeMail}
            </Link>
          ) : null}
          <Link to={paths.chatWith(alumno.edu_codigocontacto)} className={buttonClassName({ size: 'small' })}>
            <MessageCircle aria-hidden="true" size={16} />
            {t.openChat}
          </Link>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="progress-heading">
        <div className={styles.cardHeader}>
          <h3 id="progress-heading" className={styles.cardTitle}>
            {t.progressHeading}
          </h3>
          <ProgressBar value={progreso.porcentaje} label={`${t.progress}: ${formatPercent(progreso.porcentaje)}`} />
        </div>
        <ProgressChart points={progreso.semanas} />
      </section>

      <section className={styles.card} aria-labelledby="attendance-heading">
        <h3 id="attendance-heading" className={styles.cardTitle}>
          {t.attendanceHeading}
        </h3>
        {asistencia.clases_directo.length === 0 ? (
          <p className={styles.muted}>{t.noClasses}</p>
        ) : (
          <>
            <p>{t.attendanceSummary(asistencia.asistidas, asistencia.clases, formatPercent(asistencia.porcentaje))}</p>
            <AttendanceTable classes={asistencia.clases_directo} />
          </>
        )}
      </section>

      <section className={styles.card} aria-labelledby="tasks-heading">
        <h3 id="tasks-heading" className={styles.cardTitle}>
          {t.tasksHeading}
        </h3>
        {data.tareas.length === 0 ? (
          <p className={styles.muted}>{t.noTasks}</p>
        ) : (
          <ul className={styles.taskList}>
            {data.tareas.map((task) => (
              <li key={task.id} className={styles.taskItem}>
                <div className={styles.taskMain}>
                  <p className={styles.taskTitle}>{task.edu_titulo}</p>
                  <p className={styles.muted}>
                    {t.columnDeadline}: {formatAcademyDeadline(task.edu_fechafinmax, task.edu_horafinmax)}
                    {task.edu_fechaentrega ? ` · ${t.columnDeliveredAt} ${formatAcademyDateTime(task.edu_fechaentrega, 'd MMM yyyy, HH:mm')}` : ''}
                  </p>
                  {task.edu_comentario ? <p className={styles.comment}>{task.edu_comentario}</p> : null}
                </div>
                <div className={styles.taskSide}>
                  {task.vencida ? <StatusPill label={t.overdueState} colour="red" /> : <StatusPill label={task.estado} colour={stateColour[task.estado]} />}
                  {task.edu_calificacion !== null ? <span className={styles.grade}>{formatGrade(task.edu_calificacion)}</span> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="evaluations-heading">
        <h3 id="evaluations-heading" className={styles.cardTitle}>
          {t.evaluationsHeading}
        </h3>
        {data.evaluaciones.length === 0 ? (
          <p className={styles.muted}>{t.noEvaluations}</p>
        ) : (
          <ul className={styles.taskList}>
            {data.evaluaciones.map((evaluation) => (
              <li key={evaluation.id} className={styles.taskItem}>
                <div className={styles.taskMain}>
                  <p className={styles.taskTitle}>
                    {evaluation.edu_titulo}
                    {evaluation.actual ? <span className={styles.currentBadge}>{t.currentEvaluation}</span> : null}
                  </p>
                  <p className={styles.muted}>
                    {evaluation.edu_conceptos
                      .map(
                        (concept) =>
                          `${concept.edu_codigoconcepto} (${concept.edu_valor} %): ${concept.edu_puntuacion === null ? '—' : formatGrade(concept.edu_puntuacion)}`,
                      )
                      .join(' · ')}
                  </p>
                </div>
                <div className={styles.taskSide}>
                  <span className={styles.grade}>{evaluation.edu_calificacion === null ? t.notGraded : formatGrade(evaluation.edu_calificacion)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Classes the attendance table shows before "Ver todas". */
const CLASSES_SHOWN = 8;

/** The live classes held, newest first; the first few, then all of them on demand. */
function AttendanceTable({ classes }: { classes: Detail['asistencia']['clases_directo'] }) {
  const [isAllShown, setIsAllShown] = useState(false);
  const newestFirst = [...classes].reverse();
  const shown = isAllShown ? newestFirst : newestFirst.slice(0, CLASSES_SHOWN);
  return (
    <>
      <table className={styles.compactTable}>
        <thead>
          <tr>
            <th scope="col">{t.columnClass}</th>
            <th scope="col">{t.columnDate}</th>
            <th scope="col">{t.columnAttended}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((item) => (
            <tr key={item.id}>
              <td>{item.titulo}</td>
              <td className={styles.nowrap}>{formatAcademyDateTime(item.inicio, 'd MMM yyyy, HH:mm')}</td>
              <td>{item.asistio ? <StatusPill label={t.attendedYes} colour="green" /> : <StatusPill label={t.attendedNo} colour="red" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {classes.length > CLASSES_SHOWN ? (
        <button type="button" className={styles.showAll} aria-expanded={isAllShown} onClick={() => setIsAllShown((value) => !value)}>
          {isAllShown ? t.showFewerClasses : t.showAllClasses(classes.length)}
        </button>
      ) : null}
    </>
  );
}
