import { texts, type ChatsAnswer, type ChatSummary, type SessionUser } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { iconButtonClassName } from '../../components/icon-button';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import { chatKeys } from './api/chat-keys';
import { useChat } from './api/get-chat';
import { useChatMessages } from './api/get-chat-messages';
import { useReadMessages } from './api/read-messages';
import { useSendMessage } from './api/send-message';
import { appendMessage, applyLastMessage, flattenMessages, previewMessage, singlePage, type MessagePages } from './chat-cache';
import styles from './conversation.module.css';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { useChatAttachment, type ChatFile } from './use-chat-attachment';
import { useChatRoom } from './use-chat-room';

/** The right pane on /chat (wide screens): an invitation to pick a chat. */
export function NoConversation() {
  return (
    <div className={styles.placeholder}>
      <EmptyState message={webTexts.chat.chooseChat} icon={<MessagesSquare size={28} />} />
    </div>
  );
}

interface ConversationProps {
  /** NaN when the address holds no valid id. */
  chatId: number;
  me: SessionUser;
  /** The chat as the list knows it (temporary chats exist only there). */
  listChat: ChatSummary | undefined;
}

/**
 * One conversation (spec 002 §2, §4): messages with 'Hoy' / 'Ayer' / date separators, own messages on
 * the right with ✓ sent / ✓✓ read, and the composer (Enter sends). Opening a chat with unread messages
 * marks them read. The first message of a temporary chat creates it: the page moves to the real id.
 * One file may go with a message (paperclip, or dropped on the conversation), uploaded before sending.
 * The server records the sender's chat activity (type 7) with each message, so the client does not.
 */
