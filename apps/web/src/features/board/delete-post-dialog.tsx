import { texts, type Post } from '@campus/contract';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { useDeletePost } from './api/delete-post';
import { boardPageTexts } from './board-texts';
import styles from './delete-post-dialog.module.css';

/**
 * Asks before deleting a post (its responses go with it): its author, or a moderator of the group (issue 30),
 * who is reminded that the author will be told.
 */
export function DeletePostDialog({ post, onClose, userCode }: { post: Post | null; onClose: () => void; userCode?: string }) {
  const isModerating = !!post && userCode !== undefined && post.edu_codigocontacto !== userCode;
  const deletePost = useDeletePost();
  const confirm = async () => {
    if (!post) return;
    try {
      await deletePost.mutateAsync(post.id);
      toast.success(texts.board.deleted);
      onClose();
    } catch {
      toast.error(texts.board.deleteError);
    }
  };
  return (
    <ModalDialog
      isOpen={post !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={texts.board.deleteTitle}
      description={isModerating ? `${texts.board.deleteConfirm} ${texts.teachingNotices.confirmDeleteBody}` : texts.board.deleteConfirm}
      icon={<Trash2 size={26} />}
      closeLabel={boardPageTexts.close}
    >
      {post ? <p className={styles.deleteName}>{post.title}</p> : null}
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={onClose}>
          {texts.board.cancel}
        </button>
        <button type="button" className={[buttonClassName(), styles.dangerSolid].join(' ')} disabled={deletePost.isPending} onClick={() => void confirm()}>
          {texts.board.delete}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
