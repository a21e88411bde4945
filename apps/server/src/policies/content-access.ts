import {
  type Availability,
  type AvailabilityBonusLine,
  type AvailabilityContext,
  type AvailabilityEnrolmentLine,
  type AvailabilityEvent,
  getEventAvailability,
} from '@campus/contract';
import type { formations, lineasMatricula, lineasProducto } from '../db/schema';
import type { Actor } from '../lib/actor';
import type { AccessRepository, EventPlacement, FileRow, FormationRow, UploadLink } from './access.repository';
import { isOwnerOf, isStaffActor } from './actor-roles';

/**
 * What the availability engine reads, created once in app-context from the repositories (which only
 * fetch rows): the access repository of this folder plus the enrolment and bonus lines of a contact.
 */
export interface AccessLoader extends Pick<
  AccessRepository,
  'findFormation' | 'findFormations' | 'listTaughtGroups' | 'findPlacements' | 'findFileWithEvents' | 'findActiveContact' | 'listReachable'
> {
  /** The contact's active enrolment lines with their group and its main formation. */
  listActiveLines(
    contactCode: string,
  ): Promise<{ line: typeof lineasMatricula.$inferSelect; group: typeof formations.$inferSelect; parent: typeof formations.$inferSelect | null }[]>;
  /** The contact's active bonus product lines. */
  listBonusLines(contactCode: string): Promise<{ line: typeof lineasProducto.$inferSelect }[]>;
  /** The three above in one statement, when the loader can (the app's does): what every decision loads first. */
  loadHoldingRows?(contactCode: string): Promise<HoldingRows>;
}

type HoldingRows = {
  lines: Awaited<ReturnType<AccessLoader['listActiveLines']>>;
  bonusLines: Awaited<ReturnType<AccessLoader['listBonusLines']>>;
  taughtGroups: readonly string[];
};

/** How the user reaches a group: enrolled, teaching it, staff, or as a freemium visitor of an open group. */
export type GroupRole = 'student' | 'teacher' | 'staff' | 'freemium';

/** A group the user may view, with the availability context of spec 001 §4 for it. */
export interface GroupAccess {
  group: FormationRow;
  parent: FormationRow | null;
  role: GroupRole;
  context: AvailabilityContext;
}

/** What the user holds everywhere: enrolment lines, bonus lines and taught groups (loaded once per request). */
export interface UserHoldings {
  lines: Awaited<ReturnType<AccessLoader['listActiveLines']>>;
  enrolmentLines: AvailabilityEnrolmentLine[];
  bonusLines: AvailabilityBonusLine[];
  taughtGroups: Set<string>;
}

/** An event the user reaches through one of its groups, and whether they may open it. */
export interface EventAccess {
  placement: EventPlacement;
  access: GroupAccess;
  availability: Availability;
}

/** A stored file reached through the events it is attached to. */
export interface FileAccess {
  file: FileRow;
  kind: 'archivo' | 'h5p';
  /** One of the events reaching it is open. */
  isOpen: boolean;
  /** An open event of it allows downloads (download flag 1). */
  canDownload: boolean;
  /** The reason shown when it is locked (first event reaching it). */
  availability: Availability;
}

const OPEN: Availability = { isAvailable: true, grantedBy: 'open' };

/** The event as the availability rules read it. */
export function toAvailabilityEvent(placement: EventPlacement): AvailabilityEvent {
  const { event } = placement;
  return {
    id: event.id,
    event_type: event.event_type,
    event_date: event.event_date,
    start_date: (event.start_date ?? event.created_at).toISOString(),
    inicio_calendario: event.inicio_calendario,
    fin_calendario: event.fin_calendario,
    no_fechar: event.no_fechar,
    freemium: event.freemium,
    unidades: placement.unidades,
  };
}

/**
 * The content availability engine (spec 001 §4), through the contract's `getEventAvailability`: the
 * content tree, the files, completion, comments, products and progress all ask here, so the server serves
 * exactly what it displays. Staff, the group's teachers and an event's organizers open everything they
 * reach (they prepare and review the content); students get the rules. It never throws: the access
 * policies (`access-policies.ts`) turn its answers into refusals.
 */
