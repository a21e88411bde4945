import { type GradebookAnswer, type GradebookExportFormat, type TeachingTaskAnswer, texts } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type AccessPolicies, authorize, isAuthorized } from '../../policies';
import { buildExportTable, exportContentTypes, exportFileName, writeCsv, writeXlsx } from './gradebook-export';
import { toGradebook } from './gradebook-presenter';
import type { GradebookRepository } from './gradebook.repository';

/** A gradebook export ready to send. */
export interface GradebookExport {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * The gradebook of a group (issue 30 item 4): its teachers and the academy side read every student's deliveries,
 * grades and term grades at once, and export them. Grading itself is the evaluations module's (its answer and its
 * 'gradebook-cell-updated' push carry the changed cell). Not kept between reads: it shows other people's data
 * that changes with every delivery, and one read is six set-based statements.
 */
export function createGradebookService(deps: { repository: GradebookRepository; access: Pick<AccessPolicies, 'loadHoldings'>; now: () => Date }) {
  const { repository, access, now } = deps;

  /** A teacher of the group or the academy side; 404 to anyone else (policy teachGroup). */
  async function authorizeGroup(actor: Actor | null, groupCode: string) {
    const checked = authorize(actor, 'signedIn');
    const holdings = await access.loadHoldings(checked);
    return authorize(checked, 'teachGroup', { groupCode, taughtGroups: holdings.taughtGroups });
  }

  async function readGradebook(actor: Actor | null, groupCode: string) {
    await authorizeGroup(actor, groupCode);
    const data = await repository.readGradebook(groupCode);
    if (!data) throw new AppError('not_found', texts.teaching.groupNotFound);
    return toGradebook(data, now());
  }

  return {
    /** GET /api/teaching/groups/{groupCode}/gradebook. */
    async getGradebook(actor: Actor | null, groupCode: string): Promise<GradebookAnswer> {
      return { status: 'ok', data: await readGradebook(actor, groupCode) };
    },

    /** GET /api/teaching/groups/{groupCode}/gradebook/export?format=csv|xlsx: the same gradebook as a file. */
    async exportGradebook(actor: Actor | null, groupCode: string, format: GradebookExportFormat): Promise<GradebookExport> {
      const gradebook = await readGradebook(actor, groupCode);
      const table = buildExportTable(gradebook);
      const body = format === 'csv' ? writeCsv(table) : await writeXlsx(table, `${texts.teachingGradebook.heading} · ${gradebook.grupo.edu_formacion}`);
      return { filename: exportFileName(groupCode, now(), format), contentType: exportContentTypes[format], body };
    },

    /** GET /api/teaching/tasks/{taskId}: the task's group, for a teacher of it (a delivery's notice opens it). */
    async getTeachingTask(actor: Actor | null, taskId: number): Promise<TeachingTaskAnswer> {
      const checked = authorize(actor, 'signedIn');
      const [task, holdings] = await Promise.all([repository.findTask(taskId), access.loadHoldings(checked)]);
      // Another group's task is as absent as a task that does not exist.
      if (!task || !isAuthorized(checked, 'teachGroup', { groupCode: task.groupCode, taughtGroups: holdings.taughtGroups }))
        throw new AppError('not_found', texts.teachingGradebook.taskNotFound);
      return { status: 'ok', data: { id: task.id, edu_titulo: task.title, edu_codigoformacion: task.groupCode } };
    },
  };
}

export type GradebookService = ReturnType<typeof createGradebookService>;
