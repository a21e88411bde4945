import type { TableChanges } from '../../lib/table-changes';
import { randomBytes } from 'node:crypto';
import {
  buildFreemiumState,
  freemiumProviders,
  parseFreemiumState,
  texts,
  type FreemiumProvidersAnswer,
  type FreemiumAuthorizeUrlAnswer,
  type FreemiumLoginAnswer,
  type FreemiumProvider,
  type leadFreemiumBodySchema,
  type OauthFreemiumBody,
} from '@campus/contract';
import type { z } from 'zod';
import type { FreemiumProviders } from '../../integrations/freemium-oauth/create-freemium-providers';
import { freemiumProviderNames, type FreemiumIdentity } from '../../integrations/freemium-oauth/freemium-oauth-provider';
import { AppError } from '../../lib/app-error';
import { authorizeLeadAccount, authorizeTrialSignIn } from '../../policies/sign-in-policy';
import type { AuthService } from '../auth/auth.service';
import { toFormation } from '../formations/formation-mapper';
import type { contacts, leads } from '../../db/schema';
import type { FormationRow, FreemiumRepository } from './freemium.repository';

type LeadFreemiumBody = z.infer<typeof leadFreemiumBodySchema>;

export interface FreemiumServiceDeps {
  repository: FreemiumRepository;
  providers: FreemiumProviders;
  /** The lead a visitor arrives from (the leads service). */
  leads: { findLeadByAccessToken(token: string, now: Date): Promise<typeof leads.$inferSelect | undefined> };
  /** Contact look-ups (the contacts service). */
  contacts: {
    findContactByEmail(email: string): Promise<typeof contacts.$inferSelect | undefined>;
    findContactByCode(code: string): Promise<typeof contacts.$inferSelect | undefined>;
  };
  auth: Pick<AuthService, 'openSession'>;
  /** `${PUBLIC_URL}/login`: the only return address of a freemium sign-in. */
  loginRedirectUri: string;
  now: () => Date;
  /** The trial enrolment's writes are published (holdings, enrolments tab, the cached contact). */
  changes: Pick<TableChanges, 'publish'>;
}

/** What the browser that started a provider sign-in keeps in its cookie (see freemium-sign-in-cookie). */
export interface FreemiumSignInBinding {
  state: string;
  codeVerifier: string;
}

/**
 * The free trial (spec 000 §2, §4, §5): a visitor signs in through Google, Microsoft or Facebook (or
 * arrives from a lead), becomes a freemium contact enrolled in the course's trial group, and gets a session.
 * These calls are public: they are how a visitor gets a session in the first place.
 */
