import { texts, type LoginAnswer, type SessionUser, toAcademyDay } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import { toActor, type Actor } from '../../lib/actor';
import { authorize, authorizeSignIn } from '../../policies';
import { createSecretToken, hashToken } from '../../lib/tokens';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';
import type { OnboardingService } from '../onboarding/onboarding.service';
import type { ContactRow, ContactsService } from '../contacts/contacts.service';
import type { AuthRepository } from './auth.repository';
import type { TableChanges } from '../../lib/table-changes';
import type { SessionCache } from './session-cache';

/** After a rotation the old token keeps working this long, so requests already in flight do not fail. */
export const ROTATION_GRACE_MS = 60 * 1000;
/** `last_seen_at` is written at most this often per session and instance. */
export const TOUCH_INTERVAL_MS = 60 * 1000;
/** Active time ('tiempo medio') is counted at most this often per contact and instance (several tabs check apart). */
export const ACTIVE_TIME_INTERVAL_MS = 60 * 1000;
/** Bounds the per-instance memories below (sessions touched, activity days recorded); past it they start over. */
const MEMORY_LIMIT = 50_000;

export interface AuthServiceDeps {
  /** The onboarding tours answered with a new session. */
  onboardings: Pick<OnboardingService, 'listOnboardings'>;
  repository: AuthRepository;
  /** The contacts module: who a sign-in code or a teacher token names. */
  contacts: Pick<ContactsService, 'findContactByCode'>;
  /** Sessions and contacts read by every authenticated request (dropped by the changes the writes below publish). */
  sessionCache: SessionCache;
  changes: TableChanges;
  identityProvider: IdentityProvider;
  /** Where codes return to: `${PUBLIC_URL}/login`. */
  loginRedirectUri: string;
  /** Where an OIDC provider sends the browser back after its logout: `${PUBLIC_URL}/`. */
  postLogoutRedirectUri?: string;
  sessionTtlMs: number;
  now?: () => Date;
  /** Told about revoked sessions (the realtime server disconnects their sockets). */
  onSessionsRevoked?: (sessionIds: number[]) => void;
}

/** The session user as the login calls answer it. */
export function toSessionUser(contact: ContactRow): SessionUser {
  return {
    edu_codigocontacto: contact.edu_codigocontacto,
    fullname: contact.fullname,
    firstname: contact.firstname,
    lastname: contact.lastname,
    emailaddress1: contact.emailaddress1,
    emailaddress2: contact.emailaddress2,
    foto: contact.foto,
    admin: contact.admin,
    freemium: contact.freemium,
    edu_matriculado: contact.edu_matriculado,
    edu_tipocontacto: contact.edu_tipocontacto,
  };
}

/** Activity days are Madrid days, like the streak that counts them. */
function toIsoDay(date: Date): string {
  return toAcademyDay(date);
}