export function Conversation({ chatId, me, listChat }: ConversationProps) {
  const isValidId = Number.isInteger(chatId) && chatId !== 0;
  const isTemporary = isValidId && chatId < 0;
  const queryClient = useQueryClient();
  const chatQuery = useChat(isValidId ? chatId : 0, listChat);
  const messagesQuery = useChatMessages(isValidId ? chatId : 0);
  const { mutate: markRead } = useReadMessages();
  const { mutateAsync: send, isPending: isSending } = useSendMessage();
  const { isOtherTyping, notifyTyping } = useChatRoom(isValidId ? chatId : 0, me.edu_codigocontacto);
  const attachment = useChatAttachment();
  const [isDragging, setIsDragging] = useState(false);

  const chat = isTemporary ? listChat : (chatQuery.data?.chats[0] ?? listChat);
  const hasFailed = !isValidId || chatQuery.isError || messagesQuery.isError || (chatQuery.isSuccess && !chatQuery.data.chats[0]);

  useEffect(() => {
    if (hasFailed) toast.error(texts.chat.chatError);
  }, [hasFailed]);

  // Opening a chat with unread messages reads them (once per batch, also under StrictMode's double effects).
  const unread = listChat?.unread_messages ?? chat?.unread_messages ?? 0;
  const readBatch = useRef<string | null>(null);
  useEffect(() => {
    if (!isValidId || isTemporary || unread === 0) {
      readBatch.current = null;
      return;
    }
    const batch = `${chatId}:${unread}`;
    if (readBatch.current === batch) return;
    readBatch.current = batch;
    markRead(chatId);
  }, [isValidId, isTemporary, chatId, unread, markRead]);

  if (hasFailed) {
    return (
      <div className={styles.conversation}>
        <ConversationHeader chat={undefined} isOtherTyping={false} />
        <div className={styles.failure} role="alert">
          <p>{texts.chat.chatError}</p>
          <Link to={paths.chat}>{webTexts.chat.back}</Link>
        </div>
      </div>
    );
  }

  const sendText = async (text: string, files: ChatFile[]): Promise<boolean> => {
    if (!chat) return false;
    try {
      const answer = await send({
        chatId: chat.id,
        sender_codigocontacto: me.edu_codigocontacto,
        receiver_codigocontacto: chat.contact.edu_codigocontacto,
        mensaje: text,
        metadata: files.length > 0 ? { files } : null,
      });
      const { message } = answer;
      if (isTemporary) {
        // The chat now exists: its first page is this message and it goes on top of the list, where
        // the chat page finds it and moves from the temporary id to the real one.
        queryClient.setQueryData<MessagePages>(chatKeys.messages(answer.chatId), singlePage(message));
        queryClient.setQueryData<ChatsAnswer>(chatKeys.list(), (list) => {
          const saved: ChatSummary = {
            ...chat,
            id: answer.chatId,
            unread_messages: 0,
            last_message: previewMessage(message),
            last_message_date: message.created_at,
          };
          const others = (list?.chats ?? []).filter((item) => item.id !== answer.chatId);
          return { status: 'ok', chats: [saved, ...others] };
        });
      } else {
        queryClient.setQueryData<MessagePages>(chatKeys.messages(chat.id), (data) => appendMessage(data, message));
        queryClient.setQueryData<ChatsAnswer>(chatKeys.list(), (list) => {
          const chats = list ? applyLastMessage(list.chats, message) : null;
          return list && chats ? { ...list, chats } : list;
        });
      }
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : texts.errors.internal);
      return false;
    }
  };

  // A file dragged onto the conversation is attached as if chosen with the paperclip.
  const canDrop = Boolean(chat) && attachment.attachment?.status !== 'uploading';
  const isFileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!canDrop || !isFileDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setIsDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setIsDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!canDrop || !isFileDrag(event)) return;
      event.preventDefault();
      setIsDragging(false);
      attachment.attach(event.dataTransfer.files);
    },
  };

  const messages = flattenMessages(messagesQuery.data);
  const isLoadingMessages = !isTemporary && messagesQuery.isPending;

  return (
    <section
      className={[styles.conversation, isDragging ? styles.dragging : ''].join(' ')}
      aria-label={chat ? webTexts.chat.conversationLabel(chat.contact.fullname) : undefined}
      {...dropHandlers}
    >
      <ConversationHeader chat={chat} isOtherTyping={isOtherTyping} />
      {isLoadingMessages ? (
        <div className={styles.loading} role="status">
          <Spinner />
          <span className="visually-hidden">{webTexts.a11y.loading}</span>
        </div>
      ) : messages.length === 0 ? (
        <div className={styles.noMessages}>
          <EmptyState message={texts.empty.noMessages} icon={<MessagesSquare size={28} />} />
        </div>
      ) : (
        <MessageList
          messages={messages}
          myCode={me.edu_codigocontacto}
          hasOlder={messagesQuery.hasNextPage}
          isLoadingOlder={messagesQuery.isFetchingNextPage}
          onLoadOlder={() => void messagesQuery.fetchNextPage()}
        />
      )}
      <MessageComposer isDisabled={!chat} isFocused={isTemporary} isSending={isSending} attachment={attachment} onSend={sendText} onType={notifyTyping} />
    </section>
  );
}

function ConversationHeader({ chat, isOtherTyping }: { chat: ChatSummary | undefined; isOtherTyping: boolean }) {
  return (
    <header className={styles.header}>
      <Link to={paths.chat} className={iconButtonClassName({ size: 'large', tone: 'strong', className: styles.back })} aria-label={webTexts.chat.back}>
        <ArrowLeft aria-hidden="true" size={22} />
      </Link>
      {chat ? (
        <>
          <Avatar name={chat.contact.fullname} photoUrl={chat.contact.foto} size="medium" />
          <div className={styles.headerText}>
            <h2 className={styles.contactName}>{chat.contact.fullname}</h2>
            {/* Not a live region: announcing every pause in someone's typing would be noise. */}
            <p className={styles.status}>{isOtherTyping ? webTexts.chat.typing : ''}</p>
          </div>
        </>
      ) : null}
    </header>
  );
}
