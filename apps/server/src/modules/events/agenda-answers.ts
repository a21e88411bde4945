import type { EventsAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { changeTopics } from '../../lib/change-topics';
import type { InvalidationBus } from '../../lib/invalidation-bus';

/** A safety bound for what no message announces (an organizer's name or photo changing): at most this old. */
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

/** Whether a SQL statement writes what an agenda shows (tests drop the cached agendas when a factory does). */
export function isAgendaWrite(statement: string): boolean {
  return /^\s*(insert\s+into|update|delete\s+from)\s+"(events|event_formations|event_organizers|event_contacts|formations|contacts)"/i.test(statement);
}

/**
 * A student's home agenda per day range: the home asks the same range on every load and reconnection (the
 * calendar keeps its months the same way, with the academy day in the key: see modules/calendar).
 * An answer is served again while the user's session and holdings (their groups) are the same objects,
 * no event or placement changed anywhere (the formation-structure topic, which every write to events,
 * their groups or organizers publishes), and their own completions did not change (the completions topic).
 * Only answers that show nobody else's completion are kept: an organizer's or staff member's agenda shows
 * everyone's, which any student's completion changes.
 */
export function createAgendaAnswerCache<Answer extends object = EventsAnswer>(deps: { bus: InvalidationBus; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const users = new Map<string, UserAgendas<Answer>>();
  // Bumped by any event change: every entry of an older generation is stale.
  let generation = 0;
  deps.bus.subscribe(changeTopics.formationStructure, () => {
    generation++;
  });
  deps.bus.subscribe(changeTopics.completions, (contactCode) => {
    if (contactCode === '*') generation++;
    else users.delete(contactCode);
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
