import { texts, type Formation, type SessionUser } from '@campus/contract';
import { ChartNoAxesColumn } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { GroupSelect, parentOf } from '../../components/group-select';
import fieldStyles from '../../components/form-field.module.css';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { Spinner } from '../../components/spinner';
import { useContactFormations } from '../../lib/api/get-contact-formations';
import { useTaughtGroups } from '../../lib/api/get-taught-groups';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { GroupStatisticsOverview } from './group-statistics';
import { RankingsSection } from './rankings-section';
import { AttendanceCard, CountersCard, TimelineCard, TimelineComparisonCard } from './statistics-overview';
import styles from './statistics.module.css';
import { useStatisticsLiveUpdates } from './use-statistics-live-updates';

const s = texts.statistics;

/**
 * /estadisticas and /estadisticas/{codigoFormacion}/{codigoGrupo} (spec 002 §Statistics): without parameters
 * (or with a group that is not the user's) it replaces the history entry with the first group's statistics.
 * The groups are those the user studies in and then those they teach (issue 30 item 9); a group they teach and do
 * not study in shows the group's figures, as its teacher sees them.
 */
export function StatisticsRoute() {
  const user = useSessionUser();
  usePageTitle(texts.menu.statistics);
  const { codigoGrupo } = useParams();
  const groupsQuery = useContactFormations(user?.edu_codigocontacto);
  const taughtQuery = useTaughtGroups(user);
  if (!user || groupsQuery.isPending || (taughtQuery.isEnabled && taughtQuery.isPending)) {
    return (
      <p className={styles.pageLoading} role="status">
        <Spinner size="small" />
        {s.loading}
      </p>
    );
  }
  const studied = groupsQuery.data?.formations ?? [];
  const studiedCodes = new Set(studied.map((g) => g.edu_codigoformacion));
  const taughtOnly = (taughtQuery.data?.formations ?? []).filter((g) => !studiedCodes.has(g.edu_codigoformacion));
  const groups = [...studied, ...taughtOnly];
  if (groups.length === 0) return <EmptyState message={s.noGroups} icon={<ChartNoAxesColumn size={28} />} />;
  const group = groups.find((g) => g.edu_codigoformacion === codigoGrupo);
  if (!group) {
    const first = groups[0]!;
    return <Navigate to={paths.statisticsFormation(parentOf(first), first.edu_codigoformacion)} replace />;
  }
  const isTeaching = !studiedCodes.has(group.edu_codigoformacion);
  return <StatisticsPage key={group.edu_codigoformacion} user={user} group={group} groups={groups} isTeaching={isTeaching} />;
}

function StatisticsPage({ user, group, groups, isTeaching }: { user: SessionUser; group: Formation; groups: readonly Formation[]; isTeaching: boolean }) {
  const navigate = useNavigate();
  const parentCode = parentOf(group);
  const groupCode = group.edu_codigoformacion;
  const contactCode = user.edu_codigocontacto;
  useStatisticsLiveUpdates(contactCode);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={s.heading}
        lead={isTeaching ? texts.teachingShell.statisticsLead : s.lead}
        actions={
          <GroupSelect
            label={s.groupFilter}
            groups={groups}
            value={groupCode}
            className={`${fieldStyles.field} ${styles.filter}`}
            labelClassName={fieldStyles.label}
            selectClassName={fieldStyles.input}
            onChange={(chosen) => {
              if (chosen) navigate(paths.statisticsFormation(parentOf(chosen), chosen.edu_codigoformacion));
            }}
          />
        }
      />
      {isTeaching ? (
        <GroupStatisticsOverview parentCode={parentCode} groupCode={groupCode} />
      ) : (
        <div className={styles.overview}>
          <TimelineCard parentCode={parentCode} groupCode={groupCode} />
          <AttendanceCard groupCode={groupCode} />
          <TimelineComparisonCard parentCode={parentCode} groupCode={groupCode} />
          <CountersCard parentCode={parentCode} groupCode={groupCode} contactCode={contactCode} isFreemium={user.freemium} />
        </div>
      )}
      <RankingsSection parentCode={parentCode} groupCode={groupCode} isFreemium={user.freemium} isTeaching={isTeaching} />
    </div>
  );
}
