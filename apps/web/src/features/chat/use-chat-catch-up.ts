import type { ChatMessage } from '@campus/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeSocket, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { chatKeys } from './api/chat-keys';
import { getMissedMessages } from './api/get-chat-messages';
import { mergeMessages, newestMessage, type MessagePages } from './chat-cache';

/** The newest message each cached conversation showed when the connection dropped (undefined: it was empty). */
type SeenAtDrop = Map<number, ChatMessage | undefined>;

function cachedConversations(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: chatKeys.messagesAll() })
    .flatMap((query) => {
      const chatId = Number((query.queryKey as ReturnType<typeof chatKeys.messages>)[1].id);
      return chatId > 0 ? [{ query, chatId }] : [];
    });
}

function rememberSeen(queryClient: QueryClient, seen: SeenAtDrop): void {
  for (const { query, chatId } of cachedConversations(queryClient)) {
    // A second drop before the catch-up keeps the first reference: everything after it is still unseen.
    if (seen.has(chatId) || query.state.data === undefined) continue;
    seen.set(chatId, newestMessage(query.state.data as MessagePages));
  }
}

async function catchUp(queryClient: QueryClient, seen: SeenAtDrop): Promise<void> {
  await Promise.all(
    cachedConversations(queryClient).map(async ({ query, chatId }) => {
      const key = chatKeys.messages(chatId);
      // A conversation not on screen, or loaded during the outage (no reference), is simply fetched anew when shown.
      if (!query.isActive() || !seen.has(chatId)) return queryClient.invalidateQueries({ queryKey: key, exact: true });
      try {
        const missed = await getMissedMessages(chatId, seen.get(chatId));
        if (missed === null) return queryClient.resetQueries({ queryKey: key, exact: true });
        queryClient.setQueryData<MessagePages>(key, (data) => mergeMessages(data, missed));
      } catch {
        return queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    }),
  );
  // After the conversations: the open one's unread count then reaches the list, and the conversation reads it.
  await queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  await queryClient.invalidateQueries({ queryKey: chatKeys.chatAll() });
}

/**
 * No chat lost across reconnections (issue 15): when the socket drops, each cached conversation's newest
 * message is noted; when it logs in again (same or another instance), the open conversations fetch what
 * came after it and merge it by id (no gap, no duplicate, older pages kept), the others are refetched when
 * shown, and the chat list with its unread counts is fetched again.
 */
export function useChatCatchUp(): void {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const seen = useRef<SeenAtDrop>(new Map());

  useEffect(() => {
    // Another user's socket starts with nothing seen.
    seen.current = new Map();
    if (!socket) return;
    const onDrop = () => rememberSeen(queryClient, seen.current);
    socket.on('disconnect', onDrop);
    return () => {
      socket.off('disconnect', onDrop);
    };
  }, [socket, queryClient]);

  useSocketRelogin(() => {
    const atDrop = seen.current;
    seen.current = new Map();
    void catchUp(queryClient, atDrop);
  });
}
