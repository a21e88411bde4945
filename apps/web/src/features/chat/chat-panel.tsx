import { constants, texts, type ChatContact, type ChatsAnswer, type ChatSummary } from '@campus/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessageCircle, RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { usePeopleToChat } from './api/get-people-to-chat';
import styles from './chat-panel.module.css';
import { formatChatListTime } from './format-chat-date';
import { useTemporaryChatActions } from './use-temporary-chats';

interface ChatPanelProps {
  /** The list to show: temporary chats first, then the server's. */
  chats: ChatSummary[];
  chatsQuery: UseQueryResult<ChatsAnswer>;
  activeChatId: number | null;
}

/**
 * The chat panel (spec 000 §2): "Buscar ..." (debounced 500 ms) lists people to chat with; otherwise
 * the chats with their unread badge, last message and time. Choosing a person without a chat opens a
 * temporary one (negative id) on top.
 */
export function ChatPanel({ chats, chatsQuery, activeChatId }: ChatPanelProps) {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const debouncedTerm = useDebouncedValue(term, constants.chatSearchDebounceMs);
  const navigate = useNavigate();
  const { add: addTemporary } = useTemporaryChatActions();

  const choosePerson = (contact: ChatContact) => {
    const existing = chats.find((chat) => chat.contact.edu_codigocontacto === contact.edu_codigocontacto);
    const chat = existing ?? addTemporary(contact);
    setSearch('');
    navigate(paths.chatConversation(chat.id));
  };

  return (
    <div className={styles.panel}>
      <div className={styles.searchBox}>
        <Search className={styles.searchIcon} aria-hidden="true" size={18} />
        <input
          type="search"
          className={styles.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={texts.chat.searchPlaceholder}
          aria-label={webTexts.chat.searchLabel}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      {term ? (
        <PeopleResults term={debouncedTerm} isWaiting={term !== debouncedTerm} onChoose={choosePerson} />
      ) : (
        <ChatList chats={chats} chatsQuery={chatsQuery} activeChatId={activeChatId} />
      )}
    </div>
  );
}

function PeopleResults({ term, isWaiting, onChoose }: { term: string; isWaiting: boolean; onChoose: (contact: ChatContact) => void }) {
  const query = usePeopleToChat(term);
  useQueryErrorToast(query, query.error?.message ?? texts.errors.internal);
  const people = query.data?.contactsToChat.contacts ?? [];
  const isLoading = isWaiting || query.isFetching || !term;

  return (
    <div className={styles.scroll}>
      <h2 className={styles.sectionTitle}>{webTexts.chat.peopleLabel}</h2>
      {query.isError && !isLoading ? (
        <p className={styles.error} role="alert">
          {query.error.message}
        </p>
      ) : null}
      {isLoading && people.length === 0 ? (
        <div className={styles.loading} role="status">
          <Spinner size="small" />
          <span className="visually-hidden">{webTexts.a11y.loading}</span>
        </div>
      ) : null}
      {!isLoading && !query.isError && people.length === 0 ? <p className={styles.noResults}>{webTexts.chat.noPeople}</p> : null}
      {people.length > 0 ? (
        <ul role="list" className={styles.list} aria-busy={isLoading}>
          {people.map((contact) => (
            <li key={contact.edu_codigocontacto}>
              <button type="button" className={styles.row} onClick={() => onChoose(contact)}>
                <Avatar name={contact.fullname} photoUrl={contact.foto} size="medium" />
                <span className={styles.rowBody}>
                  <span className={styles.name}>{contact.fullname}</span>
                  {contact.emailaddress1 ? <span className={styles.secondary}>{contact.emailaddress1}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ChatList({ chats, chatsQuery, activeChatId }: ChatPanelProps) {
  useQueryErrorToast(chatsQuery, chatsQuery.error?.message ?? texts.errors.internal);

  if (chatsQuery.isPending && chats.length === 0) return <ListSkeleton rows={4} />;
  if (chatsQuery.isError && chats.length === 0) {
    return (
      <div className={styles.errorBox} role="alert">
        <p>{chatsQuery.error.message}</p>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void chatsQuery.refetch()}>
          <RefreshCw aria-hidden="true" size={16} />
          {webTexts.chat.retry}
        </button>
      </div>
    );
  }
  if (chats.length === 0) {
    return (
      <div className={styles.scroll}>
        <EmptyState message={texts.chat.emptyTitle} icon={<MessageCircle size={28} />}>
          <p className={styles.emptyHint}>{texts.chat.emptySubtitle}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <nav className={styles.scroll} aria-label={webTexts.chat.listLabel}>
      <ul role="list" className={styles.list}>
        {chats.map((chat) => (
          <li key={chat.id}>
            <ChatListItem chat={chat} isActive={chat.id === activeChatId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ChatListItem({ chat, isActive }: { chat: ChatSummary; isActive: boolean }) {
  const time = formatChatListTime(chat.last_message_date);
  const hasUnread = chat.unread_messages > 0;
  return (
    <Link
      to={paths.chatConversation(chat.id)}
      className={[styles.row, isActive ? styles.activeRow : undefined, hasUnread ? styles.unreadRow : undefined].filter(Boolean).join(' ')}
      aria-current={isActive ? 'page' : undefined}
      data-chat-id={chat.id}
    >
      <Avatar name={chat.contact.fullname} photoUrl={chat.contact.foto} size="medium" />
      <span className={styles.rowBody}>
        <span className={styles.rowTop}>
          <span className={styles.name}>{chat.contact.fullname}</span>
          {time ? (
            <time className={styles.time} dateTime={chat.last_message_date ?? undefined}>
              {time}
            </time>
          ) : null}
        </span>
        <span className={styles.rowBottom}>
          <span className={styles.secondary}>{chat.last_message ?? ''}</span>
          {hasUnread ? (
            <span className={styles.badge} data-testid="chat-unread-badge">
              <span aria-hidden="true">{chat.unread_messages}</span>
              <span className="visually-hidden">{webTexts.chat.unreadBadge(chat.unread_messages)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
