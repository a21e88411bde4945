import { academyTexts } from '@campus/contract';
import { texts } from '@campus/contract';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { apiKeyPolicyNames } from './back-office-policies';
import { type Policy, type PolicyName, type PolicyResource, policies } from './policies';

/**
 * The same map typed per name, so that `policiesByName[policy]` is the policy of that name with its own resource
 * type (TypeScript relates a generic key only through a mapped type). A policy about the actor alone is called
 * without a resource, hence `| undefined` (its `isAllowed` never reads it).
 */
const policiesByName: { [P in PolicyName]: Policy<PolicyResource<P> | undefined> } = policies;

/** The resource argument of a policy: none for policies about the actor alone. */
export type ResourceArgs<Resource> = [Resource] extends [void] ? [] : [resource: Resource];

/**
 * The one authorization entry point: every service method calls it first. Throws 401 without a session
 * and the policy's refusal (403, or the spec's own Spanish message) when it refuses; returns the checked
 * actor so that services go on with a non-null value.
 */
export function authorize<P extends PolicyName>(actor: Actor | null | undefined, policy: P, ...[resource]: ResourceArgs<PolicyResource<P>>): Actor {
  const checked = requireSession(actor);
  const definition = policiesByName[policy];
  // An API key is the academy's CRM: it passes the back office's own policies and no other, whatever its creator may do.
  if (checked.apiKey && !apiKeyPolicyNames.has(policy)) throw new AppError('forbidden', academyTexts.backOffice.apiKeyNotAllowed);
  if (!definition.isAllowed(checked, resource)) throw definition.refuse?.(checked, resource) ?? new AppError('forbidden', texts.errors.forbidden);
  return checked;
}

/**
 * The same named decision answered as a boolean, for what a service lists or branches on rather than refuses
 * (which events of a tree open, which folders a visitor sees): the actor has been checked already.
 */
export function isAuthorized<P extends PolicyName>(actor: Actor, policy: P, ...[resource]: ResourceArgs<PolicyResource<P>>): boolean {
  if (actor.apiKey && !apiKeyPolicyNames.has(policy)) return false;
  return policiesByName[policy].isAllowed(actor, resource);
}

/** 401 'Sesión no válida o caducada' without a session. */
export function requireSession(actor: Actor | null | undefined): Actor {
  if (!actor) throw new AppError('unauthorized', texts.errors.unauthorized);
  return actor;
}
