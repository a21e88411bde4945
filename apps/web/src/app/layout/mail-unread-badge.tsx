import { texts } from '@campus/contract/plain';
import { unreadCountOf, useMailFolders } from '../../lib/api/mail-folders';
import { useIsFirstPaintDone } from '../../lib/first-paint';
import { useSessionUser } from '../../lib/session-store';
import styles from './side-menu.module.css';

/**
 * The unread count of the inbox next to 'Correo' in the menu (issue 12): read from the shared folders query
 * after the first paint, kept live by `mail-changed` (the shell's useMailFolderUpdates). The number is for the
 * eye; the link's accessible name reads "Correo, 3 correos sin leer". Freemium visitors have no mailbox.
 */
export function MailUnreadBadge() {
  const user = useSessionUser();
  const isFirstPaintDone = useIsFirstPaintDone();
  const folders = useMailFolders(isFirstPaintDone && !!user && !user.freemium);
  const count = unreadCountOf(folders.data);
  if (count === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{`, ${texts.mail.unreadCount(count)}`}</span>
    </span>
  );
}