/** Sign-in, sessions and sign-out. */
export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const { repository, sessionCache } = deps;
  // Per instance: when each session was last touched here, so a cached row does not trigger a write per request.
  const touchedAt = new Map<number, number>();
  // Per cached contact row object: the session check's answer (see getSession).
  const sessionAnswers = new WeakMap<object, { status: 'ok'; user: SessionUser }>();
  // Per instance: the contacts whose activity day is already recorded today (the insert is idempotent, so this only saves writes).
  let activityDay = '';
  const recordedToday = new Set<string>();

  async function recordActivityDay(contactCode: string, at: Date): Promise<void> {
    const day = toIsoDay(at);
    if (day !== activityDay || recordedToday.size >= MEMORY_LIMIT) {
      activityDay = day;
      recordedToday.clear();
    }
    if (recordedToday.has(contactCode)) return;
    await repository.recordActivityDay(contactCode, day);
    recordedToday.add(contactCode);
  }

  // Per instance: when each contact's active time was last counted here.
  const activeCountedAt = new Map<string, number>();

  /**
   * Adds the time since the contact's previous session check to today's active seconds (what the 'tiempo medio'
   * ranking averages), off the request's path like touchSession and at most once a minute per contact here: a
   * skipped check loses nothing, since the next counted one adds everything since the day's last_seen_at.
   */
  function countActiveTime(contactCode: string, at: Date, onError: (error: unknown) => void): void {
    const last = activeCountedAt.get(contactCode);
    if (last !== undefined && at.getTime() - last < ACTIVE_TIME_INTERVAL_MS) return;
    if (activeCountedAt.size >= MEMORY_LIMIT) activeCountedAt.clear();
    activeCountedAt.set(contactCode, at.getTime());
    repository.addActiveTime(contactCode, toIsoDay(at), at).catch(onError);
  }

  /** Writes `last_seen_at` at most once a minute, off the request's path; a failure is only logged. */
  function touchSession(session: { id: number; last_seen_at: Date }, at: Date, onError: (error: unknown) => void): void {
    const lastSeen = Math.max(session.last_seen_at.getTime(), touchedAt.get(session.id) ?? 0);
    if (at.getTime() - lastSeen <= TOUCH_INTERVAL_MS) return;
    if (touchedAt.size >= MEMORY_LIMIT) touchedAt.clear();
    touchedAt.set(session.id, at.getTime());
    repository.touchSession(session.id, at).catch(onError);
    deps.changes.publishNothing('sessions', 'last_seen_at: the cached row is only compared with it, and touchedAt keeps the later value here');
  }

  /** The live session of a token with its active contact, from the cache; expiry is checked against now on every call. */
  async function findLiveSession(tokenHash: string, at: Date) {
    const session = await sessionCache.findSession(tokenHash);
    if (!session || session.revoked_at !== null || session.expires_at.getTime() <= at.getTime()) return null;
    const contact = await sessionCache.findContact(session.edu_codigocontacto);
    if (!contact || contact.statecode !== 0) return null;
    return { session, contact };
  }

  /** Drops revoked sessions from the cache on every instance and disconnects their sockets. */
  function afterRevocation(revoked: readonly { id: number; token_hash: string }[]): void {
    deps.changes.publish(
      'sessions',
      revoked.map((r) => r.token_hash),
    );
    deps.onSessionsRevoked?.(revoked.map((r) => r.id));
  }

  /** Opens a session for a contact that has proven who they are, recording the day for the streak. */
  async function openSession(contact: ContactRow, method: string, userAgent: string | undefined, idToken?: string): Promise<LoginAnswer> {
    const token = createSecretToken(32);
    const createdAt = now();
    const session = await repository.insertSession({
      token_hash: hashToken(token),
      edu_codigocontacto: contact.edu_codigocontacto,
      method,
      created_at: createdAt,
      last_seen_at: createdAt,
      expires_at: new Date(createdAt.getTime() + deps.sessionTtlMs),
      user_agent: userAgent?.slice(0, 255) ?? null,
    });
    deps.changes.publishNothing('sessions', 'a new token: its hash was never asked for (random, written before it is handed out)');
    if (idToken) await repository.insertSessionIdToken(session.id, idToken);
    await recordActivityDay(contact.edu_codigocontacto, createdAt);
    const onBoarding = await deps.onboardings.listOnboardings(contact.edu_codigocontacto);
    return { status: 'ok', token, user: toSessionUser(contact), onBoarding };
  }

  return {
    openSession,

    /** GET /api/auth/login-app-alumno: exchanges a one-time code for a session, applying the access rule. */
    async loginWithCode(code: string, userAgent?: string): Promise<LoginAnswer> {
      const identity = await deps.identityProvider.redeemCode(code, deps.loginRedirectUri);
      if (!identity) throw new AppError('invalid_code', 'El código de inicio de sesión no es válido o ha caducado');
      const contact = authorizeSignIn(await deps.contacts.findContactByCode(identity.contactCode), 'student');
      return openSession(contact, deps.identityProvider.kind === 'oidc' ? 'oidc' : 'code', userAgent, identity.idToken);
    },

    /** GET /api/auth/login-token-profesor: teachers (types 5 or 6) enter with their personal token. */
    async loginWithTeacherToken(token: string, userAgent?: string): Promise<LoginAnswer> {
      const row = await repository.findTeacherToken(hashToken(token), now());
      if (!row) throw new AppError('invalid_code', 'El enlace de acceso del profesor no es válido o ha caducado');
      const contact = authorizeSignIn(await deps.contacts.findContactByCode(row.edu_codigocontacto), 'teacher');
      return openSession(contact, 'teacher-token', userAgent);
    },

    /**
     * Resolves a bearer token to the actor. Past half its life a session is renewed: a new token is
     * answered (the client swaps it from the `authorization` header) and the old one expires shortly.
     * `onBackgroundError` hears a failed `last_seen_at` write, which the request does not wait for.
     */
    async resolveBearer(token: string, onBackgroundError: (error: unknown) => void = () => {}): Promise<{ actor: Actor; renewedToken?: string } | null> {
      const at = now();
      const tokenHash = hashToken(token);
      const found = await findLiveSession(tokenHash, at);
      if (!found) return null;
      const { session, contact } = found;
      const age = at.getTime() - session.created_at.getTime();
      const isRotated = session.expires_at.getTime() - at.getTime() <= ROTATION_GRACE_MS;
      if (age < deps.sessionTtlMs / 2 || isRotated) {
        touchSession(session, at, onBackgroundError);
        return { actor: toActor(contact, session.id) };
      }
      const renewedToken = createSecretToken(32);
      const renewed = await repository.insertSession({
        token_hash: hashToken(renewedToken),
        edu_codigocontacto: contact.edu_codigocontacto,
        method: session.method,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(at.getTime() + deps.sessionTtlMs),
        user_agent: session.user_agent,
        sign_in_id: session.sign_in_id ?? session.id,
      });
      await repository.shortenSession(session.id, new Date(at.getTime() + ROTATION_GRACE_MS));
      // The renewed token's hash was never asked for (random, written before it is handed out): only the old one changed.
      deps.changes.publish('sessions', tokenHash);
      return { actor: toActor(contact, renewed.id), renewedToken };
    },

    /**
     * Resolves a bearer token without renewing it: for the realtime handshake, which has no answer header
     * to carry a renewed token. Null for an unknown, expired or revoked token or an inactive contact.
     */
    async verifyBearer(token: string): Promise<Actor | null> {
      const found = await findLiveSession(hashToken(token), now());
      return found ? toActor(found.contact, found.session.id) : null;
    },

    /**
     * The signed-in user a page is rendered for (http/server-rendered-home), from the page-session cookie's
     * token: checked as a bearer is, but never renewed (a page has no answer header the app would adopt),
     * and with no activity recorded (the page's own session check records it). Null when it is not a live session.
     */
    async findPageUser(token: string): Promise<{ actor: Actor; user: SessionUser } | null> {
      const found = await findLiveSession(hashToken(token), now());
      if (!found) return null;
      const actor = authorize(toActor(found.contact, found.session.id), 'signedIn');
      return { actor, user: toSessionUser(found.contact) };
    },

    /** True while the session is neither revoked nor expired (a socket re-checks it on `login`): always read from the database. */
    async isSessionLive(sessionId: number): Promise<boolean> {
      return repository.isSessionLive(sessionId, now());
    },

    /** GET /api/auth/session: the periodic session check; answers the current user. */
    async getSession(actor: Actor | null, onBackgroundError: (error: unknown) => void = () => {}): Promise<{ status: 'ok'; user: SessionUser }> {
      const checked = authorize(actor, 'signedIn');
      const contact = await sessionCache.findContact(checked.edu_codigocontacto);
      if (!contact) throw new AppError('unauthorized', texts.errors.unauthorized);
      const at = now();
      await recordActivityDay(contact.edu_codigocontacto, at);
      countActiveTime(contact.edu_codigocontacto, at, onBackgroundError);
      // The same answer object for the same cached contact row (a new row when the contact changes): the
      // route sends its bytes encoded once.
      let answer = sessionAnswers.get(contact);
      if (!answer) sessionAnswers.set(contact, (answer = { status: 'ok', user: toSessionUser(contact) }));
      return answer;
    },

    /**
     * True while the sign-in that opened this session goes on (renewals included): what was handed to the
     * session, such as signed file addresses, stops with its logout or expiry.
     */
    async isSignInLive(sessionId: number): Promise<boolean> {
      return repository.isSignInLive(sessionId, now());
    },

    /**
     * GET /api/auth/logout: that token stops working (with the renewed-from token still in its grace period).
     * With an OIDC provider that has an end-session endpoint, the answer also names it (`endSessionUrl`, with the
     * sign-in's ID token as hint): the web goes there, so the provider's session ends too (a shared computer).
     */
    async logout(actor: Actor | null): Promise<{ status: 'ok'; endSessionUrl?: string }> {
      const checked = authorize(actor, 'signedIn');
      const idToken = deps.identityProvider.buildLogoutUrl ? await repository.findSignInIdToken(checked.sessionId) : null;
      afterRevocation(await repository.revokeSignIn(checked.sessionId, now()));
      // Only a sign-in through the provider has a session there (not a teacher token's).
      const endSessionUrl = idToken ? await deps.identityProvider.buildLogoutUrl?.(idToken, deps.postLogoutRedirectUri ?? deps.loginRedirectUri) : null;
      return endSessionUrl ? { status: 'ok', endSessionUrl } : { status: 'ok' };
    },

    /** POST /api/auth/logout-all-sessions: every token of the user stops working. */
    async logoutAllSessions(actor: Actor | null): Promise<{ status: 'ok'; message: string }> {
      const checked = authorize(actor, 'signedIn');
      afterRevocation(await repository.revokeAllSessions(checked.edu_codigocontacto, now()));
      return { status: 'ok', message: texts.auth.logoutAllSuccess };
    },

    /**
     * Ends every session of a person at once (the back office suspends them, issue 31): the rows are revoked, their
     * sockets disconnected and the cached sessions dropped on every instance. The caller has authorized the change.
     */
    async endAllSessionsOf(contactCode: string): Promise<number> {
      const revoked = await repository.revokeAllSessions(contactCode, now());
      afterRevocation(revoked);
      return revoked.length;
    },

    /**
     * Ends every session of the actor's account except the sign-in the actor is using (a password change or
     * reset): the rows are revoked, their sockets disconnected and the cached sessions dropped everywhere.
     */
    async endOtherSessions(actor: Actor): Promise<number> {
      const revoked = await repository.revokeOtherSessions(actor.edu_codigocontacto, actor.sessionId, now());
      afterRevocation(revoked);
      return revoked.length;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
