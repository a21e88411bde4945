import { texts, type MailFolderId, type MailListItem } from '@campus/contract';
import { AlertCircle, Inbox, Paperclip } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { Spinner } from '../../components/spinner';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useMails } from './api/get-mails';
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
}

/**
 * One row: sender, subject (or '(Sin asunto)'), preview, date, attachment icon; unread in bold. Plain markup
 * and `content-visibility: auto` (message-list.module.css) keep thousands of loaded rows cheap to lay out and paint.
 */
function MessageRow({ mail, isSelected, onOpen }: MessageRowProps) {
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

/**
 * The middle pane: a folder's mail, newest first, a page of 50 at a time (keyset pages). The next page loads
 * when the end of the list scrolls into view, or with 'Cargar más correos'.
 */
export function MessageList({ folderId, selectedId, onOpen }: MessageListProps) {
  const mails = useMails(folderId);
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

  const name = folderName(folderId);
  const headingId = `mail-list-${folderId}`;
  const items = mails.data?.pages.flatMap((page) => page.data) ?? [];
  const total = mails.data?.pages.at(-1)?.total ?? 0;
  return (
    <section className={layoutStyles.listPane} aria-labelledby={headingId} aria-busy={mails.isPending}>
      <div className={layoutStyles.listHeader}>
        <h2 id={headingId} className={layoutStyles.paneTitle}>
          {name}
        </h2>
        {mails.isSuccess ? <span className={styles.listCount}>{mailPageTexts.total(total)}</span> : null}
      </div>
      {mails.isPending ? (
        <ListSkeleton rows={6} pictureSize="0px" />
      ) : mails.isError ? (
        <div role="alert">
          <EmptyState message={mailPageTexts.listError} icon={<AlertCircle size={28} />} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState message={texts.mail.emptyFolder} icon={<Inbox size={28} />} />
      ) : (
        <div className={styles.listScroll}>
          <ul className={styles.rows} aria-label={mailPageTexts.listLabel(name)}>
            {items.map((mail) => (
              <MessageRow key={mail.id} mail={mail} isSelected={mail.id === selectedId} onOpen={onOpen} />
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
