import { parseContactTypes } from '@campus/contract';

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
}

/** Builds an actor from a contact row and its session id. */
export function toActor(contact: { edu_codigocontacto: string; emailaddress1: string; freemium: boolean; edu_tipocontacto: string }, sessionId: number): Actor {
  return {
    edu_codigocontacto: contact.edu_codigocontacto,
    emailaddress1: contact.emailaddress1,
    freemium: contact.freemium,
    contactTypes: parseContactTypes(contact.edu_tipocontacto),
    sessionId,
  };
}
