import type { ChatAnswer, ChatsAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { resetUnread } from '../chat-cache';
import { chatKeys } from './chat-keys';

/** POST /api/chats/{id}/read-messages: marks the messages the user received in a chat read. */
export function readMessages(chatId: number) {
  return callEndpoint('readChatMessages', { params: { id: chatId } });
}

/**
 * Opening a chat with unread messages marks them read (spec 000 §4): its badge goes to 0 at once; a
 * failure brings the server's count back with a refetch.
 */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => readMessages(chatId),
    onMutate: (chatId) => {
      queryClient.setQueryData<ChatsAnswer>(chatKeys.list(), (answer) => (answer ? { ...answer, chats: resetUnread(answer.chats, chatId) } : answer));
      queryClient.setQueryData<ChatAnswer>(chatKeys.chat(chatId), (answer) => (answer ? { ...answer, chats: resetUnread(answer.chats, chatId) } : answer));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
