import { formatPercent, texts, type Participant } from '@campus/contract';
import { ArrowDown, ArrowUp, ArrowUpDown, Users } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import pageStyles from '../../components/page.module.css';
import { SearchField } from '../../components/search-field';
import { StatusPill } from '../../components/status-pill';
import { paths } from '../../lib/routes';
import { matchesAllWords } from '../../lib/search-text';
import { usePageTitle } from '../../lib/use-page-title';
import { useParticipants } from './api/participants';
import { formatGrade, formatLastConnection } from './format-grade';
import { nextSort, type ParticipantColumn, type ParticipantSort, sortParticipants } from './participants-sort';
import { ProgressBar } from './progress-bar';
import { useReportWorkspaceGroup } from './workspace-group';
import styles from './teaching.module.css';

const t = texts.teachingParticipants;

/** The index tab of /docencia/:groupCode: the group's students, sortable by every column and searchable. */
export function ParticipantsRoute() {
  const { groupCode = '' } = useParams();
  const participants = useParticipants(groupCode);
  const data = participants.data;
  useReportWorkspaceGroup(data?.grupo);
  usePageTitle(data ? `${t.tabParticipants} · ${data.grupo.edu_formacion}` : t.tabParticipants);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sort, setSort] = useState<ParticipantSort>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const matching = (data?.participantes ?? []).filter((p) => matchesAllWords(deferredSearch, [p.fullname, p.emailaddress1]));
    return sortParticipants(matching, sort);
  }, [data, deferredSearch, sort]);

  if (participants.isPending) return <ListSkeleton />;
  if (participants.isError || !data) return <EmptyState message={t.fetchError} />;
  if (data.participantes.length === 0) return <EmptyState message={t.noStudents} icon={<Users size={28} />} />;
  const evaluationTitle = data.evaluacion_actual?.edu_titulo ?? null;
  const headers: { column: ParticipantColumn; label: string; hiddenSuffix?: string | undefined }[] = [
    { column: 'name', label: t.columnName },
    { column: 'progress', label: t.columnProgress },
    { column: 'attendance', label: t.columnAttendance },
    { column: 'lastConnection', label: t.columnLastConnection },
    { column: 'streak', label: t.columnStreak },
    { column: 'deliveries', label: t.columnDeliveries },
    { column: 'grade', label: t.columnGrade, hiddenSuffix: evaluationTitle ? ` (${evaluationTitle})` : undefined },
  ];
  return (
    <section className={styles.section} aria-labelledby="participants-heading">
      <h2 id="participants-heading" className="visually-hidden">
        {t.tabParticipants}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t.studentsLabel}</dt>
          <dd>{data.participantes.length}</dd>
        </div>
        <div>
          <dt>{t.averageProgress}</dt>
          <dd>{formatPercent(data.medias.progreso)}</dd>
        </div>
        <div>
          <dt>{t.averageAttendance}</dt>
          <dd>{formatPercent(data.medias.asistencia)}</dd>
        </div>
        <div>
          <dt>{evaluationTitle ? t.gradeOf(evaluationTitle) : t.averageGrade}</dt>
          <dd>{data.medias.nota === null ? t.notGraded : formatGrade(data.medias.nota)}</dd>
        </div>
        <div>
          <dt>{t.pendingTotal}</dt>
          <dd>{data.medias.pendientes}</dd>
        </div>
      </dl>
      <div className={pageStyles.toolbar}>
        <SearchField label={t.searchLabel} placeholder={t.searchPlaceholder} value={search} onChange={setSearch} />
        <p className={pageStyles.count} aria-live="polite">
          {t.students(rows.length)}
        </p>
      </div>
      {rows.length === 0 ? (
        <EmptyState message={t.noMatches} />
      ) : (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="participants-caption">
          <table className={styles.table}>
            <caption id="participants-caption" className="visually-hidden">
              {`${t.tableCaption}. ${t.sortHint}`}
            </caption>
            <thead>
              <tr>
                {headers.map((header) => (
                  <SortHeader key={header.column} {...header} sort={sort} onSort={(column) => setSort((current) => nextSort(current, column))} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((participant) => (
                <ParticipantRow key={participant.edu_codigocontacto} groupCode={groupCode} participant={participant} tareas={data.tareas} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SortHeader({
  column,
  label,
  hiddenSuffix,
  sort,
  onSort,
}: {
  column: ParticipantColumn;
  label: string;
  hiddenSuffix?: string | undefined;
  sort: ParticipantSort;
  onSort: (column: ParticipantColumn) => void;
}) {
  const isSorted = sort.column === column;
  const Icon = !isSorted ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={isSorted ? sort.direction : 'none'} className={column === 'name' ? styles.stickyColumn : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        {hiddenSuffix ? <span className="visually-hidden">{hiddenSuffix}</span> : null}
        <Icon aria-hidden="true" size={14} />
      </button>
    </th>
  );
}

function ParticipantRow({ groupCode, participant, tareas }: { groupCode: string; participant: Participant; tareas: number }) {
  const { entregas, asistencia } = participant;
  return (
    <tr>
      <th scope="row" className={styles.stickyColumn}>
        <span className={styles.person}>
          <Avatar name={participant.fullname} photoUrl={participant.foto_url} size="small" />
          <span className={styles.personText}>
            <Link to={paths.teachingParticipant(groupCode, participant.edu_codigocontacto)} className={styles.personLink}>
              {participant.fullname}
            </Link>
            <span className={styles.muted}>{participant.emailaddress1}</span>
          </span>
        </span>
      </th>
      <td>
        <ProgressBar value={participant.progreso} label={`${t.columnProgress}: ${formatPercent(participant.progreso)}`} />
      </td>
      <td>
        <span className={styles.figure}>{formatPercent(asistencia.porcentaje)}</span>
        <span className={styles.muted}>{t.attendanceOf(asistencia.asistidas, asistencia.clases)}</span>
      </td>
      <td className={styles.nowrap}>{participant.ultima_conexion ? formatLastConnection(participant.ultima_conexion) : t.never}</td>
      <td className={styles.nowrap}>{t.days(participant.racha)}</td>
      <td>
        <span className={styles.deliveries}>
          <span className={styles.figure}>{t.delivered(entregas.entregadas, tareas)}</span>
          <span className={styles.pills}>
            {entregas.pendientes > 0 ? <StatusPill label={t.pending(entregas.pendientes)} colour="yellow" /> : null}
            {entregas.vencidas > 0 ? <StatusPill label={t.overdue(entregas.vencidas)} colour="red" /> : null}
          </span>
        </span>
      </td>
      <td className={styles.nowrap}>{participant.nota === null ? <span className={styles.muted}>{t.notGraded}</span> : formatGrade(participant.nota)}</td>
    </tr>
  );
}
