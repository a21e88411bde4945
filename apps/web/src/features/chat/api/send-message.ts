import { sendMessageAnswerSchema, type SendMessageBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/chats/send-message. A negative chatId creates the chat with the receiver; the answer holds
 * the real chatId and the saved message.
 */
export function sendMessage(body: SendMessageBody) {
  return apiRequest('/api/chats/send-message', { method: 'POST', body, schema: sendMessageAnswerSchema });
}

/** Sends a chat message; the conversation decides what to do with the answer. */
export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
