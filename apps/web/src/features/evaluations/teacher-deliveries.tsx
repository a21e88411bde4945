import { texts, type TeacherDelivery } from '@campus/contract';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { GroupSelect } from '../../components/group-select';
import { buttonClassName } from '../../components/button-class';
import tableStyles from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { formatAcademyTime } from '../../lib/academy-date';
import { useTeacherDeliveries, type DeliveryStateFilter } from './api/get-teacher-deliveries';
import { evaluationsPageTexts as t, formatGrade } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import styles from './teacher-deliveries.module.css';
import { GradeDeliveryDialog } from './grade-delivery-dialog';
import { LoadError } from './load-error';
import { TaskFileList } from './task-file-list';
import { TaskStatePill } from './task-state-pill';

const stateFilters: readonly DeliveryStateFilter[] = ['Entregada', 'Corregida'];

/** Deliveries drawn at first and added by 'Mostrar más': a course's groups hand in hundreds. */
const PAGE_SIZE = 20;

/**
 * The teacher's /evaluaciones (issue 14, so the loop closes): the deliveries of their groups, ungraded first,
 * filtered by group and state; each delivery's files open, and 'Calificar' grades it. At
 * /evaluaciones/{codigoFormacion}/{codigoGrupo} the group filter starts on that group.
 */
export function TeacherDeliveries() {
  const filterId = useId();
  const { codigoGrupo } = useParams();
  const [grupo, setGrupo] = useState<string | null>(codigoGrupo ?? null);
  // Those waiting for a grade first: the teacher's work. The graded ones are one choice away.
  const [estado, setEstado] = useState<DeliveryStateFilter | null>('Entregada');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [grading, setGrading] = useState<TeacherDelivery | null>(null);
  const deliveries = useTeacherDeliveries(grupo, estado);
  const groups = deliveries.data?.grupos ?? [];
  const list = deliveries.data?.data ?? [];
  const ungraded = list.filter((delivery) => delivery.edu_calificacion === null).length;

  let content;
  if (deliveries.isPending) content = <ListSkeleton rows={4} />;
  else if (deliveries.isError) content = <LoadError message={texts.evaluations.deliveriesError} onRetry={() => void deliveries.refetch()} />;
  else if (list.length === 0) content = <EmptyState message={t.noDeliveries} icon={<Inbox size={28} />} />;
  else {
    content = (
      <>
        <DeliveriesTable deliveries={list.slice(0, shown)} onGrade={setGrading} />
        {list.length > shown ? (
          <div className={styles.more}>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setShown((count) => count + PAGE_SIZE)}>
              {t.showMore(Math.min(PAGE_SIZE, list.length - shown))}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title={texts.menu.evaluations} lead={t.teacherLead} />
      <div className={pageStyles.toolbar}>
        <div className={styles.filters}>
          <GroupSelect
            label={t.groupFilter}
            groups={groups}
            value={grupo ?? ''}
            allLabel={t.allGroups}
            className={evaluationsStyles.filter}
            selectClassName={evaluationsStyles.select}
            onChange={(chosen) => {
              setGrupo(chosen?.edu_codigoformacion ?? null);
              setShown(PAGE_SIZE);
            }}
          />
          <div className={evaluationsStyles.filter}>
            <label htmlFor={`${filterId}-state`}>{t.stateFilter}</label>
            <select
              id={`${filterId}-state`}
              className={evaluationsStyles.select}
              value={estado ?? ''}
              onChange={(change) => {
                setEstado((change.target.value || null) as DeliveryStateFilter | null);
                setShown(PAGE_SIZE);
              }}
            >
              <option value="">{t.allStates}</option>
              {stateFilters.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </div>
        </div>
        {deliveries.data ? (
          <p className={pageStyles.count} role="status">
            {t.deliveriesCount(list.length)} · {t.ungradedCount(ungraded)}
          </p>
        ) : null}
      </div>
      <div className={[pageStyles.card, styles.deliveriesCard].join(' ')} aria-busy={deliveries.isFetching && !deliveries.isPending}>
        {content}
      </div>
      <GradeDeliveryDialog delivery={grading} onClose={() => setGrading(null)} />
    </>
  );
}

function DeliveriesTable({ deliveries, onGrade }: { deliveries: readonly TeacherDelivery[]; onGrade: (delivery: TeacherDelivery) => void }) {
  return (
    <table className={[tableStyles.table, evaluationsStyles.deliveriesTable].join(' ')}>
      <thead>
        <tr>
          <th scope="col">{t.student}</th>
          <th scope="col">{t.task}</th>
          <th scope="col">{t.deliveredAt}</th>
          <th scope="col">{t.state}</th>
          <th scope="col">
            <span className="visually-hidden">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id} data-testid="delivery">
            <td data-label={t.student}>
              <strong>{delivery.alumno.fullname}</strong>
            </td>
            <td data-label={t.task} className={styles.taskCell}>
              <span className={styles.cellStack}>
                <span>{delivery.tarea.edu_titulo}</span>
                <span className={evaluationsStyles.muted}>{delivery.grupo.edu_formacion}</span>
                {/* The files go with the task they were handed in for: one column less on a laptop. */}
                <TaskFileList files={delivery.files} label={t.filesLabel(`${delivery.tarea.edu_titulo} · ${delivery.alumno.fullname}`)} />
              </span>
            </td>
            <td data-label={t.deliveredAt}>
              <span className={styles.cellStack}>
                <span className={styles.noWrap}>{formatAcademyTime(delivery.edu_fechaentrega, 'd MMM yyyy, HH:mm') ?? t.notDelivered}</span>
                <span className={evaluationsStyles.muted}>
                  {t.attempts}: {delivery.intentos_usados}
                </span>
              </span>
            </td>
            <td data-label={t.state}>
              <span className={styles.cellStack}>
                <TaskStatePill state={delivery.estado} />
                <span>
                  {delivery.edu_calificacion === null ? texts.evaluations.ungraded : <strong>{t.gradeOf(formatGrade(delivery.edu_calificacion))}</strong>}
                </span>
              </span>
            </td>
            <td data-label={t.actions} className={styles.actionCell}>
              <button
                type="button"
                className={buttonClassName({ variant: delivery.edu_calificacion === null ? 'primary' : 'secondary', size: 'small' })}
                aria-haspopup="dialog"
                aria-label={`${delivery.edu_calificacion === null ? t.gradeAction : t.regradeAction}: ${delivery.alumno.fullname}, ${delivery.tarea.edu_titulo}`}
                onClick={() => onGrade(delivery)}
              >
                {delivery.edu_calificacion === null ? t.gradeAction : t.regradeAction}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
