/**
 * Contact types (spec 000 §1): 1 student, 3 restricted/limited access, 4 and 6 staff (edit control),
 * 5 and 6 teacher. The API carries them as `edu_tipocontacto`, a comma-separated string such as "1,4"
 * (the profile rule caps it at 6 characters), which is how the academy CRM stores a multi-select.
 */
export const contactType = {
  student: 1,
  limited: 3,
  staff: 4,
  teacher: 5,
  teacherStaff: 6,
} as const;

/** Parses "1,4" (or "1;4", "14" legacy single digits) into [1, 4]. Unknown characters are ignored. */
export function parseContactTypes(value: string | null | undefined): number[] {
  if (!value) return [];
  const parts = /[,;\s]/.test(value) ? value.split(/[,;\s]+/) : value.split('');
  const types = parts.map((p) => Number.parseInt(p, 10)).filter((n) => Number.isInteger(n) && n >= 1 && n <= 6);
  return [...new Set(types)].sort((a, b) => a - b);
}

/** Formats a list of contact types the way the API carries it ("1,4"). */
export function formatContactTypes(types: readonly number[]): string {
  return [...new Set(types)].sort((a, b) => a - b).join(',');
}

/** True when the user's contact types include the given type. */
export function hasContactType(edu_tipocontacto: string | null | undefined, type: number): boolean {
  return parseContactTypes(edu_tipocontacto).includes(type);
}

/** Types that make a contact academy staff: 4, and 6 (teacher and staff). */
export const staffContactTypes: readonly number[] = [contactType.staff, contactType.teacherStaff];

/** Types that make a contact a teacher: 5, and 6 (teacher and staff). */
export const teacherContactTypes: readonly number[] = [contactType.teacher, contactType.teacherStaff];

/**
 * Staff (types 4 or 6): the one definition shared by web and server. Staff edit content, review every
 * group and may chat with everyone.
 */
export function isStaffContact(types: readonly number[]): boolean {
  return types.some((type) => staffContactTypes.includes(type));
}

/** Teacher (types 5 or 6): signs in with the teacher link. */
export function isTeacherContact(types: readonly number[]): boolean {
  return types.some((type) => teacherContactTypes.includes(type));
}

/** Staff (types 4 or 6) see the edit control on content. */
export function canEditContent(edu_tipocontacto: string | null | undefined): boolean {
  return isStaffContact(parseContactTypes(edu_tipocontacto));
}

/** Contact type 3 reads "tiene acceso" where others read "matriculado". */
export function isLimitedContact(edu_tipocontacto: string | null | undefined): boolean {
  return hasContactType(edu_tipocontacto, contactType.limited);
}

/**
 * Access rule at sign-in (spec 000 §5, 002 §5): a user lacking both contact types 1 and 3 and with
 * edu_matriculado '0' is refused with 'No tienes acceso a esta plataforma'.
 */
export function isPlatformAccessAllowed(user: { edu_tipocontacto: string | null | undefined; edu_matriculado: string | null | undefined }): boolean {
  const types = parseContactTypes(user.edu_tipocontacto);
  const hasStudentType = types.includes(contactType.student) || types.includes(contactType.limited);
  const isNotEnrolled = user.edu_matriculado === '0';
  return hasStudentType || !isNotEnrolled;
}

/**
 * A teacher who is not a student (issue 30): contact types 5 or 6 without 1 (student) or 3 (restricted access),
 * never a free-trial visitor. Student-only parts (the streak, Tests, asking for a tutoría, the profile's
 * enrolment, secretary and licence tabs) are hidden from them and refused by the server; a person who both
 * teaches and studies keeps them. One rule for web and server.
 */
export function isTeacherOnlyContact(types: readonly number[], isFreemium = false): boolean {
  return !isFreemium && isTeacherContact(types) && !types.includes(contactType.student) && !types.includes(contactType.limited);
}

/** The same rule for a signed-in user as the session carries it (`edu_tipocontacto`, `freemium`). */
export function isTeacherOnlyUser(user: { edu_tipocontacto: string | null | undefined; freemium: boolean }): boolean {
  return isTeacherOnlyContact(parseContactTypes(user.edu_tipocontacto), user.freemium);
}

/**
 * The academy side as the web sees a user (issue 31: the back office's menu): the admin flag or staff types 4 and 6.
 * The server decides access in its policies; this only chooses what the menu shows.
 */
export function isAcademyUser(user: { edu_tipocontacto: string | null | undefined; admin?: boolean | null }): boolean {
  return user.admin === true || isStaffContact(parseContactTypes(user.edu_tipocontacto));
}
