import { type Availability, getEventDisabledMessage, texts } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor';
import { isAppError } from '../lib/app-error';
import { authorize, isAuthorized, type ResourceArgs } from './authorize';
import type { PolicyName, PolicyResource } from './policies';
import { authorizeLeadAccount, authorizeSignIn, authorizeTrialSignIn } from './sign-in-policy';

type Kind = 'anonymous' | 'owner' | 'otherStudent' | 'staff' | 'teacher' | 'freemium' | 'limited';
const actors: Record<Exclude<Kind, 'anonymous'>, Actor> = {
  owner: { edu_codigocontacto: 'S-OWNER', emailaddress1: 'owner@campus.test', freemium: false, contactTypes: [1], sessionId: 1 },
  otherStudent: { edu_codigocontacto: 'S-OTHER', emailaddress1: 'other@campus.test', freemium: false, contactTypes: [1], sessionId: 2 },
  staff: { edu_codigocontacto: 'STAFF', emailaddress1: 'staff@campus.test', freemium: false, contactTypes: [1, 4], sessionId: 3 },
  teacher: { edu_codigocontacto: 'TEACHER', emailaddress1: 'teacher@campus.test', freemium: false, contactTypes: [5], sessionId: 4 },
  freemium: { edu_codigocontacto: 'FREEMIUM', emailaddress1: 'visit@campus.test', freemium: true, contactTypes: [1], sessionId: 5 },
  limited: { edu_codigocontacto: 'LIMITED', emailaddress1: 'limited@campus.test', freemium: false, contactTypes: [3], sessionId: 6 },
};
const kinds = ['anonymous', 'owner', 'otherStudent', 'staff', 'teacher', 'freemium', 'limited'] as const;

/** 'ok' or the refusal as "status message". */
function outcome<P extends PolicyName>(kind: Kind, policy: P, resource?: PolicyResource<P>): string {
  try {
    const args = (resource === undefined ? [] : [resource]) as ResourceArgs<PolicyResource<P>>;
    const checked = authorize(kind === 'anonymous' ? null : actors[kind], policy, ...args);
    return checked === actors[kind as Exclude<Kind, 'anonymous'>] ? 'ok' : 'wrong actor';
  } catch (error) {
    if (!isAppError(error)) throw error;
    return `${error.statusCode} ${error.message}`;
  }
}

const unauthorized = `401 ${texts.errors.unauthorized}`;
const forbidden = `403 ${texts.errors.forbidden}`;

