import type { EventsAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import type { Dependencies, TableChanges } from '../../lib/table-changes';
import { FOLLOWS_HOLDINGS } from '../../policies/access.repository';

/** A safety bound if a change is ever missed (Redis down): at most this old. */
const TTL_MS = 60_000;
const MAX_USERS = 10_000;
const MAX_RANGES = 8;

interface UserAgendas<Answer> {
  actor: Actor;
  holdings: object;
  generation: number;
  createdAt: number;
  answers: Map<string, Answer>;
}

/**
 * A student's home agenda per day range: the home asks the same range on every load and reconnection (the
 * calendar keeps its months the same way, with the academy day in the key: see modules/calendar).
 * An answer is served again while the user's session and holdings (their groups) are the same objects,
 * no event or placement changed anywhere, and their own completions did not change (AGENDA_DEPENDENCIES).
 * Only answers that show nobody else's completion are kept: an organizer's or staff member's agenda shows
 * everyone's, which any student's completion changes.
 */
export const AGENDA_DEPENDENCIES: Dependencies = {
  // Any event, placement or organizer anywhere (or a group row, an organizer's name or picture): every user's.
  events: 'all',
  event_formations: 'all',
  event_organizers: 'all',
  formations: 'all',
  contacts: { allWhen: 'organizer' },
  // The user's own completions and invitations, by contact code.
  event_contacts: 'entry',
  ...FOLLOWS_HOLDINGS,
};

export function createAgendaAnswerCache<Answer extends object = EventsAnswer>(deps: { changes: TableChanges; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const users = new Map<string, UserAgendas<Answer>>();
  // Bumped by any event change: every entry of an older generation is stale.
  let generation = 0;
  deps.changes.follow(AGENDA_DEPENDENCIES, {
    entry: (contactCode) => users.delete(contactCode),
    all: () => generation++,
  });

  const isFresh = (entry: UserAgendas<Answer>, actor: Actor, holdings: object) =>
    entry.actor === actor && entry.holdings === holdings && entry.generation === generation && now() - entry.createdAt < TTL_MS;

  return {
    async get(actor: Actor, holdings: object, range: string, build: () => Promise<{ answer: Answer; isShareable: boolean }>): Promise<Answer> {
      let entry = users.get(actor.edu_codigocontacto);
      if (!entry || !isFresh(entry, actor, holdings)) {
        entry = { actor, holdings, generation, createdAt: now(), answers: new Map() };
        users.delete(actor.edu_codigocontacto);
        users.set(actor.edu_codigocontacto, entry);
        if (users.size > MAX_USERS) users.delete(users.keys().next().value as string);
      }
      const known = entry.answers.get(range);
      if (known) return known;
      // Built into the entry taken before the read: a change announced meanwhile replaces or outdates that
      // entry, so an answer read before a write is never served after it.
      const { answer, isShareable } = await build();
      if (isShareable) {
        entry.answers.set(range, answer);
        if (entry.answers.size > MAX_RANGES) entry.answers.delete(entry.answers.keys().next().value as string);
      }
      return answer;
    },
    /** Forgets every agenda on this instance (tests whose factories write behind the app's back). */
    clear: () => users.clear(),
  };
}

export type AgendaAnswerCache = ReturnType<typeof createAgendaAnswerCache>;
