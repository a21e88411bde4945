import { profileAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from '../profile-cache';

/**
 * GET /api/user/{id}, or GET /api/user/freemium/{id} for a free-trial visitor (spec 002 §6, §7): one's own
 * contact; any other is 404 'Este usuario no existe'.
 */
export function getProfile(contactCode: string, isFreemium: boolean, signal?: AbortSignal) {
  const path = isFreemium ? `/api/user/freemium/${encodeURIComponent(contactCode)}` : `/api/user/${encodeURIComponent(contactCode)}`;
  return apiRequest(path, { schema: profileAnswerSchema, signal });
}

export const profileQueryOptions = (contactCode: string, isFreemium: boolean) =>
  queryOptions({
    queryKey: profileKeys.contact(contactCode),
    queryFn: ({ signal }) => getProfile(contactCode, isFreemium, signal),
    // A 404 means "not yours": asking again would not change it.
    retry: false,
  });

/** The signed-in person's own profile. */
export function useProfile(contactCode: string, isFreemium: boolean) {
  return useQuery(profileQueryOptions(contactCode, isFreemium));
}
