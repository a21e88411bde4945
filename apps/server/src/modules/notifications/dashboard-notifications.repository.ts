import { and, asc, desc, eq, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, formations, lineasMatricula, notificationFormations, notifications, notificationUsers } from '../../db/schema';

/** The notification type of dashboard notifications (the bell's 'Avisos' tab). */
export const DASHBOARD_NOTIFICATION_TYPE = 4;

/** Most dashboard notifications one list answers (newest first). */
export const DASHBOARD_PAGE_SIZE = 200;
/** Most groups and people the authoring form's lookup answers per kind. */
export const RECIPIENTS_LOOKUP_SIZE = 20;

export interface DashboardRow {
  id: number;
  title: string;
  message: string;
  scheduled_at: Date | null;
  created_at: Date;
  formations: { edu_codigoformacion: string; edu_formacion: string }[];
  contactos: { edu_codigocontacto: string; fullname: string }[];
  recipients_count: number;
}

/** Whose view: a recipient sees what reached them; the academy sees everything. */
export type DashboardViewer = { kind: 'recipient'; contactCode: string; now: Date } | { kind: 'academy' };

/**
 * A notification's rows with its groups and its individually addressed people, in one statement. A person
 * is "addressed individually" when they are a recipient but not a member of any of its groups; a recipient
 * only ever gets themselves in that list (`onlyContact`).
 */
function selectDashboard(db: Database, onlyContact: string | null) {
  // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" inside these
  // subqueries would be the subquery's own (notification_users.id), not the outer notification's.
  const notificationId = sql`${notifications}.${sql.identifier(notifications.id.name)}`;
  const groupsOf = sql<DashboardRow['formations']>`coalesce((
      select json_agg(json_build_object('edu_codigoformacion', f.edu_codigoformacion, 'edu_formacion', f.edu_formacion) order by f.edu_formacion)
      from ${notificationFormations} nf join ${formations} f on f.edu_codigoformacion = nf.edu_codigoformacion
      where nf.notification_id = ${notificationId}), '[]'::json)`;
  const individuals = sql<DashboardRow['contactos']>`coalesce((
      select json_agg(json_build_object('edu_codigocontacto', c.edu_codigocontacto, 'fullname', c.fullname) order by c.fullname)
      from ${notificationUsers} nu join ${contacts} c on c.edu_codigocontacto = nu.edu_codigocontacto
      where nu.notification_id = ${notificationId}
        ${onlyContact === null ? sql`` : sql`and nu.edu_codigocontacto = ${onlyContact}`}
        and not exists (
          select 1 from ${notificationFormations} nf join ${lineasMatricula} lm on lm.edu_codigoformacion = nf.edu_codigoformacion
          where nf.notification_id = ${notificationId} and lm.edu_codigoalumno = nu.edu_codigocontacto and lm.edu_activa = 0)), '[]'::json)`;
  const count = sql<number>`(select count(*)::int from ${notificationUsers} nu where nu.notification_id = ${notificationId})`;
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      scheduled_at: notifications.scheduled_at,
      created_at: notifications.created_at,
      formations: groupsOf,
      contactos: individuals,
      recipients_count: count,
    })
    .from(notifications);
}

const byNewest = [desc(sql`coalesce(${notifications.scheduled_at}, ${notifications.created_at})`), desc(notifications.id)];

