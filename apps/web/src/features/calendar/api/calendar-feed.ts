import { texts } from '@campus/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { calendarKeys } from './calendar-keys';

/** GET /api/calendar-feed: the user's personal subscription address, or null. */
export function getCalendarFeed(signal?: AbortSignal) {
  return callEndpoint('getCalendarFeed', { signal });
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
    mutationFn: (action: 'create' | 'rotate' | 'revoke') => callEndpoint(action === 'revoke' ? 'revokeCalendarFeed' : 'rotateCalendarFeed'),
    onSuccess: (answer, action) => {
      queryClient.setQueryData(calendarKeys.feed(), answer);
      toast.success(action === 'create' ? texts.calendar.feedCreated : action === 'rotate' ? texts.calendar.feedRotated : texts.calendar.feedRevoked);
    },
    onError: (error) => {
      toast.error(error.message || texts.calendar.feedError);
    },
  });
}
