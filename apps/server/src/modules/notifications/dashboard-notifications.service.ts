import { academyTexts } from '@campus/contract';
import {
  texts,
  type CancelDashboardNotificationAnswer,
  type CreateDashboardNotificationBody,
  type DashboardNotification,
  type DashboardNotificationAnswer,
  type DashboardNotificationsAnswer,
  type DashboardRecipientsAnswer,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { authorize, isAuthorized } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { DASHBOARD_NOTIFICATION_TYPE, type DashboardNotificationsRepository, type DashboardRow } from './dashboard-notifications.repository';
import type { NotificationsService } from './notifications.service';
import type { StaffService } from '../staff/staff.service';
import type { AuditService } from '../audit/audit.service';
import { fillAuditSummary } from '../audit/audit-summary';

const t = texts.dashboardNotifications;

/** Most people one notification reaches (groups' members and listed people together). */
export const DASHBOARD_MAX_RECIPIENTS = 5_000;

/** The academy's view of a row: every group, every person addressed individually, and how many it reaches. */
function toAcademyItem(row: DashboardRow): DashboardNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    scheduled: row.scheduled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    contactos: row.contactos,
    formations: row.formations,
    recipients_count: row.recipients_count,
  };
}

/**
 * A recipient's view: the groups, and among the people only themselves when they were addressed
 * individually (a student never learns who else in a group got it, nor who else was written to).
 */
function toRecipientItem(row: DashboardRow, contactCode: string): DashboardNotification {
  const { recipients_count: _count, ...item } = toAcademyItem(row);
  return { ...item, contactos: row.contactos.filter((contact) => contact.edu_codigocontacto === contactCode) };
}

/**
 * Dashboard notifications (/notificaciones, spec 002 §2; issue 11): a recipient's list, the academy's
 * authoring (groups and/or people, now or scheduled) and the cancel of what is still scheduled. Written
 * through the bell's `createNotification` (type 4, 'Avisos'), so the bell and this list are one record.
 */
