import { isPlatformAccessAllowed, isTeacherContact, parseContactTypes, texts } from '@campus/contract';
import { AppError } from '../lib/app-error';

/** How a session is asked for: the student sign-in (code) or the teacher's personal link. */
export type SignInRoute = 'student' | 'teacher';

/** The contact fields the sign-in rules read. */
export interface SignInContact {
  statecode: number;
  edu_tipocontacto: string | null;
  edu_matriculado: string | null;
}

/**
 * Who may open a session (spec 000 §5, 002 §5), the policy before there is an actor: an active contact;
 * for the student sign-in the platform access rule (types 1 or 3, or enrolled); for the teacher link
 * contact types 5 or 6. Refused with 403 'No tienes acceso a esta plataforma'.
 */
export function authorizeSignIn<C extends SignInContact>(contact: C | null | undefined, route: SignInRoute): C {
  const refuse = () => new AppError('no_access', texts.auth.noAccess);
  if (!contact || contact.statecode !== 0) throw refuse();
  const isAllowed = route === 'teacher' ? isTeacherContact(parseContactTypes(contact.edu_tipocontacto)) : isPlatformAccessAllowed(contact);
  if (!isAllowed) throw refuse();
  return contact;
}

/** The contact fields the free-trial sign-in reads. */
export interface TrialContact extends SignInContact {
  freemium: boolean;
}

/**
 * Who may open a free-trial session (spec 000 §5): an active freemium contact. An academy account (not
 * freemium) signs in through the academy, never through a trial provider or a lead link, so proving an
 * e-mail of a student never opens their account. Once enrolled in the trial group the contact must also
 * be marked enrolled (`stage: 'enrolled'`). Refused with 403 'No tienes acceso a esta plataforma'.
 */
export function authorizeTrialSignIn<C extends TrialContact>(contact: C | null | undefined, stage: 'before-enrolment' | 'enrolled' = 'before-enrolment'): C {
  const isRefused = !contact || !contact.freemium || contact.statecode !== 0 || (stage === 'enrolled' && contact.edu_matriculado === '0');
  if (isRefused) throw new AppError('no_access', texts.auth.noAccess);
  return contact;
}

/**
 * A lead's trial link opens only the account that this same lead created (attack: a lead with the e-mail
 * of an existing account must never open it). Refused with 403 'Ya existe una cuenta de Campus con este correo…'.
 */
export function authorizeLeadAccount<T>(createdByLead: T | null | undefined | false): T {
  if (createdByLead === null || createdByLead === undefined || createdByLead === false) throw new AppError('forbidden', texts.freemium.leadAccountExists);
  return createdByLead;
}
