import type { ChatMessage } from '@campus/contract';
import { Check, CheckCheck } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { buttonClassName } from '../../components/button-class';
import { formatTime } from '../../lib/format-date-time';
import { webTexts } from '../../lib/texts';
import { groupMessagesByDay } from './format-chat-date';
import styles from './conversation.module.css';
import { MessageFile } from './message-file';

interface MessageListProps {
  /** Oldest first. */
  messages: ChatMessage[];
  myCode: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}

/** How close to the bottom (px) still counts as "reading the latest": new messages then scroll into view. */
const STICK_TO_BOTTOM_PX = 120;

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
}

/** The messages of a conversation, grouped by day, newest at the bottom. */
export function MessageList({ messages, myCode, hasOlder, isLoadingOlder, onLoadOlder }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId: number | undefined; lastId: number | undefined; scrollHeight: number; wasAtBottom: boolean } | null>(null);
  const firstId = messages[0]?.id;
  const lastMessage = messages.at(-1);

  // Keeps the view where the reader expects it: at the bottom on open and when a new message arrives
  // (if they were reading the latest, or wrote it), in place when older messages are added above.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = previous.current;
    if (!before) {
      element.scrollTop = element.scrollHeight;
    } else if (before.firstId !== firstId && before.lastId === lastMessage?.id) {
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (before.lastId !== lastMessage?.id && (before.wasAtBottom || lastMessage?.sender_codigocontacto === myCode)) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, lastId: lastMessage?.id, scrollHeight: element.scrollHeight, wasAtBottom: isNearBottom(element) };
  }, [firstId, lastMessage?.id, lastMessage?.sender_codigocontacto, myCode]);

  // The pane shrinks when the composer grows (a file chip, a longer text) or the screen turns: whoever was
  // reading the latest messages keeps seeing them.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight === height) return;
      height = element.clientHeight;
      if (previous.current?.wasAtBottom) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rememberPosition = () => {
    const element = scrollRef.current;
    if (!element || !previous.current) return;
    previous.current.wasAtBottom = isNearBottom(element);
    previous.current.scrollHeight = element.scrollHeight;
  };

  return (
    // Focusable so keyboard users can scroll the conversation (it may hold no link or button to land on).
    <div ref={scrollRef} className={styles.messages} onScroll={rememberPosition} role="log" aria-label={webTexts.chat.messagesLabel} tabIndex={0}>
      {hasOlder ? (
        <div className={styles.older}>
          <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={onLoadOlder} disabled={isLoadingOlder}>
            {webTexts.chat.loadOlder}
          </button>
        </div>
      ) : null}
      {groupMessagesByDay(messages).map((group) => (
        <div key={group.key} className={styles.day}>
          <p className={styles.separator}>
            <span>{group.label}</span>
          </p>
          <ul role="list" className={styles.dayMessages}>
            {group.messages.map((message) => (
              <MessageBubble key={message.id} message={message} isMine={message.sender_codigocontacto === myCode} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function MessageBubble({ message, isMine }: { message: ChatMessage; isMine: boolean }) {
  const files = message.metadata?.files ?? [];
  return (
    <li className={[styles.message, isMine ? styles.mine : styles.theirs].join(' ')} data-message-id={message.id}>
      <div className={styles.bubble}>
        {isMine ? <span className="visually-hidden">{webTexts.chat.you}: </span> : null}
        {files.map((file) => (
          <MessageFile key={file.id} file={file} />
        ))}
        {message.mensaje ? <p className={styles.text}>{message.mensaje}</p> : null}
        <span className={styles.meta}>
          <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          {isMine ? (
            <span className={message.is_read ? styles.read : styles.sent} title={message.is_read ? webTexts.chat.read : webTexts.chat.sent}>
              {message.is_read ? <CheckCheck aria-hidden="true" size={16} /> : <Check aria-hidden="true" size={16} />}
              <span className="visually-hidden">{message.is_read ? webTexts.chat.read : webTexts.chat.sent}</span>
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
}
