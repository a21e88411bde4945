import { texts } from '@campus/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/contract-schemas';
import { calendarKeys } from './calendar-keys';

const feedSchema = lazySchema((contract) => contract.calendarFeedAnswerSchema);

/** GET /api/calendar-feed: the user's personal subscription address, or null. */
export function getCalendarFeed(signal?: AbortSignal) {
  return apiRequest('/api/calendar-feed', { schema: feedSchema, signal });
}

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => getCalendarFeed(signal) });

export function useCalendarFeed(isEnabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions(), enabled: isEnabled });
}

/**
 * POST /api/calendar-feed creates the address or renews it (the old one stops working); DELETE revokes it.
 * The answer is the feed as it now is, written into the cache.
 */
export function useCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'create' | 'rotate' | 'revoke') => apiRequest('/api/calendar-feed', { method: action === 'revoke' ? 'DELETE' : 'POST', schema: feedSchema }),
    onSuccess: (answer, action) => {
      queryClient.setQueryData(calendarKeys.feed(), answer);
      toast.success(action === 'create' ? texts.calendar.feedCreated : action === 'rotate' ? texts.calendar.feedRotated : texts.calendar.feedRevoked);
    },
    onError: (error) => {
      toast.error(error.message || texts.calendar.feedError);
    },
  });
}
