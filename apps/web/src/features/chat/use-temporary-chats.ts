import type { ChatContact, ChatSummary } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatKeys } from './api/chat-keys';
import { createTemporaryChat } from './chat-cache';

const noChats: ChatSummary[] = [];

/**
 * Chats opened with someone but not saved yet (negative ids). They live in the query cache, so a
 * logout (which clears it) forgets them; a reload forgets them too, as nothing was sent.
 */
export function useTemporaryChats(): ChatSummary[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: chatKeys.temporary(),
    // Never fetched: the data is what setQueryData put there (a refetch keeps it).
    queryFn: () => queryClient.getQueryData<ChatSummary[]>(chatKeys.temporary()) ?? noChats,
    initialData: noChats,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}

/** Adds and removes temporary chats. */
export function useTemporaryChatActions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const read = () => queryClient.getQueryData<ChatSummary[]>(chatKeys.temporary()) ?? noChats;
    return {
      /** The temporary chat with this person (an existing one is reused), newest on top. */
      add(contact: ChatContact): ChatSummary {
        const existing = read().find((chat) => chat.contact.edu_codigocontacto === contact.edu_codigocontacto);
        if (existing) return existing;
        const chat = createTemporaryChat(contact);
        queryClient.setQueryData<ChatSummary[]>(chatKeys.temporary(), [chat, ...read()]);
        return chat;
      },
      remove(chatId: number): void {
        queryClient.setQueryData<ChatSummary[]>(
          chatKeys.temporary(),
          read().filter((chat) => chat.id !== chatId),
        );
      },
    };
  }, [queryClient]);
}
