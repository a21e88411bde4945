import {
  type Availability,
  type AvailabilityBonusLine,
  type AvailabilityContext,
  type AvailabilityEnrolmentLine,
  type AvailabilityEvent,
  contactType,
  getEventAvailability,
  texts,
} from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/authorization';
import type { EnrolmentsRepository } from '../enrolments/enrolments.repository';
import type { ContentAccessRepository, EventPlacement, FileRow, FormationRow } from './content-access.repository';

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
  lines: Awaited<ReturnType<EnrolmentsRepository['listActiveLinesWithGroups']>>;
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

const OPEN: Availability = { isAvailable: true, grantedBy: 'open' };

export const isStaffActor = (actor: Pick<Actor, 'contactTypes'>) => actor.contactTypes.includes(contactType.staff) || actor.contactTypes.includes(contactType.teacherStaff);

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
 * The one place that decides what a user may open (spec 001 §4), through the contract's
 * `getEventAvailability`: the content tree, the files, completion, comments and progress all ask here, so
 * the server serves exactly what it displays. Staff, the group's teachers and an event's organizers open
 * everything they reach (they prepare and review the content); students get the rules.
 */
export function createContentAccess(deps: { repository: ContentAccessRepository; enrolments: EnrolmentsRepository; now: () => Date }) {
  const { repository, enrolments, now } = deps;

  async function loadHoldings(actor: Actor): Promise<UserHoldings> {
    const [lines, bonuses, taught] = await Promise.all([
      enrolments.listActiveLinesWithGroups(actor.edu_codigocontacto),
      enrolments.listBonusLines(actor.edu_codigocontacto),
      repository.listTaughtGroups(actor.edu_codigocontacto),
    ]);
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
      const found = await repository.findFormation(code);
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

  return {
    loadHoldings,
    availabilityIn,
    /** Events with their groups, units and organizers. */
    loadPlacements: (eventIds: readonly number[]) => repository.findPlacements(eventIds),

    /** The group with the user's access to it, or null when unknown. Throws 403 'No tienes acceso a esta formación'. */
    async requireGroup(actor: Actor, groupCode: string, holdings?: UserHoldings): Promise<GroupAccess> {
      const found = await repository.findFormation(groupCode);
      if (!found) throw new AppError('not_found', texts.formation.fetchError);
      const access = toGroupAccess(actor, found, holdings ?? (await loadHoldings(actor)));
      if (!access) throw new AppError('no_access', texts.formation.noAccess);
      return access;
    },

    /** The group's access, or null when the user does not reach it (no error). */
    async findGroup(actor: Actor, groupCode: string, holdings: UserHoldings): Promise<GroupAccess | null> {
      const found = await repository.findFormation(groupCode);
      return found ? toGroupAccess(actor, found, holdings) : null;
    },

    /**
     * The user's access to an event: through the first of its groups that opens it, else the first that
     * reaches it (with the reason it is locked); null when the user does not reach the event at all.
     */
    async getEventAccess(actor: Actor, eventId: number, holdings?: UserHoldings): Promise<EventAccess | null> {
      const placement = (await repository.findPlacements([eventId])).get(eventId);
      if (!placement) return null;
      return resolveEvent(actor, placement, holdings ?? (await loadHoldings(actor)));
    },

    /**
     * The user's access to a stored file: the events it is attached to that the user reaches, whether one
     * of them is open, and whether an open one allows downloads (download flag 1). Null when the file does
     * not exist or the user reaches none of its events.
     */
    async getFileAccess(actor: Actor, fileId: number) {
      const found = await repository.findFileWithEvents(fileId);
      if (!found || found.links.length === 0) return null;
      const holdings = await loadHoldings(actor);
      const placements = await repository.findPlacements(found.links.map((l) => l.event_id));
      const reached: EventAccess[] = [];
      for (const link of found.links) {
        const placement = placements.get(link.event_id);
        const resolved = placement ? await resolveEvent(actor, placement, holdings) : null;
        if (resolved) reached.push(resolved);
      }
      if (reached.length === 0) return null;
      const open = reached.filter((r) => r.availability.isAvailable);
      return {
        file: found.file as FileRow,
        kind: found.links[0]!.kind,
        isOpen: open.length > 0,
        canDownload: open.some((r) => r.placement.event.download === 1),
        /** The reason shown when it is locked (first event reaching it). */
        availability: (open[0] ?? reached[0]!).availability,
      };
    },
  };
}

export type ContentAccess = ReturnType<typeof createContentAccess>;
