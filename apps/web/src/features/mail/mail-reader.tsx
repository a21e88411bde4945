import { texts, type MailAddressLine, type MailAttachment, type MailMessage } from '@campus/contract';
import { AlertCircle, Download, ImageOff, Info, WifiOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { moveFocusTo } from '../../lib/move-focus';
import { getAttachmentAddress } from './api/get-attachment-address';
import { useUpdateMail } from './api/update-mail';
import { formatReaderDate } from './format-mail-date';
import { MailBodyFrame } from './mail-body-frame';
import { mailPageTexts } from './mail-texts';
import attachStyles from './mail-attachments.module.css';
import styles from './mail-reader.module.css';
import layoutStyles from './mail-route.module.css';

// A group (issue 29) is named, not addressed: its address means nothing to a reader.
const personOf = (line: MailAddressLine) =>
  line.groupCode ? line.name : line.name && line.name !== line.address ? `${line.name} <${line.address}>` : line.address;

/** Up to this many people a header line shows whole; a longer one shows the first few and "y N más". */
const COLLAPSE_AFTER = 3;
const SHOWN_WHEN_COLLAPSED = 1;

/** De, Para, CC or CCO. A long list (a mail to a whole class) keeps the body in view: "y 24 más" opens it. */
function HeaderLine({ label, people }: { label: string; people: readonly MailAddressLine[] }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  if (people.length === 0) return null;
  const isLong = people.length > COLLAPSE_AFTER;
  const shown = isLong && !isExpanded ? people.slice(0, SHOWN_WHEN_COLLAPSED) : people;
  return (
    <div className={styles.headerLine}>
      <dt>{label}</dt>
      <dd>
        <span id={listId}>{shown.map(personOf).join(', ')}</span>
        {isLong ? (
          <>
            {' '}
            <button
              type="button"
              className={layoutStyles.linkButton}
              aria-expanded={isExpanded}
              aria-controls={listId}
              onClick={() => setIsExpanded(!isExpanded)}
            >
              {isExpanded ? texts.mail.fewerRecipients : texts.mail.moreRecipients(people.length - SHOWN_WHEN_COLLAPSED)}
            </button>
          </>
        ) : null}
      </dd>
    </div>
  );
}

/** Downloads through a fresh signed address (asked on click: they expire); only the sender and recipients get one. */
async function downloadAttachment(mailId: number, attachment: MailAttachment): Promise<void> {
  const { url } = await getAttachmentAddress(mailId, attachment.id);
  const link = document.createElement('a');
  link.href = new URL(url, window.location.href).href;
  link.download = attachment.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function AttachmentRows({ message }: { message: MailMessage }) {
  const [busyId, setBusyId] = useState<number | null>(null);
  if (message.attachments.length === 0) return null;
  const download = async (attachment: MailAttachment) => {
    setBusyId(attachment.id);
    try {
      await downloadAttachment(message.id, attachment);
    } catch {
      toast.error(mailPageTexts.downloadError);
    } finally {
      setBusyId(null);
    }
  };
  return (
    <section className={styles.readerAttachments} aria-label={texts.mail.attachments}>
      <ul className={attachStyles.attachChips}>
        {message.attachments.map((attachment) => (
          <li key={attachment.id}>
            <button
              type="button"
              className={attachStyles.downloadRow}
              disabled={busyId === attachment.id}
              aria-label={texts.mail.download(attachment.name)}
              onClick={() => void download(attachment)}
            >
              <Download aria-hidden="true" size={16} />
              <span className={attachStyles.attachName}>{attachment.name}</span>
              <span className={attachStyles.attachSize}>{mailPageTexts.fileSize(attachment.size)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface MailReaderProps {
  message: MailMessage | undefined;
  isPending: boolean;
  isError: boolean;
  /** Waiting for the connection to come back (the read runs by itself then). */
  isOffline?: boolean;
}

/**
 * The open message (spec 002 §2): subject, De, Para, CC (CCO on one's own copy), the date, attachments as
 * download rows and the body in a sandboxed frame with remote images blocked until 'Mostrar imágenes'.
 * Opening an unread mail marks it read (PATCH isRead).
 */
export function MailReader({ message, isPending, isError, isOffline = false }: MailReaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [imagesAllowedFor, setImagesAllowedFor] = useState<number | null>(null);
  const { mutate: updateMail } = useUpdateMail();
  const markedRef = useRef(new Set<number>());
  const messageId = message?.id ?? null;
  const isUnread = message ? !message.isRead : false;

  useEffect(() => {
    if (messageId === null || !isUnread || markedRef.current.has(messageId)) return;
    // Once per opening: marking it unread again by hand must not be undone at once.
    markedRef.current.add(messageId);
    updateMail({ id: messageId, isRead: true });
  }, [messageId, isUnread, updateMail]);

  useEffect(() => {
    if (messageId !== null) moveFocusTo(headingRef.current, { preventScroll: true });
  }, [messageId]);

  if (isPending && isOffline) {
    return (
      <div className={styles.reader} role="status">
        <EmptyState message={texts.mail.offline} icon={<WifiOff size={28} />} />
      </div>
    );
  }
  if (isPending) {
    return (
      <article className={styles.reader} aria-label={mailPageTexts.readerLabel} aria-busy="true">
        <ListSkeleton rows={3} pictureSize="0px" />
      </article>
    );
  }
  if (isError || !message) {
    return (
      <div className={styles.reader} role="alert">
        <EmptyState message={texts.mail.contentError} icon={<AlertCircle size={28} />} />
      </div>
    );
  }
  const subject = message.subject.trim() || texts.mail.noSubject;
  const isImagesAllowed = imagesAllowedFor === message.id;
  return (
    <article className={styles.reader} aria-labelledby="mail-reader-subject">
      <header className={styles.readerHeader}>
        <h2 id="mail-reader-subject" ref={headingRef} tabIndex={-1} className={styles.readerSubject}>
          {subject}
        </h2>
        <dl className={styles.headerLines}>
          <HeaderLine label={texts.mail.from} people={[message.from]} />
          <HeaderLine label={texts.mail.to} people={message.toRecipients} />
          <HeaderLine label={texts.mail.cc} people={message.ccRecipients} />
          <HeaderLine label={texts.mail.bcc} people={message.bccRecipients} />
        </dl>
        <time className={styles.readerDate} dateTime={message.date}>
          {formatReaderDate(message.date)}
        </time>
      </header>
      {message.outsideDelivery === 'not-configured' || message.outsideDelivery === 'pending' ? (
        <p className={styles.notice} role="note">
          <Info aria-hidden="true" size={18} />
          <span>{message.outsideDelivery === 'not-configured' ? texts.mail.outsideNotConfigured : texts.mail.outsidePending}</span>
        </p>
      ) : null}
      {message.failedRecipients.length > 0 ? (
        <p className={styles.notice} role="note">
          <AlertCircle aria-hidden="true" size={18} />
          <span>{`${texts.mail.bounceIntro} ${message.failedRecipients.join(', ')}`}</span>
        </p>
      ) : null}
      <AttachmentRows message={message} />
      {message.hasRemoteImages && !isImagesAllowed ? (
        <div className={styles.notice} role="note">
          <ImageOff aria-hidden="true" size={18} />
          <span>{texts.mail.remoteImagesBlocked}</span>
          <button type="button" className={layoutStyles.linkButton} onClick={() => setImagesAllowedFor(message.id)}>
            {texts.mail.showRemoteImages}
          </button>
        </div>
      ) : null}
      <MailBodyFrame html={message.body.content} title={mailPageTexts.bodyTitle(subject)} isRemoteAllowed={isImagesAllowed} />
    </article>
  );
}
