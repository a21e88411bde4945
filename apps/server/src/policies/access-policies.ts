import { type Availability, getContentUnavailableMessage, texts } from '@campus/contract';
import { type Actor, toActor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import type { AccessRepository, FileRow, FormationRow, UploadLink } from './access.repository';
import { getContactReach, isOwnerOf } from './actor-roles';
import { requireSession } from './authorize';
import { type AccessLoader, createContentAccess, type EventAccess, type FileAccess, type GroupAccess, type UserHoldings } from './content-access';

/**
 * The policies that need data, by name: the resource each takes and the decision it answers with (besides
 * the checked actor), so that services go on with what was checked instead of asking again.
 */
export interface AccessPolicyMap {
  /** A group (or main formation) the actor reaches: enrolled, teaching it, staff, or freemium on an open group. 404 unknown, 403 'No tienes acceso a esta formación'. */
  viewGroup: { resource: { groupCode: string }; decision: { group: GroupAccess; holdings: UserHoldings } };
  /**
   * Progress in a group: one's own, in a group one reaches. Staff and teachers get their own progress too
   * (everything is open to them, so the total is all the group's content and `completed` their own marks),
   * where they used to get a 403 because they hold no enrolment line.
   */
  viewProgress: { resource: { contactCode: string; groupCode: string }; decision: { group: GroupAccess; holdings: UserHoldings } };
  /** An event the actor reaches, open or locked (the purchase dialog lists what would open it). 404 otherwise. */
  reachEvent: { resource: { eventId: number }; decision: { event: EventAccess; holdings: UserHoldings } };
  /** An event the actor may open now (comments, completion). 404 unreached, 403 with the locked reason. */
  openEvent: { resource: { eventId: number }; decision: { event: OpenEventAccess; holdings: UserHoldings } };
  /** A stored file the actor may open (and, when asked, download). 404 unreached, 403 locked or download off. */
  openFile: { resource: { fileId: number; isDownload: boolean }; decision: { file: FileAccess } };
  /**
   * Files attached to a chat message or a post: content files the sender may open (unless `uploadsOnly`), and
   * the sender's own uploads made for that kind of target, not yet attached or attached to that same target.
   * 404 unknown, 403 'No puedes adjuntar…' (never revealing the file). `uploadIds` are the uploads among them.
   */
  attachFiles: { resource: { fileIds: readonly number[]; target?: AttachTarget; uploadsOnly?: boolean }; decision: { files: FileRow[]; uploadIds: number[] } };
  /**
   * The formations catalogue (POST /api/formations/byCodes). Public: the catalogue fields of formations
   * open to freemium trials (what the trial chooser offers). Private: every other formation, shown only to
   * those who reach it (enrolled, teaching, staff). The decision is the visible formations in the order
   * asked; others are left out exactly like unknown codes, so codes of other formations reveal nothing.
   */
  readCatalogue: { resource: { codes: readonly string[] }; decision: { formations: { formation: FormationRow; parent: FormationRow | null }[] } };
  /**
   * The calendar of groups (GET /api/events/formations/common): only groups the actor reaches (enrolled,
   * teaching, staff, freemium on an open group) and only their own contact code; 403 otherwise. No groups
   * asked = every group the actor is enrolled in or teaches.
   */
  viewCalendar: { resource: { groupCodes: readonly string[]; contactCode: string | undefined }; decision: { groups: GroupAccess[]; holdings: UserHoldings } };
  /**
   * The one reach rule of chat and mail (`getContactReach`: classmates, the teachers and organizers of one's
   * groups, staff and admins; the academy side reaches everyone): every academy person addressed must be within
   * it (oneself aside), read in one statement. 403 with the channel's Spanish refusal naming no one's groups.
   */
  contactPeople: {
    resource: { contactCodes: readonly string[]; channel: 'chat' | 'mail'; answeredCodes?: readonly string[] };
    decision: Record<string, never>;
  };
}

/** Where files are attached: a chat (its message) or a post of the board. */
export type AttachTarget = { kind: 'chat'; chatId: number } | { kind: 'post'; postId: number };

/** An upload may go to a target of its own purpose, once: unattached, or already on that same target. */
function fitsTarget(upload: UploadLink, target: AttachTarget | undefined): boolean {
  if (!target) return upload.chatId === null && upload.postId === null;
  if (target.kind === 'chat') return upload.purpose === 'chat' && upload.postId === null && (upload.chatId === null || upload.chatId === target.chatId);
  return upload.purpose === 'post' && upload.chatId === null && (upload.postId === null || upload.postId === target.postId);
}

/** An event the user may open now: its availability is the granted kind. */
export type OpenEventAccess = EventAccess & { availability: Extract<Availability, { isAvailable: true }> };

export type AccessPolicyName = keyof AccessPolicyMap;
export type AccessDecision<P extends AccessPolicyName> = AccessPolicyMap[P]['decision'] & { actor: Actor };

const noAccess = () => new AppError('no_access', texts.formation.noAccess);
const lockedRefusal = (event: EventAccess, fallback: string) => new AppError('forbidden', getContentUnavailableMessage(event.availability) ?? fallback);

/**
 * The access policies and the availability engine behind them, built once in app-context with the loader
 * (repositories fetch, policies decide). Services call `authorize(actor, policy, resource)` first; they use
 * the engine afterwards only to compute what they list (the availability of each event of a tree).
 */
export function createAccessPolicies(deps: { loader: AccessLoader; now: () => Date; holdings?: HoldingRowsReader }) {
  const engine = createContentAccess(deps);

  function requireHoldings(): HoldingRowsReader {
    if (!deps.holdings) throw new Error('These access policies were built without the holdings reader.');
    return deps.holdings;
  }

  async function requireEvent(actor: Actor, eventId: number) {
    const holdings = await engine.loadHoldings(actor);
    const event = await engine.getEventAccess(actor, eventId, holdings);
    if (!event) throw new AppError('not_found', texts.events.infoNotFound);
    return { event, holdings };
  }

  async function requireFile(actor: Actor, fileId: number, isDownload: boolean): Promise<FileAccess> {
    const { access } = await engine.getFileAccess(actor, fileId);
    if (!access) throw new AppError('not_found', texts.files.notFound);
    if (!access.isOpen) throw new AppError('forbidden', getContentUnavailableMessage(access.availability) ?? texts.files.openError);
    if (isDownload && !access.canDownload) throw new AppError('forbidden', texts.files.downloadNotAllowed);
    return access;
  }

  const decide: { [P in AccessPolicyName]: (actor: Actor, resource: AccessPolicyMap[P]['resource']) => Promise<AccessPolicyMap[P]['decision']> } = {
    async viewGroup(actor, { groupCode }) {
      const holdings = await engine.loadHoldings(actor);
      const { found, access } = await engine.getGroup(actor, groupCode, holdings);
      if (!found) throw new AppError('not_found', texts.formation.fetchError);
      if (!access) throw noAccess();
      return { group: access, holdings };
    },

    async viewProgress(actor, { contactCode, groupCode }) {
      if (!isOwnerOf(actor, contactCode)) throw new AppError('forbidden', texts.errors.forbidden);
      // An unknown group answers like one out of reach, as this call always has.
      const holdings = await engine.loadHoldings(actor);
      const { access } = await engine.getGroup(actor, groupCode, holdings);
      if (!access) throw noAccess();
      return { group: access, holdings };
    },

    reachEvent: (actor, { eventId }) => requireEvent(actor, eventId),

    async openEvent(actor, { eventId }) {
      const { event, holdings } = await requireEvent(actor, eventId);
      const { availability } = event;
      if (!availability.isAvailable) throw lockedRefusal(event, texts.formation.eventUnavailableTitle);
      return { event: { ...event, availability }, holdings };
    },

    async openFile(actor, { fileId, isDownload }) {
      return { file: await requireFile(actor, fileId, isDownload) };
    },

    async attachFiles(actor, { fileIds, target, uploadsOnly = false }) {
      const files: FileRow[] = [];
      const uploadIds: number[] = [];
      if (fileIds.length === 0) return { files, uploadIds };
      const holdings = await engine.loadHoldings(actor);
      for (const fileId of fileIds) {
        const { exists, access, upload } = await engine.getFileAccess(actor, fileId, holdings);
        if (!exists) throw new AppError('not_found', texts.chat.fileNotFound);
        if (upload) {
          // Only one's own upload, and only where it was meant to go: someone else's file (even one the sender
          // may open, such as a file received in another chat) is never passed on under the sender's name.
          if (!isOwnerOf(actor, upload.ownerCode) || !fitsTarget(upload, target) || !access) throw new AppError('forbidden', texts.chat.fileNotAllowed);
          uploadIds.push(fileId);
        } else if (uploadsOnly || !access?.isOpen) {
          // A file of a group the sender cannot open (or locked for them) would leak its name and type.
          throw new AppError('forbidden', texts.chat.fileNotAllowed);
        }
        files.push(access.file);
      }
      return { files, uploadIds };
    },

    async readCatalogue(actor, { codes }) {
      const found = await engine.listFormationReach(actor, codes);
      const byCode = new Map(
        found.filter((row) => row.formation.is_freemium_available || row.isReached).map((row) => [row.formation.edu_codigoformacion, row]),
      );
      // In the order asked, each once.
      const formations = [...new Set(codes)].flatMap((code) => {
        const row = byCode.get(code);
        return row ? [{ formation: row.formation, parent: row.parent }] : [];
      });
      return { formations };
    },

    async viewCalendar(actor, { groupCodes, contactCode }) {
      if (contactCode !== undefined && !isOwnerOf(actor, contactCode)) throw new AppError('forbidden', texts.events.contactMismatch);
      const holdings = await engine.loadHoldings(actor);
      const codes =
        groupCodes.length > 0 ? [...new Set(groupCodes)] : [...new Set([...holdings.lines.map((l) => l.line.edu_codigoformacion), ...holdings.taughtGroups])];
      const groups: GroupAccess[] = [];
      for (const code of codes) {
        const group = await engine.findGroup(actor, code, holdings);
        // An unknown code is refused like another student's group: the answer reveals nothing.
        if (group) groups.push(group);
        else if (groupCodes.length > 0) throw new AppError('forbidden', texts.calendar.foreignGroups);
      }
      return { groups, holdings };
    },

    async contactPeople(actor, { contactCodes, channel, answeredCodes = [] }) {
      // A reply may go back to the people of the mail it answers (its sender and visible recipients), reachable
      // or not: a staff mail to two groups is answered to all without the other group being refused.
      const answered = new Set(answeredCodes);
      const others = [...new Set(contactCodes)].filter((code) => !isOwnerOf(actor, code) && !answered.has(code));
      if (others.length === 0) return {};
      const reachable = new Set(await deps.loader.listReachable(getContactReach(actor), others));
      if (others.some((code) => !reachable.has(code)))
        throw new AppError('forbidden', channel === 'chat' ? texts.chat.cannotChatWith : texts.mail.recipientNotReachable);
      return {};
    },
  };

  return {
    ...engine,

    /**
     * The holdings rows the decisions read (active enrolment lines with groups, bonus lines with products, taught
     * groups), cached per contact: "my formations", the enrolments tab and the agenda list them from here, so
     * every module reads the one cached copy instead of holding the access repository.
     */
    loadHoldingRows: (contactCode: string) => requireHoldings().loadHoldingRows(contactCode),

    /** The holdings rows of many contacts in one statement, read fresh (a group's statistics). */
    loadHoldingRowsOf: (contactCodes: readonly string[]) => requireHoldings().loadHoldingRowsOf(contactCodes),

    /**
     * The entry point for the policies that need data, with the same contract as `authorize`: 401 without
     * a session, the policy's refusal otherwise; answers the checked actor and the decision's details.
     */
    async authorize<P extends AccessPolicyName>(
      actor: Actor | null | undefined,
      policy: P,
      resource: AccessPolicyMap[P]['resource'],
    ): Promise<AccessDecision<P>> {
      const checked = requireSession(actor);
      const decision = await decide[policy](checked, resource);
      return { ...decision, actor: checked };
    },

    /**
     * A signed file address (no session header: the grant is the credential). A bad or expired signature,
     * a sign-in that ended or a contact no longer active is 403 'El enlace del archivo ha caducado o no es
     * válido'; then the contact it was issued to must still be allowed to open (and, for a download,
     * download) the file. Answers that contact as the actor, for the delivery policies.
     */
    async authorizeSignedFile(grant: {
      isGrantValid: boolean;
      contactCode: string;
      sessionId: number;
      fileId: number;
      isDownload: boolean;
    }): Promise<{ actor: Actor; file: FileAccess }> {
      const expired = () => new AppError('forbidden', texts.files.linkExpired);
      if (!grant.isGrantValid) throw expired();
      const contact = await deps.loader.findActiveContact(grant.contactCode);
      if (!contact) throw expired();
      const actor = toActor(contact, grant.sessionId);
      return { actor, file: await requireFile(actor, grant.fileId, grant.isDownload) };
    },
  };
}

/** Where the policies read the cached holdings rows (the access repository). */
export type HoldingRowsReader = Pick<AccessRepository, 'loadHoldingRows' | 'loadHoldingRowsOf'>;

export type AccessPolicies = ReturnType<typeof createAccessPolicies>;
