import {
  type Availability,
  type CompletionProgress,
  type ContentAnswer,
  type ContentCompletion,
  type ContentEvent,
  type ContentUnit,
  type EventCompletionAnswer,
  getEventDay,
  measureProgress,
  texts,
  toAcademyDay,
} from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize, type EventAccess, type GroupAccess } from '../../policies';
import type { FileSigner } from '../files/file-signer';
import { presentFile } from '../files/file-presenter';
import { toContentEvent } from './content-mapper';
import type { ContentRepository } from './content.repository';
import type { RealtimeEmitter } from '../../realtime/emitter';

export interface ContentQuery {
  group: string;
  event?: number | undefined;
  commonGroups?: string | undefined;
}

/** An event placed where the user sees it, with the availability computed for the user. */
interface PlacedEvent {
  placement: EventAccess['placement'];
  /** Order of the event inside its topic. */
  orden: number;
  availability: Availability;
}

/** One event of the tree. */
interface TreeEvent extends PlacedEvent {
  topicId: number;
  eventId: number;
}

/** The progress call's own measure of a group (POST /api/events/contact/complete/{contactId}), so a completion answers the same numbers. */
export type MeasureGroupProgress = (actor: Actor, groupCode: string) => Promise<CompletionProgress>;

const parseCodes = (value: string | undefined) =>
  [...new Set((value ?? '').split(',').map((code) => code.trim()).filter((code) => code.length > 0 && code.length <= 50))].slice(0, 20);

