import { academyTexts } from '@campus/contract';
import { randomInt } from 'node:crypto';
import {
  type CaseAnswer,
  type CaseResolutionAnswer,
  type CasesAnswer,
  type CreateCaseBody,
  formatCaseNotification,
  normalizeTicketSearch,
  type SupportCase,
  texts,
  TICKET_CHARACTERS,
  TICKET_DIGITS,
  ticketToNumber,
  type UpdateCaseBody,
} from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { notificationTypeIds, type NotificationsService } from '../notifications/notifications.service';
import type { CasesRepository, CaseWithNames } from './cases.repository';
import type { StaffService } from '../staff/staff.service';
import type { AuditService } from '../audit/audit.service';
import { fillAuditSummary } from '../audit/audit-summary';

const pick = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Upper bound on a kept list if an invalidation were ever missed. */
const OWN_CASES_TTL_MS = 60_000;

/** A new ticket number, 'CAS-4827-K3M' (the alphabets of the contract; crypto-random, so not guessable in order). */
export function newTicketNumber(): string {
  return `CAS-${pick(TICKET_DIGITS, 4)}-${pick(TICKET_CHARACTERS, 3)}`;
}

/** Draws before giving up: with ~57 million numbers, a clash is already rare and eight in a row never happen. */
const TICKET_ATTEMPTS = 8;

/** A case as the pages list it (spec 002 §3 "Case"). */
export function toSupportCase({ caso, customerFullname }: CaseWithNames): SupportCase {
  return {
    incidentid: caso.incidentid,
    ticketnumber: caso.ticketnumber,
    title: caso.title,
    description: caso.description,
    tipoIncidencia: caso.tipo_incidencia,
    customerid_contact: { fullname: customerFullname, edu_codigocontacto: caso.edu_codigocontacto },
    statecode: caso.statecode,
    statuscode: caso.statuscode,
    hasResolution: caso.resolution !== null,
    createdon: caso.createdon.toISOString(),
    modifiedon: caso.modifiedon.toISOString(),
  };
}

const statusLabel = (statuscode: number) => texts.cases.status[statuscode as keyof typeof texts.cases.status] ?? String(statuscode);

/** The audit entry of an academy change: only the fields the change touched, before and after. */
function describeCaseChange(before: CaseWithNames['caso'] | null, after: CaseWithNames['caso'], body: UpdateCaseBody) {
  const isStatusChanged = body.statuscode !== undefined && body.statecode !== undefined;
  const isResolutionWritten = body.resolution !== undefined;
  const a = academyTexts.auditAcademy;
  const template = isStatusChanged && isResolutionWritten ? a.caseStatusAndResolution : isStatusChanged ? a.caseStatus : a.caseResolution;
  const pick = (caso: CaseWithNames['caso'] | null) => ({
    ...(isStatusChanged ? { statecode: caso?.statecode ?? null, statuscode: caso?.statuscode ?? null } : {}),
    ...(isResolutionWritten ? { resolution: caso?.resolution ?? null } : {}),
  });
  return {
    action: 'case.update',
    entityType: 'support_case',
    entityId: after.incidentid,
    summary: fillAuditSummary(template, {
      ticket: after.ticketnumber,
      before: before ? statusLabel(before.statuscode) : '—',
      after: statusLabel(after.statuscode),
    }),
    before: pick(before),
    after: pick(after),
  };
}

/**
 * Support cases (incidencias, spec 002 §Support cases, §4, §5, §7): a student registers a case and follows
 * it; beyond the spec, the academy (admin users and staff) works a queue of cases, changes their status and
 * writes the resolution. Every change reaches the customer's bell and, as 'case-updated', the customer's
 * open pages and those of every admin user and staff member (each in their `user:<code>` room: the
 * queue's followers are few, and the emitter only knows user and chat rooms).
 */
