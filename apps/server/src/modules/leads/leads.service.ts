import { texts, type LeadAnswer, type leadPayloadSchema } from '@campus/contract';
import type { z } from 'zod';
import type { LeadsRepository } from './leads.repository';

type LeadPayload = z.infer<typeof leadPayloadSchema>;

/** The lead form: a visitor asks to be called. */
export function createLeadsService(deps: { repository: LeadsRepository; now: () => Date }) {
  return {
    /**
     * POST /api/auth/nueva-oportunidad: public (visitors and freemium users send it), so the route is rate
     * limited per address; a signed-in user needs no further check because nothing is read back.
     */
    async createLead(payload: LeadPayload): Promise<LeadAnswer> {
      const lead = await deps.repository.insertLead({
        nombre: payload.nombre,
        apellidos: payload.apellidos,
        telefono: payload.telefono,
        email: payload.email.toLowerCase(),
        formacion: payload.formacion?.trim() || null,
        acepta_politica: payload.aceptaPolitica,
        created_at: deps.now(),
      });
      return { status: 'ok', message: texts.lead.submitSuccess, leadid: lead.id };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
