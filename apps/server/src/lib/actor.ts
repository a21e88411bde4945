import { type ApiKeyScope, parseContactTypes } from '@campus/contract';

/**
 * Who is asking: resolved from the bearer token by the auth hook (or from a signed file address). It
 * carries identity only; what the actor may do is decided in `src/policies`.
 */
export interface Actor {
  edu_codigocontacto: string;
  emailaddress1: string;
  freemium: boolean;
  contactTypes: number[];
  sessionId: number;
  /** The contact's admin flag (spec 000 §6): admin-only menu items and the academy-side pages. */
  isAdmin?: boolean;
  /**
   * Set when the caller is the academy's CRM with an API key (issue 31), not a person: only `/api/gestion` routes
   * resolve keys, and only the back-office policies let such an actor through (by scope). `edu_codigocontacto` is
   * then the key's creator, so per-person limits and the audit log name who is answerable for it.
   */
  apiKey?: { id: number; name: string; scope: ApiKeyScope };
}

type ActorContact = { edu_codigocontacto: string; emailaddress1: string; freemium: boolean; edu_tipocontacto: string; admin?: boolean };

// Per contact row object (the session cache hands out the same row until the contact changes) and session:
// the same frozen actor on every request, so caches of answers can tell by identity that nobody changed.
const actorsByContact = new WeakMap<ActorContact, Map<number, Actor>>();

/** Builds an actor from a contact row and its session id (the same object again for the same row and session). */
export function toActor(contact: ActorContact, sessionId: number): Actor {
  let bySession = actorsByContact.get(contact);
  const known = bySession?.get(sessionId);
  if (known) return known;
  const actor: Actor = Object.freeze({
    edu_codigocontacto: contact.edu_codigocontacto,
    emailaddress1: contact.emailaddress1,
    freemium: contact.freemium,
    contactTypes: Object.freeze(parseContactTypes(contact.edu_tipocontacto)) as number[],
    sessionId,
    isAdmin: contact.admin === true,
  });
  if (!bySession) actorsByContact.set(contact, (bySession = new Map()));
  bySession.set(sessionId, actor);
  return actor;
}
