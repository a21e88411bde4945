import type { UpdateProfileBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { applySavedProfile } from '../profile-cache';

/** PUT /api/user/{id}?plataforma=true with `{ contacto }` (spec 002 §7): answers the contact as saved. */
export function updateProfile(contactCode: string, body: UpdateProfileBody) {
  return callEndpoint('updateProfile', { params: { id: contactCode }, query: { plataforma: 'true' }, body });
}

/** Saves the profile; the answer replaces the cached one and the header's name at once. */
export function useUpdateProfile(contactCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => updateProfile(contactCode, body),
    onSuccess: (answer) => applySavedProfile(queryClient, answer.contacto),
  });
}