export function createDashboardNotificationsService(deps: {
  repository: DashboardNotificationsRepository;
  notifications: NotificationsService;
  emitter: RealtimeEmitter;
  now: () => Date;
  /** Whose pages list every dashboard notification (admin users and staff). */
  staff: Pick<StaffService, 'listAcademyCodes'>;
  /** Issue 31: what the academy writes and cancels goes to the audit log. */
  audit: Pick<AuditService, 'recordChanges'>;
}) {
  const { repository, notifications, emitter, now } = deps;

  /** Pushes 'dashboard-notification' to each recipient, in their own view. */
  const pushToRecipients = (rows: readonly DashboardRow[], recipientsById: ReadonlyMap<number, readonly string[]>) => {
    for (const row of rows) {
      for (const code of recipientsById.get(row.id) ?? []) emitter.emitToUser(code, 'dashboard-notification', toRecipientItem(row, code));
    }
  };

  /**
   * Pushes the academy's view to every admin user and staff member (after the recipients': one who is both
   * ends with the academy's view, which the web keeps over a recipient's).
   */
  const pushToAcademy = async (rows: readonly DashboardRow[]) => {
    if (rows.length === 0) return;
    for (const code of await deps.staff.listAcademyCodes()) {
      for (const row of rows) emitter.emitToUser(code, 'dashboard-notification', toAcademyItem(row));
    }
  };

  // A scheduled one reaches its recipients' lists live at its time, as the bell does.
  notifications.onReleased(async (released) => {
    const recipientsById = new Map<number, string[]>();
    for (const delivery of released) {
      if (delivery.type_id !== DASHBOARD_NOTIFICATION_TYPE) continue;
      const codes = recipientsById.get(delivery.notification_id) ?? [];
      codes.push(delivery.edu_codigocontacto);
      recipientsById.set(delivery.notification_id, codes);
    }
    if (recipientsById.size === 0) return;
    const rows = await repository.findByIds([...recipientsById.keys()]);
    pushToRecipients(rows, recipientsById);
    // The academy's pages see it sent (its clock gone).
    await pushToAcademy(rows);
  });

  return {
    /**
     * GET /api/notifications/dashboard: a recipient's notifications already sent to them; the academy side
     * (admin users and staff) sees every dashboard notification, scheduled ones included.
     */
    async list(actor: Actor | null): Promise<DashboardNotificationsAnswer> {
      const checked = authorize(actor, 'signedIn');
      if (isAuthorized(checked, 'listAcademyNotifications'))
        return { status: 'ok', notifications: (await repository.list({ kind: 'academy' })).map(toAcademyItem) };
      // A recipient's list changes only with their deliveries (sent, released): kept with their bell, so a
      // read asks nothing until then and the route sends the same encoded bytes again.
      const code = checked.edu_codigocontacto;
      return notifications.keepWithBell(code, 'dashboard', async () => ({
        status: 'ok',
        notifications: (await repository.list({ kind: 'recipient', contactCode: code, now: now() })).map((row) => toRecipientItem(row, code)),
      }));
    },

    /** POST /api/notifications/dashboard: the academy writes to groups (their active students) and/or people. */
    async create(
      actor: Actor | null,
      body: CreateDashboardNotificationBody & { formations: string[]; contactos: string[] },
    ): Promise<DashboardNotificationAnswer> {
      const checked = authorize(actor, 'manageAcademy');
      const at = now();
      const scheduledAt = body.scheduled ? new Date(body.scheduled) : null;
      if (scheduledAt && scheduledAt.getTime() <= at.getTime())
        throw new AppError('validation', t.scheduleInPast, { issues: [{ path: 'scheduled', message: t.scheduleInPast }] });
      const groups = [...new Set(body.formations)];
      const people = [...new Set(body.contactos)];
      const resolved = await repository.resolveRecipients(groups, people);
      if (resolved.knownGroups !== groups.length)
        throw new AppError('validation', t.unknownGroup, { issues: [{ path: 'formations', message: t.unknownGroup }] });
      if (resolved.knownContacts !== people.length)
        throw new AppError('validation', t.unknownContact, { issues: [{ path: 'contactos', message: t.unknownContact }] });
      if (resolved.recipients.length === 0) throw new AppError('validation', t.nobodyInGroups, { issues: [{ path: 'formations', message: t.nobodyInGroups }] });
      if (resolved.recipients.length > DASHBOARD_MAX_RECIPIENTS) throw new AppError('validation', t.tooManyRecipients);

      const deliveries = await notifications.createNotification({
        title: body.title,
        message: body.message,
        typeId: DASHBOARD_NOTIFICATION_TYPE,
        createdBy: checked.edu_codigocontacto,
        recipients: resolved.recipients,
        formations: groups,
        scheduledAt,
      });
      const id = deliveries[0]!.notification_id;
      const [row] = await repository.findByIds([id]);
      await deps.audit.recordChanges(checked, [
        {
          action: 'notice.create',
          entityType: 'notification',
          entityId: id,
          summary: fillAuditSummary(scheduledAt ? academyTexts.auditAcademy.noticeScheduled : academyTexts.auditAcademy.noticeCreate, {
            title: body.title,
            recipients:
              resolved.recipients.length === 1
                ? academyTexts.auditAcademy.recipientsOne
                : fillAuditSummary(academyTexts.auditAcademy.recipientsMany, { count: resolved.recipients.length }),
          }),
          before: null,
          after: { title: body.title, message: body.message, scheduled: scheduledAt?.toISOString() ?? null, formations: groups, contactos: people },
        },
      ]);
      // Sent now: each recipient's list gets it live (the bell was pushed by createNotification).
      if (!scheduledAt) pushToRecipients([row!], new Map([[id, resolved.recipients]]));
      // Every academy page lists it at once, sent or scheduled.
      await pushToAcademy([row!]);
      return { status: 'ok', notification: toAcademyItem(row!) };
    },

    /** DELETE /api/notifications/dashboard/{id}: the academy cancels a scheduled notification nobody got yet. */
    async cancel(actor: Actor | null, id: number): Promise<CancelDashboardNotificationAnswer> {
      const checked = authorize(actor, 'manageAcademy');
      const { outcome, title } = await repository.deleteScheduled(id, now());
      if (outcome === 'missing') throw new AppError('not_found', t.notFound);
      if (outcome === 'sent') throw new AppError('conflict', t.alreadySent);
      await deps.audit.recordChanges(checked, [
        {
          action: 'notice.delete',
          entityType: 'notification',
          entityId: id,
          summary: fillAuditSummary(academyTexts.auditAcademy.noticeDelete, { title: title ?? '' }),
          before: { title },
          after: null,
        },
      ]);
      return { status: 'ok', id };
    },

    /** GET /api/notifications/dashboard/recipients?q=: the groups and people the authoring form offers. */
    async searchRecipients(actor: Actor | null, query: string | undefined): Promise<DashboardRecipientsAnswer> {
      authorize(actor, 'manageAcademy');
      const { groups, people } = await repository.searchRecipients(query?.trim() ?? '');
      return { status: 'ok', formations: groups, contactos: people };
    },
  };
}

export type DashboardNotificationsService = ReturnType<typeof createDashboardNotificationsService>;
