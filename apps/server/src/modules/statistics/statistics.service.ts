import {
  addCalendarDays,
  contactType,
  type AverageTimelineAnswer,
  formatRankingName,
  type GroupAttendanceAnswer,
  type OwnAttendanceAnswer,
  type ProgressCountersAnswer,
  type RankingAnswer,
  type RankingKind,
  type RankingQuery,
  roundTo2,
  type StatisticsRangeQuery,
  texts,
  toAcademyDay,
  toAcademyInstant,
} from '@campus/contract';
import { toActor, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Dependencies, TableChanges } from '../../lib/table-changes';
import { FOLLOWS_HOLDINGS } from '../../policies/access.repository';
import { FORMATION_STRUCTURE_DEPENDENCIES } from '../content/formation-structure';
import { createKeyedCache } from '../../lib/keyed-cache';
import { type AccessPolicies, authorize, type GroupAccess } from '../../policies';
import type { HoldingRows } from '../../policies/access.repository';
import { computeStreak } from '../activities/streak';
import type { ContentService } from '../content/content.service';
import type { TimelineService } from '../timeline/timeline.service';
import { buildRanking, type RankingCandidate } from './ranking';
import { createOwnAttendanceCache } from './own-attendance-cache';
import type { ActivityCounts, AttendanceCounts, GroupStudent, StatisticsRepository } from './statistics.repository';

/**
 * How long a group's figures (its students' attendance, activity and timeline) are served again. They change with
 * every classmate's connection, class joined or content ticked, which nothing announces per group; a minute late
 * is fine for averages and rankings, and the key holds the academy day and the range, so "today" never goes stale.
 * The asking student's own attendance is kept per student until their next join or any class change
 * (own-attendance-cache.ts).
 */
export const GROUP_FIGURES_TTL_MS = 60_000;
/** Days of history the current streak is read from (the activities service reads the same year). */
const STREAK_HISTORY_DAYS = 365;

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/** What a group's figures are counted from. */
const GROUP_FIGURES_TABLES = [
  'activity_records',
  'contact_activity_days',
  'event_contacts',
  'events',
  'event_formations',
  'lineas_matricula',
  'contacts',
] as const;

/** A taught group's figures on the teacher's home: students, mean timeline percent, mean attendance (null: no class held yet). */
export interface TaughtGroupAverages {
  students: number;
  progress: number;
  attendance: number | null;
  classesHeld: number;
}

/** The group's figures computed once for all its active students. */
interface GroupFigures<T> {
  students: GroupStudent[];
  values: T;
}

/**
 * Statistics and rankings of a group (spec 002 §Statistics; what each figure counts is written once in the
 * contract's schemas/statistics.ts). Attendance follows the secretary's live-class definition, the timeline
 * percentage the timeline service's, completion the content service's: nothing is defined twice.
 */
