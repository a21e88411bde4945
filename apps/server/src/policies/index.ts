/**
 * The policy module: every access decision of the server. Services call `authorize` (pure policies) or
 * the access policies' `authorize` (policies that need the learner's holdings) first; repositories never
 * import from here (ESLint enforces it).
 */
export { authorize, isAuthorized } from './authorize';
export { type PolicyName, type PolicyResource } from './policies';
export {
  createAccessPolicies,
  type AccessDecision,
  type AccessPolicies,
  type HoldingRowsReader,
  type AccessPolicyMap,
  type AccessPolicyName,
  type OpenEventAccess,
} from './access-policies';
export {
  type AccessLoader,
  type EventAccess,
  type FileAccess,
  type GroupAccess,
  type GroupRole,
  type UserHoldings,
  toAvailabilityEvent,
} from './content-access';
export { createAccessRepository, type EventPlacement, type FileRow, type FormationRow, type HoldingRows } from './access.repository';
export { canReadPost, canSeeEventAttendance, getContactReach, getEventReach, isAcademyActor, isStaffActor } from './actor-roles';
export { authorizeSignIn, type SignInRoute } from './sign-in-policy';
export { isLearnerOf } from './teaching-policies';
