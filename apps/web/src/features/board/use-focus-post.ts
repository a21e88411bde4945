import { texts, type BoardGroup } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { boardPostsQueryOptions } from './api/get-board-posts';

/** The query parameter that opens the board on one post (a bell notification of type post). */
export const POST_PARAM = 'post_id';

const parsePostId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `?post_id=` (a notification's target): finds the group whose board holds the post (each group's board in
 * turn, from the cache while fresh), selects it and marks the post to highlight. The address keeps the
 * parameter (a reload shows the post again); every navigation to it, even the same one, looks again.
 */
export function useFocusPost(groups: readonly BoardGroup[] | undefined, selectGroup: (code: string) => void): number | null {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { key: navigationKey } = useLocation();
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const requested = parsePostId(searchParams.get(POST_PARAM));
  const selectRef = useRef(selectGroup);
  useEffect(() => {
    selectRef.current = selectGroup;
  });

  useEffect(() => {
    if (requested === null || !groups) return;
    let isCurrent = true;
    void (async () => {
      for (const group of groups) {
        try {
          const answer = await queryClient.fetchQuery({ ...boardPostsQueryOptions(group.edu_codigoformacion), staleTime: 30_000 });
          if (!isCurrent) return;
          if (answer.data.some((post) => post.id === requested)) {
            selectRef.current(group.edu_codigoformacion);
            setHighlightedId(requested);
            return;
          }
        } catch {
          // A board that fails here fails again, with its own message, once selected.
        }
      }
      if (isCurrent) toast.error(texts.board.notFound);
    })();
    return () => {
      isCurrent = false;
    };
  }, [requested, groups, queryClient, navigationKey]);

  return highlightedId;
}