export function createStatisticsService(deps: {
  repository: StatisticsRepository;
  access: AccessPolicies;
  /** Many contacts' holdings in one statement (the access repository's). */
  loadHoldingRowsOf: (contactCodes: readonly string[]) => Promise<Map<string, HoldingRows>>;
  /** The virtual secretary's live-class attendance of many contacts of a group, in one statement. */
  countLiveClassAttendance: (
    groupCode: string,
    contactCodes: readonly string[],
    from: Date,
    to: Date,
    options?: { onlyFreemium?: boolean },
  ) => Promise<AttendanceCounts>;
  timeline: Pick<TimelineService, 'measureGroupPercents'>;
  content: Pick<ContentService, 'countCompletedParts'>;
  changes: TableChanges;
  now: () => Date;
}) {
  const { repository, access, now } = deps;
  // A group's figures count every student of it: any classmate's join, connection, tick or enrolment shows in the
  // averages and rankings within the TTL (a minute), rather than dropping the group on each of them.
  const groupFiguresWhy = { ttlOnly: "a whole group's figures: a classmate's change shows within the minute" } as const;
  const cacheOptions = {
    changes: deps.changes,
    dependsOn: Object.fromEntries(GROUP_FIGURES_TABLES.map((table) => [table, groupFiguresWhy])) as Dependencies,
    ttlMs: GROUP_FIGURES_TTL_MS,
    maxEntries: 2000,
    now: () => now().getTime(),
  };
  const attendanceFigures = createKeyedCache<GroupFigures<AttendanceCounts>>(cacheOptions);
  const activityFigures = createKeyedCache<GroupFigures<Map<string, ActivityCounts>>>(cacheOptions);
  const timelineFigures = createKeyedCache<GroupFigures<Map<string, number>>>(cacheOptions);
  // Per student: a completion of theirs (any instance) drops their counters. Each entry
  // keeps the holdings object it was computed with (the access cache hands out a new one when enrolment or bonus
  // lines change), so new lines count again at once; the academy day is in the key (availability moves with it);
  // a structure change shows within the TTL.
  const progressCounters = createKeyedCache<Map<string, { holdings: object; answer: Promise<ProgressCountersAnswer> }>>({
    changes: deps.changes,
    dependsOn: {
      event_contacts: 'entry',
      ...FOLLOWS_HOLDINGS,
      ...Object.fromEntries(
        Object.keys(FORMATION_STRUCTURE_DEPENDENCIES).map((table) => [table, { ttlOnly: 'a structure change shows within the TTL (a minute)' }]),
      ),
    },
    ttlMs: GROUP_FIGURES_TTL_MS,
    maxEntries: 5000,
    now: () => now().getTime(),
  });
  const ownAttendance = createOwnAttendanceCache({ changes: deps.changes, now: () => now().getTime() });

  // The answers built on a group's figures, kept with that figures object (the same object for its minute, then
  // dropped with it), so the route sends the same bytes again (http/shared-answer.ts).
  const answersByFigures = new WeakMap<object, Map<string, object>>();
  function answerOf<A extends object>(figures: object, key: string, build: () => A): A {
    let answers = answersByFigures.get(figures);
    if (!answers) answersByFigures.set(figures, (answers = new Map()));
    let answer = answers.get(key) as A | undefined;
    if (!answer) answers.set(key, (answer = build()));
    return answer;
  }

  /**
   * The asking person and the group: a real group (not a main formation) they study in or teach (policy
   * viewGroupStatistics; rankings: viewRankings; a student's own figures: viewOwnGroupFigures), and the parent
   * formation matching when one is named.
   */
  async function authorizeGroup(actor: Actor | null, groupCode: string, options: { parentCode?: string; isRanking?: boolean; isOwn?: boolean } = {}) {
    const { actor: checked, group, holdings } = await access.authorize(actor, 'viewGroup', { groupCode });
    const parentCode = group.group.edu_principalcodigoformacion;
    if (parentCode === null) throw new AppError('not_found', texts.statistics.groupNotFound);
    if (options.parentCode !== undefined && options.parentCode !== parentCode) throw new AppError('not_found', texts.statistics.groupNotFound);
    authorize(checked, options.isRanking ? 'viewRankings' : options.isOwn ? 'viewOwnGroupFigures' : 'viewGroupStatistics', { role: group.role });
    return { checked, group, holdings };
  }

  /** The range as Madrid days: absent start = the group's first class day; the end is capped at today. */
  function resolveDays(group: GroupAccess, range: StatisticsRangeQuery) {
    const today = toAcademyDay(now());
    const classesStart = group.group.edu_fechainicioclases ? toAcademyDay(group.group.edu_fechainicioclases) : addCalendarDays(today, -STREAK_HISTORY_DAYS);
    const from = range.start_date ?? classesStart;
    const to = range.end_date && range.end_date < today ? range.end_date : today;
    return { today, from, to };
  }

  /** Classes count once held: [from's midnight, min(the day after `to`, now)). */
  function toHeldBounds(days: { from: string; to: string }) {
    const end = Math.min(toAcademyInstant(addCalendarDays(days.to, 1)).getTime(), now().getTime());
    return { from: toAcademyInstant(days.from), to: new Date(end) };
  }

  function loadAttendance(group: GroupAccess, range: StatisticsRangeQuery) {
    const days = resolveDays(group, range);
    const code = group.group.edu_codigoformacion;
    return attendanceFigures.get([code, days.today, days.from, days.to].join('|'), async () => {
      const students = await repository.listGroupStudents(code);
      const { from, to } = toHeldBounds(days);
      const values = await deps.countLiveClassAttendance(
        code,
        students.map((s) => s.edu_codigocontacto),
        from,
        to,
      );
      return { students, values };
    });
  }

  function loadActivity(group: GroupAccess, range: StatisticsRangeQuery) {
    const days = resolveDays(group, range);
    const code = group.group.edu_codigoformacion;
    return activityFigures.get([code, days.today, days.from, days.to].join('|'), async () => {
      const students = await repository.listGroupStudents(code);
      const values = await repository.countActivity(
        students.map((s) => s.edu_codigocontacto),
        days.from,
        days.to,
        addCalendarDays(days.today, -STREAK_HISTORY_DAYS),
      );
      return { students, values };
    });
  }

  /** Each active student's timeline percentage, as GET /api/events/formation/complete answers them (the range as given). */
  function loadTimelinePercents(group: GroupAccess, range: StatisticsRangeQuery) {
    const code = group.group.edu_codigoformacion;
    return timelineFigures.get([code, toAcademyDay(now()), range.start_date ?? '', range.end_date ?? ''].join('|'), async () => {
      const students = await repository.listGroupStudents(code);
      const holdings = await deps.loadHoldingRowsOf(students.map((s) => s.edu_codigocontacto));
      const measured: { actor: Actor; access: GroupAccess }[] = [];
      for (const student of students) {
        const rows = holdings.get(student.edu_codigocontacto);
        if (!rows) continue;
        // The classmate as the availability rules see them (never a session: sessionId 0 is nobody's).
        const actor = toActor(student, 0);
        const studentAccess = await access.findGroup(actor, code, access.holdingsFromRows(rows));
        if (studentAccess) measured.push({ actor, access: studentAccess });
      }
      const percents = await deps.timeline.measureGroupPercents(measured, group, range);
      return { students, values: new Map([...percents].map(([contactCode, data]) => [contactCode, data.percentage])) };
    });
  }

  /**
   * Each active student's value in one ranking (computed on demand), with the figures object it comes from: the
   * answers built on it are kept as long as it is (answerOf).
   */
  async function loadRankingValues(
    kind: RankingKind,
    group: GroupAccess,
    range: StatisticsRangeQuery,
  ): Promise<{ figures: object; candidates: () => RankingCandidate[] }> {
    const toCandidates = (students: GroupStudent[], valueOf: (code: string) => number) =>
      students.map((s) => ({ code: s.edu_codigocontacto, name: formatRankingName(s.firstname, s.lastname), valor: valueOf(s.edu_codigocontacto) }));
    if (kind === 'asistencias') {
      const figures = await loadAttendance(group, range);
      return { figures, candidates: () => toCandidates(figures.students, (code) => figures.values.attendedBy.get(code) ?? 0) };
    }
    if (kind === 'timeline') {
      const figures = await loadTimelinePercents(group, range);
      return { figures, candidates: () => toCandidates(figures.students, (code) => figures.values.get(code) ?? 0) };
    }
    const figures = await loadActivity(group, range);
    const { students, values } = figures;
    // The activity figures' key holds the academy day: the streak's "today" is the same for the whole entry.
    const today = toAcademyDay(now());
    const valueOf = (code: string) => {
      const counts = values.get(code);
      if (!counts) return 0;
      if (kind === 'conexiones') return counts.days;
      if (kind === 'racha') return computeStreak(new Set(counts.recentDays), today);
      // tiempo-medio: minutes with Campus open per day with a connection.
      return counts.days === 0 ? 0 : roundTo2(counts.seconds / 60 / counts.days);
    };
    return { figures, candidates: () => toCandidates(students, valueOf) };
  }

  return {
    /** POST /api/actividades/media-asistencia: the mean of the active students' attendance percentages. */
    async getGroupAttendance(actor: Actor | null, groupCode: string, range: StatisticsRangeQuery): Promise<GroupAttendanceAnswer> {
      const { group } = await authorizeGroup(actor, groupCode);
      const figures = await loadAttendance(group, range);
      return answerOf(figures, 'group-attendance', (): GroupAttendanceAnswer => {
        const { students, values } = figures;
        const media = roundTo2(mean(students.map((s) => percentOf(values.attendedBy.get(s.edu_codigocontacto) ?? 0, values.held))));
        return { status: 'ok', data: { data: { media, alumnos: students.length, clases: values.held } } };
      });
    },

    /**
     * POST /api/actividades/media-asistencia/propia: the asking student's attendance percentage, the same answer
     * object served again until their next join, a class change or the group's next class start.
     */
    async getOwnAttendance(actor: Actor | null, groupCode: string, range: StatisticsRangeQuery): Promise<OwnAttendanceAnswer> {
      const { checked, group } = await authorizeGroup(actor, groupCode, { isOwn: true });
      const days = resolveDays(group, range);
      const contactCode = checked.edu_codigocontacto;
      return ownAttendance.get(contactCode, [groupCode, days.today, days.from, days.to].join('|'), async () => {
        const { from, to } = toHeldBounds(days);
        // A restricted (type 3) student may join only the free live classes: those are the ones held for them (issue 29).
        const isRestricted = !checked.freemium && checked.contactTypes.includes(contactType.limited);
        const counts = await deps.countLiveClassAttendance(groupCode, [contactCode], from, to, { onlyFreemium: isRestricted });
        const asistidas = counts.attendedBy.get(contactCode) ?? 0;
        const answer: OwnAttendanceAnswer = {
          status: 'ok',
          data: { data: { media: roundTo2(percentOf(asistidas, counts.held)), asistidas, clases: counts.held } },
        };
        return { answer, validUntil: counts.nextStart?.getTime() ?? Number.POSITIVE_INFINITY };
      });
    },

    /** POST /api/events/average/completed/{group} (body formation = the parent): the mean of the active students' timeline percentages. */
    async getAverageTimeline(actor: Actor | null, groupCode: string, parentCode: string, range: StatisticsRangeQuery): Promise<AverageTimelineAnswer> {
      const { group } = await authorizeGroup(actor, groupCode, { parentCode });
      const figures = await loadTimelinePercents(group, range);
      return answerOf(figures, 'average-timeline', (): AverageTimelineAnswer => {
        const media = roundTo2(mean(figures.students.map((s) => figures.values.get(s.edu_codigocontacto) ?? 0)));
        return { status: 'ok', eventsData: { data: { media, alumnos: figures.students.length } } };
      });
    },

    /** GET /api/estadisticas/progreso/{parent}/{group}: topics and units completed of those open to the student (kept until their next completion). */
    async getProgressCounters(actor: Actor | null, parentCode: string, groupCode: string): Promise<ProgressCountersAnswer> {
      const { checked, group, holdings } = await authorizeGroup(actor, groupCode, { parentCode, isOwn: true });
      const byGroup = await progressCounters.get(checked.edu_codigocontacto, async () => new Map());
      const key = `${groupCode}|${toAcademyDay(now())}`;
      const kept = byGroup.get(key);
      if (kept && kept.holdings === holdings) return kept.answer;
      const answer = deps.content.countCompletedParts(checked, group).then((data): ProgressCountersAnswer => ({ status: 'ok', data }));
      const entry = { holdings, answer };
      byGroup.set(key, entry);
      answer.catch(() => {
        if (byGroup.get(key) === entry) byGroup.delete(key);
      });
      return answer;
    },

    /** GET /api/actividades/ranking/individual/{parent}/{group}: the top 5 of one ranking and the student's own entry. */
    async getRanking(actor: Actor | null, parentCode: string, groupCode: string, query: RankingQuery): Promise<RankingAnswer> {
      const { checked, group } = await authorizeGroup(actor, groupCode, { parentCode, isRanking: true });
      const { figures, candidates } = await loadRankingValues(query.tipo_ranking, group, query);
      // The top 5 is everyone's, the own entry the asking student's: one answer per student and kind.
      return answerOf(figures, `ranking|${query.tipo_ranking}|${checked.edu_codigocontacto}`, (): RankingAnswer => ({
        status: 'ok',
        data: buildRanking(candidates(), checked.edu_codigocontacto),
      }));
    },

    /**
     * The averages of groups the caller teaches (the teacher's home, issue 30): per group, its active students, the
     * mean of their timeline percentages (getAverageTimeline's figure) and of their attendance of the live classes
     * held so far (getGroupAttendance's, null while none was held), both over the whole course. Read from the same
     * group figures as the students' statistics (kept a minute): a warm group costs no statement, a cold one the
     * same few whatever its size. The caller has checked who asks and that he teaches these groups.
     */
    async measureTaughtGroups(groups: readonly GroupAccess[]): Promise<Map<string, TaughtGroupAverages>> {
      const measured = await Promise.all(
        groups.map(async (group) => {
          const [timeline, attendance] = await Promise.all([loadTimelinePercents(group, {}), loadAttendance(group, {})]);
          const { held, attendedBy } = attendance.values;
          const averages: TaughtGroupAverages = {
            students: timeline.students.length,
            progress: roundTo2(mean(timeline.students.map((s) => timeline.values.get(s.edu_codigocontacto) ?? 0))),
            attendance: held === 0 ? null : roundTo2(mean(attendance.students.map((s) => percentOf(attendedBy.get(s.edu_codigocontacto) ?? 0, held)))),
            classesHeld: held,
          };
          return [group.group.edu_codigoformacion, averages] as const;
        }),
      );
      return new Map(measured);
    },

    /** Forgets every group's figures and every own attendance on every instance (tests whose factories write behind the app's back). */
    clearGroupFigures() {
      ownAttendance.clear();
      for (const figures of [attendanceFigures, activityFigures, timelineFigures]) figures.clear();
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
