import type { ContactCompletionAnswer, ContentCompletion, TimelineAnswer, TimelinePercentAnswer } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/query-client';
import { queryKeyOf } from './call-endpoint';
import { formationProgressQueryOptions } from './get-formation-progress';
import { timelinePercentKey } from './timeline-percent';
import { writeCompletionIntoCache } from './completion-cache';

describe('writeCompletionIntoCache', () => {
  it('writes a completion into every cached timeline, the progress and the timeline percentage it carries, and leaves the rest', () => {
    const queryClient = createTestQueryClient();
    const timelineKey = queryKeyOf('getTimeline', { parentFormation: 'FO-1', group: 'GR-1', contactId: 'CT-1' });
    const event = { id: 7, event_original: null, completed: 0 } as TimelineAnswer['events'][number];
    queryClient.setQueryData<TimelineAnswer>(timelineKey, { status: 'ok', events: [event] } as TimelineAnswer);
    queryClient.setQueryData<TimelinePercentAnswer>(timelinePercentKey('FO-2', 'GR-2'), { status: 'ok', data: { percentage: 10, completed: 1, total: 10 } });
    const change: ContentCompletion = {
      eventId: 7,
      completed: 1,
      events: [],
      progress: [{ formation: 'GR-1', percentage_partial: 50, completed: 2, total: 4 }],
      timeline: [{ parent: 'FO-1', group: 'GR-1', percentage: 75, completed: 6, total: 8 }],
    };
    writeCompletionIntoCache(queryClient, 'CT-1', change);
    expect(queryClient.getQueryData<TimelineAnswer>(timelineKey)?.events[0]?.completed).toBe(1);
    expect(queryClient.getQueryData<TimelinePercentAnswer>(timelinePercentKey('FO-1', 'GR-1'))).toEqual({
      status: 'ok',
      data: { percentage: 75, completed: 6, total: 8 },
    });
    expect(queryClient.getQueryData<ContactCompletionAnswer>(formationProgressQueryOptions('CT-1', 'GR-1').queryKey)?.data).toEqual({
      percentage_partial: 50,
      completed: 2,
      total: 4,
    });
    // Another group's percentage is not the change's.
    expect(queryClient.getQueryData<TimelinePercentAnswer>(timelinePercentKey('FO-2', 'GR-2'))?.data.percentage).toBe(10);
  });
});
