import { isLimitedContact, isTeacherOnlyUser, texts, type SessionUser } from '@campus/contract';

/** The profile's tabs by their key in the address (`?tab=`), as the spec names them (spec 002 §2). */
export const profileTabKeys = ['info', 'enrollments', 'secretary', 'privacy', 'licencies'] as const;
export type ProfileTabKey = (typeof profileTabKeys)[number];

export const profileTabLabels: Record<ProfileTabKey, string> = texts.profile.tabs;

/**
 * The tabs a person sees: a contact of type 3 and a free-trial visitor only the personal information (spec
 * 002 §2, §6); a teacher who does not study the information and the privacy tabs (issue 30 item 9: enrolments,
 * secretary and licences are a student's); everybody else all five.
 */
export function getVisibleTabs(user: Pick<SessionUser, 'freemium' | 'edu_tipocontacto'>): readonly ProfileTabKey[] {
  if (user.freemium || isLimitedContact(user.edu_tipocontacto)) return ['info'];
  return isTeacherOnlyUser(user) ? ['info', 'privacy'] : profileTabKeys;
}

/** The tab `?tab=` names when the person may see it; otherwise the information tab. */
export function resolveTab(requested: string | null, visible: readonly ProfileTabKey[]): ProfileTabKey {
  return visible.find((key) => key === requested) ?? 'info';
}
