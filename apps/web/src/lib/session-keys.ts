/** Where the session is stored; its own module so the boot script (src/boot.ts) reads it without zod. */
import { endpointQueryKey, type EndpointName } from '@campus/contract/plain';

/** localStorage key of the bearer token (spec 000 §4: "token stored locally"). */
export const TOKEN_STORAGE_KEY = 'campus.token';
/** localStorage key of the signed-in user, as the login and session calls answer it. */
export const USER_STORAGE_KEY = 'campus.user';

/**
 * Query key of the session check (GET /api/auth/session, features/auth), here so a feature that changes the
 * signed-in user (the profile's name or picture) writes the same cache entry the check keeps.
 */
export const SESSION_QUERY_KEY = endpointQueryKey('getSession' satisfies EndpointName);
