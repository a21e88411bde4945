import type { ChatsAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { routePatterns } from '../../lib/routes';
import { chatKeys } from './api/chat-keys';
import { applyChatBar } from './chat-cache';
import { useChatCatchUp } from './use-chat-catch-up';

/**
 * Keeps the cached chat list live (spec 000 §4): a `chat-bar` event adds one to that chat's unread
 * count and moves it to the top; an unknown chat makes the list be fetched again. The chat open on
 * screen is read as messages arrive, so its badge stays at 0. Mounted by the shell for the whole session,
 * so a list cached earlier never goes stale behind the user's back.
 */
export function useChatBarEvents(): void {
  const queryClient = useQueryClient();
  const match = useMatch(routePatterns.chatConversation);
  const openChatId = match?.params.id ? Number(match.params.id) : null;

  useSocketEvent('chat-bar', (payload) => {
    const answer = queryClient.getQueryData<ChatsAnswer>(chatKeys.list());
    const chats = answer ? applyChatBar(answer.chats, payload, payload.chatId === openChatId) : null;
    if (answer && chats) queryClient.setQueryData<ChatsAnswer>(chatKeys.list(), { ...answer, chats });
    else void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  });

  useChatCatchUp();
}
