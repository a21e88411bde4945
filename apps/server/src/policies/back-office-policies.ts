import { academyTexts } from '@campus/contract';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { isAcademyActor } from './actor-roles';
import type { Policy } from './policies';

const definePolicy = <Resource = void>(policy: Policy<Resource>) => policy;
const forbidden = (message: string) => () => new AppError('forbidden', message);

/**
 * The back office (issue 31): people, formations and groups, enrolments, withdrawals, imports, the audit log.
 * People on the academy side (the admin flag, staff types 4 and 6) read and write it; the academy's CRM reaches the
 * same routes with an API key, whose scope decides whether it may write. Nobody else: a student, a teacher, a
 * free-trial visitor are refused with 403.
 */
export const backOfficePolicies = {
  /** Lists and details of the back office (people, groups, enrolments, withdrawals, audit): any API key, or the academy side. */
  readBackOffice: definePolicy({
    isAllowed: (actor: Actor) => (actor.apiKey ? true : isAcademyActor(actor)),
    refuse: forbidden(academyTexts.backOffice.forbidden),
  }),

  /** Every back-office change (and the import): a write-scoped API key, or the academy side. */
  writeBackOffice: definePolicy({
    isAllowed: (actor: Actor) => (actor.apiKey ? actor.apiKey.scope === 'write' : isAcademyActor(actor)),
    refuse: (actor: Actor) => new AppError('forbidden', actor.apiKey ? academyTexts.backOffice.apiKeyReadOnly : academyTexts.backOffice.forbidden),
  }),

  /** Creating, listing and revoking API keys: a person of the academy side, never a key. */
  manageApiKeys: definePolicy({
    isAllowed: (actor: Actor) => !actor.apiKey && isAcademyActor(actor),
    refuse: (actor: Actor) => new AppError('forbidden', actor.apiKey ? academyTexts.backOffice.apiKeyNotAllowed : academyTexts.backOffice.forbidden),
  }),
};

/** The only policies an API-key actor may pass: a key is the CRM, never a person, whatever else its creator may do. */
export const apiKeyPolicyNames: ReadonlySet<string> = new Set<keyof typeof backOfficePolicies>(['readBackOffice', 'writeBackOffice']);
