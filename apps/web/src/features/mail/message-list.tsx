import { texts, type MailFolderId, type MailListItem } from '@campus/contract';
import { AlertCircle, Inbox, Paperclip, SearchX, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { SearchField } from '../../components/search-field';
import { Spinner } from '../../components/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useMails } from './api/get-mails';
import { useMailSearch } from './api/search-mails';
import { folderName } from './folder-nav';
import { formatListDate } from './format-mail-date';
import { mailPageTexts } from './mail-texts';
import layoutStyles from './mail-route.module.css';
import styles from './message-list.module.css';

/** Folders whose mail the user wrote: their rows name the recipients, not the sender. */
const outgoingFolders: readonly MailFolderId[] = ['sent', 'drafts', 'outbox'];

/** Who a row names: the sender, or the recipients in the user's own folders. */
function correspondentOf(mail: MailListItem): string {
  if (!outgoingFolders.includes(mail.folderId)) return mail.from.name || mail.from.address;
  const names = mail.toRecipients.map((person) => person.name || person.address);
  return names.length > 0 ? `${texts.mail.to}: ${names.join(', ')}` : mailPageTexts.noRecipients;
}

interface MessageRowProps {
  mail: MailListItem;
  isSelected: boolean;
  onOpen: (mail: MailListItem) => void;
  /** Search results come from every folder: each row names its own. */
  isFolderShown?: boolean;
}

/**
 * One row: sender, subject (or '(Sin asunto)'), preview, date, attachment icon; unread in bold. Plain markup
 * and `content-visibility: auto` (message-list.module.css) keep thousands of loaded rows cheap to lay out and paint.
 */
function MessageRow({ mail, isSelected, onOpen, isFolderShown = false }: MessageRowProps) {
  const subject = mail.subject.trim() || texts.mail.noSubject;
  return (
    <li className={styles.row}>
      <button
        type="button"
        data-mail-id={mail.id}
        className={[styles.rowButton, mail.isRead ? undefined : styles.unread, isSelected ? styles.rowSelected : undefined].filter(Boolean).join(' ')}
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onOpen(mail)}
      >
        <span className={styles.rowTop}>
          {mail.isRead ? null : <span className="visually-hidden">{`${mailPageTexts.unread}. `}</span>}
          <span className={styles.rowSender}>{correspondentOf(mail)}</span>
          {mail.hasAttachments ? <Paperclip role="img" aria-label={mailPageTexts.hasAttachments} size={14} className={styles.rowClip} /> : null}
          <time className={styles.rowDate} dateTime={mail.date}>
            {formatListDate(mail.date)}
          </time>
        </span>
        <span className={styles.rowSubject}>
          {isFolderShown && !mail.isDraft ? <span className={styles.folderTag}>{folderName(mail.folderId)}</span> : null}
          {mail.isDraft ? <span className={styles.draftTag}>{texts.mail.draftLabel}</span> : null}
          {subject}
        </span>
        {mail.preview ? <span className={styles.rowPreview}>{mail.preview}</span> : null}
      </button>
    </li>
  );
}

interface MessageListProps {
  folderId: MailFolderId;
  selectedId: number | null;
  onOpen: (mail: MailListItem) => void;
}

const SEARCH_DELAY_MS = 300;

/**
 * The middle pane: a folder's mail, newest first, a page of 50 at a time (keyset pages). The next page loads
 * when the end of the list scrolls into view, or with 'Cargar más correos'. The search box above (issue 29)
 * shows instead the user's mail of every folder matching what is typed (GET /api/mails/search), in pages too.
 * Offline, a list that cannot load says so, and loads by itself once the connection is back.
 */
export function MessageList({ folderId, selectedId, onOpen }: MessageListProps) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const isSearching = searched !== '' && search.trim() !== '';
  const folderMails = useMails(folderId, !isSearching);
  const foundMails = useMailSearch(isSearching ? searched : '');
  const mails = isSearching ? foundMails : folderMails;
  useQueryErrorToast(mails, mailPageTexts.listError);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = mails;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const name = isSearching ? texts.mail.searchResults(searched) : folderName(folderId);
  const headingId = `mail-list-${folderId}`;
  const items: MailListItem[] = mails.data?.pages.flatMap((page) => page.data) ?? [];
  const total = folderMails.data?.pages.at(-1)?.total ?? 0;
  // TanStack Query holds a read while the browser is offline (a paused fetch) and runs it once it is back.
  const isOffline = mails.isPending && mails.fetchStatus === 'paused';
  return (
    <section className={layoutStyles.listPane} aria-labelledby={headingId} aria-busy={mails.isPending && !isOffline}>
      <div className={styles.searchRow}>
        <SearchField label={texts.mail.searchLabel} placeholder={texts.mail.searchPlaceholder} value={search} onChange={setSearch} />
      </div>
      <div className={layoutStyles.listHeader}>
        <h2 id={headingId} className={layoutStyles.paneTitle}>
          {name}
        </h2>
        {folderMails.isSuccess && !isSearching ? <span className={styles.listCount}>{mailPageTexts.total(total)}</span> : null}
      </div>
      {isOffline ? (
        <div role="status">
          <EmptyState message={texts.mail.offline} icon={<WifiOff size={28} />} />
        </div>
      ) : mails.isPending ? (
        <ListSkeleton rows={6} pictureSize="0px" />
      ) : mails.isError ? (
        <div role="alert">
          <EmptyState message={mailPageTexts.listError} icon={<AlertCircle size={28} />} />
        </div>
      ) : items.length === 0 ? (
        isSearching ? (
          <div role="status">
            <EmptyState message={texts.mail.searchEmpty} icon={<SearchX size={28} />} />
          </div>
        ) : (
          <EmptyState message={texts.mail.emptyFolder} icon={<Inbox size={28} />} />
        )
      ) : (
        <div className={styles.listScroll}>
          <ul className={styles.rows} aria-label={isSearching ? name : mailPageTexts.listLabel(name)}>
            {items.map((mail) => (
              <MessageRow key={mail.id} mail={mail} isSelected={mail.id === selectedId} onOpen={onOpen} isFolderShown={isSearching} />
            ))}
          </ul>
          {hasNextPage ? (
            <div ref={sentinelRef} className={styles.loadMore}>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'small' })}
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage ? <Spinner size="small" /> : null}
                {isFetchingNextPage ? mailPageTexts.loadingMore : texts.mail.loadMore}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
