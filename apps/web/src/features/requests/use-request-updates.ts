import { useQueryClient } from '@tanstack/react-query';
import { tutoringRequestKeys, writeRequestIntoLists } from '../../lib/api/tutoring-requests-cache';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';

/**
 * Live requests: a request created (for the teacher) or decided (for the student) arrives as
 * `request-updated` and is written into the cached lists; after a dropped connection the lists are
 * fetched again, since pushes sent meanwhile are lost.
 */
export function useRequestUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('request-updated', (item) => writeRequestIntoLists(queryClient, item));
  useSocketRelogin(() => void queryClient.invalidateQueries({ queryKey: tutoringRequestKeys.all }));
}
