import type { ProfileAnswer, ProfileChangedPayload, ProfileRecord, SessionAnswer } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/api/call-endpoint';
import { SESSION_QUERY_KEY } from '../../lib/session-keys';
import { getUser, setUser } from '../../lib/session-store';

/** Query keys of the profile feature. */
export const profileKeys = {
  /** Every cached read of the profile's own contact (a relogin asks them again; the secretary tab's: secretaryKeys). */
  names: ['getProfile', 'getFreemiumProfile'] as const satisfies readonly EndpointName[],
  /** One's own contact (GET /api/user/{id} or its freemium twin: the same answer, one cache entry). */
  contact: (contactCode: string) => queryKeyOf('getProfile', { id: contactCode }),
};

/**
 * A change of the name or picture (a save, an upload, or `profile-changed` from another tab or device) shown
 * everywhere at once: the session check's cached answer and the stored session user, which the header reads
 * (other tabs of this browser follow through storage events), and the cached profile.
 */
export function applyProfileChange(queryClient: QueryClient, change: ProfileChangedPayload): void {
  const user = getUser();
  if (user && user.edu_codigocontacto === change.edu_codigocontacto) {
    const names = { fullname: change.fullname, firstname: change.firstname, lastname: change.lastname, foto: change.foto };
    // A session check already on its way carries the old name: dropped, or its answer would put it back.
    void queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    queryClient.setQueryData<SessionAnswer>(SESSION_QUERY_KEY, (current) => (current ? { ...current, user: { ...current.user, ...names } } : current));
    setUser({ ...user, ...names });
  }
  queryClient.setQueryData<ProfileAnswer>(profileKeys.contact(change.edu_codigocontacto), (current) =>
    current
      ? { ...current, contacto: { ...current.contacto, fullname: change.fullname, firstname: change.firstname, lastname: change.lastname, foto: change.foto } }
      : current,
  );
}

/** The names the header shows, as the profile-changed payload carries them. */
export function toProfileNames(contact: Pick<ProfileRecord, 'edu_codigocontacto' | 'fullname' | 'firstname' | 'lastname'>) {
  return { edu_codigocontacto: contact.edu_codigocontacto, fullname: contact.fullname, firstname: contact.firstname, lastname: contact.lastname };
}

/** The saved contact in the cache and the header (the PUT answers it whole). */
export function applySavedProfile(queryClient: QueryClient, contacto: ProfileRecord): void {
  queryClient.setQueryData<ProfileAnswer>(profileKeys.contact(contacto.edu_codigocontacto), { status: 'ok', contacto });
  applyProfileChange(queryClient, contacto);
}