/** The formation tree, completion and the staff's unit edit (spec 001 §2–§4). */
export function createContentService(deps: {
  repository: ContentRepository;
  access: AccessPolicies;
  signer: FileSigner;
  now: () => Date;
  measureGroupProgress: MeasureGroupProgress;
  emitter: Pick<RealtimeEmitter, 'emitToUser'>;
}) {
  const { repository, access, signer, now, measureGroupProgress, emitter } = deps;

  /**
   * The tree of the group's main formation: units, topics and the events linked to the group (or to the
   * main formation, or to one of `commonGroups` the user also reaches), each with its availability.
   */
  async function loadTree(actor: Actor, groupAccess: GroupAccess, common: readonly GroupAccess[]) {
    const mainCode = groupAccess.group.edu_principalcodigoformacion ?? groupAccess.group.edu_codigoformacion;
    const units = await repository.listUnits(mainCode);
    const topics = await repository.listTopics(units.map((u) => u.id));
    const linkCodes = [groupAccess.group.edu_codigoformacion, mainCode, ...common.map((c) => c.group.edu_codigoformacion)];
    const rows = await repository.listTreeEvents(
      topics.map((t) => t.id),
      linkCodes,
    );
    const placements = await access.loadPlacements(rows.map((r) => r.event.id));
    const ownCodes = new Set([groupAccess.group.edu_codigoformacion, mainCode]);
    const events: TreeEvent[] = [];
    for (const row of rows) {
      const placement = placements.get(row.event.id);
      if (!placement) continue;
      // The viewed group decides, unless the event reaches the user only through a common group.
      const through = placement.groupCodes.some((code) => ownCodes.has(code))
        ? groupAccess
        : (common.find((c) => placement.groupCodes.includes(c.group.edu_codigoformacion)) ?? groupAccess);
      events.push({ topicId: row.topic_id, orden: row.orden, eventId: row.event.id, placement, availability: access.availabilityIn(actor, placement, through) });
    }
    return { units, topics, events };
  }

  /** Events as the tree shows them to the user: files (signed addresses only while open), own completion, organizers. */
  async function presentEvents(actor: Actor, items: readonly PlacedEvent[]): Promise<ContentEvent[]> {
    const eventIds = [...new Set(items.map((item) => item.placement.event.id))];
    const [fileRows, organizers, completion] = await Promise.all([
      repository.listEventFiles(eventIds),
      repository.listOrganizers(eventIds),
      repository.listOwnCompletion(actor.edu_codigocontacto, eventIds),
    ]);
    const completedByEvent = new Map(completion.map((c) => [c.event_id, c.completed]));
    return items.map((item) => {
      const { placement } = item;
      const eventId = placement.event.id;
      const isOpen = item.availability.isAvailable;
      const options = { isOpen, canDownload: isOpen && placement.event.download === 1, contactCode: actor.edu_codigocontacto, sessionId: actor.sessionId, signer };
      const own = completedByEvent.get(eventId);
      return toContentEvent({
        placement,
        orden: item.orden,
        availability: item.availability,
        archivos: fileRows.filter((f) => f.event_id === eventId && f.kind === 'archivo').map((f) => presentFile(f.file, options)),
        h5pFiles: fileRows.filter((f) => f.event_id === eventId && f.kind === 'h5p').map((f) => presentFile(f.file, options)),
        completed: own === undefined ? [] : [{ edu_codigocontacto: actor.edu_codigocontacto, completed: own }],
        organizers: organizers.filter((o) => o.event_id === eventId).map(({ edu_codigocontacto, fullname, foto }) => ({ edu_codigocontacto, fullname, foto })),
      });
    });
  }

  /**
   * What a completion changed, for the answer and the user's other tabs: the changed events as the tree
   * shows them (each through the group that opens it; a linked event the user does not reach is left
   * out) and the new progress of every group of the user that holds one of them.
   */
  async function describeCompletion(actor: Actor, asked: EventAccess, changedIds: readonly number[], completed: 0 | 1): Promise<ContentCompletion> {
    const holdings = await access.loadHoldings(actor);
    const linked = await Promise.all(changedIds.filter((id) => id !== asked.placement.event.id).map((id) => access.getEventAccess(actor, id, holdings)));
    const reached = [asked, ...linked.filter((found): found is EventAccess => found !== null)];
    const orders = await repository.listEventOrders(reached.map((r) => r.placement.event.id));
    const events = await presentEvents(
      actor,
      reached.map(({ placement, availability }) => ({ placement, availability, orden: orders.find((o) => o.event_id === placement.event.id)?.orden ?? placement.event.orden })),
    );
    // A group holds an event linked to it or to its main formation (as the tree and the progress count it):
    // the user's enrolled groups that hold one, and the group each event was opened through (a freemium
    // visitor's or a teacher's), never a main formation, which has no progress of its own.
    const holdsChanged = (group: { edu_codigoformacion: string; edu_principalcodigoformacion: string | null }) =>
      reached.some(({ placement }) => placement.groupCodes.includes(group.edu_codigoformacion) || (group.edu_principalcodigoformacion !== null && placement.groupCodes.includes(group.edu_principalcodigoformacion)));
    const groupCodes = [
      ...new Set([
        ...holdings.lines.filter(({ group }) => holdsChanged(group)).map(({ group }) => group.edu_codigoformacion),
        ...reached.filter(({ access: through }) => through.group.edu_principalcodigoformacion !== null).map(({ access: through }) => through.group.edu_codigoformacion),
      ]),
    ];
    const progress = await Promise.all(groupCodes.map(async (formation) => ({ formation, ...(await measureGroupProgress(actor, formation)) })));
    return { eventId: asked.placement.event.id, completed, events, progress };
  }

  async function resolveCommonGroups(actor: Actor, commonGroups: string | undefined, groupCode: string, holdings: Awaited<ReturnType<AccessPolicies['loadHoldings']>>) {
    const found: GroupAccess[] = [];
    for (const code of parseCodes(commonGroups)) {
      if (code === groupCode) continue;
      const common = await access.findGroup(actor, code, holdings);
      if (common) found.push(common);
    }
    return found;
  }

  return {
    /** GET /api/content/{formationCode}?group&event&commonGroups */
    async getContent(actor: Actor | null, formationCode: string, query: ContentQuery): Promise<ContentAnswer> {
      const { actor: checked, group: groupAccess, holdings } = await access.authorize(actor, 'viewGroup', { groupCode: query.group });
      const mainCode = groupAccess.group.edu_principalcodigoformacion ?? groupAccess.group.edu_codigoformacion;
      if (formationCode !== mainCode && formationCode !== groupAccess.group.edu_codigoformacion) throw new AppError('not_found', texts.formation.fetchError);
      const common = await resolveCommonGroups(checked, query.commonGroups, groupAccess.group.edu_codigoformacion, holdings);
      const tree = await loadTree(checked, groupAccess, common);
      if (query.event !== undefined && !tree.events.some((e) => e.eventId === query.event)) throw new AppError('not_found', texts.events.infoNotFound);

      const presented = await presentEvents(checked, tree.events);

      const data: ContentUnit[] = tree.units.map((unit) => ({
        id: unit.id,
        titulo: unit.titulo,
        type: unit.type,
        orden: unit.orden,
        temas: tree.topics
          .filter((topic) => topic.unidad_id === unit.id)
          .map((topic) => ({
            id: topic.id,
            titulo: topic.titulo,
            orden: topic.orden,
            unidad_id: topic.unidad_id,
            type: topic.type,
            eventos: presented.filter((_event, index) => tree.events[index]!.topicId === topic.id),
          })),
      }));
      return { status: 'ok', data };
    },

    /**
     * Content events of a group the student can open, and how many of them they completed: what the
     * progress call counts, so locked or not-yet-published content does not lower the percentage.
     */
    async countOpenContent(actor: Actor, groupCode: string): Promise<{ total: number; completed: number }> {
      // Called after the caller's authorize (progress, completion): a group out of reach counts nothing.
      const { access: groupAccess } = await access.getGroup(actor, groupCode);
      if (!groupAccess) return { total: 0, completed: 0 };
      const tree = await loadTree(actor, groupAccess, []);
      const completion = await repository.listOwnCompletion(actor.edu_codigocontacto, [...new Set(tree.events.map((e) => e.eventId))]);
      const completedByEvent = new Map(completion.map((c) => [c.event_id, c.completed]));
      // The contract's one definition of progress, over the same events and availability the tree shows.
      const { total, completed } = measureProgress(
        tree.events.map((e) => ({ id: e.eventId, availability: e.availability, freemium: e.placement.event.freemium, completed: completedByEvent.has(e.eventId) ? [{ completed: completedByEvent.get(e.eventId)! }] : [] })),
        actor.freemium,
      );
      return { total, completed };
    },

    /** PUT /api/content/units/{id} {titulo}: staff only (contact types 4 or 6). */
    async updateUnitTitle(actor: Actor | null, unitId: number, titulo: string) {
      authorize(actor, 'editContent');
      const updated = await repository.updateUnitTitle(unitId, titulo.trim(), now());
      if (!updated) throw new AppError('not_found', texts.formation.unitNotFound);
      return { status: 'ok' as const, unit: updated };
    },

    /**
     * PATCH /api/events/contact/{eventId}/{contactCode} {completed}: the user's own completion of an event
     * they can open and that has already taken place (content opened early by a bonus or with no date
     * restriction counts as taken place). The linked rescheduled (or original) event follows. Answers what
     * changed (the events as the tree shows them, the new progress) and pushes it as `content-completed`
     * to the user's room, so their other tabs update without reloading.
     */
    async setCompletion(actor: Actor | null, eventId: number, contactCode: string, completed: 0 | 1): Promise<EventCompletionAnswer> {
      const checked = authorize(actor, 'owner', { contactCode });
      const { event: eventAccess } = await access.authorize(checked, 'openEvent', { eventId });
      const { availability, placement } = eventAccess;
      const isOpenedEarly = availability.grantedBy === 'bonus' || availability.grantedBy === 'no_fechar';
      if (!isOpenedEarly && getEventDay({ event_date: placement.event.event_date, start_date: (placement.event.start_date ?? placement.event.created_at).toISOString() }) > toAcademyDay(now())) {
        throw new AppError('conflict', texts.formation.futureEvent);
      }
      const linked = [placement.event.event_rescheduled, placement.event.event_original].filter((id): id is number => id !== null);
      const changedIds = [eventId, ...linked];
      await repository.setCompletion(checked.edu_codigocontacto, changedIds, completed, now());
      const change = await describeCompletion(checked, eventAccess, changedIds, completed);
      emitter.emitToUser(checked.edu_codigocontacto, 'content-completed', change);
      return { status: 'ok', ...change };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
