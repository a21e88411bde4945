import type { ContentAnswer, ContentCompletion, ContentEvent, TimelineAnswer, TimelineEvent, TimelinePercentAnswer } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { writeGroupProgress } from './get-formation-progress';
import { timelinePercentKey } from './timeline-percent';

/**
 * PATCH /api/events/contact/{eventId}/{contactCode} {completed: 1|0}: the user's completion of an event, from the
 * formation tree and the timeline alike; the server ticks the linked rescheduled (or planned) event too and answers
 * what changed: those events as the tree shows them, the progress of their groups and their timeline percentage.
 */
export function setEventCompletion(eventId: number, contactCode: string, completed: 0 | 1) {
  return callEndpoint('setEventCompletion', { params: { eventId, contactCode }, body: { completed } });
}

/** Every cached tree and every cached timeline (whatever group, contact or range): a completion shows in each. */
const everyTree = { queryKey: ['getContent'] as const satisfies readonly [EndpointName] };
const everyTimeline = { queryKey: ['getTimeline'] as const satisfies readonly [EndpointName] };

/**
 * The content answer with the given events replaced wherever they sit in the tree (an event keeps its
 * order inside each topic). The same answer comes back when none of them is in it.
 */
export function withChangedEvents(answer: ContentAnswer, changed: readonly ContentEvent[]): ContentAnswer {
  const byId = new Map(changed.map((event) => [event.id, event]));
  if (!answer.data.some((unit) => unit.temas.some((topic) => topic.eventos.some((event) => byId.has(event.id))))) return answer;
  return {
    ...answer,
    data: answer.data.map((unit) => ({
      ...unit,
      temas: unit.temas.map((topic) => ({
        ...topic,
        eventos: topic.eventos.map((event) => {
          const fresh = byId.get(event.id);
          return fresh ? { ...fresh, orden: event.orden } : event;
        }),
      })),
    })),
  };
}

/**
 * The timeline with these events' completion set, and their linked events' (the plan event of a content
 * item and the item it plans are ticked together, spec 001 §4). The same answer when none is in it.
 */
export function withTimelineCompletion(answer: TimelineAnswer, eventIds: readonly number[], completed: number): TimelineAnswer {
  const ids = new Set(eventIds);
  const isLinked = (event: TimelineEvent) => ids.has(event.id) || (event.event_original !== null && ids.has(event.event_original));
  if (!answer.events.some(isLinked)) return answer;
  return { ...answer, events: answer.events.map((event) => (isLinked(event) ? { ...event, completed } : event)) };
}

/**
 * The one way a completion lands in the cache, whether this tab's answer or another tab's `content-completed`
 * push: the changed events into every cached tree and timeline, the groups' progress (the home's cards, the
 * formation header) and their timeline percentage (/timeline, /estadisticas). Nothing is fetched again.
 */
export function writeCompletionIntoCache(queryClient: QueryClient, contactCode: string, change: ContentCompletion): void {
  queryClient.setQueriesData<ContentAnswer>(everyTree, (answer) => (answer ? withChangedEvents(answer, change.events) : answer));
  const ids = [change.eventId, ...change.events.map((event) => event.id)];
  queryClient.setQueriesData<TimelineAnswer>(everyTimeline, (answer) => (answer ? withTimelineCompletion(answer, ids, change.completed) : answer));
  writeGroupProgress(queryClient, contactCode, change.progress);
  // An answer from before the server measured it has none: `timeline` then stays as it was.
  for (const { parent, group, ...data } of change.timeline ?? []) {
    queryClient.setQueryData<TimelinePercentAnswer>(timelinePercentKey(parent, group), { status: 'ok', data });
  }
}
