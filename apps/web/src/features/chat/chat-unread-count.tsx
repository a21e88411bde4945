import { useQuery } from '@tanstack/react-query';
import { useIsFirstPaintDone } from '../../lib/first-paint';
import { webTexts } from '../../lib/texts';
import { useSessionUser } from '../../lib/session-store';
import { chatsQueryOptions } from './api/get-chats';

/**
 * The unread chat messages of every chat (issue 29: the side menu never showed them): the chat list's counts,
 * asked after the first paint and kept live by the shell's `chat-bar` events (useChatBarEvents) and by reading a
 * conversation, which writes 0 to its chat.
 */
export function useChatUnreadCount(isWanted = true): number {
  const user = useSessionUser();
  const isFirstPaintDone = useIsFirstPaintDone();
  const chats = useQuery({ ...chatsQueryOptions(), enabled: isWanted && isFirstPaintDone && !!user });
  if (!isWanted) return 0;
  return (chats.data?.chats ?? []).reduce((sum, chat) => sum + Math.max(0, chat.unread_messages), 0);
}

/** The menu entry's name with the count ("Chat, 3 mensajes sin leer"), or undefined (its text names it). */
export function useChatUnreadName(label: string, isCarryingCount: boolean): string | undefined {
  const count = useChatUnreadCount(isCarryingCount);
  return count > 0 ? `${label}, ${webTexts.chat.unreadBadge(count)}` : undefined;
}

/** The number next to 'Chat' in the menu, for the eye (the name carries it: useChatUnreadName). */
export function ChatUnreadBadge({ className }: { className: string | undefined }) {
  const count = useChatUnreadCount();
  if (count === 0) return null;
  return (
    <span className={className} aria-hidden="true" data-testid="menu-chat-unread">
      {count > 99 ? '99+' : count}
    </span>
  );
}
