import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { writeGradebookChange } from './gradebook-cache';

/**
 * Keeps an open gradebook in step without reading it again: 'gradebook-cell-updated' (a student delivered, a
 * colleague graded) writes the cell into the cache; after a reconnection the gradebook is asked again, since
 * pushes sent meanwhile are lost.
 */
export function useGradebookLiveUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('gradebook-cell-updated', (change) => writeGradebookChange(queryClient, change));
  useSocketRelogin(() => void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, ['getGradebook']) }));
}
