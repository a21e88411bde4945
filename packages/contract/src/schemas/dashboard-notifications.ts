import { z } from 'zod';

/**
 * A dashboard notification (spec 002 §3: id, title, message, scheduled, created_at, contactos, formations).
 * `scheduled` is the instant it is (or was) sent when it was written for later; null when sent at once.
 */
export const dashboardNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  scheduled: z.string().nullable(),
  created_at: z.string(),
  contactos: z.array(z.object({ edu_codigocontacto: z.string(), fullname: z.string() })),
  formations: z.array(z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() })),
});
export type DashboardNotification = z.infer<typeof dashboardNotificationSchema>;

/** Ours: a dashboard notification was sent to the user (or, for staff, written or changed). */
export type DashboardNotificationPayload = DashboardNotification;
