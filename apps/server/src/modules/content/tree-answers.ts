import type { ContentAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { createKeyedCache } from '../../lib/keyed-cache';
import type { TableChanges } from '../../lib/table-changes';
import { FOLLOWS_HOLDINGS } from '../../policies/access.repository';
import { FOLLOWS_STRUCTURE } from './formation-structure';

/**
 * Everything a user's content tree is computed from besides their own completions. The objects come from
 * their own caches (session, formations, holdings, formation structure), which hand out a new object when
 * what they hold changes; the day and the signed-address expiry are the only parts of "now" the tree reads
 * (availability is decided per academy day; signed addresses carry an expiry that moves in steps).
 */
export interface TreeInputs {
  actor: Actor;
  structure: object;
  holdings: object;
  groups: readonly object[];
  day: string;
  expiry: number;
}

interface TreeEntry {
  inputs: TreeInputs;
  answer: ContentAnswer;
}

/** One user's trees, by the variant asked (formation, group, common groups, event). */
interface UserTrees {
  entries: Map<string, TreeEntry>;
}

/** A safety bound if an invalidation is ever lost (Redis down): an answer is at most this old. */
const TTL_MS = 5 * 60_000;
const MAX_USERS = 5_000;
/** Variants per user (formation pages, events opened in them): beyond this the oldest go first. */
const MAX_VARIANTS = 20;

function isSameInputs(a: TreeInputs, b: TreeInputs): boolean {
  return (
    a.actor === b.actor &&
    a.structure === b.structure &&
    a.holdings === b.holdings &&
    a.day === b.day &&
    a.expiry === b.expiry &&
    a.groups.length === b.groups.length &&
    a.groups.every((group, index) => group === b.groups[index])
  );
}

/**
 * The content tree answers, per user: the heaviest read of the formation page, asked again on every visit
 * and after every reconnection while almost nothing changes. An answer is served again only while every
 * input is the very same object (so any write that its sources' caches see rebuilds it) and the user's
 * completions (event_contacts) have not changed, on every instance.
 */
export function createTreeAnswerCache(changes: TableChanges) {
  const users = createKeyedCache<UserTrees>({
    changes,
    dependsOn: {
      // The user's completions, by contact code.
      event_contacts: 'entry',
      ...FOLLOWS_STRUCTURE,
      ...FOLLOWS_HOLDINGS,
      contacts: { followsSource: 'kept with the actor object, which the session cache replaces on a change of the contact' },
    },
    ttlMs: TTL_MS,
    maxEntries: MAX_USERS,
  });

  return {
    /** The cached answer for these inputs, or a new one from `build` (kept for the next request). */
    async get(variant: string, inputs: TreeInputs, build: () => Promise<ContentAnswer>): Promise<ContentAnswer> {
      const trees = await users.get(inputs.actor.edu_codigocontacto, async () => ({ entries: new Map() }));
      const known = trees.entries.get(variant);
      if (known && isSameInputs(known.inputs, inputs)) return known.answer;
      // Built after the user's entry was taken: a completion written meanwhile drops that entry, so an
      // answer read before the write is never served after it.
      const answer = await build();
      trees.entries.delete(variant);
      trees.entries.set(variant, { inputs, answer });
      if (trees.entries.size > MAX_VARIANTS) trees.entries.delete(trees.entries.keys().next().value as string);
      return answer;
    },
  };
}

export type TreeAnswerCache = ReturnType<typeof createTreeAnswerCache>;
