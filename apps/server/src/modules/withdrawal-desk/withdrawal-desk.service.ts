import { academyTexts } from '@campus/contract';
import {
  academyIdentity,
  type DeskWithdrawal,
  type DeskWithdrawalDecision,
  type DeskWithdrawalDecisionAnswer,
  type DeskWithdrawalsAnswer,
  type DeskWithdrawalsQuery,
  formatDayEs,
  toAcademyDay,
  toAcademyInstant,
  type WithdrawalRequestItem,
} from '@campus/contract';
import type { MailSender } from '../../integrations/mail/mail-sender';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { authorize } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { AuditService } from '../audit/audit.service';
import { notificationTypeIds, type NotificationInput } from '../notifications/notifications.service';
import type { DeskWithdrawalRow, WithdrawalDeskRepository } from './withdrawal-desk.repository';

/** How often the server deactivates the lines whose approved withdrawal's day has come (within the hour after midnight). */
export const DUE_WITHDRAWALS_SWEEP_MS = 60 * 60 * 1000;

type MailErrorLog = { error: (details: { err: unknown }, message: string) => void };

const desk = academyTexts.backOfficeDesk;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function toDeskWithdrawal(row: DeskWithdrawalRow): DeskWithdrawal {
  const { request } = row;
  return {
    id: request.id,
    status: request.status,
    effective_date: request.effective_date,
    created_at: request.created_at.toISOString(),
    decided_at: request.decided_at?.toISOString() ?? null,
    response: request.response,
    decidedBy: request.decided_by ? { edu_codigocontacto: request.decided_by, fullname: row.deciderName ?? request.decided_by } : null,
    student: row.student,
    line: { ...row.line, edu_fechafin: row.line.edu_fechafin?.toISOString() ?? null },
    group: row.group,
    formation: row.parentCode ? { edu_codigoformacion: row.parentCode, edu_formacion: row.parentName ?? row.parentCode } : null,
    survey: { motivo: request.survey_reason, valoracion: request.survey_rating, comentarios: request.survey_comments },
  };
}

/** The request as the student's /solicitudes and enrolments tab list it (the `withdrawal-requested` payload). */
function toStudentItem(row: DeskWithdrawalRow): WithdrawalRequestItem {
  const { request } = row;
  return {
    id: request.id,
    edu_codigolineamatricula: request.edu_codigolineamatricula,
    edu_matricula: row.line.edu_matricula,
    edu_codigoformacion: row.group.edu_codigoformacion,
    edu_formacion: row.group.edu_formacion,
    status: request.status,
    effective_date: request.effective_date,
    motivo: request.survey_reason,
    valoracion: request.survey_rating,
    comentarios: request.survey_comments,
    response: request.response,
    created_at: request.created_at.toISOString(),
    decided_at: request.decided_at?.toISOString() ?? null,
  };
}