/** Data access of dashboard notifications (type 4) and the authoring form's lookups. */
export function createDashboardNotificationsRepository(db: Database) {
  return {
    /** One statement whatever the number of notifications, groups and people. */
    async list(viewer: DashboardViewer): Promise<DashboardRow[]> {
      const isDashboard = eq(notifications.type_id, DASHBOARD_NOTIFICATION_TYPE);
      if (viewer.kind === 'academy')
        return selectDashboard(db, null)
          .where(isDashboard)
          .orderBy(...byNewest)
          .limit(DASHBOARD_PAGE_SIZE);
      const delivered = db
        .select({ id: notificationUsers.notification_id })
        .from(notificationUsers)
        .where(
          and(eq(notificationUsers.edu_codigocontacto, viewer.contactCode), isNotNull(notificationUsers.sent_at), lte(notificationUsers.sent_at, viewer.now)),
        );
      return selectDashboard(db, viewer.contactCode)
        .where(and(isDashboard, inArray(notifications.id, delivered)))
        .orderBy(...byNewest)
        .limit(DASHBOARD_PAGE_SIZE);
    },

    /** Dashboard notifications by id, as the academy sees them (after writing or releasing them). */
    async findByIds(ids: readonly number[]): Promise<DashboardRow[]> {
      if (ids.length === 0) return [];
      return selectDashboard(db, null).where(and(eq(notifications.type_id, DASHBOARD_NOTIFICATION_TYPE), inArray(notifications.id, [...ids])));
    },

    /**
     * The recipients a notification to these groups and people reaches, in one statement: the students with an
     * active line in one of the groups plus the listed people, each once; and which of the codes exist.
     */
    async resolveRecipients(groupCodes: readonly string[], contactCodes: readonly string[]) {
      const groups =
        groupCodes.length > 0
          ? sql`array[${sql.join(
              groupCodes.map((code) => sql`${code}`),
              sql`, `,
            )}]::varchar[]`
          : sql`array[]::varchar[]`;
      const people =
        contactCodes.length > 0
          ? sql`array[${sql.join(
              contactCodes.map((code) => sql`${code}`),
              sql`, `,
            )}]::varchar[]`
          : sql`array[]::varchar[]`;
      const result = await db.execute<{ known_groups: number; known_contacts: number; recipients: string[] }>(sql`
        select
          (select count(*)::int from ${formations} f where f.edu_codigoformacion = any(${groups})) as known_groups,
          (select count(*)::int from ${contacts} c where c.edu_codigocontacto = any(${people})) as known_contacts,
          coalesce((
            select json_agg(code) from (
              select lm.edu_codigoalumno as code from ${lineasMatricula} lm where lm.edu_codigoformacion = any(${groups}) and lm.edu_activa = 0
              union
              select c.edu_codigocontacto from ${contacts} c where c.edu_codigocontacto = any(${people})
            ) r), '[]'::json) as recipients`);
      const [row] = result.rows;
      return { knownGroups: Number(row?.known_groups ?? 0), knownContacts: Number(row?.known_contacts ?? 0), recipients: row?.recipients ?? [] };
    },

    /**
     * Deletes a dashboard notification that is still scheduled (no delivery sent yet), in one statement: a
     * release racing with the cancel either sent it first (nothing deleted) or finds it gone.
     */
    async deleteScheduled(id: number, now: Date): Promise<{ outcome: 'deleted' | 'sent' | 'missing'; title: string | null }> {
      const result = await db.execute<{ found: number; deleted: number; title: string | null }>(sql`
        with target as (
          select n.id, (n.scheduled_at is not null and n.scheduled_at > ${now.toISOString()}::timestamptz
            and not exists (select 1 from ${notificationUsers} nu where nu.notification_id = n.id and nu.sent_at is not null)) as pending
          from ${notifications} n where n.id = ${id} and n.type_id = ${DASHBOARD_NOTIFICATION_TYPE}
          for update
        ),
        deleted as (delete from ${notifications} n using target where n.id = target.id and target.pending returning n.id, n.title)
        select (select count(*)::int from target) as found, (select count(*)::int from deleted) as deleted, (select title from deleted) as title`);
      const [row] = result.rows;
      if (!row || Number(row.found) === 0) return { outcome: 'missing', title: null };
      // The title of what was deleted goes to the audit log.
      return Number(row.deleted) > 0 ? { outcome: 'deleted', title: row.title } : { outcome: 'sent', title: null };
    },

    /** The authoring form's lookup: groups (with their active students) and people, by name, code or e-mail. */
    async searchRecipients(query: string) {
      const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Qualified by hand for the same reason as in selectDashboard (a bare column would be the line's own).
      const groupCode = sql`${formations}.${sql.identifier(formations.edu_codigoformacion.name)}`;
      const members = sql<number>`(select count(*)::int from ${lineasMatricula} lm where lm.edu_codigoformacion = ${groupCode} and lm.edu_activa = 0)`;
      const groupMatch: SQL | undefined = query ? or(ilike(formations.edu_formacion, pattern), ilike(formations.edu_codigoformacion, pattern)) : undefined;
      const contactMatch: SQL | undefined = query
        ? or(ilike(contacts.fullname, pattern), ilike(contacts.emailaddress1, pattern), ilike(contacts.edu_codigocontacto, pattern))
        : undefined;
      // Two reads sent together: the lookup is asked as the staff member types.
      const [groups, people] = await Promise.all([
        db
          .select({ edu_codigoformacion: formations.edu_codigoformacion, edu_formacion: formations.edu_formacion, members })
          .from(formations)
          .where(and(isNotNull(formations.edu_principalcodigoformacion), groupMatch))
          .orderBy(asc(formations.edu_formacion))
          .limit(RECIPIENTS_LOOKUP_SIZE),
        db
          .select({ edu_codigocontacto: contacts.edu_codigocontacto, fullname: contacts.fullname, emailaddress1: contacts.emailaddress1 })
          .from(contacts)
          .where(and(eq(contacts.statecode, 0), contactMatch))
          .orderBy(asc(contacts.fullname))
          .limit(RECIPIENTS_LOOKUP_SIZE),
      ]);
      return { groups, people };
    },
  };
}

export type DashboardNotificationsRepository = ReturnType<typeof createDashboardNotificationsRepository>;
