/**
 * What the policies decide a contact may reach, as plain data: `policies/actor-roles.ts` computes it from the
 * actor and the repositories turn it into SQL. It lives here, below both, so neither imports the other.
 */

/**
 * Whom a contact may reach, by chat and by mail alike, as decided by the policies (`getContactReach`);
 * db/contact-reach.ts turns it into SQL (the listings of both and the policy's own read use that one condition).
 */
export interface ContactReach {
  contactCode: string;
  /** The academy side (staff, admins) reaches every active person. */
  isEveryone: boolean;
  /** Classmates are offered to students, never to freemium visitors. */
  includesClassmates: boolean;
  /** Contact types that make a person staff, whom everyone may reach (as are admins). */
  staffTypes: readonly number[];
}

/** Which events a contact may list or open, as decided by the policies (`getEventReach`); the events repository reads it. */
export interface EventReach {
  contactCode: string;
  /** Every event (staff). */
  isEveryEvent: boolean;
  /** Only the freemium-flagged events of their groups (a freemium visitor). */
  isFreemiumOnly: boolean;
}
