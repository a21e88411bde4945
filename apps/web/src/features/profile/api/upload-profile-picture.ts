import { PROFILE_PICTURE_FIELD, type ProfileRecord } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { applyProfileChange, toProfileNames } from '../profile-cache';

/** POST /api/user/profile-pic (spec 002 §7, form field `avatar`): answers the new picture's address. */
export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append(PROFILE_PICTURE_FIELD, file, file.name);
  return callEndpoint('uploadProfilePicture', { body });
}

/** Uploads a new picture; the header and the profile show it as soon as the server answers. */
export function useUploadProfilePicture(contact: Pick<ProfileRecord, 'edu_codigocontacto' | 'fullname' | 'firstname' | 'lastname'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(file),
    onSuccess: ({ foto }) => applyProfileChange(queryClient, { ...toProfileNames(contact), foto }),
  });
}
