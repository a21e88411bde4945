import { useQuery } from '@tanstack/react-query';
import { timelinePercentQueryOptions } from '../../../lib/api/timeline-percent';

/** The student's own timeline percentage (the donut and the "tú" bar): the timeline page's read and cache entry. */
export function useOwnTimeline(parentCode: string, groupCode: string) {
  return useQuery(timelinePercentQueryOptions(parentCode, groupCode));
}
