import { useQuery } from '@tanstack/react-query';
import { timelinePercentQueryOptions } from '../../../lib/api/timeline-percent';

/** The timeline percentage (lib/api/timeline-percent); disabled until both codes are known. */
export function useTimelinePercent(parentCode: string | null, groupCode: string | null) {
  return useQuery({ ...timelinePercentQueryOptions(parentCode ?? '', groupCode ?? ''), enabled: !!parentCode && !!groupCode });
}
