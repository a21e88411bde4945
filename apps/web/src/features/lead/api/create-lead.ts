import { leadAnswerSchema, type LeadPayload } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/nueva-oportunidad: stores a lead ("Te llamamos gratis"); 201 {status, message} (the trial link goes to the lead's mailbox). */
export function createLead(payload: LeadPayload) {
  return apiRequest('/api/auth/nueva-oportunidad', { method: 'POST', body: payload, schema: leadAnswerSchema });
}

/** Sends the lead form. */
export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
