import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { mailKeys } from './mail-keys';

/** GET /api/mails/{id}: the whole message (HTML sanitized by the server), its recipients and attachments. */
export function getMail(id: number, signal?: AbortSignal) {
  return callEndpoint('readMail', { params: { id }, signal });
}

export const mailQueryOptions = (id: number) => queryOptions({ queryKey: mailKeys.message(id), queryFn: ({ signal }) => getMail(id, signal) });

/** The selected message; idle without one. */
export function useMail(id: number | null) {
  return useQuery({ ...mailQueryOptions(id ?? 0), enabled: id !== null });
}
