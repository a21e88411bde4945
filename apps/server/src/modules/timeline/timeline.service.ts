import {
  addCalendarDays,
  crmDay,
  formatDayEs,
  getEventDay,
  getWeekday,
  type RescheduleAnswer,
  type RescheduleBody,
  texts,
  type TimelineAnswer,
  type TimelineEvent,
  type TimelinePercentAnswer,
  type TimelinePercentChange,
  type TimelineRangeQuery,
  toAcademyDay,
  toAcademyInstant,
  toAcademyTime,
  toProgressPercentage,
  WEEKDAY_NAMES_MONDAY_FIRST,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError, isAppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { type AccessPolicies, authorize, type GroupAccess, isAuthorized } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { ContentService } from '../content/content.service';
import { createAgendaAnswerCache } from '../events/agenda-answers';
import { toEventSummary } from '../events/event-summary';
import { type BusyStretch, DAY_MINUTES, itemMinutes, MAX_ITEM_MINUTES, PLAN_HORIZON_DAYS, planStudySessions, toCapacityMinutes } from './study-plan';
import type { NewPlanEvent, TimelineRepository, TimelineRow } from './timeline.repository';

const pad2 = (n: number) => String(n).padStart(2, '0');
const wallTime = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
/** The instant a Madrid clock reads `minutes` after the day's midnight (24:00 is the next midnight). */
const wallInstant = (day: string, minutes: number) =>
  minutes >= 24 * 60 ? toAcademyInstant(addCalendarDays(day, 1)) : toAcademyInstant(day, wallTime(minutes));
const weekdayOf = (day: string) => WEEKDAY_NAMES_MONDAY_FIRST[getWeekday(day)]!.toLowerCase();
/** Madrid wall-clock minutes after midnight of an instant; a started minute counts whole when rounded up. */
const wallMinutes = (instant: Date, isRoundedUp = false) => {
  const [hours, minutes] = toAcademyTime(instant).split(':').map(Number);
  return hours! * 60 + minutes! + (isRoundedUp && instant.getTime() % 60_000 !== 0 ? 1 : 0);
};
const latest = (...days: (string | null | undefined)[]) => days.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
const earliest = (...days: (string | null | undefined)[]) => days.reduce<string | null>((a, b) => (b && (!a || b < a) ? b : a), null);

/**
 * The days a study plan may use. It starts on the latest of: today, \`start_date\`, \`lineaFechaInicio\` (the start of
 * the student's enrolment line, spec 001 §3 lineaMatriculas.edu_fechainicio: the web sends it, and the server reads the
 * student's own lines too), and the group's first day of classes. It ends on the earliest of \`end_date\` and the
 * group's last day of classes (edu_fechafinclases): a plan never runs past the course.
 */
function planDays(
  group: GroupAccess,
  today: string,
  query: { start_date?: string | undefined; end_date?: string | undefined; lineaFechaInicio?: string | undefined },
) {
  const ownLineStarts = group.context.enrolmentLines
    .filter((line) => line.edu_codigoformacion === group.group.edu_codigoformacion && line.edu_fechainicio)
    .map((line) => crmDay(line.edu_fechainicio!));
  const firstDay = latest(
    today,
    query.start_date?.slice(0, 10),
    query.lineaFechaInicio?.slice(0, 10),
    earliest(...ownLineStarts),
    group.group.edu_fechainicioclases ? crmDay(group.group.edu_fechainicioclases) : null,
  )!;
  const lastDay = earliest(query.end_date?.slice(0, 10), group.group.edu_fechafinclases ? crmDay(group.group.edu_fechafinclases) : null);
  return { firstDay, lastDay };
}

/**
 * The student's events as busy stretches of each Madrid day (wall-clock minutes). An event longer than a study item
 * may be (8 hours) is a publication window, not an appointment: it holds no hours.
 */
function toBusyStretches(rows: readonly { start_date: Date | null; end_date: Date | null }[]): Map<string, BusyStretch[]> {
  const busy = new Map<string, BusyStretch[]>();
  const add = (day: string, start: number, end: number) => {
    if (end > start) busy.set(day, [...(busy.get(day) ?? []), { start, end }]);
  };
  for (const { start_date: start, end_date: end } of rows) {
    if (!start || !end || end.getTime() - start.getTime() > MAX_ITEM_MINUTES * 60_000) continue;
    const startDay = toAcademyDay(start);
    const endDay = toAcademyDay(end);
    if (startDay === endDay) add(startDay, wallMinutes(start), wallMinutes(end, true));
    else {
      add(startDay, wallMinutes(start), DAY_MINUTES);
      add(endDay, 0, wallMinutes(end, true));
    }
  }
  return busy;
}

/** The timeline of a group, its percentage and the student's study plan (spec 001 §Timeline, §Reschedule dialog). */
export function createTimelineService(deps: {
  repository: TimelineRepository;
  access: AccessPolicies;
  content: Pick<ContentService, 'listStudyContent'>;
  emitter: Pick<RealtimeEmitter, 'emitToUser'>;
  changes: TableChanges;
  now: () => Date;
}) {
  const { repository, access, now } = deps;
  // A timeline is served again while nothing it shows changed (the home agenda's rules, modules/events/
  // agenda-answers.ts): the same session and holdings objects, no event change anywhere, none of the student's
  // completions or study plans (both announced on the completions topic), and the same academy day
  // (availability and what is past). It shows only the student's own completion, so every answer is kept.
  const timelines = createAgendaAnswerCache<TimelineAnswer>({ changes: deps.changes });

  /** The student and the group they study in, checked: their own data, a group they reach, the parent matching. */
  async function authorizeGroup(actor: Actor | null, contactCode: string, groupCode: string, parentCode?: string) {
    const { actor: checked, group, holdings } = await access.authorize(actor, 'viewProgress', { contactCode, groupCode });
    const mainCode = group.group.edu_principalcodigoformacion ?? group.group.edu_codigoformacion;
    if (parentCode !== undefined && parentCode !== mainCode && parentCode !== group.group.edu_codigoformacion)
      throw new AppError('not_found', texts.formation.fetchError);
    return { checked, group, holdings };
  }

  /** The range's bounds as instants: Madrid midnights, the end day included. */
  function toBounds(range: TimelineRangeQuery) {
    const from = range.start_date ? toAcademyInstant(range.start_date.slice(0, 10)) : null;
    const to = range.end_date ? toAcademyInstant(addCalendarDays(range.end_date.slice(0, 10), 1)) : null;
    return { from, to };
  }

  /** The rows as the student sees them: content their plan replaces left out, availability computed for them. */
  function toStudentTimeline(
    actor: Actor,
    group: GroupAccess,
    listed: readonly TimelineRow[],
    placements: Awaited<ReturnType<AccessPolicies['loadPlacements']>>,
  ): TimelineEvent[] {
    return listed
      .filter((row) => row.planned_as === null)
      .map((row) => {
        const placement = placements.get(row.id);
        const isAvailable =
          row.is_plan ||
          (placement !== undefined &&
            isAuthorized(actor, 'openListedEvent', {
              isAvailable: access.availabilityIn(actor, placement, group).isAvailable,
              isFreemiumEvent: placement.event.freemium,
            }));
        return toTimelineEvent(row, isAvailable);
      });
  }

  /** The rows of the timeline as the student sees them: replaced content left out, availability computed. */
  async function loadTimeline(actor: Actor, group: GroupAccess, range: TimelineRangeQuery): Promise<TimelineEvent[]> {
    const { from, to } = toBounds(range);
    const rows = (
      await repository.listTimeline(actor.edu_codigocontacto, group.group.edu_codigoformacion, group.group.edu_principalcodigoformacion, from, to)
    ).filter((row) => row.planned_as === null);
    const placements = await access.loadPlacements(rows.filter((row) => !row.is_plan).map((row) => row.id));
    return toStudentTimeline(actor, group, rows, placements);
  }

  /**
   * THE timeline percentage: of the timeline's events up to today (Madrid) that the student may open, the share
   * they completed. The own percentage and the group's average and ranking all come from here.
   */
  function measureTimeline(timeline: readonly TimelineEvent[]): TimelinePercentAnswer['data'] {
    const today = toAcademyDay(now());
    const counted = timeline.filter((event) => event.available && event.date <= today);
    const completed = counted.filter((event) => event.completed === 1).length;
    return { percentage: toProgressPercentage(completed, counted.length), completed, total: counted.length };
  }

  function toTimelineEvent(
    row: Pick<
      TimelineRow,
      | 'id'
      | 'title'
      | 'description'
      | 'event_type'
      | 'event_date'
      | 'start_date'
      | 'end_date'
      | 'start_hour'
      | 'end_hour'
      | 'rescheduled'
      | 'event_original'
      | 'original_start'
      | 'original_event_date'
      | 'completed'
      | 'is_plan'
    >,
    available: boolean,
  ): TimelineEvent {
    const date = getEventDay({ event_date: row.event_date, start_date: row.start_date.toISOString() });
    const originalDate = row.original_start ? getEventDay({ event_date: row.original_event_date, start_date: row.original_start.toISOString() }) : null;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      event_type: row.event_type,
      start_date: row.start_date.toISOString(),
      end_date: row.end_date.toISOString(),
      date,
      start_hour: row.start_hour,
      end_hour: row.end_hour,
      weekday: weekdayOf(date),
      completed: row.completed,
      rescheduled: row.rescheduled,
      event_original: row.event_original,
      event_rescheduled: null,
      original_date: originalDate,
      is_plan: row.is_plan,
      available,
    };
  }

  return {
    /** GET /api/events/timeline/{parentFormation}/{group}/{contactId}?start_date&end_date */
    async getTimeline(actor: Actor | null, parentCode: string, groupCode: string, contactCode: string, range: TimelineRangeQuery): Promise<TimelineAnswer> {
      const { checked, group, holdings } = await authorizeGroup(actor, contactCode, groupCode, parentCode);
      const variant = [toAcademyDay(now()), parentCode, groupCode, range.start_date ?? '', range.end_date ?? ''].join('|');
      return timelines.get(checked, holdings, variant, async () => ({
        answer: { status: 'ok' as const, events: await loadTimeline(checked, group, range) },
        isShareable: true,
      }));
    },

    /** Forgets the kept timelines of this instance (tests whose factories write events behind the app's back). */
    clearTimelines: () => timelines.clear(),

    /**
     * GET /api/events/formation/complete/{parent}/{group}?start_date&end_date: the share of the timeline's
     * events up to today (Madrid) that the student completed, among those they may open (the ones they can
     * tick); 0 when none counts. Study-plan events stand in for the content they plan.
     */
    async getPercent(actor: Actor | null, parentCode: string, groupCode: string, range: TimelineRangeQuery): Promise<TimelinePercentAnswer> {
      const checkedActor = authorize(actor, 'signedIn');
      const { checked, group } = await authorizeGroup(checkedActor, checkedActor.edu_codigocontacto, groupCode, parentCode);
      return { status: 'ok', data: measureTimeline(await loadTimeline(checked, group, range)) };
    },

    /**
     * The student's own timeline percentage of one of their groups, whole course, with the codes of its call
     * (getPercent without a range answers the same): a completion answers it so the page writes it instead of
     * asking again. Null for a group with no timeline of theirs (one they do not study: a teacher's).
     */
    async measureOwnPercent(actor: Actor, groupCode: string): Promise<TimelinePercentChange | null> {
      let authorized: Awaited<ReturnType<typeof authorizeGroup>>;
      try {
        authorized = await authorizeGroup(actor, actor.edu_codigocontacto, groupCode);
      } catch (error) {
        if (isAppError(error)) return null;
        throw error;
      }
      const { checked, group } = authorized;
      const parent = group.group.edu_principalcodigoformacion ?? group.group.edu_codigoformacion;
      return { parent, group: group.group.edu_codigoformacion, ...measureTimeline(await loadTimeline(checked, group, {})) };
    },

    /**
     * The timeline percentage of each of these students of one group, exactly as getPercent computes their own
     * (each with their own availability: their enrolment and bonus lines), in two statements whatever their
     * number. For the statistics' group average and ranking; the caller has checked who asks.
     */
    async measureGroupPercents(
      students: readonly { actor: Actor; access: GroupAccess }[],
      group: GroupAccess,
      range: TimelineRangeQuery,
    ): Promise<Map<string, TimelinePercentAnswer['data']>> {
      const { from, to } = toBounds(range);
      const rowsByStudent = await repository.listTimelines(
        students.map((student) => student.actor.edu_codigocontacto),
        group.group.edu_codigoformacion,
        group.group.edu_principalcodigoformacion,
        from,
        to,
      );
      const eventIds = new Set<number>();
      for (const rows of rowsByStudent.values()) for (const row of rows) if (!row.is_plan && row.planned_as === null) eventIds.add(row.id);
      const placements = await access.loadPlacements([...eventIds]);
      return new Map(
        students.map(({ actor, access: studentAccess }) => [
          actor.edu_codigocontacto,
          measureTimeline(toStudentTimeline(actor, studentAccess, rowsByStudent.get(actor.edu_codigocontacto) ?? [], placements)),
        ]),
      );
    },

    /**
     * One student's timeline of a group as they see it (their availability, their completion): what the teacher's
     * participant detail draws its progress over time from, with its percentage. The caller has checked who asks.
     */
    async listStudentTimeline(student: { actor: Actor; access: GroupAccess }): Promise<{ events: TimelineEvent[] } & TimelinePercentAnswer['data']> {
      const events = await loadTimeline(student.actor, student.access, {});
      return { events, ...measureTimeline(events) };
    },

    /**
     * POST /api/events/reschedule/{groupId}/{contactId}: replaces the student's study plan for the group
     * with a new one (see the route's description for the algorithm), pushes the change to their calendars
     * and answers it.
     */
    async reschedule(
      actor: Actor | null,
      groupCode: string,
      contactCode: string,
      query: { start_date?: string | undefined; end_date?: string | undefined; lineaFechaInicio?: string | undefined },
      body: RescheduleBody,
    ): Promise<RescheduleAnswer> {
      const { checked, group } = await authorizeGroup(actor, contactCode, groupCode);
      authorize(checked, 'planStudy', { contactCode, role: group.role });
      const at = now();
      const { firstDay, lastDay } = planDays(group, toAcademyDay(at), query);
      if (lastDay !== null && lastDay < firstDay) throw new AppError('validation', texts.timeline.planNoDaysLeft.replace('{date}', formatDayEs(lastDay)));
      const capacity = toCapacityMinutes(body.data);

      const content = await deps.content.listStudyContent(checked, group);
      const pending = content.filter((item) => item.isAvailable && item.completed !== 1 && item.event.event_type === 'clases');
      const byId = new Map(pending.map((item) => [item.event.id, item.event]));
      // The student's events from the plan's first moment on (bounded: the plan's last day, or the planner's horizon).
      const from = firstDay === toAcademyDay(at) ? at : toAcademyInstant(firstDay);
      const to = toAcademyInstant(addCalendarDays(lastDay ?? addCalendarDays(firstDay, PLAN_HORIZON_DAYS), 1));
      const busyRows = await repository.listBusyTimes(checked.edu_codigocontacto, groupCode, from, to);
      const sessions = planStudySessions(
        pending.map((item) => ({ id: item.event.id, minutes: itemMinutes(item.event.start_date, item.event.end_date) })),
        capacity,
        {
          firstDay,
          lastDay,
          earliestOnFirstDay: firstDay === toAcademyDay(at) ? wallMinutes(at, true) : 0,
          // The content being planned leaves the calendar (its plan copy stands in for it): it blocks nothing.
          busy: toBusyStretches(busyRows.filter((row) => !byId.has(row.id))),
        },
      );
      if (sessions === null) throw new AppError('validation', texts.timeline.planDoesNotFit.replace('{date}', formatDayEs(lastDay ?? firstDay)));
      const planned: NewPlanEvent[] = sessions.map((session) => {
        const original = byId.get(session.id)!;
        const startMinutes = session.start;
        const endMinutes = startMinutes + session.minutes;
        return {
          originalId: original.id,
          title: original.title,
          description: original.description,
          freemium: original.freemium,
          day: session.day,
          start: wallInstant(session.day, startMinutes),
          end: wallInstant(session.day, endMinutes),
          startHour: `${wallTime(startMinutes)}:00`,
          endHour: `${wallTime(endMinutes % (24 * 60))}:00`,
        };
      });

      const { removedIds, added } = await repository.replacePlan(checked.edu_codigocontacto, groupCode, planned, at);
      // The home agenda and the trees of this student are built again (on every instance).
      deps.changes.publish('event_contacts', checked.edu_codigocontacto);
      deps.changes.publishNothing(
        'events',
        "a study plan's events are placed in no formation: only their student's reads show them, dropped by the event_contacts change",
      );

      const originals = new Map(pending.map((item) => [item.event.id, item.event]));
      const events = added.map((row) => {
        const original = row.event_original === null ? undefined : originals.get(row.event_original);
        return toTimelineEvent(
          {
            ...row,
            start_date: row.start_date!,
            end_date: row.end_date!,
            original_start: original?.start_date ?? null,
            original_event_date: original?.event_date ?? null,
            completed: 0,
            is_plan: true,
          },
          true,
        );
      });
      // A plan event shows the group its plan was made for and the student's own completion row.
      const summaries = added.map((row) =>
        toEventSummary(checked, {
          ...row,
          groups: [{ value: group.group.edu_codigoformacion, label: group.group.edu_formacion }],
          organizers: [],
          people: [{ edu_codigocontacto: checked.edu_codigocontacto, completed: 0 }],
        }),
      );
      deps.emitter.emitToUser(checked.edu_codigocontacto, 'calendar-changed', { events: summaries, removedEventIds: removedIds });
      return {
        status: 'ok',
        message: texts.timeline.rescheduled,
        events,
        added: summaries,
        removedEventIds: removedIds,
        last_day: sessions.at(-1)?.day ?? null,
      };
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
