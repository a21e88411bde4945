import { constants, type ContactStatsAnswer, type saveActivitiesBodySchema, addCalendarDays, toAcademyDay } from '@campus/contract';
import type { z } from 'zod';
import type { ActivityMetadata } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { TableChanges } from '../../lib/table-changes';
import { authorize } from '../../policies';
import type { ActivitiesExecutor, ActivitiesRepository } from './activities.repository';
import type { AttendanceRepository, LiveClassCountOptions } from './attendance.repository';
import { CONNECTION_AVERAGE_DAYS, computeStreak, computeWeeklyAverage } from './streak';

type SaveActivitiesBody = z.infer<typeof saveActivitiesBodySchema>;

/** Days of history the statistics page (flag 1) lists. */
const FULL_HISTORY_DAYS = 365;

/**
 * Attendance and activity records, and the connection statistics (streak) built on active days. The one owner of
 * attendance: the secretary's certificates and the statistics count live-class joins through it.
 */
export function createActivitiesService(deps: { repository: ActivitiesRepository; attendance: AttendanceRepository; changes: TableChanges; now: () => Date }) {
  const { repository, now } = deps;

  /**
   * A join of a live class (type 3) changes the joiner's attendance, which the statistics keep per student:
   * publish it (every instance) once the records are written, so the next read counts it.
   */
  function announceJoins(entries: readonly { contactCode: string; typeId: number }[]) {
    const joiners = new Set(entries.filter((e) => e.typeId === constants.activityType.eventJoin).map((e) => e.contactCode));
    deps.changes.publish('activity_records', joiners);
    if (entries.some((e) => e.typeId !== constants.activityType.eventJoin)) announceOthers();
  }
  const announceOthers = () =>
    deps.changes.publishNothing(
      'activity_records',
      'only joins of live classes (type 3) show in a kept read; the group figures count the rest within their TTL',
    );

  return {
    /** The group's live classes started in [from, to), each with whether the student joined it (the attendance certificate, the hours). */
    listLiveClassAttendance: (contactCode: string, groupCode: string, from: Date, to: Date) =>
      deps.attendance.listLiveClassAttendance(contactCode, groupCode, from, to),

    /** How many live classes the group held in [from, to) and how many each contact joined (the statistics' figures). */
    countLiveClassAttendance: (groupCode: string, contactCodes: readonly string[], from: Date, to: Date, options?: LiveClassCountOptions) =>
      deps.attendance.countLiveClassAttendance(groupCode, contactCodes, from, to, options),

    /** POST /api/actividades/asistencia: only the user's own activity (another contact's → 403). */
    async saveActivities(actor: Actor | null, body: SaveActivitiesBody): Promise<{ status: 'ok'; created: number }> {
      const checked = authorize(actor, 'recordActivity', { contactCodes: body.actividades.map((a) => a.edu_codigocontacto) });
      const at = now();
      const created = await repository.insertRecords(
        body.actividades.map((a) => ({
          tipo_actividad_id: a.tipo_actividad_id,
          edu_codigocontacto: checked.edu_codigocontacto,
          has_activity: a.hasActivity,
          metadata: a.metadata ?? null,
          created_at: at,
        })),
      );
      announceJoins(body.actividades.map((a) => ({ contactCode: checked.edu_codigocontacto, typeId: a.tipo_actividad_id })));
      return { status: 'ok', created };
    },

    /**
     * Records one activity for a user another service has already authorized (e.g. 7 when a chat message is
     * sent); with `executor` (that service's transaction) it commits or rolls back with the service's rows.
     */
    async recordActivity(
      contactCode: string,
      typeId: (typeof constants.activityType)[keyof typeof constants.activityType],
      metadata: ActivityMetadata | null,
      executor?: ActivitiesExecutor,
    ): Promise<void> {
      await repository.insertRecords(
        [{ tipo_actividad_id: typeId, edu_codigocontacto: contactCode, has_activity: true, metadata, created_at: now() }],
        executor,
      );
      // Inside a caller's transaction the row shows only at its commit: announcing now would let a read in between
      // keep the old count, so that caller announces after committing (announceJoins). No caller records joins so.
      if (!executor) announceJoins([{ contactCode, typeId }]);
      else if (typeId !== constants.activityType.eventJoin) announceOthers();
    },

    /** `recordActivity` for many at once, in one statement (a burst of chat messages costs one write). */
    async recordActivities(
      entries: readonly {
        contactCode: string;
        typeId: (typeof constants.activityType)[keyof typeof constants.activityType];
        metadata: ActivityMetadata | null;
      }[],
    ): Promise<void> {
      const at = now();
      await repository.insertRecords(
        entries.map((e) => ({ tipo_actividad_id: e.typeId, edu_codigocontacto: e.contactCode, has_activity: true, metadata: e.metadata, created_at: at })),
      );
      announceJoins(entries);
    },

    /** Tells every instance that these records are written (after a caller's transaction that recorded joins committed). */
    announceJoins,
    /** GET /api/actividades/{contactCode}/{flag}: streak, weekly average and active days (self only). */
    async getContactStats(actor: Actor | null, contactCode: string, flag: number): Promise<ContactStatsAnswer> {
      const checked = authorize(actor, 'readOwnStreak', { contactCode });
      const today = toAcademyDay(now());
      const historyDays = flag === 1 ? FULL_HISTORY_DAYS : CONNECTION_AVERAGE_DAYS;
      // The streak may reach further back than the listed history: read the whole year for it.
      const days = await repository.listActiveDays(checked.edu_codigocontacto, addCalendarDays(today, -FULL_HISTORY_DAYS));
      const active = new Set(days);
      const since = addCalendarDays(today, -(historyDays - 1));
      const previous = await repository.findPreviousConnection(checked.edu_codigocontacto, checked.sessionId);
      return {
        status: 'ok',
        data: { activeDays: days.filter((day) => day >= since) },
        racha: computeStreak(active, today),
        mediaConexion: computeWeeklyAverage(active, today),
        lastConexion: previous ? previous.toISOString() : null,
      };
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
