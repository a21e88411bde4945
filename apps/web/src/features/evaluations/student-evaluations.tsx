import { texts, type Formation, type SessionUser } from '@campus/contract';
import { ClipboardList, FolderOpen, GraduationCap } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { GroupSelect, parentOf } from '../../components/group-select';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { useContactFormations } from '../../lib/api/get-contact-formations';
import { paths } from '../../lib/routes';
import { useEvaluations } from './api/get-evaluations';
import { useTasks } from './api/get-tasks';
import { EvaluationList } from './evaluation-list';
import { evaluationsPageTexts as t } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import { LoadError } from './load-error';
import { TaskList } from './task-list';

/**
 * The student's /evaluaciones: every group at once (the POST of several groups), or one group at
 * /evaluaciones/{codigoFormacion}/{codigoGrupo} (its GET). A group that is not theirs goes back to every group.
 */
export function StudentEvaluations({ user }: { user: SessionUser }) {
  const { codigoGrupo } = useParams();
  const groupsQuery = useContactFormations(user.edu_codigocontacto);
  if (groupsQuery.isPending) return <ListSkeleton rows={3} pictureSize="0px" />;
  if (groupsQuery.isError) return <LoadError message={texts.evaluations.evaluationsError} onRetry={() => void groupsQuery.refetch()} />;
  const groups = groupsQuery.data.formations;
  if (groups.length === 0) {
    return (
      <>
        <PageHeader title={texts.menu.evaluations} />
        <EmptyState message={t.noGroups} icon={<FolderOpen size={28} />} />
      </>
    );
  }
  const group = codigoGrupo ? groups.find((g) => g.edu_codigoformacion === codigoGrupo) : null;
  if (codigoGrupo && !group) return <Navigate to={paths.evaluations} replace />;
  return <StudentEvaluationsPage user={user} groups={groups} group={group ?? null} />;
}

interface PageProps {
  user: SessionUser;
  groups: readonly Formation[];
  /** The chosen group; null for every group. */
  group: Formation | null;
}

function StudentEvaluationsPage({ user, groups, group }: PageProps) {
  const navigate = useNavigate();
  const filterId = useId();
  const groupCodes = useMemo(() => (group ? [group.edu_codigoformacion] : groups.map((g) => g.edu_codigoformacion)), [group, groups]);
  // Several groups on one list: each item says which group it belongs to.
  const groupNames = useMemo(
    () => (group || groups.length < 2 ? undefined : new Map(groups.map((g) => [g.edu_codigoformacion, g.edu_formacion]))),
    [group, groups],
  );
  const evaluations = useEvaluations(groupCodes, user.edu_codigocontacto);
  const tasks = useTasks(groupCodes, user.edu_codigocontacto);

  const picker =
    groups.length > 1 ? (
      <GroupSelect
        label={t.groupFilter}
        groups={groups}
        value={group?.edu_codigoformacion ?? ''}
        allLabel={t.allGroups}
        className={evaluationsStyles.filter}
        selectClassName={evaluationsStyles.select}
        onChange={(chosen) => navigate(chosen ? paths.evaluationsFormation(parentOf(chosen), chosen.edu_codigoformacion) : paths.evaluations)}
      />
    ) : null;

  return (
    <>
      <PageHeader title={texts.menu.evaluations} lead={t.lead} actions={picker} />
      <section className={evaluationsStyles.section} aria-labelledby={`${filterId}-evaluations`}>
        <h2 id={`${filterId}-evaluations`} className={evaluationsStyles.sectionTitle}>
          {texts.evaluations.evaluationsHeading}
        </h2>
        {evaluations.isPending ? (
          <ListSkeleton rows={2} pictureSize="0px" />
        ) : evaluations.isError ? (
          <LoadError message={texts.evaluations.evaluationsError} onRetry={() => void evaluations.refetch()} />
        ) : evaluations.data.data.length === 0 ? (
          <EmptyState message={t.noEvaluations} icon={<GraduationCap size={28} />} />
        ) : (
          <EvaluationList evaluations={evaluations.data.data} groupNames={groupNames} />
        )}
      </section>
      <section className={evaluationsStyles.section} aria-labelledby={`${filterId}-tasks`}>
        <h2 id={`${filterId}-tasks`} className={evaluationsStyles.sectionTitle}>
          {texts.evaluations.tasksHeading}
        </h2>
        {tasks.isPending ? (
          <ListSkeleton rows={3} pictureSize="0px" />
        ) : tasks.isError ? (
          <LoadError message={texts.evaluations.tasksError} onRetry={() => void tasks.refetch()} />
        ) : tasks.data.data.data.length === 0 ? (
          <EmptyState message={t.noTasks} icon={<ClipboardList size={28} />} />
        ) : (
          <TaskList tasks={tasks.data.data.data} groupNames={groupNames} />
        )}
      </section>
    </>
  );
}
