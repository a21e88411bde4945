import type { LeadPayload } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/auth/nueva-oportunidad: stores a lead ("Te llamamos gratis"); 201 {status, message} (the trial link goes to the lead's mailbox). */
export function createLead(payload: LeadPayload) {
  return callEndpoint('createLead', { body: payload });
}

/** Sends the lead form. */
export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
