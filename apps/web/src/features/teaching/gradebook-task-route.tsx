import { Link, Navigate, useParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useTeachingTask } from './api/get-teaching-task';
import { gradebookTexts as t } from './gradebook-texts';

/** /docencia/tareas/{taskId} (a delivery's notice): finds the task's group and opens its gradebook at that task. */
export function GradebookTaskRoute() {
  const { taskId = '' } = useParams();
  const id = /^\d+$/.test(taskId) ? Number(taskId) : Number.NaN;
  const task = useTeachingTask(id);
  if (task.data) return <Navigate replace to={paths.teachingGradebook(task.data.data.edu_codigoformacion, id)} />;
  if (Number.isNaN(id) || task.isError) {
    return (
      <EmptyState message={task.isError && isApiError(task.error, 404) ? task.error.message : t.taskNotFound}>
        <Link to={paths.home} className={buttonClassName({ variant: 'secondary' })}>
          {t.home}
        </Link>
      </EmptyState>
    );
  }
  return <PageLoader />;
}
