import {
  type Availability,
  contactType,
  type FileType,
  getEventDisabledMessage,
  isTeacherContact,
  isTeacherOnlyContact,
  type MailFolderId,
  texts,
} from '@campus/contract';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { isAcademyActor, isOwnerOf, isStaffActor } from './actor-roles';
import { teachingPolicies } from './teaching-policies';
import { backOfficePolicies } from './back-office-policies';

/** A named decision on one kind of resource: pure (everything it needs is in the actor and the resource). */
export interface Policy<Resource> {
  isAllowed(actor: Actor, resource: Resource): boolean;
  /** The refusal; 403 'No tienes permiso para realizar esta acción' unless the spec names another. */
  refuse?(actor: Actor, resource: Resource): AppError;
}

const definePolicy = <Resource = void>(policy: Policy<Resource>) => policy;
const forbidden = (message: string) => () => new AppError('forbidden', message);
/** A teacher who does not study (issue 30 item 9): the student-only parts are not his. */
const isTeacherOnly = (actor: Actor) => isTeacherOnlyContact(actor.contactTypes, actor.freemium);
const studentOnly = () => new AppError('forbidden', texts.teachingShell.studentOnly);

/**
 * Every pure policy by name. The resource type of each is part of its definition, so
 * `authorize(actor, 'editPost', { authorCode })` is checked by the compiler. Policies that need data (the
 * availability of content) live in `access-policies.ts` and answer through the same `authorize` shape.
 */
