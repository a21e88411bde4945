import { texts, type LeadAnswer, type leadPayloadSchema } from '@campus/contract';
import type { z } from 'zod';
import type { MailSender } from '../../integrations/mail/mail-sender';
import { createSecretToken, hashToken } from '../../lib/tokens';
import { buildLeadMail } from './lead-mail';
import type { LeadsRepository } from './leads.repository';

type LeadPayload = z.infer<typeof leadPayloadSchema>;
type MailErrorLog = { error: (details: { err: unknown }, message: string) => void };

/** How long the trial link mailed to a lead opens the trial. */
export const LEAD_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

export interface LeadsServiceDeps {
  repository: LeadsRepository;
  mail: MailSender;
  /** `${PUBLIC_URL}/login`: where the trial link points. */
  loginUrl: string;
  /** The trial group of the formation the lead asked about, when it has free content (the freemium service). */
  findTrialGroup: (course: string) => Promise<string | undefined>;
  now: () => Date;
}

/** The lead form: a visitor asks to be called. */
export function createLeadsService(deps: LeadsServiceDeps) {
  return {
    /** The lead whose mailed trial link carries this secret, while the link is valid (the freemium lead sign-in). */
    findLeadByAccessToken: (token: string, now: Date) => deps.repository.findLeadByAccessToken(token, now),

    /**
     * POST /api/auth/nueva-oportunidad: public (visitors and freemium users send it), so the route is rate
     * limited per address. The answer carries nothing that signs anyone in: the trial link (`leadid`) is
     * mailed to the lead's address, so opening it proves the e-mail (spec 000 §2 lead sign-in).
     */
    async createLead(payload: LeadPayload, log: MailErrorLog): Promise<LeadAnswer> {
      const at = deps.now();
      const accessToken = createSecretToken(32);
      const email = payload.email.toLowerCase();
      const formacion = payload.formacion?.trim() || null;
      await deps.repository.insertLead({
        nombre: payload.nombre,
        apellidos: payload.apellidos,
        telefono: payload.telefono,
        email,
        formacion,
        acepta_politica: payload.aceptaPolitica,
        access_token_hash: hashToken(accessToken),
        access_expires_at: new Date(at.getTime() + LEAD_LINK_TTL_MS),
        created_at: at,
      });
      try {
        const trialGroup = formacion ? await deps.findTrialGroup(formacion) : undefined;
        const trialLink = trialGroup ? buildTrialLink(deps.loginUrl, { accessToken, groupId: trialGroup, payload: { ...payload, email } }) : null;
        await deps.mail.sendMail(buildLeadMail({ to: email, name: payload.nombre, trialLink }));
      } catch (error) {
        // The lead is stored and an advisor calls anyway: a mail failure is logged, not the visitor's problem.
        log.error({ err: error }, 'No se pudo enviar el correo de la solicitud de información');
      }
      return { status: 'ok', message: texts.lead.submitSuccess };
    },
  };
}

/** `/login?leadid&groupId&name&email&phone` (spec 000 §2): the link a lead receives by mail. */
export function buildTrialLink(
  loginUrl: string,
  values: { accessToken: string; groupId: string; payload: Pick<LeadPayload, 'nombre' | 'apellidos' | 'email' | 'telefono'> },
): string {
  const url = new URL(loginUrl);
  url.searchParams.set('leadid', values.accessToken);
  url.searchParams.set('groupId', values.groupId);
  url.searchParams.set('name', `${values.payload.nombre} ${values.payload.apellidos}`.trim());
  url.searchParams.set('email', values.payload.email);
  url.searchParams.set('phone', values.payload.telefono);
  return url.href;
}

export type LeadsService = ReturnType<typeof createLeadsService>;
