import { texts } from '@campus/contract';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { isAcademyActor } from './actor-roles';
import type { EventAccess, UserHoldings } from './content-access';
import type { Policy } from './policies';

const definePolicy = <Resource = void>(policy: Policy<Resource>) => policy;

/** The groups the actor teaches (formation_teachers), as the access loader's holdings give them. */
export interface TaughtGroupResource {
  groupCode: string;
  taughtGroups: ReadonlySet<string>;
}

/** A teacher of the group, or the academy side (staff and admins), who follow every group. Never a free-trial visitor. */
function isTeachingGroup(actor: Actor, { groupCode, taughtGroups }: TaughtGroupResource): boolean {
  return !actor.freemium && (taughtGroups.has(groupCode) || isAcademyActor(actor));
}

/**
 * The teacher's workspace (issue 30): a group's participants, gradebook, live-class attendance and its
 * moderation belong to the group's teachers and the academy side. To anyone else the group does not exist
 * (404), so a student cannot probe which groups exist.
 */
export const teachingPolicies = {
  /** Participants, one student's detail, the gradebook and its exports, attendance of the group's live classes. */
  teachGroup: definePolicy<TaughtGroupResource>({
    isAllowed: isTeachingGroup,
    refuse: () => new AppError('not_found', texts.teaching.groupNotFound),
  }),

  /**
   * Hiding or deleting a board post, a class comment or an answer (issue 30 item 8): a teacher of one of the groups
   * it is addressed to (or the group of its class), or the academy side. Its author edits or deletes it through `editPost`.
   */
  moderateGroupPost: definePolicy<{ groupCodes: readonly string[]; taughtGroups: ReadonlySet<string> }>({
    isAllowed: (actor, { groupCodes, taughtGroups }) => !actor.freemium && (isAcademyActor(actor) || groupCodes.some((code) => taughtGroups.has(code))),
    refuse: () => new AppError('forbidden', texts.teaching.cannotModerate),
  }),

  /**
   * The teacher's home (issue 30 item 1): someone who teaches at least one group, or the academy side (staff and
   * admins, whose home lists the groups they teach, if any). A student or a free-trial visitor is refused (403).
   */
  viewTeachingHome: definePolicy<{ taughtGroups: ReadonlySet<string> }>({
    isAllowed: (actor, { taughtGroups }) => !actor.freemium && (taughtGroups.size > 0 || isAcademyActor(actor)),
    refuse: () => new AppError('forbidden', texts.teachingHome.notATeacher),
  }),

  /**
   * A completion mark is a student's progress (issue 30 item 2): the statistics, the timeline and the teacher's
   * participants count it. Someone who opens the content only as a teacher of its group or as staff (everything is
   * open to them) is refused, so a teacher's visits never count as progress; an enrolled student (a teacher enrolled
   * elsewhere included) and a free-trial visitor tick their own.
   */
  markOwnProgress: definePolicy<{ isLearner: boolean }>({
    isAllowed: (_actor, { isLearner }) => isLearner,
    refuse: () => new AppError('forbidden', texts.teachingFormation.completionIsForStudents),
  }),
};

/**
 * Whether the user reaches the event as a learner (what `markOwnProgress` reads): a student or free-trial visitor of
 * the group it was reached through, or enrolled in one of the event's groups (or a group of a main formation it is
 * placed on) even when another way in (teaching, staff) opened it first.
 */
export function isLearnerOf(event: EventAccess, holdings: UserHoldings): boolean {
  if (event.access.role === 'student' || event.access.role === 'freemium') return true;
  const codes = new Set(event.placement.groupCodes);
  return holdings.lines.some(
    ({ line, group }) => codes.has(line.edu_codigoformacion) || (group.edu_principalcodigoformacion !== null && codes.has(group.edu_principalcodigoformacion)),
  );
}