export const policies = {
  /** Any signed-in user (catalogue data, their own lists resolved from the session). */
  signedIn: definePolicy({ isAllowed: () => true }),

  /** The academy-side pages (issue 11): dashboard notifications authoring, support case handling. Admin users and staff. */
  manageAcademy: definePolicy({ isAllowed: (actor) => isAcademyActor(actor) }),

  /** A support case is registered by an enrolled student or staff, never by a freemium visitor (spec 002 §6: locked). */
  registerSupportCase: definePolicy({
    isAllowed: (actor) => !actor.freemium,
    refuse: forbidden(texts.cases.freemiumNotAllowed),
  }),

  /** A support case (and its resolution) is read by its customer and the academy; to anyone else it does not exist (404). */
  readSupportCase: definePolicy<{ customerCode: string }>({
    isAllowed: (actor, { customerCode }) => isOwnerOf(actor, customerCode) || isAcademyActor(actor),
    refuse: () => new AppError('not_found', texts.cases.notFound),
  }),

  /** Passwords of the academy sign-in (change, reset): a freemium visitor signs in with a social account and has none. */
  managePassword: definePolicy({
    isAllowed: (actor) => !actor.freemium,
    refuse: forbidden(texts.privacy.unavailableForFreemium),
  }),

  /** A credentials reset names only the user's own account (its Microsoft 365 code, when the call sends one). */
  resetOwnCredentials: definePolicy<{ isOwnAccount: boolean }>({
    isAllowed: (_actor, { isOwnAccount }) => isOwnAccount,
    refuse: forbidden(texts.privacy.notOwnAccount),
  }),

  /** Only the owner of the data: a student reaches only their own. */
  owner: definePolicy<{ contactCode: string }>({ isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode) }),

  /**
   * The profile's enrolments, withdrawal requests and licences (issue 13): only the student's own, and never a
   * freemium visitor's or a contact type 3's, who see only the profile's info tab (spec 002 §7).
   */
  ownEnrolmentRecords: definePolicy<{ contactCode: string }>({
    isAllowed: (actor, { contactCode }) =>
      isOwnerOf(actor, contactCode) && !actor.freemium && !actor.contactTypes.includes(contactType.limited) && !isTeacherOnly(actor),
    refuse: (actor, { contactCode }) =>
      new AppError(
        'forbidden',
        actor.freemium
          ? texts.enrolments.notForFreemium
          : isOwnerOf(actor, contactCode) && isTeacherOnly(actor)
            ? texts.teachingShell.studentOnly
            : texts.errors.forbidden,
      ),
  }),

  /**
   * The virtual secretary (issue 13): only one's own debts, certificates and contract, and never a freemium
   * visitor's (they have no enrolment to invoice or certify).
   */
  useSecretary: definePolicy<{ contactCode: string }>({
    isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode) && !actor.freemium && !isTeacherOnly(actor),
    refuse: (actor, { contactCode }) =>
      isOwnerOf(actor, contactCode) && isTeacherOnly(actor) ? studentOnly() : new AppError('forbidden', texts.errors.forbidden),
  }),

  /**
   * A group's statistics (issue 14): its students, enrolled or a freemium visitor of an open group (their own
   * figures and the group's averages, which name nobody), and (issue 30 item 9) the group's teachers and staff,
   * who follow the group: `viewGroup` gives the role 'teacher' only to a teacher of that group.
   */
  viewGroupStatistics: definePolicy<{ role: 'student' | 'teacher' | 'staff' | 'freemium' }>({
    isAllowed: (_actor, { role }) => role === 'student' || role === 'freemium' || role === 'teacher' || role === 'staff',
    refuse: forbidden(texts.statistics.groupNotFound),
  }),

  /** A student's own figures in the group (own attendance, own completed topics and units): teachers and staff have none there. */
  viewOwnGroupFigures: definePolicy<{ role: 'student' | 'teacher' | 'staff' | 'freemium' }>({
    isAllowed: (_actor, { role }) => role === 'student' || role === 'freemium',
    refuse: forbidden(texts.statistics.groupNotFound),
  }),

  /**
   * Rankings name classmates: the group's enrolled students, and its teachers and staff (issue 30 item 9); locked for
   * freemium visitors (spec 002 §6).
   */
  viewRankings: definePolicy<{ role: 'student' | 'teacher' | 'staff' | 'freemium' }>({
    isAllowed: (actor, { role }) => !actor.freemium && (role === 'student' || role === 'teacher' || role === 'staff'),
    refuse: (actor) => new AppError('forbidden', actor.freemium ? texts.statistics.rankingsFreemium : texts.statistics.groupNotFound),
  }),

  /**
   * The academy-side list of dashboard notifications (every notice, scheduled ones included) is the academy's;
   * anyone else lists the notices delivered to them.
   */
  listAcademyNotifications: definePolicy({ isAllowed: (actor) => isAcademyActor(actor) }),

  /** The board's group picker lists every group of the academy to staff; everyone else, the groups they study or teach. */
  listEveryGroup: definePolicy({ isAllowed: (actor) => isStaffActor(actor) }),

  /**
   * A content event listed in a tree or a timeline opens when its availability says so and, for a freemium
   * visitor, only when it is one of the free events (the one rule both lists apply).
   */
  openListedEvent: definePolicy<{ isAvailable: boolean; isFreemiumEvent: boolean }>({
    isAllowed: (actor, { isAvailable, isFreemiumEvent }) => isAvailable && (!actor.freemium || isFreemiumEvent),
  }),

  /**
   * In the calendar, an event reached through none of the actor's groups is seen by its organizers and the people
   * invited to it (a tutoría, an event without groups), and by staff, who see every event.
   */
  seeEventOutsideGroups: definePolicy<{ isOrganizerOrInvited: boolean }>({
    isAllowed: (actor, { isOrganizerOrInvited }) => isOrganizerOrInvited || isStaffActor(actor),
  }),

  /** An event's files are listed only while the event is open to the actor: 403 with the reason it is locked. */
  openEventFiles: definePolicy<{ availability: Availability }>({
    isAllowed: (_actor, { availability }) => availability.isAvailable,
    refuse: (_actor, { availability }) => new AppError('forbidden', getEventDisabledMessage(availability) ?? texts.formation.eventUnavailableTitle),
  }),

  /** Staff (types 4 or 6) edit the content tree (unit titles). */
  editContent: definePolicy({ isAllowed: (actor) => isStaffActor(actor) }),

  /** Only its author edits a post or comment. */
  editPost: definePolicy<{ authorCode: string }>({
    isAllowed: (actor, { authorCode }) => isOwnerOf(actor, authorCode),
    refuse: forbidden(texts.comments.onlyAuthor),
  }),

  /**
   * The posts board (issue 11) is the conversation of a group's enrolled students, teachers and staff: a
   * freemium visitor (a trial, anyone who signed in with a social account) neither reads nor writes it.
   */
  useBoard: definePolicy({
    isAllowed: (actor) => !actor.freemium,
    refuse: forbidden(texts.board.freemiumLocked),
  }),

  /** A group reaches the board of who studies, teaches or (staff) manages it; a freemium visitor's open group does not. */
  reachBoardGroup: definePolicy<{ role: 'student' | 'teacher' | 'staff' | 'freemium' | null }>({
    isAllowed: (_actor, { role }) => role !== null && role !== 'freemium',
  }),

  /** A board post is addressed only to groups the author belongs to (enrolled, teaching; staff: any). */
  postToGroups: definePolicy<{ unreachedGroups: readonly string[] }>({
    isAllowed: (_actor, { unreachedGroups }) => unreachedGroups.length === 0,
    refuse: forbidden(texts.board.foreignGroup),
  }),

  /** A post is read and answered by who reaches one of its groups (staff: all), and by its author. */
  readPost: definePolicy<{ authorCode: string; reachesAGroup: boolean }>({
    isAllowed: (actor, { authorCode, reachesAGroup }) => reachesAGroup || isStaffActor(actor) || isOwnerOf(actor, authorCode),
    refuse: forbidden(texts.board.notReadable),
  }),

  /** Only its author changes or deletes a board post. */
  changeBoardPost: definePolicy<{ authorCode: string }>({
    isAllowed: (actor, { authorCode }) => isOwnerOf(actor, authorCode),
    refuse: forbidden(texts.board.onlyAuthor),
  }),

  /** Only its author deletes a response. */
  deletePostResponse: definePolicy<{ authorCode: string }>({
    isAllowed: (actor, { authorCode }) => isOwnerOf(actor, authorCode),
    refuse: forbidden(texts.board.onlyResponseAuthor),
  }),

  /**
   * Only its owner discards an upload, and only while nothing carries it (a sent file belongs to its message);
   * to anyone else it does not exist (404), like the file itself.
   */
  discardUpload: definePolicy<{ ownerCode: string; isAttached: boolean }>({
    isAllowed: (actor, { ownerCode, isAttached }) => !isAttached && isOwnerOf(actor, ownerCode),
    refuse: () => new AppError('not_found', texts.chat.fileNotFound),
  }),

  /**
   * A mail goes to at most the configured number of outside addresses (with the hourly mail limit this bounds the
   * outside mail a person makes the academy send); the academy side (admins, staff) writes to any number.
   */
  sendOutsideMail: definePolicy<{ outsideCount: number; limit: number }>({
    isAllowed: (actor, { outsideCount, limit }) => outsideCount <= limit || isAcademyActor(actor),
    refuse: (_actor, { limit }) => new AppError('validation', texts.mail.tooManyOutsideRecipients(limit)),
  }),

  /**
   * The mail client (issue 12) is for the academy's people: a freemium visitor sees the sample folders
   * (answered by the folders call) and every other mail call is refused.
   */
  useMail: definePolicy({
    isAllowed: (actor) => !actor.freemium,
    refuse: forbidden(texts.mail.freemiumLocked),
  }),

  /**
   * A mailbox's copy of a mail (and so its attachments) is reached only by its owner: the sender through
   * their sent copy, each recipient through theirs. To anyone else it does not exist (404).
   */
  readMail: definePolicy<{ ownerCode: string }>({
    isAllowed: (actor, { ownerCode }) => isOwnerOf(actor, ownerCode),
    refuse: () => new AppError('not_found', texts.mail.notFound),
  }),

  /** Only the owner's drafts are edited, sent as drafts or opened as a draft (404 to anyone else). */
  editMailDraft: definePolicy<{ ownerCode: string; isDraft: boolean }>({
    isAllowed: (actor, { ownerCode, isDraft }) => isOwnerOf(actor, ownerCode) && isDraft,
    refuse: (actor, { ownerCode }) =>
      isOwnerOf(actor, ownerCode) ? new AppError('validation', texts.mail.notDraft) : new AppError('not_found', texts.mail.notFound),
  }),

  /** A mail is moved by hand to any folder but the outbox (the server's own), and only a draft goes to Drafts. */
  moveMail: definePolicy<{ folderId: MailFolderId; isDraft: boolean }>({
    isAllowed: (_actor, { folderId, isDraft }) => folderId !== 'outbox' && (folderId !== 'drafts' || isDraft),
    refuse: () => new AppError('validation', texts.mail.invalidFolder),
  }),

  /** A chat (its messages, read marks, a message sent into it) is reached only by its two members; to anyone else it does not exist (404). */
  readChat: definePolicy<{ memberCodes: readonly string[] }>({
    isAllowed: (actor, { memberCodes }) => memberCodes.some((code) => isOwnerOf(actor, code)),
    refuse: () => new AppError('not_found', texts.chat.notFound),
  }),

  /** A message is sent in the sender's own name. */
  sendChatMessage: definePolicy<{ senderCode: string }>({
    isAllowed: (actor, { senderCode }) => isOwnerOf(actor, senderCode),
    refuse: forbidden(texts.chat.senderMismatch),
  }),

  /** Activity records only for oneself. */
  recordActivity: definePolicy<{ contactCodes: readonly string[] }>({
    isAllowed: (actor, { contactCodes }) => contactCodes.every((code) => isOwnerOf(actor, code)),
    refuse: forbidden(texts.activity.foreignContact),
  }),

  /** One's own events: the code and the e-mail in the address must both be the actor's. */
  listOwnEvents: definePolicy<{ contactCode: string; email: string }>({
    isAllowed: (actor, { contactCode, email }) => isOwnerOf(actor, contactCode) && actor.emailaddress1.toLowerCase() === email.trim().toLowerCase(),
    refuse: (actor, { contactCode }) => new AppError('forbidden', isOwnerOf(actor, contactCode) ? texts.events.contactMismatch : texts.errors.forbidden),
  }),

  /** One's own streak and connection days (the header's flame): a student's, not a teacher's who does not study. */
  readOwnStreak: definePolicy<{ contactCode: string }>({
    isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode) && !isTeacherOnly(actor),
    refuse: (actor, { contactCode }) => (isOwnerOf(actor, contactCode) ? studentOnly() : new AppError('forbidden', texts.errors.forbidden)),
  }),

  /** One's own tutoring requests (GET /api/requests/student/{contactId}). */
  listOwnRequests: definePolicy<{ contactCode: string }>({
    isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode),
    refuse: forbidden(texts.requests.onlyOwnRequests),
  }),

  /** The requests addressed to oneself as a teacher (GET /api/requests/teacher/{contactId}). */
  listAddressedRequests: definePolicy<{ contactCode: string }>({
    isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode),
    refuse: forbidden(texts.requests.onlyOwnRequests),
  }),

  /** A tutoring request is made by an enrolled student (not a freemium visitor) in their own name. */
  requestTutoring: definePolicy<{ studentCode: string }>({
    isAllowed: (actor, { studentCode }) => !actor.freemium && isOwnerOf(actor, studentCode) && !isTeacherOnly(actor),
    refuse: (actor) =>
      new AppError(
        'forbidden',
        actor.freemium ? texts.requests.freemiumNotAllowed : isTeacherOnly(actor) ? texts.teachingShell.studentOnly : texts.requests.onlyForYourself,
      ),
  }),

  /** ...for one of their active groups (an enrolment line on it), to one of that group's teachers. */
  addressTutoring: definePolicy<{ isActiveGroup: boolean; isGroupTeacher: boolean }>({
    isAllowed: (_actor, { isActiveGroup, isGroupTeacher }) => isActiveGroup && isGroupTeacher,
    refuse: (_actor, { isActiveGroup }) => new AppError('forbidden', isActiveGroup ? texts.requests.teacherNotInGroup : texts.requests.notInGroup),
  }),

  /** Only the teacher a request is addressed to decides it, and only while it is pending (once). */
  decideRequest: definePolicy<{ teacherCode: string; status: string }>({
    isAllowed: (actor, { teacherCode, status }) => isOwnerOf(actor, teacherCode) && status === 'pendiente',
    refuse: (actor, { teacherCode }) =>
      isOwnerOf(actor, teacherCode) ? new AppError('conflict', texts.requests.alreadyDecided) : new AppError('forbidden', texts.requests.onlyAddressedTeacher),
  }),

  /**
   * A study plan (timeline 'Reprogramar eventos') is made by an enrolled student for a group they study in,
   * for themselves: teachers, staff and freemium visitors have no course to catch up on.
   */
  planStudy: definePolicy<{ contactCode: string; role: 'student' | 'teacher' | 'staff' | 'freemium' }>({
    isAllowed: (actor, { contactCode, role }) => isOwnerOf(actor, contactCode) && role === 'student',
  }),

  /** The external test space is for students: freemium visitors get the purchase gate. */
  openTestsSpace: definePolicy({
    isAllowed: (actor) => !actor.freemium && !isTeacherOnly(actor),
    refuse: (actor) => (isTeacherOnly(actor) ? studentOnly() : new AppError('no_access', texts.tests.noAccess)),
  }),

  /** A saved card is attached only by the contact who entered it (as the payment provider knows it); to anyone else it does not exist (404). */
  usePaymentMethod: definePolicy<{ creatorCode: string | null | undefined }>({
    isAllowed: (actor, { creatorCode }) => isOwnerOf(actor, creatorCode),
    refuse: () => new AppError('not_found', texts.payment.paymentMethodNotFound),
  }),

  /** A payment customer is used only by the contact it belongs to. */
  useCustomer: definePolicy<{ ownerCode: string | null | undefined }>({
    isAllowed: (actor, { ownerCode }) => isOwnerOf(actor, ownerCode),
    refuse: forbidden(texts.payment.customerMismatch),
  }),

  /** A customer is created only for one of the actor's own e-mail addresses. */
  useEmail: definePolicy<{ email: string; ownEmails: readonly (string | null | undefined)[] }>({
    isAllowed: (_actor, { email, ownEmails }) => ownEmails.some((own) => !!own && own.toLowerCase() === email.trim().toLowerCase()),
    refuse: forbidden(texts.payment.notOwnEmail),
  }),

  /** An invoice is paid or confirmed only by the contact it was issued to, through their own customer. */
  payInvoice: definePolicy<{ customerOwnerCode: string | null | undefined; invoiceContactCode: string | null | undefined }>({
    isAllowed: (actor, { customerOwnerCode, invoiceContactCode }) => isOwnerOf(actor, customerOwnerCode) && isOwnerOf(actor, invoiceContactCode),
  }),

  /** A confirmed purchase goes to the enrolment the invoice was issued for. */
  claimInvoice: definePolicy<{ askedMatricula: string | null | undefined; invoiceMatricula: string | null | undefined }>({
    isAllowed: (_actor, { askedMatricula, invoiceMatricula }) => !askedMatricula || askedMatricula === invoiceMatricula,
    refuse: forbidden(texts.payment.successError),
  }),

  /** A bonus is bought only for a formation the actor is enrolled in. */
  buyProduct: definePolicy<{ matricula: string | null | undefined }>({
    isAllowed: (_actor, { matricula }) => !!matricula,
    refuse: () => new AppError('no_access', texts.formation.noAccess),
  }),

  /** A download needs an open event with the download flag, and stored bytes; an H5P package is never downloaded. */
  downloadFile: definePolicy<{ canDownload: boolean; fileType: FileType; hasStoredBytes: boolean }>({
    isAllowed: (_actor, { canDownload, fileType, hasStoredBytes }) => canDownload && fileType !== 'h5p' && hasStoredBytes,
    refuse: forbidden(texts.files.downloadNotAllowed),
  }),

  /** A document that is not media opens only as a download, so its address needs the download flag. */
  viewFile: definePolicy<{ canDownload: boolean; fileType: FileType }>({
    isAllowed: (_actor, { canDownload, fileType }) => fileType !== 'other' || canDownload,
    refuse: forbidden(texts.files.downloadNotAllowed),
  }),

  /** Such a document is never served inline (it would download anyway, bypassing the flag). */
  streamFileInline: definePolicy<{ fileType: FileType }>({
    isAllowed: (_actor, { fileType }) => fileType !== 'other',
    refuse: forbidden(texts.files.downloadNotAllowed),
  }),

  /**
   * Evaluations and tasks (issue 14): only one's own, and never on a free trial (spec 002 §6: the page is
   * locked with the purchase prompt).
   */
  readOwnProgress: definePolicy<{ contactCode: string }>({ isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode) && !actor.freemium }),

  /** ...of groups the student is actively enrolled in (an active enrolment line); any other group is refused. */
  studyInGroups: definePolicy<{ missingGroups: readonly string[] }>({
    isAllowed: (_actor, { missingGroups }) => missingGroups.length === 0,
    refuse: () => new AppError('no_access', texts.formation.noAccess),
  }),

  /**
   * A task file is handed in or removed by an enrolled student of the task's group, in their own name; to
   * anyone else the task does not exist (404). Freemium visitors are refused outright (403).
   */
  deliverTask: definePolicy<{ isStudentOfGroup: boolean }>({
    isAllowed: (actor, { isStudentOfGroup }) => !actor.freemium && isStudentOfGroup,
    refuse: (actor) => (actor.freemium ? new AppError('forbidden', texts.errors.forbidden) : new AppError('not_found', texts.evaluations.taskNotFound)),
  }),

  /** The deliveries list (ours, issue 14) is for teachers (types 5/6) and staff: a student has none to review. */
  reviewDeliveries: definePolicy({
    isAllowed: (actor) => !actor.freemium && (isTeacherContact(actor.contactTypes) || isStaffActor(actor)),
  }),

  /** A group's deliveries are listed for a teacher of the group or for staff; to anyone else the group's tasks do not exist (404). */
  reviewGroupDeliveries: definePolicy<{ groupCode: string; taughtGroups: ReadonlySet<string> }>({
    isAllowed: (actor, { groupCode, taughtGroups }) => !actor.freemium && (taughtGroups.has(groupCode) || isStaffActor(actor)),
    refuse: () => new AppError('not_found', texts.evaluations.taskNotFound),
  }),

  /**
   * A delivery is graded by a teacher of the task's group or by staff, and never by its author (issue 27: a
   * staff member, or a teacher, who is also a student of the group would grade her own work): 403 'No puedes
   * calificar tu propia entrega'. To anyone who grades nothing there the task does not exist (404).
   */
  gradeTask: definePolicy<{ groupCode: string; taughtGroups: ReadonlySet<string>; authorCode: string }>({
    isAllowed: (actor, { groupCode, taughtGroups, authorCode }) =>
      !actor.freemium && (taughtGroups.has(groupCode) || isStaffActor(actor)) && !isOwnerOf(actor, authorCode),
    refuse: (actor, { groupCode, taughtGroups, authorCode }) =>
      isOwnerOf(actor, authorCode) && !actor.freemium && (taughtGroups.has(groupCode) || isStaffActor(actor))
        ? new AppError('forbidden', texts.evaluations.cannotGradeOwnDelivery)
        : new AppError('not_found', texts.evaluations.taskNotFound),
  }),

  /** A profile is read only by its own contact; to anyone else it does not exist (spec 002 §6, §8: 'Este usuario no existe'). */
  readProfile: definePolicy<{ contactCode: string }>({
    isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode),
    refuse: () => new AppError('not_found', texts.profile.userNotFound),
  }),

  /** ...and edited only by them, never on a free trial (spec 002 §5, §6: fields disabled, actions open the purchase dialog). */
  editProfile: definePolicy<{ contactCode: string }>({
    isAllowed: (actor, { contactCode }) => isOwnerOf(actor, contactCode) && !actor.freemium,
    refuse: (actor, { contactCode }) =>
      isOwnerOf(actor, contactCode) ? new AppError('forbidden', texts.profile.freemiumLocked) : new AppError('not_found', texts.profile.userNotFound),
  }),

  /**
   * The name and the DNI are the academy's once it has them (issue 27): certificates and enrolments carry them, so
   * a save that changes either is refused (403) and the student is told to ask the secretary.
   */
  changeIdentityFields: definePolicy<{ isNameChanged: boolean; isDocumentChanged: boolean }>({
    isAllowed: (_actor, { isNameChanged, isDocumentChanged }) => !isNameChanged && !isDocumentChanged,
    refuse: forbidden(texts.profile.identityLocked),
  }),

  /** One's own profile picture is uploaded or removed by anyone but a free-trial visitor (spec 002 §6). */
  changeProfilePicture: definePolicy({
    isAllowed: (actor) => !actor.freemium,
    refuse: forbidden(texts.profile.freemiumLocked),
  }),

  ...teachingPolicies,
  ...backOfficePolicies,
};

export type PolicyName = keyof typeof policies;
export type PolicyResource<P extends PolicyName> = (typeof policies)[P] extends Policy<infer Resource> ? Resource : never;