/** The mail the student receives about the decision, in the academy's words. */
function buildDecisionMail(row: DeskWithdrawalRow) {
  const isApproved = row.request.status === 'aprobado';
  const values = {
    name: row.student.fullname,
    group: row.group.edu_formacion,
    date: formatDayEs(row.request.effective_date),
    response: row.request.response ?? '',
  };
  const paragraphs = [
    fill(desk.mailGreeting, values),
    fill(isApproved ? desk.mailApprovedBody : desk.mailRejectedBody, values),
    ...(row.request.response ? [fill(desk.mailResponse, values)] : []),
    desk.mailClosing,
    academyIdentity.legalName,
  ];
  return {
    to: { name: row.student.fullname, address: row.student.emailaddress1 },
    subject: isApproved ? desk.mailApprovedSubject : desk.mailRejectedSubject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}

export interface WithdrawalDeskServiceDeps {
  repository: WithdrawalDeskRepository;
  audit: Pick<AuditService, 'recordChanges'>;
  notify: (input: NotificationInput) => Promise<unknown>;
  mail: MailSender;
  emitter: RealtimeEmitter;
  changes: TableChanges;
  now: () => Date;
}

/**
 * The academy's withdrawal desk (issue 31 item 1): the requests students filed, to approve or reject with a
 * reason. The student hears the decision in the bell, by mail and live on their open pages.
 *
 * What an approval does to the enrolment line, consistently with how access reads lines: access
 * (policies/content-access.ts, db/contact-reach.ts) follows `edu_activa = 0` alone, never `edu_fechafin`. So the
 * line's `edu_fechafin` becomes the effective day (the CRM's way: that day's midnight in Madrid) for every screen
 * that shows it, and `edu_activa` turns 1 only once that day has come: at the decision when it already has, else
 * by `applyDueWithdrawals`, which the server runs periodically. Until then the student keeps the month they paid.
 */
export function createWithdrawalDeskService(deps: WithdrawalDeskServiceDeps) {
  const { repository, now } = deps;

  /** Tells the student's open pages: the request as their lists show it, and their groups when a line ended. */
  function pushToStudent(row: DeskWithdrawalRow, isLineEnded: boolean) {
    const studentCode = row.student.edu_codigocontacto;
    // The student's own event about their requests: their /solicitudes and enrolments tab replace the item.
    deps.emitter.emitToUser(studentCode, 'withdrawal-requested', { data: [toStudentItem(row)] });
    if (isLineEnded) deps.emitter.emitToUser(studentCode, 'enrolments-changed', { reason: 'withdrawal-decided', groupCodes: [row.group.edu_codigoformacion] });
  }

  return {
    /** GET /api/gestion/bajas: one page, pending first, searched by student, e-mail, group, formation or line. */
    async listWithdrawals(actor: Actor | null, query: DeskWithdrawalsQuery): Promise<DeskWithdrawalsAnswer> {
      authorize(actor, 'readBackOffice');
      const { rows, total, pendingTotal } = await repository.listPage(query);
      return { status: 'ok', data: rows.map(toDeskWithdrawal), page: { page: query.page, pageSize: query.pageSize, total }, pendingTotal };
    },

    /**
     * PATCH /api/gestion/bajas/{id}: approves, or rejects with a reason, a request still pending (409 once decided).
     * The request, the line and their audit entries commit together; the student is told after the commit.
     */
    async decideWithdrawal(actor: Actor | null, id: number, body: DeskWithdrawalDecision, log: MailErrorLog): Promise<DeskWithdrawalDecisionAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const found = await repository.findDetail(id);
      if (!found) throw new AppError('not_found', desk.withdrawalNotFound);
      if (found.request.status !== 'pendiente') throw new AppError('conflict', desk.withdrawalAlreadyDecided);
      const at = now();
      const isApproved = body.decision === 'aprobado';
      const response = body.response?.trim() || null;
      const effectiveDay = found.request.effective_date;
      // The day has come when the Madrid day of the decision is the effective day or later.
      const isLineEnded = isApproved && effectiveDay <= toAcademyDay(at);
      const lineEnd = toAcademyInstant(effectiveDay);
      const values = {
        student: found.student.fullname,
        group: found.group.edu_formacion,
        date: formatDayEs(effectiveDay),
        line: found.line.edu_codigolineamatricula,
      };

      await repository.transaction(async (tx) => {
        const isDecided = await repository.decidePending(tx, id, {
          status: body.decision,
          response,
          decidedAt: at,
          decidedBy: checked.apiKey ? null : checked.edu_codigocontacto,
        });
        if (!isDecided) throw new AppError('conflict', desk.withdrawalAlreadyDecided);
        if (isApproved) await repository.endLine(tx, found.line.edu_codigolineamatricula, { edu_fechafin: lineEnd, isDeactivated: isLineEnded });
        await deps.audit.recordChanges(
          checked,
          [
            {
              action: isApproved ? 'withdrawal.approve' : 'withdrawal.reject',
              entityType: 'withdrawal_request',
              entityId: id,
              summary: fill(isApproved ? desk.auditApproved : desk.auditRejected, values),
              before: { status: found.request.status, response: found.request.response },
              after: { status: body.decision, response },
            },
            ...(isApproved
              ? [
                  {
                    action: 'enrolment.end',
                    entityType: 'enrolment_line',
                    entityId: found.line.edu_codigolineamatricula,
                    summary: fill(desk.auditLineEnded, values),
                    before: { edu_fechafin: found.line.edu_fechafin?.toISOString() ?? null, edu_activa: found.line.edu_activa },
                    after: { edu_fechafin: lineEnd.toISOString(), edu_activa: isLineEnded ? 1 : found.line.edu_activa },
                  },
                ]
              : []),
          ],
          tx,
        );
      });
      const studentCode = found.student.edu_codigocontacto;
      deps.changes.publish('withdrawal_requests', studentCode);
      if (isApproved) deps.changes.publish('lineas_matricula', studentCode);

      const decided = (await repository.findDetail(id))!;
      pushToStudent(decided, isLineEnded);
      await deps.notify({
        title: fill(isApproved ? desk.noticeApprovedTitle : desk.noticeRejectedTitle, values),
        message: fill(isApproved ? desk.noticeApprovedMessage : desk.noticeRejectedMessage, { ...values, response: response ?? '' }),
        // The tab the tutoring requests' decisions use: both are the student's /solicitudes.
        typeId: notificationTypeIds.events,
        notifiable: null,
        createdBy: checked.apiKey ? null : checked.edu_codigocontacto,
        recipients: [studentCode],
      });
      try {
        await deps.mail.sendMail(buildDecisionMail(decided));
      } catch (error) {
        // The decision is saved and the bell told the student: a mail that fails is logged, not undone.
        log.error({ err: error }, 'No se pudo enviar el correo de la decisión de baja');
      }
      return { status: 'ok', message: isApproved ? desk.approved : desk.rejected, data: toDeskWithdrawal(decided) };
    },

    /**
     * Deactivates the lines whose approved withdrawal applies from today or earlier (approved ahead of their day),
     * publishes the change and tells each student's open pages. Run by the server periodically; answers how many.
     */
    async applyDueWithdrawals(): Promise<number> {
      const ended = await repository.deactivateDueLines(toAcademyDay(now()));
      const groupsByStudent = new Map<string, string[]>();
      for (const { studentCode, groupCode } of ended) groupsByStudent.set(studentCode, [...(groupsByStudent.get(studentCode) ?? []), groupCode]);
      for (const [studentCode, groupCodes] of groupsByStudent) {
        deps.changes.publish('lineas_matricula', studentCode);
        deps.emitter.emitToUser(studentCode, 'enrolments-changed', { reason: 'withdrawal-decided', groupCodes });
      }
      return ended.length;
    },
  };
}

export type WithdrawalDeskService = ReturnType<typeof createWithdrawalDeskService>;
