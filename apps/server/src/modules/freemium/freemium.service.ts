import { randomBytes } from 'node:crypto';
import {
  buildFreemiumState,
  texts,
  type FreemiumAuthorizeUrlAnswer,
  type FreemiumLoginAnswer,
  type FreemiumProvider,
  type leadFreemiumBodySchema,
  type OauthFreemiumBody,
} from '@campus/contract';
import type { z } from 'zod';
import type { FreemiumProviders } from '../../integrations/freemium-oauth/create-freemium-providers';
import type { FreemiumIdentity } from '../../integrations/freemium-oauth/freemium-oauth-provider';
import { AppError } from '../../lib/app-error';
import type { AuthRepository } from '../auth/auth.repository';
import type { AuthService } from '../auth/auth.service';
import { toFormation } from '../formations/formation-mapper';
import type { LeadsRepository } from '../leads/leads.repository';
import type { FormationRow, FreemiumRepository } from './freemium.repository';

type LeadFreemiumBody = z.infer<typeof leadFreemiumBodySchema>;

export interface FreemiumServiceDeps {
  repository: FreemiumRepository;
  providers: FreemiumProviders;
  leads: Pick<LeadsRepository, 'findLead'>;
  contacts: Pick<AuthRepository, 'findContactByEmail' | 'findContactByCode'>;
  auth: Pick<AuthService, 'openSession'>;
  /** `${PUBLIC_URL}/login`: the only return address of a freemium sign-in. */
  loginRedirectUri: string;
  now: () => Date;
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

  /** Finds or creates the freemium contact of an e-mail, enrols it in the group and opens a session. */
  async function signIn(identity: FreemiumIdentity & { phone?: string | null }, group: FormationRow, userAgent: string | undefined): Promise<FreemiumLoginAnswer> {
    const email = identity.email.trim().toLowerCase();
    let contact = await deps.contacts.findContactByEmail(email);
    // A student of the academy signs in through the academy, not through the trial.
    if (contact && (!contact.freemium || contact.statecode !== 0)) throw new AppError('no_access', texts.auth.noAccess);
    if (!contact) {
      await repository.createFreemiumContact({ email, fullname: identity.name.trim().slice(0, 200) || email.split('@')[0]!, mobilephone: identity.phone?.trim() || null, now: now() });
      contact = await deps.contacts.findContactByEmail(email);
      if (!contact?.freemium) throw new AppError('no_access', texts.auth.noAccess);
    }
    await repository.ensureEnrolment(contact.edu_codigocontacto, group, now());
    const enrolled = await deps.contacts.findContactByCode(contact.edu_codigocontacto);
    // The returned user must be freemium and enrolled (spec 000 §5).
    if (!enrolled || !enrolled.freemium || enrolled.edu_matriculado === '0') throw new AppError('no_access', texts.auth.noAccess);
    const session = await deps.auth.openSession(enrolled, 'freemium', userAgent);
    const groups = await repository.listFreemiumGroups(enrolled.edu_codigocontacto);
    return { ...session, formations: groups.map((row) => toFormation(row.group, row.parent)) };
  }

  return {
    /** GET /api/auth/freemium/{provider}/authorize-url?course: where to send the browser, with a fresh state. */
    async getAuthorizeUrl(provider: FreemiumProvider, course: string): Promise<FreemiumAuthorizeUrlAnswer> {
      await requireFreemiumGroup(course);
      const instance = deps.providers[provider];
      const state = buildFreemiumState(provider, course, randomBytes(16).toString('base64url'));
      return { status: 'ok', url: instance.buildAuthorizationUrl(deps.loginRedirectUri, state), state, simulated: instance.isSimulated };
    },

    /** POST /api/auth/login-oauth-alumno-freemium: 404 when the course has no free content. */
    async loginWithProvider(body: OauthFreemiumBody, userAgent?: string): Promise<FreemiumLoginAnswer> {
      const group = await requireFreemiumGroup(body.course);
      if (body.redirectUri !== deps.loginRedirectUri) throw new AppError('validation', texts.identity.invalidRedirect);
      const identity = await deps.providers[body.provider].exchangeCode(body.code, body.redirectUri).catch(() => null);
      if (!identity) throw new AppError('invalid_code', texts.freemium.invalidProviderCode);
      return signIn(identity, group, userAgent);
    },

    /**
     * POST /api/auth/login-app-alumno-freemium: a visitor arriving from a lead link. The lead's own e-mail
     * is the account (the link's e-mail cannot choose another); name and phone fill in what the lead lacks.
     */
    async loginWithLead(body: LeadFreemiumBody, userAgent?: string): Promise<FreemiumLoginAnswer> {
      const lead = await deps.leads.findLead(body.leadid);
      if (!lead) throw new AppError('not_found', texts.freemium.leadNotFound);
      const group = await requireFreemiumGroup(body.groupId);
      const name = body.namefree || `${lead.nombre} ${lead.apellidos}`;
      return signIn({ email: lead.email, name, phone: body.phonefree || lead.telefono }, group, userAgent);
    },
  };
}

export type FreemiumService = ReturnType<typeof createFreemiumService>;
