import { texts } from '@campus/contract/plain';
import { unreadCountOf, useMailFolders } from '../../lib/api/mail-folders';
import { useIsFirstPaintDone } from '../../lib/first-paint';
import { useSessionUser } from '../../lib/session-store';
import styles from './side-menu.module.css';

/**
 * The inbox's unread count (issue 12): read from the shared folders query after the first paint, kept live by
 * `mail-changed` (the shell's useMailFolderUpdates). Freemium visitors have no mailbox.
 */
export function useInboxUnreadCount(isWanted = true): number {
  const user = useSessionUser();
  const isFirstPaintDone = useIsFirstPaintDone();
  const folders = useMailFolders(isWanted && isFirstPaintDone && !!user && !user.freemium);
  return isWanted ? unreadCountOf(folders.data) : 0;
}

/** The number next to 'Correo' in the menu, for the eye (the name carries it: useMailUnreadName). */
export function MailUnreadBadge() {
  const count = useInboxUnreadCount();
  if (count === 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The name of a menu entry that carries the unread count ("Correo, 3 correos sin leer"), or undefined (its text
 * names it). Given as aria-label: Chromium joins a hidden text that is a block (absolutely positioned) or a flex
 * item of its own with a space before the comma ("Correo , 3…").
 */
export function useMailUnreadName(label: string, isCarryingCount: boolean): string | undefined {
  const count = useInboxUnreadCount(isCarryingCount);
  return count > 0 ? `${label}, ${texts.mail.unreadCount(count)}` : undefined;
}
