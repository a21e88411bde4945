import { isStaffContact, staffContactTypes } from '@campus/contract';
import type { Actor } from '../lib/actor';
import type { ContactReach, EventReach } from '../lib/reach';

/** Staff (contact types 4 or 6, the contract's one definition): they review every group and edit content. */
export function isStaffActor(actor: Pick<Actor, 'contactTypes'>): boolean {
  return isStaffContact(actor.contactTypes);
}

/**
 * The academy side (writing dashboard notifications, handling support cases): admin users (spec 000 §6,
 * the admin flag) and staff (contact types 4 or 6). Everyone else is refused by the server.
 */
export function isAcademyActor(actor: Pick<Actor, 'contactTypes' | 'isAdmin'>): boolean {
  return actor.isAdmin === true || isStaffActor(actor);
}

/** The actor is the contact the data belongs to. */
export function isOwnerOf(actor: Pick<Actor, 'edu_codigocontacto'>, contactCode: string | null | undefined): boolean {
  return contactCode !== null && contactCode !== undefined && actor.edu_codigocontacto === contactCode;
}

/**
 * Whose completion marks of an event the actor sees: everyone's for staff and the event's organizers
 * (they follow attendance), only their own for anyone else.
 */
export function canSeeEventAttendance(actor: Actor, organizerCodes: readonly string[]): boolean {
  return isStaffActor(actor) || organizerCodes.includes(actor.edu_codigocontacto);
}

/**
 * A class comment the actor may read: staff read all; others read comments without a group audience,
 * comments for one of the groups through which they reach the event, and their own.
 */
export function canReadPost(
  actor: Actor,
  post: { codigos_grupos: readonly string[]; edu_codigocontacto: string },
  reachedGroups: ReadonlySet<string>,
): boolean {
  return (
    isStaffActor(actor) ||
    post.codigos_grupos.length === 0 ||
    post.codigos_grupos.some((code) => reachedGroups.has(code)) ||
    post.edu_codigocontacto === actor.edu_codigocontacto
  );
}

/** The events the actor may open: their own (groups, organized, invited), or every event for staff. */
export function getEventReach(actor: Actor): EventReach {
  return { contactCode: actor.edu_codigocontacto, isEveryEvent: isStaffActor(actor), isFreemiumOnly: actor.freemium };
}

/**
 * Who the actor may contact, by chat or by mail (one rule for both): classmates of their groups (not for
 * freemium visitors, and never freemium visitors themselves), the teachers and event organizers of those
 * groups, and the academy side (staff and admins), who in turn reach every active person.
 */
export function getContactReach(actor: Actor): ContactReach {
  return { contactCode: actor.edu_codigocontacto, isEveryone: isAcademyActor(actor), includesClassmates: !actor.freemium, staffTypes: staffContactTypes };
}