export function createCasesService(deps: {
  repository: CasesRepository;
  notifications: NotificationsService;
  emitter: RealtimeEmitter;
  now: () => Date;
  changes: TableChanges;
  /** Who follows the queue (admin users and staff). */
  staff: Pick<StaffService, 'listAcademyCodes'>;
  /** Issue 31: the academy's changes of a case go to the audit log. */
  audit: Pick<AuditService, 'recordChanges'>;
  /** Tests pass a fixed sequence to prove that a taken number is drawn again. */
  newTicketNumber?: () => string;
}) {
  const { repository, notifications, emitter, now } = deps;
  const drawTicket = deps.newTicketNumber ?? newTicketNumber;
  // A student's own list, kept whole (so the route sends the same encoded bytes again) until one of their
  // cases is registered or changed, on every instance.
  const ownCases = createKeyedCache<CasesAnswer>({ changes: deps.changes, dependsOn: { support_cases: 'entry' }, ttlMs: OWN_CASES_TTL_MS, maxEntries: 5_000 });

  /** Pushes a case to its customer and to everyone who follows the queue. */
  const pushCase = async (item: SupportCase) => {
    const codes = new Set(await deps.staff.listAcademyCodes());
    codes.add(item.customerid_contact.edu_codigocontacto);
    deps.changes.publish('support_cases', item.customerid_contact.edu_codigocontacto);
    for (const code of codes) emitter.emitToUser(code, 'case-updated', item);
  };

  /** Finds a case the actor may read: 404 alike for a missing case and for someone else's. */
  const findReadable = async (actor: Actor | null, incidentId: string) => {
    const found = await repository.findById(incidentId);
    if (!found) {
      authorize(actor, 'signedIn');
      throw new AppError('not_found', texts.cases.notFound);
    }
    const checked = authorize(actor, 'readSupportCase', { customerCode: found.caso.edu_codigocontacto });
    return { checked, found };
  };

  return {
    /** GET /api/user/casos: the caller's own cases, newest first. */
    async listOwnCases(actor: Actor | null): Promise<CasesAnswer> {
      const checked = authorize(actor, 'signedIn');
      const code = checked.edu_codigocontacto;
      return ownCases.get(code, async () => ({ status: 'ok', casos: (await repository.listByCustomer(code)).map(toSupportCase) }));
    },

    /** POST /api/user/casos: registers a case in the caller's name under a new ticket number. */
    async registerCase(actor: Actor | null, body: CreateCaseBody): Promise<CaseAnswer> {
      const checked = authorize(actor, 'registerSupportCase');
      const at = now();
      let created: CaseWithNames | null = null;
      for (let attempt = 0; attempt < TICKET_ATTEMPTS && !created; attempt += 1) {
        created = await repository.insert({
          ticketnumber: drawTicket(),
          title: body.title,
          description: body.description,
          tipo_incidencia: body.tipoIncidencia,
          technology: body.technology,
          edu_codigocontacto: checked.edu_codigocontacto,
          statecode: 0,
          statuscode: 1,
          createdon: at,
          modifiedon: at,
        });
      }
      if (!created) throw new Error('No free ticket number after several draws');
      const item = toSupportCase(created);
      await pushCase(item);
      return { status: 'ok', message: texts.cases.registered, caso: item };
    },

    /**
     * GET /api/user/caso/resolucion/{incidentId}: a list whose first item's `subject` is the resolution
     * (spec 002 §7), empty while there is none. Only the case's customer and the academy; 404 to others.
     */
    async getResolution(actor: Actor | null, incidentId: string): Promise<CaseResolutionAnswer> {
      const { found } = await findReadable(actor, incidentId);
      const { caso, resolverFullname } = found;
      if (caso.resolution === null) return { status: 'ok', data: [] };
      return {
        status: 'ok',
        data: [{ subject: caso.resolution, createdon: (caso.resolved_at ?? caso.modifiedon).toISOString(), resolvedBy: resolverFullname }],
      };
    },

    /** GET /api/gestion/casos (ours): the academy's queue of one state (open by default), searched by title, customer or ticket. */
    async listAcademyCases(actor: Actor | null, query: { statecode: number; search: string }): Promise<CasesAnswer> {
      authorize(actor, 'manageAcademy');
      const rows = await repository.listByState(query.statecode, query.search, normalizeTicketSearch(query.search));
      return { status: 'ok', casos: rows.map(toSupportCase) };
    },

    /**
     * PATCH /api/gestion/casos/{incidentId} (ours): the academy changes the status (a pair of the spec's
     * table, checked by the contract) and/or writes the resolution; the customer is told in the bell.
     */
    async updateCase(actor: Actor | null, incidentId: string, body: UpdateCaseBody): Promise<CaseAnswer> {
      const checked = authorize(actor, 'manageAcademy');
      // The status before the change, for the audit log (a case nobody finds answers 404 below).
      const previous = await repository.findById(incidentId);
      const updated = await repository.update(incidentId, {
        statecode: body.statecode,
        statuscode: body.statuscode,
        resolution: body.resolution,
        resolvedBy: checked.edu_codigocontacto,
        at: now(),
      });
      if (!updated) throw new AppError('not_found', texts.cases.notFound);
      const item = toSupportCase(updated);
      await deps.audit.recordChanges(checked, [describeCaseChange(previous?.caso ?? null, updated.caso, body)]);
      const ticketNumber = ticketToNumber(item.ticketnumber);
      await notifications.createNotification({
        ...formatCaseNotification(item, body.resolution),
        // Not a notice of the academy (type 4, the dashboard list): the bell's 'Incidencias' tab.
        typeId: notificationTypeIds.cases,
        // The bell opens the case on /incidencias (notifications name what they open by an integer: the ticket's).
        notifiable: ticketNumber === null ? null : { type: 'case', id: ticketNumber },
        createdBy: checked.edu_codigocontacto,
        recipients: [item.customerid_contact.edu_codigocontacto],
      });
      await pushCase(item);
      return { status: 'ok', message: texts.cases.updated, caso: item };
    },
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
