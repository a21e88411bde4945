import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { mailFolderIds, texts, type MailFolderId, type MailMessage } from '@campus/contract';
import { Forward, FolderInput, Mail, MailOpen, Reply, ReplyAll, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { isApiError } from '../../lib/api-client';
import { useDeleteMail } from './api/delete-mail';
import { useUpdateMail } from './api/update-mail';
import type { ReplyMode } from './compose-model';
import { folderName } from './folder-nav';
import { mailPageTexts } from './mail-texts';
import styles from './mail-reader.module.css';

/** Folders a mail may be moved to by hand (the server refuses drafts and the outbox). */
const movableTo: readonly MailFolderId[] = mailFolderIds.filter((id) => id !== 'drafts' && id !== 'outbox');

interface ReaderToolbarProps {
  /** The open message; null when none is selected (or it could not be read): every action is then refused. */
  message: MailMessage | null;
  onReply: (mode: ReplyMode, message: MailMessage) => void;
  /** The mail left the folder on screen (moved or deleted): the selection is cleared. */
  onLeft: () => void;
}

function ToolButton({ label, icon, onClick, isLabelShown = true }: { label: string; icon: ReactNode; onClick: () => void; isLabelShown?: boolean }) {
  return (
    <button type="button" className={styles.toolButton} onClick={onClick} aria-label={isLabelShown ? undefined : label} title={label}>
      {icon}
      {isLabelShown ? <span className={styles.toolLabel}>{label}</span> : null}
    </button>
  );
}

/**
 * The reader's actions: Responder, Responder a todos, Reenviar, Mover a, Eliminar (in Eliminados: 'Eliminar
 * definitivamente', confirmed) and marking unread. Without a selected mail each one says so (spec 002 §4, §8).
 */
export function ReaderToolbar({ message, onReply, onLeft }: ReaderToolbarProps) {
  const updateMail = useUpdateMail();
  const deleteMail = useDeleteMail();
  const [isConfirming, setIsConfirming] = useState(false);
  const isInDeleted = message?.folderId === 'deleted';

  const withMessage = (action: (selected: MailMessage) => void) => () => {
    if (!message) {
      toast.error(texts.mail.noneSelected, { id: 'mail-none-selected' });
      return;
    }
    action(message);
  };

  const move = async (selected: MailMessage, folderId: MailFolderId) => {
    try {
      await updateMail.mutateAsync({ id: selected.id, folderId });
      toast.success(texts.mail.success);
      onLeft();
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 && error.status > 0 ? error.message : mailPageTexts.moveError);
    }
  };

  const remove = async (selected: MailMessage) => {
    setIsConfirming(false);
    try {
      await deleteMail.mutateAsync(selected.id);
      toast.success(texts.mail.success);
      onLeft();
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 && error.status > 0 ? error.message : mailPageTexts.deleteError);
    }
  };

  const toggleRead = async (selected: MailMessage) => {
    try {
      await updateMail.mutateAsync({ id: selected.id, isRead: !selected.isRead });
    } catch {
      toast.error(mailPageTexts.readError);
    }
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={mailPageTexts.actionsLabel}>
      <ToolButton label={texts.mail.reply} icon={<Reply aria-hidden="true" size={18} />} onClick={withMessage((selected) => onReply('reply', selected))} />
      <ToolButton
        label={texts.mail.replyAll}
        icon={<ReplyAll aria-hidden="true" size={18} />}
        onClick={withMessage((selected) => onReply('replyAll', selected))}
      />
      <ToolButton
        label={texts.mail.forward}
        icon={<Forward aria-hidden="true" size={18} />}
        onClick={withMessage((selected) => onReply('forward', selected))}
      />
      {message ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={styles.toolButton}>
            <FolderInput aria-hidden="true" size={18} />
            <span className={styles.toolLabel}>{texts.mail.moveTo}</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.menu} align="start" sideOffset={6}>
              {movableTo
                .filter((id) => id !== message.folderId)
                .map((id) => (
                  <DropdownMenu.Item key={id} className={styles.menuItem} onSelect={() => void move(message, id)}>
                    {folderName(id)}
                  </DropdownMenu.Item>
                ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : (
        <ToolButton label={texts.mail.moveTo} icon={<FolderInput aria-hidden="true" size={18} />} onClick={withMessage(() => undefined)} />
      )}
      <ToolButton
        label={isInDeleted ? texts.mail.deleteForGood : texts.mail.delete}
        icon={<Trash2 aria-hidden="true" size={18} />}
        onClick={withMessage((selected) => (selected.folderId === 'deleted' ? setIsConfirming(true) : void remove(selected)))}
      />
      {message ? (
        <ToolButton
          label={message.isRead ? texts.mail.markUnread : texts.mail.markRead}
          icon={message.isRead ? <Mail aria-hidden="true" size={18} /> : <MailOpen aria-hidden="true" size={18} />}
          onClick={() => void toggleRead(message)}
          isLabelShown={false}
        />
      ) : null}
      <ModalDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={texts.mail.deleteForGood}
        description={texts.mail.deleteForGoodConfirm}
        closeLabel={texts.mail.close}
      >
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setIsConfirming(false)}>
            {mailPageTexts.cancel}
          </button>
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => message && void remove(message)}>
            {mailPageTexts.confirmDelete}
          </button>
        </ModalDialogActions>
      </ModalDialog>
    </div>
  );
}
