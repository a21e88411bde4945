import type { ContentAnswer } from '@campus/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormationProgress } from '../../../lib/api/get-formation-progress';
import { setSession } from '../../../lib/session-store';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeContentAnswer, makeSessionUser, TEST_CONTACT, TEST_GROUP, TEST_PARENT } from '../formation-factories';
import { makeCompletionAnswer, makeTestTree } from '../formation-test-setup';
import { formationKeys } from './formation-keys';
import { useContent } from './get-content';
import { withChangedEvents } from '../../../lib/api/completion-cache';
import { useUpdateEventCompletion } from './update-event-completion';

const OTHER_GROUP = 'GRU-DAW-2026-B';
const contentPath = `/api/content/${TEST_PARENT}`;
const progressPath = `/api/events/contact/complete/${TEST_CONTACT}`;
const completionPath = `/api/events/contact/1/${TEST_CONTACT}`;

const eventOf = (answer: ContentAnswer | undefined, eventId: number) =>
  answer?.data.flatMap((unit) => unit.temas.flatMap((topic) => topic.eventos)).find((event) => event.id === eventId);

/** The tree and the progress shown (active queries, so an invalidation would refetch them) and the completion. */
function renderCompletion() {
  setSession('token', makeSessionUser());
  const fetchMock = mockFetch({
    [contentPath]: () => jsonResponse(makeContentAnswer(makeTestTree())),
    [progressPath]: () => jsonResponse({ status: 'ok', data: { percentage_partial: 25, completed: 1, total: 4 } }),
    [completionPath]: () => jsonResponse(makeCompletionAnswer(makeTestTree(), 1, 1, { percentage_partial: 50, completed: 2, total: 4 })),
  });
  // No retries and nothing stale: any refetch would show up as a call.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const view = renderHook(
    () => ({
      content: useContent(TEST_PARENT, TEST_GROUP),
      progress: useFormationProgress(TEST_CONTACT, TEST_GROUP),
      completion: useUpdateEventCompletion(TEST_CONTACT, TEST_PARENT, TEST_GROUP),
    }),
    { wrapper },
  );
  return { ...view, fetchMock, queryClient };
}

describe('useUpdateEventCompletion', () => {
  it('writes the answered event and progress into the cache without fetching the tree or the progress again', async () => {
    const { result, fetchMock, queryClient } = renderCompletion();
    await waitFor(() => expect(result.current.content.isSuccess && result.current.progress.isSuccess).toBe(true));
    // Another group's tree of the same formation, cached earlier, holds the same event.
    queryClient.setQueryData(formationKeys.content(TEST_PARENT, OTHER_GROUP), makeContentAnswer(makeTestTree()));

    await act(() => result.current.completion.mutateAsync({ eventId: 1, completed: 1 }));

    expect(callsTo(fetchMock, completionPath)).toHaveLength(1);
    expect(callsTo(fetchMock, contentPath)).toHaveLength(1);
    expect(callsTo(fetchMock, progressPath)).toHaveLength(1);
    expect(eventOf(result.current.content.data, 1)?.completed).toEqual([{ edu_codigocontacto: TEST_CONTACT, completed: 1 }]);
    expect(result.current.progress.data?.data).toEqual({ percentage_partial: 50, completed: 2, total: 4 });
    expect(eventOf(queryClient.getQueryData(formationKeys.content(TEST_PARENT, OTHER_GROUP)), 1)?.completed).toEqual([
      { edu_codigocontacto: TEST_CONTACT, completed: 1 },
    ]);
    expect(result.current.content.isFetching || result.current.progress.isFetching).toBe(false);
  });
});

describe('withChangedEvents', () => {
  it('replaces the event wherever it sits, keeping its order there, and returns the same answer when it is absent', () => {
    const answer = makeContentAnswer(makeTestTree());
    const { events } = makeCompletionAnswer(makeTestTree(), 1, 1, { percentage_partial: 50, completed: 2, total: 4 });
    const changed = withChangedEvents(answer, [{ ...events[0]!, orden: 99, title: 'Presentación renovada' }]);
    expect(eventOf(changed, 1)).toMatchObject({
      title: 'Presentación renovada',
      orden: eventOf(answer, 1)!.orden,
      completed: [{ edu_codigocontacto: TEST_CONTACT, completed: 1 }],
    });
    expect(eventOf(changed, 2)).toBe(eventOf(answer, 2));
    expect(withChangedEvents(answer, [{ ...events[0]!, id: 999 }])).toBe(answer);
  });
});
