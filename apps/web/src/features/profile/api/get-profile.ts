import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { profileKeys } from '../profile-cache';

/**
 * GET /api/user/{id}, or GET /api/user/freemium/{id} for a free-trial visitor (spec 002 §6, §7): one's own
 * contact; any other is 404 'Este usuario no existe'.
 */
export function getProfile(contactCode: string, isFreemium: boolean, signal?: AbortSignal) {
  const params = { id: contactCode };
  return isFreemium ? callEndpoint('getFreemiumProfile', { params, signal }) : callEndpoint('getProfile', { params, signal });
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
