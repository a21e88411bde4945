import { academyTexts } from '@campus/contract';
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
  type ProgressEvent,
  texts,
  type TimelinePercentChange,
  toAcademyDay,
} from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize, type EventAccess, type GroupAccess, isAuthorized, isLearnerOf } from '../../policies';
import type { FileSigner } from '../files/file-signer';
import { presentFile } from '../files/file-presenter';
import { toContentEvent } from './content-mapper';
import type { ContentRepository } from './content.repository';
import { createFormationStructureCache, type EventParts, type FormationStructure, groupEventParts } from './formation-structure';
import { createTreeAnswerCache } from './tree-answers';
import type { TableChanges } from '../../lib/table-changes';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { AuditService } from '../audit/audit.service';
import { fillAuditSummary } from '../audit/audit-summary';

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

/** An event with what the tree shows of it beyond its placement (files, organizers). */
interface PresentedItem extends PlacedEvent {
  parts: EventParts;
}

/** One event of the tree. */
interface TreeEvent extends PresentedItem {
  topicId: number;
  eventId: number;
}

/** The progress call's own measure of a group (POST /api/events/contact/complete/{contactId}), so a completion answers the same numbers. */
export type MeasureGroupProgress = (actor: Actor, groupCode: string) => Promise<CompletionProgress>;
/** The timeline's own measure of the student's percentage in a group (null: no timeline of theirs there), so a completion answers it too. */
export type MeasureTimelinePercent = (actor: Actor, groupCode: string) => Promise<TimelinePercentChange | null>;

const parseCodes = (value: string | undefined) =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code.length > 0 && code.length <= 50),
    ),
  ].slice(0, 20);