export function createContentAccess(deps: { loader: AccessLoader; now: () => Date }) {
  const { loader, now } = deps;

  // Holdings built from the same cached rows are the same object: cheaper, and answers built from them
  // (the content tree) can tell by identity that the user's holdings did not change.
  const holdingsByRows = new WeakMap<object, UserHoldings>();

  async function loadHoldings(actor: Actor): Promise<UserHoldings> {
    if (!loader.loadHoldingRows) {
      const [lines, bonusLines, taughtGroups] = await Promise.all([
        loader.listActiveLines(actor.edu_codigocontacto),
        loader.listBonusLines(actor.edu_codigocontacto),
        loader.listTaughtGroups(actor.edu_codigocontacto),
      ]);
      return toHoldings({ lines, bonusLines, taughtGroups });
    }
    const rows = await loader.loadHoldingRows(actor.edu_codigocontacto);
    let holdings = holdingsByRows.get(rows);
    if (!holdings) holdingsByRows.set(rows, (holdings = toHoldings(rows)));
    return holdings;
  }

  function toHoldings({ lines, bonusLines: bonuses, taughtGroups: taught }: HoldingRows): UserHoldings {
    return {
      lines,
      enrolmentLines: lines.map(({ line, group }) => ({
        edu_codigolineamatricula: line.edu_codigolineamatricula,
        edu_codigoformacion: line.edu_codigoformacion,
        edu_principalcodigoformacion: group.edu_principalcodigoformacion,
        edu_fechainicio: line.edu_fechainicio?.toISOString() ?? null,
      })),
      bonusLines: bonuses.map(({ line }) => ({
        unidad_id: line.unidad_id,
        events_id: line.events_id,
        edu_codigoslineamatricula: line.edu_codigoslineamatricula,
        fecha_inicio_bonus: line.fecha_inicio_bonus?.toISOString() ?? null,
        fecha_fin_bonus: line.fecha_fin_bonus?.toISOString() ?? null,
        tipo: line.tipo,
        metadata: line.metadata ? { bonus_grupo: line.metadata.bonus_grupo ?? null } : null,
      })),
      taughtGroups: new Set(taught),
    };
  }

  function roleIn(actor: Actor, group: FormationRow, holdings: UserHoldings): GroupRole | null {
    const code = group.edu_codigoformacion;
    // Staff review every group's content, even one they are also enrolled in.
    if (isStaffActor(actor)) return 'staff';
    if (holdings.lines.some((l) => l.line.edu_codigoformacion === code)) return 'student';
    // A main formation is reached through any of the user's groups of it.
    if (group.edu_principalcodigoformacion === null && holdings.lines.some((l) => l.group.edu_principalcodigoformacion === code)) return 'student';
    if (holdings.taughtGroups.has(code)) return 'teacher';
    if (actor.freemium && group.is_freemium_available) return 'freemium';
    return null;
  }

  function toGroupAccess(actor: Actor, found: { formation: FormationRow; parent: FormationRow | null }, holdings: UserHoldings): GroupAccess | null {
    const role = roleIn(actor, found.formation, holdings);
    if (!role) return null;
    return {
      group: found.formation,
      parent: found.parent,
      role,
      context: {
        now: now(),
        user: { freemium: actor.freemium, contactTypes: actor.contactTypes },
        groupCode: found.formation.edu_codigoformacion,
        parentFormationCode: found.formation.edu_principalcodigoformacion,
        enrolmentLines: holdings.enrolmentLines,
        bonusLines: holdings.bonusLines,
      },
    };
  }

  /** Availability of an event for a user reaching it through `access`. */
  function availabilityIn(actor: Actor, placement: EventPlacement, access: GroupAccess): Availability {
    if (access.role === 'staff' || access.role === 'teacher' || placement.organizerCodes.includes(actor.edu_codigocontacto)) return OPEN;
    return getEventAvailability(toAvailabilityEvent(placement), access.context);
  }

  /** Every group through which the user reaches an event (its own groups, or groups of a main formation it is linked to). */
  async function accessesForEvent(actor: Actor, placement: EventPlacement, holdings: UserHoldings): Promise<GroupAccess[]> {
    const accesses: GroupAccess[] = [];
    for (const code of placement.groupCodes) {
      const found = await loader.findFormation(code);
      if (!found) continue;
      const direct = toGroupAccess(actor, found, holdings);
      if (direct) accesses.push(direct);
      if (found.formation.edu_principalcodigoformacion === null) {
        // An event of a main formation reaches the user through their groups of it.
        for (const { group, parent } of holdings.lines) {
          if (group.edu_principalcodigoformacion !== code) continue;
          const viaGroup = toGroupAccess(actor, { formation: group, parent }, holdings);
          if (viaGroup) accesses.push(viaGroup);
        }
      }
    }
    return accesses;
  }

  async function resolveEvent(actor: Actor, placement: EventPlacement, holdings: UserHoldings): Promise<EventAccess | null> {
    const accesses = await accessesForEvent(actor, placement, holdings);
    let fallback: EventAccess | null = null;
    for (const access of accesses) {
      const availability = availabilityIn(actor, placement, access);
      if (availability.isAvailable) return { placement, access, availability };
      fallback ??= { placement, access, availability };
    }
    return fallback;
  }

  /**
   * Who opens an uploaded file: its owner; a chat file, only the two members of its chat (a private
   * conversation: not staff, who are no part of it); any other upload, staff, the members (students and
   * teachers) of the groups of the post it is attached to, and the teachers of the group of the task it was
   * handed in for (never the owner's classmates). Holdings are loaded only for a post's audience or a task's teachers.
   */
  async function reachesUpload(actor: Actor, upload: UploadLink, holdings?: UserHoldings): Promise<boolean> {
    if (isOwnerOf(actor, upload.ownerCode)) return true;
    if (upload.purpose === 'chat' || upload.chatId !== null) return upload.chatMembers.includes(actor.edu_codigocontacto);
    if (isStaffActor(actor)) return true;
    if (upload.taskGroupCode !== null) return (holdings ?? (await loadHoldings(actor))).taughtGroups.has(upload.taskGroupCode);
    if (upload.postGroupCodes.length === 0) return false;
    const held = holdings ?? (await loadHoldings(actor));
    const groups = new Set(upload.postGroupCodes);
    return (
      held.lines.some(
        ({ line, group }) =>
          groups.has(line.edu_codigoformacion) || (group.edu_principalcodigoformacion !== null && groups.has(group.edu_principalcodigoformacion)),
      ) || upload.postGroupCodes.some((code) => held.taughtGroups.has(code))
    );
  }

  return {
    loadHoldings,
    /** Holdings from rows another statement loaded (a group's students at once), the same object for the same rows. */
    holdingsFromRows(rows: HoldingRows): UserHoldings {
      let holdings = holdingsByRows.get(rows);
      if (!holdings) holdingsByRows.set(rows, (holdings = toHoldings(rows)));
      return holdings;
    },
    availabilityIn,
    /** Events with their groups, units and organizers. */
    loadPlacements: (eventIds: readonly number[]) => loader.findPlacements(eventIds),

    /** The group (null when unknown) and the user's access to it (null when they do not reach it). */
    async getGroup(actor: Actor, groupCode: string, holdings?: UserHoldings): Promise<{ found: boolean; access: GroupAccess | null }> {
      const found = await loader.findFormation(groupCode);
      if (!found) return { found: false, access: null };
      return { found: true, access: toGroupAccess(actor, found, holdings ?? (await loadHoldings(actor))) };
    },

    /** The group's access, or null when the user does not reach it (or it does not exist). */
    async findGroup(actor: Actor, groupCode: string, holdings: UserHoldings): Promise<GroupAccess | null> {
      const found = await loader.findFormation(groupCode);
      return found ? toGroupAccess(actor, found, holdings) : null;
    },

    /** The formations of the codes that exist, with whether the user reaches each (one query beyond the holdings). */
    async listFormationReach(actor: Actor, codes: readonly string[]) {
      const [found, holdings] = await Promise.all([loader.findFormations(codes), loadHoldings(actor)]);
      return found.map((row) => ({ ...row, isReached: roleIn(actor, row.formation, holdings) !== null }));
    },

    /**
     * The user's access to an event: through the first of its groups that opens it, else the first that
     * reaches it (with the reason it is locked); null when the user does not reach the event at all.
     */
    async getEventAccess(actor: Actor, eventId: number, holdings?: UserHoldings): Promise<EventAccess | null> {
      const placement = (await loader.findPlacements([eventId])).get(eventId);
      if (!placement) return null;
      return resolveEvent(actor, placement, holdings ?? (await loadHoldings(actor)));
    },

    /**
     * The user's access to a stored file: the events it is attached to that the user reaches, whether one
     * of them is open, and whether an open one allows downloads. `exists` is false for an unknown file;
     * `access` is null when the user reaches none of its events.
     */
    async getFileAccess(
      actor: Actor,
      fileId: number,
      holdings?: UserHoldings,
    ): Promise<{ exists: boolean; access: FileAccess | null; upload?: UploadLink | null }> {
      const found = await loader.findFileWithEvents(fileId);
      if (!found) return { exists: false, access: null };
      if (found.upload) {
        // An uploaded file follows its own rule (no availability): open and downloadable to whoever reaches it.
        const reached = await reachesUpload(actor, found.upload, holdings);
        return {
          exists: true,
          upload: found.upload,
          access: reached ? { file: found.file, kind: 'archivo', isOpen: true, canDownload: true, availability: OPEN } : null,
        };
      }
      if (found.mailReaders) {
        // A mail attachment: only the sender and recipients who still hold the mail (never staff as such: mail is private).
        const isReader = found.mailReaders.includes(actor.edu_codigocontacto);
        return { exists: true, access: isReader ? { file: found.file, kind: 'archivo', isOpen: true, canDownload: true, availability: OPEN } : null };
      }
      if (found.links.length === 0) return { exists: true, access: null };
      const held = holdings ?? (await loadHoldings(actor));
      const placements = await loader.findPlacements(found.links.map((l) => l.event_id));
      const reached: EventAccess[] = [];
      for (const link of found.links) {
        const placement = placements.get(link.event_id);
        const resolved = placement ? await resolveEvent(actor, placement, held) : null;
        if (resolved) reached.push(resolved);
      }
      if (reached.length === 0) return { exists: true, access: null };
      const open = reached.filter((r) => r.availability.isAvailable);
      return {
        exists: true,
        access: {
          file: found.file,
          kind: found.links[0]!.kind,
          isOpen: open.length > 0,
          canDownload: open.some((r) => r.placement.event.download === 1),
          availability: (open[0] ?? reached[0]!).availability,
        },
      };
    },
  };
}

export type ContentAccess = ReturnType<typeof createContentAccess>;
