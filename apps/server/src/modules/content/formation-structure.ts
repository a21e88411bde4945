import type { Dependencies, TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';
import type { EventPlacement, FileRow } from '../../policies';
import type { ContentRepository } from './content.repository';

type UnitRow = Awaited<ReturnType<ContentRepository['listUnits']>>[number];
type TopicRow = Awaited<ReturnType<ContentRepository['listTopics']>>[number];

export interface Organizer {
  edu_codigocontacto: string;
  fullname: string;
  foto: string | null;
}

/** What the tree shows of an event besides its placement: its files by kind and its organizers, in order. */
export interface EventParts {
  archivos: FileRow[];
  h5pFiles: FileRow[];
  organizers: Organizer[];
}

/** An event placed in a topic of the formation, with everything about it that is the same for every user. */
export interface StructureEvent extends EventParts {
  topicId: number;
  /** Order of the event inside its topic. */
  orden: number;
  placement: EventPlacement;
}

/**
 * The structure of a main formation, the same for every student of it: units, topics and every event
 * placed in those topics (whatever group it is linked to; the tree keeps those of the viewed groups), in
 * tree order. Nothing here depends on the user or on the time: availability, completion and signed file
 * addresses are computed per request from it.
 */
export interface FormationStructure {
  units: UnitRow[];
  topics: TopicRow[];
  events: StructureEvent[];
}

/** Tables whose rows the structure holds, by main formation code. */
export const FORMATION_STRUCTURE_DEPENDENCIES = {
  units: 'entry',
  topics: 'entry',
  events: 'entry',
  event_topics: 'entry',
  event_formations: 'entry',
  event_files: 'entry',
  event_organizers: 'entry',
  // The placements' group rows: only the seed writes formations today.
  formations: 'all',
  files: {
    ttlOnly: 'the app writes files only for uploads and mail attachments; an event shows a file through its event_files row, whose change drops the formation',
  },
  // An organizer's name and picture: the profile marks an organizer's change, which may show in any formation.
  contacts: { allWhen: 'organizer' },
} as const satisfies Dependencies;

/** What reads the structure object keeps from it: a new object after any change of these tables. */
export const FOLLOWS_STRUCTURE: Dependencies = Object.fromEntries(
  Object.keys(FORMATION_STRUCTURE_DEPENDENCIES).map((table) => [table, { followsSource: 'kept with the formation structure object it was computed from' }]),
);
/** A safety bound if an invalidation is ever lost (Redis down): a structure is at most this old. */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

/**
 * The structure of each main formation, cached per formation code on the app's invalidation bus (so every
 * instance drops it on a write), loaded in a constant number of statements whatever its size.
 */
export function createFormationStructureCache(deps: {
  repository: ContentRepository;
  loadPlacements: (eventIds: readonly number[]) => Promise<Map<number, EventPlacement>>;
  changes: TableChanges;
}) {
  const { repository, loadPlacements } = deps;
  const cache = createKeyedCache<FormationStructure>({
    changes: deps.changes,
    dependsOn: FORMATION_STRUCTURE_DEPENDENCIES,
    ttlMs: TTL_MS,
    maxEntries: MAX_ENTRIES,
  });

  async function load(formationCode: string): Promise<FormationStructure> {
    const units = await repository.listUnits(formationCode);
    const topics = await repository.listTopics(units.map((u) => u.id));
    const rows = await repository.listPlacedEvents(topics.map((t) => t.id));
    const eventIds = [...new Set(rows.map((r) => r.event_id))];
    const [placements, fileRows, organizerRows] = await Promise.all([
      loadPlacements(eventIds),
      repository.listEventFiles(eventIds),
      repository.listOrganizers(eventIds),
    ]);
    const parts = groupEventParts(eventIds, fileRows, organizerRows);
    const events: StructureEvent[] = [];
    for (const row of rows) {
      const placement = placements.get(row.event_id);
      if (placement) events.push({ topicId: row.topic_id, orden: row.orden, placement, ...parts.get(row.event_id)! });
    }
    return { units, topics, events };
  }

  return {
    get: (formationCode: string) => cache.get(formationCode, () => load(formationCode)),
  };
}

export type FormationStructureCache = ReturnType<typeof createFormationStructureCache>;

/** Files (by kind) and organizers of each event, keeping the order of the rows. */
export function groupEventParts(
  eventIds: readonly number[],
  fileRows: readonly { event_id: number; kind: 'archivo' | 'h5p'; file: FileRow }[],
  organizerRows: readonly (Organizer & { event_id: number })[],
): Map<number, EventParts> {
  const parts = new Map<number, EventParts>(eventIds.map((id) => [id, { archivos: [], h5pFiles: [], organizers: [] }]));
  for (const { event_id, kind, file } of fileRows) {
    const part = parts.get(event_id);
    if (kind === 'archivo') part?.archivos.push(file);
    else if (kind === 'h5p') part?.h5pFiles.push(file);
  }
  for (const { event_id, edu_codigocontacto, fullname, foto } of organizerRows) parts.get(event_id)?.organizers.push({ edu_codigocontacto, fullname, foto });
  return parts;
}