/** Each pure policy on a resource owned by S-OWNER, and what each kind of actor gets. */
const table: { policy: PolicyName; resource?: unknown; expected: Record<Kind, string> }[] = [
  { policy: 'signedIn', expected: { anonymous: unauthorized, owner: 'ok', otherStudent: 'ok', staff: 'ok', teacher: 'ok', freemium: 'ok', limited: 'ok' } },
  {
    policy: 'owner',
    resource: { contactCode: 'S-OWNER' },
    expected: { anonymous: unauthorized, owner: 'ok', otherStudent: forbidden, staff: forbidden, teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  {
    policy: 'editContent',
    expected: { anonymous: unauthorized, owner: forbidden, otherStudent: forbidden, staff: 'ok', teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  {
    policy: 'editPost',
    resource: { authorCode: 'S-OWNER' },
    expected: {
      anonymous: unauthorized,
      owner: 'ok',
      otherStudent: `403 ${texts.comments.onlyAuthor}`,
      staff: `403 ${texts.comments.onlyAuthor}`,
      teacher: `403 ${texts.comments.onlyAuthor}`,
      freemium: `403 ${texts.comments.onlyAuthor}`,
      limited: `403 ${texts.comments.onlyAuthor}`,
    },
  },
  {
    policy: 'sendChatMessage',
    resource: { senderCode: 'S-OWNER' },
    expected: {
      anonymous: unauthorized,
      owner: 'ok',
      otherStudent: `403 ${texts.chat.senderMismatch}`,
      staff: `403 ${texts.chat.senderMismatch}`,
      teacher: `403 ${texts.chat.senderMismatch}`,
      freemium: `403 ${texts.chat.senderMismatch}`,
      limited: `403 ${texts.chat.senderMismatch}`,
    },
  },
  {
    policy: 'listOwnEvents',
    resource: { contactCode: 'S-OWNER', email: ' Owner@Campus.test ' },
    expected: { anonymous: unauthorized, owner: 'ok', otherStudent: forbidden, staff: forbidden, teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  {
    policy: 'planStudy',
    resource: { contactCode: 'S-OWNER', role: 'student' },
    expected: { anonymous: unauthorized, owner: 'ok', otherStudent: forbidden, staff: forbidden, teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  // Their own plan, but not as an enrolled student of the group: nothing to catch up on.
  {
    policy: 'planStudy',
    resource: { contactCode: 'S-OWNER', role: 'freemium' },
    expected: {
      anonymous: unauthorized,
      owner: forbidden,
      otherStudent: forbidden,
      staff: forbidden,
      teacher: forbidden,
      freemium: forbidden,
      limited: forbidden,
    },
  },
  {
    policy: 'openTestsSpace',
    // A teacher who does not study has no tests to take (issue 30 item 9).
    expected: {
      anonymous: unauthorized,
      owner: 'ok',
      otherStudent: 'ok',
      staff: 'ok',
      teacher: `403 ${texts.teachingShell.studentOnly}`,
      freemium: `403 ${texts.tests.noAccess}`,
      limited: 'ok',
    },
  },
  {
    policy: 'payInvoice',
    resource: { customerOwnerCode: 'S-OWNER', invoiceContactCode: 'S-OWNER' },
    expected: { anonymous: unauthorized, owner: 'ok', otherStudent: forbidden, staff: forbidden, teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  // Grading a delivery of group G1 by S-OWNER, nobody teaching G1: staff only.
  {
    policy: 'gradeTask',
    resource: { groupCode: 'G1', taughtGroups: new Set<string>(), authorCode: 'S-OWNER' },
    expected: {
      anonymous: unauthorized,
      owner: `404 ${texts.evaluations.taskNotFound}`,
      otherStudent: `404 ${texts.evaluations.taskNotFound}`,
      staff: 'ok',
      teacher: `404 ${texts.evaluations.taskNotFound}`,
      freemium: `404 ${texts.evaluations.taskNotFound}`,
      limited: `404 ${texts.evaluations.taskNotFound}`,
    },
  },
  // ...a delivery of the staff member herself (issue 27): never her own, whoever she is.
  {
    policy: 'gradeTask',
    resource: { groupCode: 'G1', taughtGroups: new Set<string>(), authorCode: 'STAFF' },
    expected: {
      anonymous: unauthorized,
      owner: `404 ${texts.evaluations.taskNotFound}`,
      otherStudent: `404 ${texts.evaluations.taskNotFound}`,
      staff: `403 ${texts.evaluations.cannotGradeOwnDelivery}`,
      teacher: `404 ${texts.evaluations.taskNotFound}`,
      freemium: `404 ${texts.evaluations.taskNotFound}`,
      limited: `404 ${texts.evaluations.taskNotFound}`,
    },
  },
  // ...with the actor teaching G1: every teacher of the group grades, except the delivery's author (TEACHER).
  {
    policy: 'gradeTask',
    resource: { groupCode: 'G1', taughtGroups: new Set(['G1']), authorCode: 'TEACHER' },
    expected: {
      anonymous: unauthorized,
      owner: 'ok',
      otherStudent: 'ok',
      staff: 'ok',
      teacher: `403 ${texts.evaluations.cannotGradeOwnDelivery}`,
      freemium: `404 ${texts.evaluations.taskNotFound}`,
      limited: 'ok',
    },
  },
  {
    policy: 'readChat',
    resource: { memberCodes: ['S-OWNER', 'TEACHER'] },
    expected: {
      anonymous: unauthorized,
      owner: 'ok',
      otherStudent: `404 ${texts.chat.notFound}`,
      staff: `404 ${texts.chat.notFound}`,
      teacher: 'ok',
      freemium: `404 ${texts.chat.notFound}`,
      limited: `404 ${texts.chat.notFound}`,
    },
  },
  {
    policy: 'usePaymentMethod',
    resource: { creatorCode: 'S-OWNER' },
    expected: {
      anonymous: unauthorized,
      owner: 'ok',
      otherStudent: `404 ${texts.payment.paymentMethodNotFound}`,
      staff: `404 ${texts.payment.paymentMethodNotFound}`,
      teacher: `404 ${texts.payment.paymentMethodNotFound}`,
      freemium: `404 ${texts.payment.paymentMethodNotFound}`,
      limited: `404 ${texts.payment.paymentMethodNotFound}`,
    },
  },
  // Three outside addresses where two are allowed: only the academy side (admins, staff) goes past the limit.
  {
    policy: 'sendOutsideMail',
    resource: { outsideCount: 3, limit: 2 },
    expected: {
      anonymous: unauthorized,
      owner: `400 ${texts.mail.tooManyOutsideRecipients(2)}`,
      otherStudent: `400 ${texts.mail.tooManyOutsideRecipients(2)}`,
      staff: 'ok',
      teacher: `400 ${texts.mail.tooManyOutsideRecipients(2)}`,
      freemium: `400 ${texts.mail.tooManyOutsideRecipients(2)}`,
      limited: `400 ${texts.mail.tooManyOutsideRecipients(2)}`,
    },
  },
  {
    policy: 'listAcademyNotifications',
    expected: { anonymous: unauthorized, owner: forbidden, otherStudent: forbidden, staff: 'ok', teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  {
    policy: 'listEveryGroup',
    expected: { anonymous: unauthorized, owner: forbidden, otherStudent: forbidden, staff: 'ok', teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  // An open content event that is not one of the free ones: closed to a freemium visitor only.
  {
    policy: 'openListedEvent',
    resource: { isAvailable: true, isFreemiumEvent: false },
    expected: { anonymous: unauthorized, owner: 'ok', otherStudent: 'ok', staff: 'ok', teacher: 'ok', freemium: forbidden, limited: 'ok' },
  },
  // A calendar event reached through none of the actor's groups and not theirs: staff only.
  {
    policy: 'seeEventOutsideGroups',
    resource: { isOrganizerOrInvited: false },
    expected: { anonymous: unauthorized, owner: forbidden, otherStudent: forbidden, staff: 'ok', teacher: forbidden, freemium: forbidden, limited: forbidden },
  },
  {
    policy: 'changeIdentityFields',
    resource: { isNameChanged: false, isDocumentChanged: true },
    expected: {
      anonymous: unauthorized,
      owner: `403 ${texts.profile.identityLocked}`,
      otherStudent: `403 ${texts.profile.identityLocked}`,
      staff: `403 ${texts.profile.identityLocked}`,
      teacher: `403 ${texts.profile.identityLocked}`,
      freemium: `403 ${texts.profile.identityLocked}`,
      limited: `403 ${texts.profile.identityLocked}`,
    },
  },
  {
    policy: 'reachBoardGroup',
    resource: { role: 'freemium' },
    expected: {
      anonymous: unauthorized,
      owner: forbidden,
      otherStudent: forbidden,
      staff: forbidden,
      teacher: forbidden,
      freemium: forbidden,
      limited: forbidden,
    },
  },
  {
    policy: 'useCustomer',
    resource: { ownerCode: 'S-OWNER' },
    expected: {
      anonymous: unauthorized,
      owner: 'ok',
      otherStudent: `403 ${texts.payment.customerMismatch}`,
      staff: `403 ${texts.payment.customerMismatch}`,
      teacher: `403 ${texts.payment.customerMismatch}`,
      freemium: `403 ${texts.payment.customerMismatch}`,
      limited: `403 ${texts.payment.customerMismatch}`,
    },
  },
];

describe('pure policies × actor kinds', () => {
  for (const row of table) {
    it.each(kinds)(`${row.policy}: %s`, (kind) => {
      expect(outcome(kind, row.policy, row.resource as never)).toBe(row.expected[kind]);
    });
  }

  it('refuses what no actor may do, whoever asks', () => {
    expect(outcome('owner', 'listOwnEvents', { contactCode: 'S-OWNER', email: 'otra@campus.test' })).toBe(`403 ${texts.events.contactMismatch}`);
    expect(outcome('owner', 'recordActivity', { contactCodes: ['S-OWNER', 'S-OTHER'] })).toBe(`403 ${texts.activity.foreignContact}`);
    expect(outcome('owner', 'payInvoice', { customerOwnerCode: 'S-OWNER', invoiceContactCode: 'S-OTHER' })).toBe(forbidden);
    expect(outcome('owner', 'useCustomer', { ownerCode: null })).toBe(`403 ${texts.payment.customerMismatch}`);
    expect(outcome('owner', 'useEmail', { email: 'otra@campus.test', ownEmails: ['owner@campus.test', null] })).toBe(`403 ${texts.payment.notOwnEmail}`);
    expect(outcome('owner', 'claimInvoice', { askedMatricula: 'M-2', invoiceMatricula: 'M-1' })).toBe(`403 ${texts.payment.successError}`);
    expect(outcome('owner', 'buyProduct', { matricula: null })).toBe(`403 ${texts.formation.noAccess}`);
    expect(outcome('owner', 'downloadFile', { canDownload: true, fileType: 'h5p', hasStoredBytes: true })).toBe(`403 ${texts.files.downloadNotAllowed}`);
    expect(outcome('owner', 'viewFile', { canDownload: false, fileType: 'other' })).toBe(`403 ${texts.files.downloadNotAllowed}`);
    expect(outcome('owner', 'viewFile', { canDownload: false, fileType: 'application/pdf' })).toBe('ok');
    expect(outcome('owner', 'streamFileInline', { fileType: 'other' })).toBe(`403 ${texts.files.downloadNotAllowed}`);
  });

  it('allows what every actor may do on these resources', () => {
    expect(outcome('owner', 'sendOutsideMail', { outsideCount: 2, limit: 2 })).toBe('ok');
    expect(outcome('freemium', 'openListedEvent', { isAvailable: true, isFreemiumEvent: true })).toBe('ok');
    expect(outcome('staff', 'openListedEvent', { isAvailable: false, isFreemiumEvent: true })).toBe(forbidden);
    expect(outcome('owner', 'seeEventOutsideGroups', { isOrganizerOrInvited: true })).toBe('ok');
    expect(outcome('owner', 'changeIdentityFields', { isNameChanged: false, isDocumentChanged: false })).toBe('ok');
    expect(outcome('owner', 'changeIdentityFields', { isNameChanged: true, isDocumentChanged: false })).toBe(`403 ${texts.profile.identityLocked}`);
    expect(outcome('owner', 'usePaymentMethod', { creatorCode: null })).toBe(`404 ${texts.payment.paymentMethodNotFound}`);
    for (const role of ['student', 'teacher', 'staff'] as const) expect(outcome('freemium', 'reachBoardGroup', { role })).toBe('ok');
    expect(outcome('staff', 'reachBoardGroup', { role: null })).toBe(forbidden);
  });

  it("opens an event's files only while the event is available, saying why it is locked", () => {
    const OPEN: Availability = { isAvailable: true, grantedBy: 'open' };
    const locked: Availability = { isAvailable: false, reason: 'not_yet', availableFrom: '2026-12-15', canPurchase: false };
    const expired: Availability = { isAvailable: false, reason: 'expired', canPurchase: false };
    expect(outcome('owner', 'openEventFiles', { availability: OPEN })).toBe('ok');
    expect(outcome('owner', 'openEventFiles', { availability: locked })).toBe(`403 ${getEventDisabledMessage(locked)}`);
    expect(outcome('owner', 'openEventFiles', { availability: expired })).toBe(
      `403 ${getEventDisabledMessage(expired) ?? texts.formation.eventUnavailableTitle}`,
    );
  });

  it('answers the same decisions as a boolean for what a service lists (isAuthorized)', () => {
    expect(isAuthorized(actors.freemium, 'useMail')).toBe(false);
    expect(isAuthorized(actors.owner, 'useMail')).toBe(true);
    expect(isAuthorized(actors.freemium, 'openListedEvent', { isAvailable: true, isFreemiumEvent: false })).toBe(false);
    expect(isAuthorized(actors.staff, 'listEveryGroup')).toBe(true);
  });
});

describe('sign-in policy', () => {
  const noAccess = texts.auth.noAccess;
  it.each([
    { contact: { statecode: 0, edu_tipocontacto: '1', edu_matriculado: '0' }, route: 'student' as const, isAllowed: true },
    { contact: { statecode: 0, edu_tipocontacto: '3', edu_matriculado: '0' }, route: 'student' as const, isAllowed: true },
    { contact: { statecode: 0, edu_tipocontacto: '4', edu_matriculado: '0' }, route: 'student' as const, isAllowed: false },
    { contact: { statecode: 0, edu_tipocontacto: '4', edu_matriculado: '1' }, route: 'student' as const, isAllowed: true },
    { contact: { statecode: 1, edu_tipocontacto: '1', edu_matriculado: '1' }, route: 'student' as const, isAllowed: false },
    { contact: { statecode: 0, edu_tipocontacto: '5', edu_matriculado: '0' }, route: 'teacher' as const, isAllowed: true },
    { contact: { statecode: 0, edu_tipocontacto: '6', edu_matriculado: '0' }, route: 'teacher' as const, isAllowed: true },
    { contact: { statecode: 0, edu_tipocontacto: '1,4', edu_matriculado: '1' }, route: 'teacher' as const, isAllowed: false },
  ])('$route sign-in of types $contact.edu_tipocontacto (state $contact.statecode): $isAllowed', ({ contact, route, isAllowed }) => {
    if (isAllowed) expect(authorizeSignIn(contact, route)).toBe(contact);
    else expect(() => authorizeSignIn(contact, route)).toThrow(noAccess);
  });

  it('refuses an unknown contact', () => {
    expect(() => authorizeSignIn(undefined, 'student')).toThrow(noAccess);
  });
});

describe("student-only parts and a teacher's shell (issue 30 item 9)", () => {
  const studentOnly = `403 ${texts.teachingShell.studentOnly}`;
  const teacherWhoStudies: Actor = { ...actors.teacher, edu_codigocontacto: 'T-STUDENT', contactTypes: [1, 5], sessionId: 7 };
  const outcomeOf = <P extends PolicyName>(actor: Actor, policy: P, resource: PolicyResource<P>) => {
    try {
      authorize(actor, policy, ...([resource] as ResourceArgs<PolicyResource<P>>));
      return 'ok';
    } catch (error) {
      if (!isAppError(error)) throw error;
      return `${error.statusCode} ${error.message}`;
    }
  };

  it.each(['readOwnStreak', 'ownEnrolmentRecords', 'useSecretary'] as const)('%s: refused to a teacher who does not study, on his own data', (policy) => {
    expect(outcome('teacher', policy, { contactCode: 'TEACHER' })).toBe(studentOnly);
    expect(outcome('owner', policy, { contactCode: 'S-OWNER' })).toBe('ok');
    expect(outcomeOf(teacherWhoStudies, policy, { contactCode: 'T-STUDENT' })).toBe('ok');
    // Someone else's data stays the plain refusal, whoever asks.
    expect(outcome('teacher', policy, { contactCode: 'S-OWNER' })).toBe(forbidden);
  });

  it('refuses a tutoring request by a teacher who does not study; one who studies may ask', () => {
    expect(outcome('teacher', 'requestTutoring', { studentCode: 'TEACHER' })).toBe(studentOnly);
    expect(outcomeOf(teacherWhoStudies, 'requestTutoring', { studentCode: 'T-STUDENT' })).toBe('ok');
    expect(outcomeOf(teacherWhoStudies, 'openTestsSpace', undefined as never)).toBe('ok');
  });

  it('opens the group statistics and rankings to a teacher of the group and staff, not to others', () => {
    for (const role of ['student', 'teacher', 'staff'] as const) {
      expect(outcome('teacher', 'viewGroupStatistics', { role })).toBe('ok');
      expect(outcome('teacher', 'viewRankings', { role })).toBe('ok');
    }
    expect(outcome('freemium', 'viewGroupStatistics', { role: 'freemium' })).toBe('ok');
    expect(outcome('freemium', 'viewRankings', { role: 'freemium' })).toBe(`403 ${texts.statistics.rankingsFreemium}`);
    // A student's own figures (own attendance, own counters) stay a student's.
    expect(outcome('teacher', 'viewOwnGroupFigures', { role: 'teacher' })).toBe(`403 ${texts.statistics.groupNotFound}`);
    expect(outcome('owner', 'viewOwnGroupFigures', { role: 'student' })).toBe('ok');
  });
});

describe('free-trial sign-in policy', () => {
  const noAccess = texts.auth.noAccess;
  const trial = { statecode: 0, edu_tipocontacto: '1', edu_matriculado: '1', freemium: true };

  it.each([
    { contact: trial, stage: 'enrolled' as const, isAllowed: true },
    { contact: { ...trial, edu_matriculado: '0' }, stage: 'before-enrolment' as const, isAllowed: true },
    { contact: { ...trial, edu_matriculado: '0' }, stage: 'enrolled' as const, isAllowed: false },
    // An academy student's e-mail proven through a provider or a lead link never opens their account.
    { contact: { ...trial, freemium: false }, stage: 'before-enrolment' as const, isAllowed: false },
    { contact: { ...trial, statecode: 1 }, stage: 'before-enrolment' as const, isAllowed: false },
  ])('freemium $contact.freemium, state $contact.statecode, matriculado $contact.edu_matriculado at $stage: $isAllowed', ({ contact, stage, isAllowed }) => {
    if (isAllowed) expect(authorizeTrialSignIn(contact, stage)).toBe(contact);
    else expect(() => authorizeTrialSignIn(contact, stage)).toThrow(noAccess);
  });

  it('refuses an unknown contact', () => {
    expect(() => authorizeTrialSignIn(null)).toThrow(noAccess);
  });

  it('lets a lead link open only the account that lead created', () => {
    expect(authorizeLeadAccount('C-NEW')).toBe('C-NEW');
    expect(authorizeLeadAccount(true)).toBe(true);
    for (const refused of [undefined, null, false] as const) expect(() => authorizeLeadAccount(refused)).toThrow(texts.freemium.leadAccountExists);
  });
});
