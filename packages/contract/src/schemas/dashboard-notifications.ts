import { z } from 'zod';
import { texts } from '../texts';
import { codeSchema, idParamSchema, textSchema } from './common';

/**
 * A dashboard notification (spec 002 §3: id, title, message, scheduled, created_at, contactos, formations).
 * `scheduled` is the instant it is (or was) sent when it was written for later; null when sent at once.
 * `formations` are the groups it was addressed to; `contactos` the people addressed individually (not
 * through a group). A student sees only themselves there, and only when they were addressed individually:
 * the names of the rest of a group never reach another student. `recipients_count` (ours) is answered
 * to the academy side only: how many people it reaches.
 */
export const dashboardNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  scheduled: z.string().nullable(),
  created_at: z.string(),
  contactos: z.array(z.object({ edu_codigocontacto: z.string(), fullname: z.string() })),
  formations: z.array(z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() })),
  recipients_count: z.number().int().optional(),
});
export type DashboardNotification = z.infer<typeof dashboardNotificationSchema>;

/** Ours: a dashboard notification was sent to the user (or, for staff, written or changed). */
export type DashboardNotificationPayload = DashboardNotification;

/** GET /api/notifications/dashboard: newest first (a scheduled one by its sending instant). */
export const dashboardNotificationsAnswerSchema = z.object({ status: z.literal('ok'), notifications: z.array(dashboardNotificationSchema) });
export type DashboardNotificationsAnswer = z.infer<typeof dashboardNotificationsAnswerSchema>;

export const DASHBOARD_NOTIFICATION_TITLE_MAX = 255;
export const DASHBOARD_NOTIFICATION_MESSAGE_MAX = 5000;
/** Most groups and people one notification is addressed to by name (group members are counted apart). */
export const DASHBOARD_NOTIFICATION_MAX_GROUPS = 50;
export const DASHBOARD_NOTIFICATION_MAX_CONTACTS = 200;

const t = texts.dashboardNotifications;
const requiredText = (max: number, required: string, tooLong: string) => textSchema(max, { invalid: required, tooLong }).trim().min(1, required);

/**
 * POST /api/notifications/dashboard (ours): the academy writes a notification to groups and/or people, now or
 * at a future instant (`scheduled`, ISO 8601; the web turns a Madrid date and time into it). The server also
 * checks that the instant is still in the future when it arrives.
 */
export const createDashboardNotificationBodySchema = z
  .object({
    title: requiredText(DASHBOARD_NOTIFICATION_TITLE_MAX, t.titleRequired, t.titleTooLong),
    message: requiredText(DASHBOARD_NOTIFICATION_MESSAGE_MAX, t.messageRequired, t.messageTooLong),
    formations: z.array(codeSchema(t.unknownGroup), { error: t.unknownGroup }).max(DASHBOARD_NOTIFICATION_MAX_GROUPS, t.tooManyRecipients).default([]),
    contactos: z.array(codeSchema(t.unknownContact), { error: t.unknownContact }).max(DASHBOARD_NOTIFICATION_MAX_CONTACTS, t.tooManyRecipients).default([]),
    scheduled: z.iso.datetime({ offset: true, error: t.scheduleInvalid }).nullable().optional(),
  })
  .refine((body) => body.formations.length + body.contactos.length > 0, { message: t.recipientRequired, path: ['formations'] });
export type CreateDashboardNotificationBody = z.input<typeof createDashboardNotificationBodySchema>;

/** The written notification, as the academy side lists it. */
export const dashboardNotificationAnswerSchema = z.object({ status: z.literal('ok'), notification: dashboardNotificationSchema });
export type DashboardNotificationAnswer = z.infer<typeof dashboardNotificationAnswerSchema>;

export const dashboardNotificationParamsSchema = z.object({ id: idParamSchema(t.notFound) });

/** DELETE /api/notifications/dashboard/{id} (ours): a scheduled notification not yet sent is cancelled. */
export const cancelDashboardNotificationAnswerSchema = z.object({ status: z.literal('ok'), id: z.number().int() });
export type CancelDashboardNotificationAnswer = z.infer<typeof cancelDashboardNotificationAnswerSchema>;

/** GET /api/notifications/dashboard/recipients?q= (ours): groups and people the academy may address. */
export const dashboardRecipientsQuerySchema = z.object({ q: textSchema(100).trim().optional() });
export const dashboardRecipientsAnswerSchema = z.object({
  status: z.literal('ok'),
  formations: z.array(z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string(), members: z.number().int() })),
  contactos: z.array(z.object({ edu_codigocontacto: z.string(), fullname: z.string(), emailaddress1: z.string() })),
});
export type DashboardRecipientsAnswer = z.infer<typeof dashboardRecipientsAnswerSchema>;
