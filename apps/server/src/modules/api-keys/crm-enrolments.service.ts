import { type CrmEnrolmentsAnswer, type crmEnrolmentsQuerySchema, toAcademyInstant } from '@campus/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { CrmEnrolmentsRepository } from './crm-enrolments.repository';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `desde`: a day is its Madrid midnight (the academy's day); anything longer is an ISO 8601 instant. */
function toSince(value: string | undefined): Date | null {
  if (!value) return null;
  return value.length === 10 ? toAcademyInstant(value) : new Date(value);
}

/**
 * The CRM's read of the academy's enrolment lines (issue 31 item 4; also open to the academy side): paged,
 * filtered by group, student and creation since an instant, searched in SQL.
 */
export function createCrmEnrolmentsService(deps: { repository: CrmEnrolmentsRepository }) {
  return {
    async listEnrolments(actor: Actor | null, query: z.output<typeof crmEnrolmentsQuerySchema>): Promise<CrmEnrolmentsAnswer> {
      authorize(actor, 'readBackOffice');
      const { q, page, pageSize, grupo, alumno, desde } = query;
      const { rows, total } = await deps.repository.listEnrolmentLines({
        pattern: q ? `%${escapeLike(q)}%` : null,
        groupCode: grupo ?? null,
        studentCode: alumno ?? null,
        since: toSince(desde),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        status: 'ok',
        enrolments: rows.map((row) => ({
          ...row,
          edu_fechainicio: row.edu_fechainicio?.toISOString() ?? null,
          edu_fechafin: row.edu_fechafin?.toISOString() ?? null,
          created_at: row.created_at.toISOString(),
        })),
        page: { page, pageSize, total },
      };
    },
  };
}

export type CrmEnrolmentsService = ReturnType<typeof createCrmEnrolmentsService>;
