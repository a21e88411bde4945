import { texts, type TaskFile } from '@campus/contract';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { useDeleteTaskFile } from './api/delete-task-file';
import { evaluationsPageTexts as t } from './evaluations-texts';
import styles from './delete-task-file-dialog.module.css';

export interface FileToDelete {
  taskId: number;
  file: TaskFile;
}

/** Asks before removing a handed-in file: 'Fichero eliminado correctamente', or why it could not be removed. */
export function DeleteTaskFileDialog({ target, onClose }: { target: FileToDelete | null; onClose: () => void }) {
  const deleteFile = useDeleteTaskFile();
  const confirm = async () => {
    if (!target) return;
    try {
      await deleteFile.mutateAsync({ taskId: target.taskId, fileId: target.file.id });
      toast.success(texts.evaluations.deleteFileSuccess);
      onClose();
    } catch (error) {
      // A refusal (graded meanwhile, the deadline passed) says why; anything else, the spec's text.
      toast.error(isApiError(error, 409) ? error.message : texts.evaluations.deleteFileError);
    }
  };
  return (
    <ModalDialog
      isOpen={target !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t.deleteTitle}
      description={t.deleteConfirm}
      icon={<Trash2 size={26} />}
      closeLabel={t.close}
    >
      {target ? <p className={styles.deleteName}>{target.file.name}</p> : null}
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" className={buttonClassName({ className: styles.dangerSolid })} disabled={deleteFile.isPending} onClick={() => void confirm()}>
          {deleteFile.isPending ? <Spinner size="small" /> : null}
          {t.delete}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
