import type { ProfileRecord } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { applyProfileChange, toProfileNames } from '../profile-cache';

/** DELETE /api/user/profile-pic (spec 002 §7): no picture any more. */
export function deleteProfilePicture() {
  return callEndpoint('deleteProfilePicture');
}

/** Removes the picture; the header and the profile show the initials at once. */
export function useDeleteProfilePicture(contact: Pick<ProfileRecord, 'edu_codigocontacto' | 'fullname' | 'firstname' | 'lastname'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProfilePicture(),
    onSuccess: () => applyProfileChange(queryClient, { ...toProfileNames(contact), foto: null }),
  });
}
