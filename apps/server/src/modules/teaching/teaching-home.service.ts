import {
  constants,
  type RequestItem,
  type TeacherDelivery,
  type TeachingHomeAnswer,
  type TeachingHomeGroup,
  type TeachingTodayItem,
  TEACHING_TODAY_LIST_LIMIT,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize, type GroupAccess } from '../../policies';
import type { EvaluationsService } from '../evaluations/evaluations.service';
import type { EventsService } from '../events/events.service';
import type { RequestsService } from '../requests/requests.service';
import type { StatisticsService } from '../statistics/statistics.service';
import type { TeachingHomeRepository, UnansweredQuestionRow } from './teaching-home.repository';

/** How far ahead the home lists his classes and tutorías (the student home's agenda reaches as far). */
const EVENTS_AHEAD_DAYS = 30;
/** At most this many coming events (the home shows the first ones; the calendar has the rest). */
const EVENTS_LIMIT = 12;
const JOIN_WINDOW_MS = constants.joinWindowMinutes * 60_000;
const DAY_MS = 86_400_000;

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The teacher's home (issue 30 item 1): what he teaches and what waits for him. Every figure comes from the module
 * that owns it (statistics: group averages; events: his agenda; evaluations: deliveries; requests: tutoring
 * requests); only his groups' unanswered questions are read here. A constant number of statements for his groups'
 * lists whatever their size; the group averages cost a few per group while cold (statistics keeps them a minute).
 */
export function createTeachingHomeService(deps: {
  repository: TeachingHomeRepository;
  access: AccessPolicies;
  statistics: Pick<StatisticsService, 'measureTaughtGroups'>;
  events: Pick<EventsService, 'listTeachingEvents'>;
  evaluations: Pick<EvaluationsService, 'listUngradedDeliveries'>;
  requests: Pick<RequestsService, 'listTeacherRequests'>;
  now: () => Date;
}) {
  const { access, now } = deps;

  /** His groups as the access rules see them (the formation cache), by name. */
  async function loadTaughtGroups(actor: Actor, holdings: Awaited<ReturnType<AccessPolicies['loadHoldings']>>): Promise<GroupAccess[]> {
    const found = await Promise.all([...holdings.taughtGroups].map((code) => access.findGroup(actor, code, holdings)));
    return found
      .filter((group): group is GroupAccess => group !== null && group.group.edu_principalcodigoformacion !== null)
      .sort(
        (a, b) => a.group.edu_formacion.localeCompare(b.group.edu_formacion, 'es') || a.group.edu_codigoformacion.localeCompare(b.group.edu_codigoformacion),
      );
  }

  return {
    /** GET /api/teaching/home: 403 for someone who teaches no group and is not staff, and for a free-trial visitor. */
    async getHome(actor: Actor | null): Promise<TeachingHomeAnswer> {
      const signedIn = authorize(actor, 'signedIn');
      const holdings = await access.loadHoldings(signedIn);
      const checked = authorize(signedIn, 'viewTeachingHome', { taughtGroups: holdings.taughtGroups });
      const groups = await loadTaughtGroups(checked, holdings);
      const codes = groups.map((group) => group.group.edu_codigoformacion);
      const at = now();

      const [averages, events, deliveries, requests, questions] = await Promise.all([
        deps.statistics.measureTaughtGroups(groups),
        deps.events.listTeachingEvents(
          checked,
          codes,
          new Date(at.getTime() - JOIN_WINDOW_MS),
          new Date(at.getTime() + EVENTS_AHEAD_DAYS * DAY_MS),
          EVENTS_LIMIT,
        ),
        deps.evaluations.listUngradedDeliveries(codes),
        deps.requests.listTeacherRequests(checked, checked.edu_codigocontacto),
        deps.repository.listUnansweredQuestions(codes, TEACHING_TODAY_LIST_LIMIT),
      ]);

      const formationOf = new Map(groups.map((group) => [group.group.edu_codigoformacion, group.group.edu_principalcodigoformacion]));
      const pendingRequests = requests.requests.filter((request) => request.status === 'pendiente');
      return {
        status: 'ok',
        isAlsoStudent: holdings.lines.length > 0,
        groups: groups.map((group): TeachingHomeGroup => {
          const figures = averages.get(group.group.edu_codigoformacion);
          return {
            code: group.group.edu_codigoformacion,
            name: group.group.edu_formacion,
            formation: { code: group.parent?.edu_codigoformacion ?? group.group.edu_principalcodigoformacion!, name: group.parent?.edu_formacion ?? '' },
            students: figures?.students ?? 0,
            progress: figures?.progress ?? 0,
            attendance: figures?.attendance ?? null,
            classesHeld: figures?.classesHeld ?? 0,
          };
        }),
        events,
        today: {
          counts: { deliveries: deliveries.length, requests: pendingRequests.length, questions: questions.total },
          deliveries: deliveries.slice(0, TEACHING_TODAY_LIST_LIMIT).map((delivery) => toDeliveryItem(delivery, formationOf)),
          requests: pendingRequests.slice(0, TEACHING_TODAY_LIST_LIMIT).map((request) => toRequestItem(request, formationOf)),
          questions: questions.rows.map(toQuestionItem),
        },
      };
    },
  };
}

/** A delivery to grade opens the gradebook at its task (/docencia/tareas/:taskId). */
function toDeliveryItem(delivery: TeacherDelivery, formationOf: ReadonlyMap<string, string | null>): TeachingTodayItem {
  return {
    kind: 'delivery',
    id: delivery.id,
    targetId: delivery.tarea.id,
    title: delivery.tarea.edu_titulo,
    student: { code: delivery.alumno.edu_codigocontacto, fullname: delivery.alumno.fullname },
    group: {
      code: delivery.grupo.edu_codigoformacion,
      name: delivery.grupo.edu_formacion,
      formationCode: formationOf.get(delivery.grupo.edu_codigoformacion) ?? null,
    },
    at: delivery.edu_fechaentrega ?? delivery.graded_at ?? new Date(0).toISOString(),
  };
}

/** A pending tutoring request opens the requests page at it (/solicitudes?request=:id); newest first, as listed. */
function toRequestItem(request: RequestItem, formationOf: ReadonlyMap<string, string | null>): TeachingTodayItem {
  return {
    kind: 'request',
    id: request.id,
    targetId: request.id,
    title: request.title,
    student: { code: request.student_id, fullname: request.student_fullname },
    group: { code: request.group_id, name: request.edu_formacion, formationCode: formationOf.get(request.group_id) ?? null },
    at: request.created_at,
  };
}

/** A class comment opens its class (the event), a board post the board at it (/tablon?post_id=). */
function toQuestionItem(row: UnansweredQuestionRow): TeachingTodayItem {
  const isComment = row.postable_type !== null;
  return {
    kind: isComment ? 'comment' : 'post',
    id: row.id,
    targetId: isComment ? Number(row.postable_id) : row.id,
    title: row.title,
    student: { code: row.author_code, fullname: row.author_name },
    group: { code: row.group_code, name: row.group_name, formationCode: row.formation_code },
    at: toIso(row.created_at),
  };
}

export type TeachingHomeService = ReturnType<typeof createTeachingHomeService>;