/** The formation tree, completion and the staff's unit edit (spec 001 §2–§4). */
export function createContentService(deps: {
  repository: ContentRepository;
  access: AccessPolicies;
  signer: FileSigner;
  now: () => Date;
  measureGroupProgress: MeasureGroupProgress;
  measureTimelinePercent: MeasureTimelinePercent;
  emitter: Pick<RealtimeEmitter, 'emitToUser'>;
  /** The app's bus: the formation structure cache drops entries through it on every instance. */
  changes: TableChanges;
  /** Issue 31: the staff's renames go to the audit log. */
  audit: Pick<AuditService, 'recordChanges'>;
}) {
  const { repository, access, signer, now, measureGroupProgress, measureTimelinePercent, emitter, changes } = deps;

  /** The new timeline percentage of each of these groups that has a timeline of the user's. */
  async function measureTimelines(actor: Actor, groupCodes: readonly string[]): Promise<TimelinePercentChange[]> {
    const measured = await Promise.all(groupCodes.map((groupCode) => measureTimelinePercent(actor, groupCode)));
    return measured.filter((found): found is TimelinePercentChange => found !== null);
  }

  const structures = createFormationStructureCache({ repository, loadPlacements: (ids) => access.loadPlacements(ids), changes });
  const treeAnswers = createTreeAnswerCache(changes);

  /**
   * The tree of the group's main formation: units, topics and the events linked to the group (or to the
   * main formation, or to one of `commonGroups` the user also reaches), each with its availability. The
   * structure comes from the cache; only the availability is computed here, for this user and now.
   */
  async function loadTree(actor: Actor, groupAccess: GroupAccess, common: readonly GroupAccess[], loaded?: FormationStructure) {
    const mainCode = groupAccess.group.edu_principalcodigoformacion ?? groupAccess.group.edu_codigoformacion;
    const structure = loaded ?? (await structures.get(mainCode));
    const linkCodes = new Set([groupAccess.group.edu_codigoformacion, mainCode, ...common.map((c) => c.group.edu_codigoformacion)]);
    const ownCodes = new Set([groupAccess.group.edu_codigoformacion, mainCode]);
    const events: TreeEvent[] = [];
    for (const item of structure.events) {
      const { placement } = item;
      if (!placement.groupCodes.some((code) => linkCodes.has(code))) continue;
      // The viewed group decides, unless the event reaches the user only through a common group.
      const through = placement.groupCodes.some((code) => ownCodes.has(code))
        ? groupAccess
        : (common.find((c) => placement.groupCodes.includes(c.group.edu_codigoformacion)) ?? groupAccess);
      events.push({
        topicId: item.topicId,
        orden: item.orden,
        eventId: placement.event.id,
        placement,
        parts: item,
        availability: access.availabilityIn(actor, placement, through),
      });
    }
    return { units: structure.units, topics: structure.topics, events };
  }

  /** The user's own completion of the events, by event id. */
  async function loadOwnCompletion(actor: Actor, eventIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await repository.listOwnCompletion(actor.edu_codigocontacto, [...new Set(eventIds)]);
    return new Map(rows.map((c) => [c.event_id, c.completed]));
  }

  /** Events as the tree shows them to the user: files (signed addresses only while open), own completion, organizers. */
  function presentEvents(actor: Actor, items: readonly PresentedItem[], completedByEvent: ReadonlyMap<number, number>): ContentEvent[] {
    return items.map((item) => {
      const { placement, parts } = item;
      const eventId = placement.event.id;
      const isOpen = item.availability.isAvailable;
      const options = {
        isOpen,
        canDownload: isOpen && placement.event.download === 1,
        contactCode: actor.edu_codigocontacto,
        sessionId: actor.sessionId,
        signer,
      };
      const own = completedByEvent.get(eventId);
      return toContentEvent({
        placement,
        orden: item.orden,
        availability: item.availability,
        archivos: parts.archivos.map((file) => presentFile(file, options)),
        h5pFiles: parts.h5pFiles.map((file) => presentFile(file, options)),
        completed: own === undefined ? [] : [{ edu_codigocontacto: actor.edu_codigocontacto, completed: own }],
        organizers: parts.organizers,
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
    const reachedIds = reached.map((r) => r.placement.event.id);
    const [orders, fileRows, organizers, completedByEvent] = await Promise.all([
      repository.listEventOrders(reachedIds),
      repository.listEventFiles(reachedIds),
      repository.listOrganizers(reachedIds),
      loadOwnCompletion(actor, reachedIds),
    ]);
    const parts = groupEventParts(reachedIds, fileRows, organizers);
    const events = presentEvents(
      actor,
      reached.map(({ placement, availability }) => ({
        placement,
        availability,
        orden: orders.find((o) => o.event_id === placement.event.id)?.orden ?? placement.event.orden,
        parts: parts.get(placement.event.id)!,
      })),
      completedByEvent,
    );
    // A group holds an event linked to it or to its main formation (as the tree and the progress count it):
    // the user's enrolled groups that hold one, and the group each event was opened through (a freemium
    // visitor's or a teacher's), never a main formation, which has no progress of its own.
    const holdsChanged = (group: { edu_codigoformacion: string; edu_principalcodigoformacion: string | null }) =>
      reached.some(
        ({ placement }) =>
          placement.groupCodes.includes(group.edu_codigoformacion) ||
          (group.edu_principalcodigoformacion !== null && placement.groupCodes.includes(group.edu_principalcodigoformacion)),
      );
    const groupCodes = [
      ...new Set([
        ...holdings.lines.filter(({ group }) => holdsChanged(group)).map(({ group }) => group.edu_codigoformacion),
        ...reached
          .filter(({ access: through }) => through.group.edu_principalcodigoformacion !== null)
          .map(({ access: through }) => through.group.edu_codigoformacion),
      ]),
    ];
    const [progress, timeline] = await Promise.all([
      Promise.all(groupCodes.map(async (formation) => ({ formation, ...(await measureGroupProgress(actor, formation)) }))),
      measureTimelines(actor, groupCodes),
    ]);
    return { eventId: asked.placement.event.id, completed, events, progress, timeline };
  }

  async function resolveCommonGroups(
    actor: Actor,
    commonGroups: string | undefined,
    groupCode: string,
    holdings: Awaited<ReturnType<AccessPolicies['loadHoldings']>>,
  ) {
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
      const structure = await structures.get(mainCode);
      // Served again as long as none of its inputs changed (see tree-answers.ts): no statement at all.
      const variant = [formationCode, groupAccess.group.edu_codigoformacion, common.map((c) => c.group.edu_codigoformacion).join(','), query.event ?? ''].join(
        '|',
      );
      const inputs = {
        actor: checked,
        structure,
        holdings,
        groups: [groupAccess.group, ...common.map((c) => c.group)],
        day: toAcademyDay(now()),
        expiry: signer.currentExpiry(),
      };
      return treeAnswers.get(variant, inputs, async () => {
        const tree = await loadTree(checked, groupAccess, common, structure);
        if (query.event !== undefined && !tree.events.some((e) => e.eventId === query.event)) throw new AppError('not_found', texts.events.infoNotFound);

        const presented = presentEvents(
          checked,
          tree.events,
          await loadOwnCompletion(
            checked,
            tree.events.map((e) => e.eventId),
          ),
        );

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
      });
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
      const completedByEvent = await loadOwnCompletion(
        actor,
        tree.events.map((e) => e.eventId),
      );
      // The contract's one definition of progress, over the same events and availability the tree shows.
      const { total, completed } = measureProgress(
        tree.events.map((e) => ({
          id: e.eventId,
          availability: e.availability,
          freemium: e.placement.event.freemium,
          completed: completedByEvent.has(e.eventId) ? [{ completed: completedByEvent.get(e.eventId)! }] : [],
        })),
        actor.freemium,
      );
      return { total, completed };
    },

    /**
     * GET /api/estadisticas/progreso: the topics and units of the group's tree the student completed, of those
     * holding content that counts for them (open now; for freemium, freemium content). A topic or unit is
     * completed when the contract's measureProgress over its events has completed = total: what the tree shows
     * as done. Called after the caller's authorize, with the group access it checked.
     */
    async countCompletedParts(actor: Actor, groupAccess: GroupAccess) {
      const tree = await loadTree(actor, groupAccess, []);
      const completedByEvent = await loadOwnCompletion(
        actor,
        tree.events.map((e) => e.eventId),
      );
      const unitOfTopic = new Map(tree.topics.map((topic) => [topic.id, topic.unidad_id]));
      const byTopic = new Map<number, ProgressEvent[]>();
      const byUnit = new Map<number, ProgressEvent[]>();
      for (const e of tree.events) {
        const completion = completedByEvent.get(e.eventId);
        const event: ProgressEvent = {
          id: e.eventId,
          availability: e.availability,
          freemium: e.placement.event.freemium,
          completed: completion === undefined ? [] : [{ completed: completion }],
        };
        byTopic.set(e.topicId, [...(byTopic.get(e.topicId) ?? []), event]);
        const unitId = unitOfTopic.get(e.topicId);
        if (unitId !== undefined) byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), event]);
      }
      const count = (parts: Map<number, ProgressEvent[]>) => {
        const measured = [...parts.values()].map((events) => measureProgress(events, actor.freemium)).filter((m) => m.total > 0);
        return { completados: measured.filter((m) => m.completed === m.total).length, total: measured.length };
      };
      return { temas: count(byTopic), unidades: count(byUnit) };
    },

    /**
     * The group's content events in course order (unit, then topic, then the event's order in its topic),
     * each once, with whether the user may open it now and their own completion: what a study plan
     * (timeline reschedule) plans. Called after the caller's authorize, with the group access it checked.
     */
    async listStudyContent(actor: Actor, groupAccess: GroupAccess) {
      const tree = await loadTree(actor, groupAccess, []);
      const unitRank = new Map(tree.units.map((unit, index) => [unit.id, [unit.orden, index] as const]));
      const topicRank = new Map(tree.topics.map((topic, index) => [topic.id, [topic.orden, index] as const]));
      const topicsById = new Map(tree.topics.map((topic) => [topic.id, topic]));
      const rankOf = (event: TreeEvent) => {
        const topic = topicsById.get(event.topicId);
        const unit = topic ? unitRank.get(topic.unidad_id) : undefined;
        return [...(unit ?? [0, 0]), ...(topicRank.get(event.topicId) ?? [0, 0]), event.orden];
      };
      const ordered = tree.events
        .map((event, index) => ({ event, rank: [...rankOf(event), index] }))
        .sort((a, b) => {
          for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
          return 0;
        });
      const seen = new Set<number>();
      const unique = ordered.filter(({ event }) => !seen.has(event.eventId) && seen.add(event.eventId));
      const completedByEvent = await loadOwnCompletion(
        actor,
        unique.map(({ event }) => event.eventId),
      );
      return unique.map(({ event }) => ({
        event: event.placement.event,
        isAvailable: isAuthorized(actor, 'openListedEvent', { isAvailable: event.availability.isAvailable, isFreemiumEvent: event.placement.event.freemium }),
        completed: completedByEvent.get(event.eventId) ?? 0,
      }));
    },

    /** PUT /api/content/units/{id} {titulo}: staff only (contact types 4 or 6). */
    async updateUnitTitle(actor: Actor | null, unitId: number, titulo: string) {
      const checked = authorize(actor, 'editContent');
      const updated = await repository.updateUnitTitle(unitId, titulo.trim(), now());
      if (!updated) throw new AppError('not_found', texts.formation.unitNotFound);
      changes.publish('units', updated.formation);
      if (updated.previousTitulo !== updated.titulo)
        await deps.audit.recordChanges(checked, [
          {
            action: 'unit.rename',
            entityType: 'unit',
            entityId: updated.id,
            summary: fillAuditSummary(academyTexts.auditAcademy.unitRename, { before: updated.previousTitulo, after: updated.titulo }),
            before: { titulo: updated.previousTitulo },
            after: { titulo: updated.titulo },
          },
        ]);
      return { status: 'ok' as const, unit: { id: updated.id, titulo: updated.titulo } };
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
      // A study-plan event of the user (timeline reschedule) is theirs alone and placed nowhere: its content
      // (the planned original) decides access, its own day decides whether it has taken place, and the two
      // are ticked together.
      const plan = await repository.findOwnPlanLink(checked.edu_codigocontacto, eventId);
      const isPlanEvent = plan?.planId === eventId;
      const isPlanFuture = () => (plan?.planDay ?? (plan?.planStart ? toAcademyDay(plan.planStart) : '')) > toAcademyDay(now());
      if (isPlanEvent && plan.originalId === null) {
        // Its content was deleted: only the plan event itself is left to tick.
        if (isPlanFuture()) throw new AppError('conflict', texts.formation.futureEvent);
        await repository.setCompletion(checked.edu_codigocontacto, [eventId], completed, now());
        changes.publish('event_contacts', checked.edu_codigocontacto);
        // The plan event counts in its group's timeline percentage, and in nothing else.
        const timeline = plan.planGroup ? await measureTimelines(checked, [plan.planGroup]) : [];
        const change: ContentCompletion = { eventId, completed, events: [], progress: [], timeline };
        emitter.emitToUser(checked.edu_codigocontacto, 'content-completed', change);
        return { status: 'ok', ...change };
      }
      const contentId = isPlanEvent ? plan.originalId! : eventId;
      const { event: eventAccess, holdings } = await access.authorize(checked, 'openEvent', { eventId: contentId });
      const { availability, placement } = eventAccess;
      authorize(checked, 'markOwnProgress', { isLearner: isLearnerOf(eventAccess, holdings) });
      const isOpenedEarly = availability.grantedBy === 'bonus' || availability.grantedBy === 'no_fechar';
      if (isPlanEvent) {
        if (isPlanFuture()) throw new AppError('conflict', texts.formation.futureEvent);
      } else if (
        !isOpenedEarly &&
        getEventDay({ event_date: placement.event.event_date, start_date: (placement.event.start_date ?? placement.event.created_at).toISOString() }) >
          toAcademyDay(now())
      ) {
        throw new AppError('conflict', texts.formation.futureEvent);
      }
      const linked = [placement.event.event_rescheduled, placement.event.event_original, plan?.planId ?? null].filter((id): id is number => id !== null);
      const changedIds = [...new Set([contentId, ...linked])];
      await repository.setCompletion(checked.edu_codigocontacto, changedIds, completed, now());
      changes.publish('event_contacts', checked.edu_codigocontacto);
      const change = { ...(await describeCompletion(checked, eventAccess, changedIds, completed)), eventId };
      emitter.emitToUser(checked.edu_codigocontacto, 'content-completed', change);
      return { status: 'ok', ...change };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
