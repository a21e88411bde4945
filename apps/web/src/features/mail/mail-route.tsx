import { freemiumSampleFolders, mailFolderCatalog, mailFolderIds, texts, type MailFolder, type MailListItem, type MailMessage } from '@campus/contract';
import { ArrowLeft, Lock, MailOpen, PenSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import pageStyles from '../../components/page.module.css';
import { SectionNav } from '../../components/section-switcher';
import { useMailFolders } from '../../lib/api/mail-folders';
import { openFreemiumGate } from '../../lib/freemium-gate-store';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useMail } from './api/get-mail';
import type { ComposeRequest, ComposeUser, ReplyMode } from './compose-model';
import { CompactFolderBar, folderName, FolderSidebar } from './folder-nav';
import { MailComposer } from './mail-composer';
import { MailReader } from './mail-reader';
import { mailPageTexts } from './mail-texts';
import { MessageList } from './message-list';
import { ReaderToolbar } from './reader-toolbar';
import { readMailTo, useMailLocation } from './use-mail-location';
import { useMailUpdates } from './use-mail-updates';
import styles from './mail-route.module.css';

/** Under 1024 px: the compact folder bar and one pane at a time (spec 002 §2). */
const compactQuery = '(max-width: 1023.98px)';
/**
 * Under 1440 px the folders sit in the compact bar above the panes even beside the list (issue 29: with the
 * side menu, a folder column left the reader 450 px at 1280).
 */
const folderBarQuery = '(max-width: 1439.98px)';

/** The folders in their order without counts: shown while the real ones load, or if they cannot be read. */
const placeholderFolders: MailFolder[] = mailFolderIds.map((id) => ({ id, ...mailFolderCatalog[id], unreadItemCount: 0, totalItemCount: 0, count: 0 }));

/**
 * /correo (spec 002 §2 Mail, issue 12): folders, the folder's mail and the reader or the composer.
 * `?folderId=` and `?wellKnownName=` choose the folder, `?mailId=` the open message. Freemium visitors see
 * the sample folders, and choosing one opens the purchase modal.
 */
export function MailRoute() {
  usePageTitle(texts.mail.heading);
  const user = useSessionUser();
  if (!user) return null;
  if (user.freemium) return <FreemiumMail />;
  return <MailPage user={{ edu_codigocontacto: user.edu_codigocontacto, emailaddress1: user.emailaddress1 }} />;
}

function PageTop({ onCompose }: { onCompose: () => void }) {
  return (
    <>
      <SectionNav current={paths.mail} />
      <header className={styles.pageHeader}>
        <h1 className={pageStyles.title}>{texts.mail.heading}</h1>
        <button type="button" className={buttonClassName()} onClick={onCompose}>
          <PenSquare aria-hidden="true" size={18} />
          {texts.mail.newMail}
        </button>
      </header>
    </>
  );
}

function NoMailSelected() {
  return (
    <div className={styles.emptyReader}>
      <EmptyState message={texts.mail.empty} icon={<MailOpen size={28} />} />
    </div>
  );
}

