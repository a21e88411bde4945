import { texts } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { BoardGroup } from '@campus/contract';
import { boardPostsQueryOptions } from './api/get-board-posts';

/** The query parameter that opens the board on one post (a bell notification of type post). */
export const POST_PARAM = 'post_id';

const parsePostId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `?post_id=` (a notification's target): finds the group whose board holds the post (the cached boards
 * first, then each group's board in turn), selects it and marks the post to highlight; the parameter is
 * then dropped, so opening the same notification again finds it again.
 */
export function useFocusPost(groups: readonly BoardGroup[] | undefined, selectGroup: (code: string) => void): number | null {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const requested = parsePostId(searchParams.get(POST_PARAM));
  const selectRef = useRef(selectGroup);
  selectRef.current = selectGroup;

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
            break;
          }
        } catch {
          // A board that fails here fails again, with its own message, once selected.
        }
        if (group === groups.at(-1)) toast.error(texts.board.notFound);
      }
      if (!isCurrent) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(POST_PARAM);
          return next;
        },
        { replace: true },
      );
    })();
    return () => {
      isCurrent = false;
    };
  }, [requested, groups, queryClient, setSearchParams]);

  return highlightedId;
}
