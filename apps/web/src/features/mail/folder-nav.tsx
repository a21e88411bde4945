import { MAIL_COMPACT_FOLDER_COUNT, texts, type MailFolder, type MailFolderId } from '@campus/contract';
import { Archive, FileEdit, FolderOpen, History, Inbox, MoreHorizontal, Send, ShieldAlert, Trash2, Upload, type LucideIcon } from 'lucide-react';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SideSheet } from '../../components/side-sheet';
import { mailPageTexts } from './mail-texts';
import { folderSearch } from './use-mail-location';
import styles from './folder-nav.module.css';

const folderIcons: Record<MailFolderId, LucideIcon> = {
  inbox: Inbox,
  drafts: FileEdit,
  sent: Send,
  archive: Archive,
  junk: ShieldAlert,
  deleted: Trash2,
  outbox: Upload,
  history: History,
};

/** The name the page shows for a folder (spec 002 §2: Bandeja de entrada → Recibidos…). */
export function folderName(folderId: MailFolderId): string {
  return texts.mail.folderNames[folderId];
}

interface FolderNavProps {
  folders: readonly MailFolder[];
  currentId: MailFolderId;
  /** Called instead of following the link when choosing a folder is not allowed (freemium: the purchase modal). */
  onBlockedSelect?: () => void;
  /** After a folder was chosen (the overlay closes itself with it). */
  onSelected?: () => void;
  /** Counts what each folder holds instead of what is unread (the freemium sample, whose counts are totals). */
  isShowingTotals?: boolean;
}

function FolderLinks({ folders, currentId, onBlockedSelect, onSelected, isShowingTotals = false, after }: FolderNavProps & { after?: ReactNode }) {
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onBlockedSelect) {
      event.preventDefault();
      onBlockedSelect();
      return;
    }
    onSelected?.();
  };
  return (
    <ul className={styles.folderList}>
      {folders.map((folder) => {
        const Icon = folderIcons[folder.id];
        const isCurrent = folder.id === currentId;
        const name = folderName(folder.id);
        // Drafts count what is there; every other folder counts what is unread.
        const isTotal = isShowingTotals || folder.id === 'drafts';
        const count = isTotal ? folder.totalItemCount : folder.unreadItemCount;
        const countLabel = isTotal ? mailPageTexts.total(count) : texts.mail.unreadCount(count);
        return (
          <li key={folder.id}>
            <Link
              to={{ search: folderSearch(folder.id) }}
              className={[styles.folderLink, isCurrent ? styles.folderCurrent : undefined].filter(Boolean).join(' ')}
              aria-current={isCurrent ? 'page' : undefined}
              // Named in one string: Chromium joins the name and a hidden count of a flex row with a space
              // before the comma ("Recibidos , 3 correos sin leer").
              aria-label={count > 0 ? `${name}, ${countLabel}` : undefined}
              onClick={choose}
            >
              <Icon aria-hidden="true" size={18} className={styles.folderIcon} />
              <span className={styles.folderName}>{name}</span>
              {count > 0 ? (
                <span className={[styles.folderCount, isTotal ? styles.folderTotal : undefined].filter(Boolean).join(' ')}>
                  <span aria-hidden="true">{count}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
      {after ? <li>{after}</li> : null}
    </ul>
  );
}

/** The folder column of the three panes (1024 px and wider). */
export function FolderSidebar(props: FolderNavProps) {
  return (
    <nav className={styles.folderPane} aria-label={texts.mail.folders}>
      <FolderLinks {...props} />
    </nav>
  );
}

/**
 * Under 1024 px (spec 002 §2, §9): the first 4 folders in a bar, then 'Ver todas', which opens an overlay
 * listing every folder (focus trapped inside, Escape closes it, focus back on the button).
 */
export function CompactFolderBar(props: FolderNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const changeOpen = (isNowOpen: boolean) => {
    setIsOpen(isNowOpen);
    if (!isNowOpen) requestAnimationFrame(() => openerRef.current?.focus());
  };
  const first = props.folders.slice(0, MAIL_COMPACT_FOLDER_COUNT);
  const isCurrentHidden = !first.some((folder) => folder.id === props.currentId);
  return (
    <nav className={styles.compactBar} aria-label={texts.mail.folders}>
      <FolderLinks
        {...props}
        folders={first}
        after={
          <button
            ref={openerRef}
            type="button"
            className={[styles.seeAll, isCurrentHidden ? styles.folderCurrent : undefined].filter(Boolean).join(' ')}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onClick={() => setIsOpen(true)}
          >
            {isCurrentHidden ? <FolderOpen aria-hidden="true" size={18} /> : <MoreHorizontal aria-hidden="true" size={18} />}
            {texts.mail.seeAll}
          </button>
        }
      />
      <SideSheet isOpen={isOpen} onOpenChange={changeOpen} title={texts.mail.folders} closeLabel={texts.mail.close}>
        <nav aria-label={texts.mail.folders}>
          <FolderLinks
            {...props}
            onSelected={() => changeOpen(false)}
            onBlockedSelect={
              props.onBlockedSelect
                ? () => {
                    setIsOpen(false);
                    props.onBlockedSelect?.();
                  }
                : undefined
            }
          />
        </nav>
      </SideSheet>
    </nav>
  );
}
