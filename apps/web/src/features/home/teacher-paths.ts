import type { TeachingTodayItem } from '@campus/contract';
import { paths } from '../../lib/routes';

const encode = (value: string | number) => encodeURIComponent(String(value));

/**
 * Where the teacher's home leads (issue 30's agreed addresses: the group workspace and its gradebook live in the
 * teaching feature, which registers these routes).
 */
export const teacherPaths = {
  group: (groupCode: string) => `/docencia/${encode(groupCode)}`,
  gradebook: (groupCode: string) => `/docencia/${encode(groupCode)}/calificaciones`,
  taskGradebook: (taskId: number) => `/docencia/tareas/${encode(taskId)}`,
  request: (requestId: number) => `${paths.requests}?request=${encode(requestId)}`,
  /** The student view of someone who also studies (the home as students see it). */
  studentView: `${paths.home}?vista=alumno`,
} as const;

/** The `vista` value of the student view. */
export const STUDENT_VIEW = 'alumno';

/** Where an item of "Para hoy" opens: the gradebook at the task, the request, the class page at the event, the board at the post. */
export function getTodayItemPath(item: TeachingTodayItem): string {
  switch (item.kind) {
    case 'delivery':
      return teacherPaths.taskGradebook(item.targetId);
    case 'request':
      return teacherPaths.request(item.targetId);
    case 'comment':
      return item.group.formationCode
        ? `${paths.formation(item.group.formationCode, item.group.code)}?event=${encode(item.targetId)}`
        : paths.calendarEvent(item.targetId);
    case 'post':
      return paths.boardPost(item.targetId);
  }
}
