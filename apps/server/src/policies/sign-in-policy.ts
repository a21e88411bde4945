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
