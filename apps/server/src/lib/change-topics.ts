/**
 * Invalidation-bus topics named after what changed, so every cache built on that data listens to the same
 * message (on every instance): the key is a contact code, or '*' for everyone.
 */
export const changeTopics = {
  /** A main formation's structure (units, topics, events, their placements, files, organizers); key: its code. */
  formationStructure: 'formation-structure',
  /** A contact's own completions of events; key: the contact code. */
  completions: 'completions',
  /** A contact's own joins of live classes (activity records of type 3, what attendance counts); key: the contact code. */
  attendance: 'attendance',
} as const;