function MailPage({ user }: { user: ComposeUser }) {
  useMailUpdates();
  const isCompact = useMediaQuery(compactQuery);
  const isFolderBar = useMediaQuery(folderBarQuery);
  const { folderId, mailId, openMail } = useMailLocation();
  const folders = useMailFolders();
  useQueryErrorToast(folders, texts.mail.foldersError);
  const [searchParams] = useSearchParams();
  // A link naming someone (?to=) opens a new mail to them.
  const [compose, setCompose] = useState<{ request: ComposeRequest; key: number } | null>(() => {
    const to = readMailTo(searchParams);
    return to ? { request: { mode: 'new', recipients: [to] }, key: 0 } : null;
  });
  const composeCount = useRef(0);
  const newMailRef = useRef<HTMLDivElement>(null);
  const message = useMail(compose ? null : mailId);
  useQueryErrorToast(message, texts.mail.contentError);

  const startCompose = (request: ComposeRequest) => {
    composeCount.current += 1;
    setCompose({ request, key: composeCount.current });
  };
  const openListItem = (item: MailListItem) => {
    if (item.isDraft || item.folderId === 'drafts') {
      startCompose({ mode: 'draft', draftId: item.id });
      if (mailId !== null) openMail(null, { replace: true });
      return;
    }
    setCompose(null);
    openMail(item.id);
  };
  /** Back to the list (small screens) or the composer closed: focus returns to the row that was open. */
  const returnToList = () => {
    const lastId = compose?.request.mode === 'draft' ? compose.request.draftId : mailId;
    setCompose(null);
    if (mailId !== null && !compose) openMail(null);
    requestAnimationFrame(() => {
      const row = lastId === null ? null : document.querySelector<HTMLElement>(`[data-mail-id="${lastId}"]`);
      (row ?? newMailRef.current?.querySelector<HTMLElement>('button'))?.focus();
    });
  };
  const finishCompose = () => {
    setCompose(null);
    if (mailId !== null) openMail(null, { replace: true });
    requestAnimationFrame(() => newMailRef.current?.querySelector<HTMLElement>('button')?.focus());
  };

  const folderList = folders.data ?? placeholderFolders;
  const isDetailShown = compose !== null || mailId !== null;
  const openMessage: MailMessage | null = message.data?.data ?? null;
  return (
    <div className={styles.frame}>
      <div ref={newMailRef}>
        <PageTop onCompose={() => startCompose({ mode: 'new' })} />
      </div>
      {/* One pane at a time: while reading or writing the folders give their room to it (issue 29: 40 px of editor on a phone). */}
      {isFolderBar && !(isCompact && isDetailShown) ? <CompactFolderBar folders={folderList} currentId={folderId} /> : null}
      <div className={[styles.panes, isFolderBar ? styles.noFolderColumn : undefined, isDetailShown ? styles.showDetail : styles.showList].join(' ')}>
        {isFolderBar ? null : <FolderSidebar folders={folderList} currentId={folderId} />}
        {/* A folder opens without the last search: keyed by it. */}
        <MessageList
          key={folderId}
          folderId={folderId}
          selectedId={compose?.request.mode === 'draft' ? compose.request.draftId : mailId}
          onOpen={openListItem}
        />
        <div className={styles.detailPane}>
          {isCompact && isDetailShown ? (
            <button type="button" className={styles.backButton} onClick={returnToList}>
              <ArrowLeft aria-hidden="true" size={18} />
              {texts.mail.back}
              <span className="visually-hidden">{`: ${folderName(folderId)}`}</span>
            </button>
          ) : null}
          {compose ? (
            <MailComposer key={compose.key} request={compose.request} user={user} onClose={returnToList} onDone={finishCompose} />
          ) : (
            <>
              <ReaderToolbar
                message={mailId === null ? null : openMessage}
                onReply={(mode: ReplyMode, source: MailMessage) => startCompose({ mode, source })}
                onLeft={() => openMail(null, { replace: true })}
              />
              {mailId === null ? (
                <NoMailSelected />
              ) : (
                <MailReader
                  message={openMessage ?? undefined}
                  isPending={message.isPending}
                  isError={message.isError}
                  isOffline={message.fetchStatus === 'paused'}
                />
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** Spec 002 §2, §3, §6: the sample folders (no mail call); choosing a folder or writing opens the purchase modal. */
function FreemiumMail() {
  const isCompact = useMediaQuery(folderBarQuery);
  const { folderId } = useMailLocation();
  const openGate = () => openFreemiumGate({ featureName: mailPageTexts.featureName });
  return (
    <div className={styles.frame}>
      <PageTop onCompose={openGate} />
      {isCompact ? <CompactFolderBar folders={freemiumSampleFolders} currentId={folderId} onBlockedSelect={openGate} isShowingTotals /> : null}
      <div className={[styles.panes, isCompact ? styles.noFolderColumn : undefined, styles.showList].join(' ')}>
        {isCompact ? null : <FolderSidebar folders={freemiumSampleFolders} currentId={folderId} onBlockedSelect={openGate} isShowingTotals />}
        <section className={styles.listPane} aria-labelledby="mail-freemium-list">
          <div className={styles.listHeader}>
            <h2 id="mail-freemium-list" className={styles.paneTitle}>
              {folderName(folderId)}
            </h2>
          </div>
          <EmptyState message={texts.mail.freemiumLocked} icon={<Lock size={28} />}>
            <p className={styles.hint}>{mailPageTexts.freemiumList}</p>
            <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={openGate}>
              {mailPageTexts.freemiumAction}
            </button>
          </EmptyState>
        </section>
        <div className={styles.detailPane}>
          <NoMailSelected />
        </div>
      </div>
    </div>
  );
}