export function createFreemiumService(deps: FreemiumServiceDeps) {
  const { repository, now } = deps;

  async function requireFreemiumGroup(course: string): Promise<FormationRow> {
    const group = await repository.findFreemiumGroup(course);
    if (!group) throw new AppError('not_found', texts.freemium.noFreeContent);
    return group;
  }

  /** Enrols the freemium contact in the group and opens its session; the returned user must be freemium and enrolled (spec 000 §5). */
  async function openTrialSession(contactCode: string, group: FormationRow, userAgent: string | undefined): Promise<FreemiumLoginAnswer> {
    await repository.ensureEnrolment(contactCode, group, now());
    // The enrolment may set edu_matriculado: sessions already open must not keep the cached contact.
    for (const table of ['matriculas', 'lineas_matricula', 'contacts'] as const) deps.changes.publish(table, contactCode);
    const enrolled = authorizeTrialSignIn(await deps.contacts.findContactByCode(contactCode), 'enrolled');
    const session = await deps.auth.openSession(enrolled, 'freemium', userAgent);
    const groups = await repository.listFreemiumGroups(enrolled.edu_codigocontacto);
    return { ...session, formations: groups.map((row) => toFormation(row.group, row.parent)) };
  }

  /** The provider proved the e-mail: finds or creates its freemium contact and opens a session. */
  async function signInProvenEmail(identity: FreemiumIdentity, group: FormationRow, userAgent: string | undefined): Promise<FreemiumLoginAnswer> {
    const email = identity.email.trim().toLowerCase();
    let contact = await deps.contacts.findContactByEmail(email);
    // A student of the academy signs in through the academy, not through the trial.
    if (!contact) {
      await repository.createFreemiumContact({ email, fullname: displayName(identity.name, email), mobilephone: null, now: now() });
      contact = await deps.contacts.findContactByEmail(email);
    }
    return openTrialSession(authorizeTrialSignIn(contact).edu_codigocontacto, group, userAgent);
  }

  return {
    /** The code of the trial group of a formation with free content, if any (the leads form links to it). */
    async findTrialGroupCode(course: string): Promise<string | undefined> {
      return (await repository.findFreemiumGroup(course))?.edu_codigoformacion;
    },

    /**
     * GET /api/auth/freemium/{provider}/authorize-url?course: where to send the browser, with a fresh
     * state. It is always our `/auth/freemium/{provider}/authorize`, which binds the sign-in to the browser
     * (cookie with the PKCE verifier) before forwarding to the provider.
     */
    async getAuthorizeUrl(provider: FreemiumProvider, course: string, publicUrl: string): Promise<FreemiumAuthorizeUrlAnswer> {
      await requireFreemiumGroup(course);
      const instance = deps.providers[provider];
      if (instance.mode === 'off') throw new AppError('not_found', texts.freemium.providerUnavailable.replace('{provider}', freemiumProviderNames[provider]));
      const state = buildFreemiumState(provider, course, randomBytes(16).toString('base64url'));
      const url = new URL(`/auth/freemium/${provider}/authorize`, publicUrl);
      url.searchParams.set('redirect_uri', deps.loginRedirectUri);
      url.searchParams.set('state', state);
      return { status: 'ok', url: url.href, state, simulated: instance.mode === 'simulation' };
    },

    /** GET /api/auth/freemium/providers: how each provider signs in now, so the web can say which are unavailable. */
    listProviders(): FreemiumProvidersAnswer {
      return { status: 'ok', providers: freemiumProviders.map((provider) => ({ provider, mode: deps.providers[provider].mode })) };
    },

    /**
     * POST /api/auth/login-oauth-alumno-freemium: 404 when the course has no free content. The browser
     * must be the one that left for the provider: its sign-in cookie names the same provider and course
     * and holds the PKCE verifier; without it the code may have been planted (login CSRF).
     */
    async loginWithProvider(body: OauthFreemiumBody, binding: FreemiumSignInBinding | null, userAgent?: string): Promise<FreemiumLoginAnswer> {
      const group = await requireFreemiumGroup(body.course);
      if (body.redirectUri !== deps.loginRedirectUri) throw new AppError('validation', texts.identity.invalidRedirect);
      const bound = binding ? parseFreemiumState(binding.state) : null;
      if (!binding || !bound || bound.provider !== body.provider || bound.course !== body.course)
        throw new AppError('invalid_code', texts.freemium.invalidProviderCode);
      const identity = await deps.providers[body.provider].exchangeCode(body.code, body.redirectUri, binding.codeVerifier).catch(() => null);
      if (!identity) throw new AppError('invalid_code', texts.freemium.invalidProviderCode);
      return signInProvenEmail(identity, group, userAgent);
    },

    /**
     * POST /api/auth/login-app-alumno-freemium: a visitor arriving from the trial link mailed to a lead.
     * `leadid` is that link's secret, so only the owner of the lead's address gets here. It never opens an
     * account it did not create: the first visit creates the lead's freemium account, later visits open
     * that one only, and an address that already had an account is refused (sign in with it instead).
     * The link's e-mail cannot choose another account; name and phone fill in what the lead lacks.
     */
    async loginWithLead(body: LeadFreemiumBody, userAgent?: string): Promise<FreemiumLoginAnswer> {
      const lead = await deps.leads.findLeadByAccessToken(body.leadid, now());
      if (!lead) throw new AppError('not_found', texts.freemium.leadLinkInvalid);
      const group = await requireFreemiumGroup(body.groupId);
      if (lead.contact_code) {
        const contact = authorizeTrialSignIn(await deps.contacts.findContactByCode(lead.contact_code));
        return openTrialSession(contact.edu_codigocontacto, group, userAgent);
      }
      const email = lead.email.trim().toLowerCase();
      authorizeLeadAccount(!(await deps.contacts.findContactByEmail(email)));
      const name = displayName(body.namefree || `${lead.nombre} ${lead.apellidos}`, email);
      // createFreemiumContact answers nothing when someone else created the address meanwhile: not this lead's account.
      const created = authorizeLeadAccount(
        await repository.createFreemiumContact({ email, fullname: name, mobilephone: body.phonefree?.trim() || lead.telefono, now: now() }),
      );
      if (!(await repository.claimLeadAccount(lead.id, created))) {
        // A second click of the same link raced this one and claimed first: open only what it claimed.
        const again = await deps.leads.findLeadByAccessToken(body.leadid, now());
        authorizeLeadAccount(again?.contact_code === created);
      }
      return openTrialSession(created, group, userAgent);
    },
  };
}

const displayName = (name: string, email: string) => name.trim().slice(0, 200) || email.split('@')[0]!;

export type FreemiumService = ReturnType<typeof createFreemiumService>;
