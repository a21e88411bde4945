import { type EventAttendance, type EventAttendanceAnswer, isLiveClassType, texts } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type AccessPolicies, authorize, isAuthorized, type UserHoldings } from '../../policies';
import type { AttendanceRow, FollowedGroups, LiveAttendanceRepository } from './live-attendance.repository';

/** A class without an end lasts this long (the calendar shows it so). */
const DEFAULT_CLASS_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

/**
 * Who attended a live class and for how long (issue 30 item 5). Attendance is a join (activity type 3 naming the
 * class) before the class ended; its length runs from the first join, clamped to the class start, until the class
 * end, or now while it is under way: a student who left early still counts until the end (nothing records leaving),
 * so this is the most the student can have followed, and the join time beside it says how late they came.
 */
export function createLiveAttendanceService(deps: { repository: LiveAttendanceRepository; access: AccessPolicies; now: () => Date }) {
  const { repository, access, now } = deps;

  /** The groups of the class whose students the actor follows: the ones he teaches (or his groups of a main formation it is placed on); all for the academy side. */
  async function findFollowedGroups(actor: Actor, eventGroupCodes: readonly string[], holdings: UserHoldings): Promise<FollowedGroups> {
    const { taughtGroups } = holdings;
    if (isAuthorized(actor, 'manageAcademy')) return { groupCodes: eventGroupCodes, parentCodes: eventGroupCodes };
    const direct = eventGroupCodes.filter((code) => taughtGroups.has(code));
    const eventCodes = new Set(eventGroupCodes);
    // A class placed on a main formation reaches the teacher through his groups of it (cached formation rows).
    const viaParent: string[] = [];
    for (const code of taughtGroups) {
      if (direct.includes(code)) continue;
      const { access: group } = await access.getGroup(actor, code, holdings);
      const parent = group?.group.edu_principalcodigoformacion ?? null;
      if (parent !== null && eventCodes.has(parent)) viaParent.push(code);
    }
    return { groupCodes: [...direct, ...viaParent], parentCodes: [] };
  }

  function measure(row: AttendanceRow, start: number, until: number, classMs: number) {
    const from = Math.max(row.firstJoinMs ?? start, start);
    const followedMs = Math.max(0, until - from);
    const share = classMs > 0 ? Math.min(100, (followedMs / classMs) * 100) : 0;
    return { minutes: Math.round(followedMs / MINUTE_MS), share: Math.round(share * 100) / 100 };
  }

  return {
    /** GET /api/teaching/events/{eventId}/attendance: the class's teachers (teachGroup on its groups) and the academy side. */
    async getEventAttendance(actor: Actor | null, eventId: number): Promise<EventAttendanceAnswer> {
      const checked = authorize(actor, 'signedIn');
      const [placements, holdings] = await Promise.all([access.loadPlacements([eventId]), access.loadHoldings(checked)]);
      const placement = placements.get(eventId);
      if (!placement) throw new AppError('not_found', texts.teachingFormation.eventNotFound);
      const followed = await findFollowedGroups(checked, placement.groupCodes, holdings);
      // Refused like an unknown group (404) to anyone who follows none of the class's groups: a student, a
      // teacher of another group, a free-trial visitor.
      authorize(checked, 'teachGroup', { groupCode: followed.groupCodes[0] ?? placement.groupCodes[0] ?? '', taughtGroups: holdings.taughtGroups });
      const { event } = placement;
      if (!isLiveClassType(event.event_type)) throw new AppError('conflict', texts.teachingFormation.notLiveClass);

      const start = (event.start_date ?? event.created_at).getTime();
      const end = Math.max(start, event.end_date?.getTime() ?? start + DEFAULT_CLASS_MS);
      const at = now().getTime();
      const until = Math.min(end, at);
      const classMs = end - start;
      const rows = await repository.listStudentsWithFirstJoin(eventId, new Date(end), followed);

      const attendees = rows
        .filter((row) => row.firstJoinMs !== null)
        .sort((a, b) => a.firstJoinMs! - b.firstJoinMs! || a.fullname.localeCompare(b.fullname, 'es'))
        .map((row) => ({ ...toStudent(row), joinedAt: new Date(row.firstJoinMs!).toISOString(), ...measure(row, start, until, classMs) }));
      const hasStarted = at >= start;
      const data: EventAttendance = {
        event: {
          id: event.id,
          title: event.title,
          event_type: event.event_type,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          minutes: Math.round(classMs / MINUTE_MS),
          hasStarted,
          hasEnded: at >= end,
        },
        groups: [...new Map(rows.map((row) => [row.groupCode, { edu_codigoformacion: row.groupCode, edu_formacion: row.groupName }])).values()].sort((a, b) =>
          a.edu_codigoformacion.localeCompare(b.edu_codigoformacion),
        ),
        attendees,
        absent: hasStarted ? rows.filter((row) => row.firstJoinMs === null).map(toStudent) : [],
        totals: { students: rows.length, attended: attendees.length },
      };
      return { status: 'ok', data };
    },
  };
}

function toStudent(row: AttendanceRow) {
  return { edu_codigocontacto: row.code, fullname: row.fullname, foto: row.foto, groupCode: row.groupCode };
}

export type LiveAttendanceService = ReturnType<typeof createLiveAttendanceService>;
