import { chatMessageSchema, texts, type ChatsAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeSocket, useSocketEvent } from '../../lib/realtime/use-socket-event';
import { chatKeys } from './api/chat-keys';
import { chatMessagesQueryOptions, getMissedMessages } from './api/get-chat-messages';
import { appendMessage, applyLastMessage, markSentMessagesRead, mergeMessages, newestMessage, type MessagePages } from './chat-cache';

/** The typing indicator goes out after this long without news (spec 002 §9: 1.5 s). */
export const TYPING_TIMEOUT_MS = 1500;
/**
 * While keystrokes go on, "typing" is sent again this often (issue 29: sent once, the other side's indicator
 * went out after 1.5 s although the person was still typing). Shorter than TYPING_TIMEOUT_MS, so it never lapses.
 */
export const TYPING_REFRESH_MS = 1000;

/**
 * The realtime side of an open conversation (spec 002 §4): joins the chat's room on open (and again
 * after a reconnection) and leaves it on close; appends `new-message`s, acknowledging the other person's and
 * reading them while the tab is on screen; marks own messages read on `read-messages`; shows and sends the typing indicator.
 */
export function useChatRoom(chatId: number, myCode: string) {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const isRealChat = chatId > 0;
  const [isOtherTyping, setIsOtherTyping] = useState(false);
  const otherTypingTimer = useRef<number | undefined>(undefined);
  const myTypingTimer = useRef<number | undefined>(undefined);
  const myTypingHeartbeat = useRef<number | undefined>(undefined);
  /** Another person's message arrived while the tab was in the background: read when it is shown. */
  const hasUnreadWhileHidden = useRef(false);

  useEffect(() => {
    if (!socket || !isRealChat) return;
    // The conversation's messages may have been read before the room was joined (the page opened while the
    // socket was still logging in, or rejoined after a reconnection): a message sent in between reached the
    // room without us. Once joined, read what came after the newest message shown and merge it by id.
    const catchUpAfterJoin = async () => {
      const key = chatKeys.messages(chatId);
      try {
        const data = await queryClient.ensureInfiniteQueryData(chatMessagesQueryOptions(chatId));
        const missed = await getMissedMessages(chatId, newestMessage(data));
        if (missed) queryClient.setQueryData<MessagePages>(key, (current) => mergeMessages(current, missed));
      } catch {
        // The conversation shows its own error; the next new-message or reconnection brings it up to date.
      }
    };
    const join = () => {
      socket.emit('join-chat', { chatId }, (answer) => {
        if (answer.status === 'error') return console.warn(texts.chat.chatError, answer.message);
        void catchUpAfterJoin();
      });
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit('leave-chat', { chatId });
    };
  }, [socket, chatId, isRealChat, queryClient]);

  useEffect(
    () => () => {
      window.clearTimeout(otherTypingTimer.current);
      window.clearTimeout(myTypingTimer.current);
      window.clearInterval(myTypingHeartbeat.current);
    },
    [],
  );

  useSocketEvent('new-message', (payload) => {
    if (payload.chatId !== chatId) return;
    const parsed = chatMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const message = parsed.data;
    queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) => (data ? appendMessage(data, message) : data));
    queryClient.setQueryData<ChatsAnswer>(chatKeys.list(), (answer) => {
      const chats = answer ? applyLastMessage(answer.chats, message) : null;
      return answer && chats ? { ...answer, chats } : answer;
    });
    if (message.sender_codigocontacto === myCode) return;
    window.clearTimeout(otherTypingTimer.current);
    setIsOtherTyping(false);
    // The message reached this device; it is read once the conversation is on screen (a background tab
    // reads it when shown again, issue 30: until then the bell rings for it).
    socket?.emit('message-received', { chatId, messageId: message.id });
    if (document.visibilityState === 'visible') socket?.emit('read-messages', { chatId, edu_codigocontacto: myCode });
    else hasUnreadWhileHidden.current = true;
  });

  useEffect(() => {
    const readWhenShown = () => {
      if (document.visibilityState !== 'visible' || !hasUnreadWhileHidden.current) return;
      hasUnreadWhileHidden.current = false;
      socket?.emit('read-messages', { chatId, edu_codigocontacto: myCode });
    };
    document.addEventListener('visibilitychange', readWhenShown);
    return () => document.removeEventListener('visibilitychange', readWhenShown);
  }, [socket, chatId, myCode]);

  useSocketEvent('read-messages', (payload) => {
    if (payload.chatId !== chatId || payload.edu_codigocontacto === myCode) return;
    queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) => markSentMessagesRead(data, myCode));
  });

  useSocketEvent('typing', (payload) => {
    if (payload.chatId !== chatId || payload.edu_codigocontacto === myCode) return;
    window.clearTimeout(otherTypingTimer.current);
    setIsOtherTyping(payload.isTyping);
    if (payload.isTyping) otherTypingTimer.current = window.setTimeout(() => setIsOtherTyping(false), TYPING_TIMEOUT_MS);
  });

  /**
   * Call on every keystroke: sends "typing" at once and again every second while keystrokes go on, and "stopped"
   * 1.5 s after the last one.
   */
  const notifyTyping = useCallback(() => {
    if (!socket || !isRealChat) return;
    const sendTyping = (isTyping: boolean) => socket.emit('typing', { chatId, edu_codigocontacto: myCode, isTyping });
    if (myTypingHeartbeat.current === undefined) {
      sendTyping(true);
      myTypingHeartbeat.current = window.setInterval(() => sendTyping(true), TYPING_REFRESH_MS);
    }
    window.clearTimeout(myTypingTimer.current);
    myTypingTimer.current = window.setTimeout(() => {
      window.clearInterval(myTypingHeartbeat.current);
      myTypingHeartbeat.current = undefined;
      sendTyping(false);
    }, TYPING_TIMEOUT_MS);
  }, [socket, isRealChat, chatId, myCode]);

  return { isOtherTyping, notifyTyping };
}
