import type { SendMessageBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/chats/send-message. A negative chatId creates the chat with the receiver; the answer holds
 * the real chatId and the saved message.
 */
export function sendMessage(body: SendMessageBody) {
  return callEndpoint('sendChatMessage', { body });
}

/** Sends a chat message; the conversation decides what to do with the answer. */
export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
