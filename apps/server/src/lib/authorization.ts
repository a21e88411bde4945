import { contactType, parseContactTypes, texts } from '@campus/contract';
import { AppError } from './app-error';

/** Who is asking: resolved from the bearer token by the auth hook. */
export interface Actor {
  edu_codigocontacto: string;
  emailaddress1: string;
  admin: boolean;
  freemium: boolean;
  contactTypes: number[];
  sessionId: number;
}

export type Policy =
  /** Any signed-in user. */
  | { kind: 'signed-in' }
  /** Only the owner of the data (a student reaches only their own data). */
  | { kind: 'self'; contactCode: string }
  /** Admin-flagged users. */
  | { kind: 'admin' }
  /** Staff: contact types 4 or 6. */
  | { kind: 'staff' };

/**
 * The one authorization entry point: every service calls it first. Throws 401 without a session and
 * 403 when the policy refuses; returns the actor so that services use the checked value.
 */
export function authorize(actor: Actor | null | undefined, policy: Policy): Actor {
  if (!actor) throw new AppError('unauthorized', texts.errors.unauthorized);
  const isAllowed = (() => {
    switch (policy.kind) {
      case 'signed-in':
        return true;
      case 'self':
        return actor.edu_codigocontacto === policy.contactCode;
      case 'admin':
        return actor.admin;
      case 'staff':
        return actor.contactTypes.includes(contactType.staff) || actor.contactTypes.includes(contactType.teacherStaff);
    }
  })();
  if (!isAllowed) throw new AppError('forbidden', texts.errors.forbidden);
  return actor;
}

/** Builds an actor from a contact row and its session id. */
export function toActor(contact: { edu_codigocontacto: string; emailaddress1: string; admin: boolean; freemium: boolean; edu_tipocontacto: string }, sessionId: number): Actor {
  return {
    edu_codigocontacto: contact.edu_codigocontacto,
    emailaddress1: contact.emailaddress1,
    admin: contact.admin,
    freemium: contact.freemium,
    contactTypes: parseContactTypes(contact.edu_tipocontacto),
    sessionId,
  };
}
