import { texts, type Task, type TaskDeliveryBlock, type TaskFile, type TaskReceipt } from '@campus/contract';
import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { useDeleteTaskFile } from './api/delete-task-file';
import { useDeliverTask } from './api/deliver-task';
import { evaluationsPageTexts as t } from './evaluations-texts';
import { TaskFileList } from './task-file-list';
import { ReceiptFacts } from './task-receipts';
import { TaskUpload } from './task-upload';
import styles from './task-delivery.module.css';

interface TaskDeliveryProps {
  task: Task;
  /** Why nothing more goes in (graded, deadline, attempts), or null while the task is open. */
  uploadBlock: TaskDeliveryBlock | null;
  /** Whether a draft file may still be removed (not graded, deadline not passed). */
  canRemove: boolean;
  /** A delivery was made: its receipt is shown by the list (this card may leave a filtered list). */
  onDelivered: (receipt: TaskReceipt) => void;
}

/** The receipt just given, in a dialog of its own (issue 29). */
export function ReceiptDialog({ delivered, onClose }: { delivered: { task: Task; receipt: TaskReceipt } | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={delivered !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t.receiptTitle}
      description={t.receiptLead}
      icon={<CheckCircle2 size={26} />}
      closeLabel={t.close}
    >
      {delivered ? <ReceiptFacts receipt={delivered.receipt} total={delivered.task.edu_oportunidades} taskTitle={delivered.task.edu_titulo} /> : null}
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={onClose}>
          {t.close}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}

/**
 * The student's side of a delivery (issue 29): a chosen file is a draft, which costs nothing and may be removed;
 * 'Entregar' asks first, naming the attempt it uses ('Vas a usar el intento 2 de 3'), and answers a receipt.
 */
export function TaskDelivery({ task, uploadBlock, canRemove, onDelivered }: TaskDeliveryProps) {
  const drafts = task.files.filter((file) => file.intento === null);
  const [isConfirming, setIsConfirming] = useState(false);
  const removeFile = useDeleteTaskFile();
  const deliver = useDeliverTask();
  const nextAttempt = task.intentos_usados + 1;
  const canDeliver = uploadBlock === null && drafts.length > 0;

  const remove = (file: TaskFile) =>
    removeFile.mutate(
      { taskId: task.id, fileId: file.id },
      {
        onSuccess: () => toast.success(texts.evaluations.deleteFileSuccess),
        // A refusal (graded meanwhile, the deadline passed) says why; anything else, the spec's text.
        onError: (error) => toast.error(isApiError(error, 409) ? error.message : texts.evaluations.deleteFileError),
      },
    );

  const confirm = async () => {
    try {
      const answer = await deliver.mutateAsync({ taskId: task.id, intento: nextAttempt });
      setIsConfirming(false);
      onDelivered(answer.data);
      toast.success(texts.evaluations.deliverSuccess);
    } catch (error) {
      // A refusal (another tab delivered, the deadline passed, graded) says why; anything else, ours.
      toast.error(isApiError(error, 409) ? error.message : texts.evaluations.deliverError);
      setIsConfirming(false);
    }
  };

  return (
    <>
      {drafts.length > 0 ? (
        <section className={styles.draft} aria-labelledby={`task-${task.id}-draft`}>
          <h4 id={`task-${task.id}-draft`} className={styles.draftTitle}>
            {t.draftTitle}
          </h4>
          <p className={styles.draftHint}>{t.draftHint}</p>
          <TaskFileList
            files={drafts}
            label={t.draftFilesLabel(task.edu_titulo)}
            onDelete={canRemove ? remove : undefined}
            deletingId={removeFile.isPending ? (removeFile.variables?.fileId ?? null) : null}
          />
        </section>
      ) : null}
      {uploadBlock === null ? (
        <div className={styles.actions}>
          <TaskUpload task={task} />
          {canDeliver ? (
            <div className={styles.deliver}>
              <button
                type="button"
                className={buttonClassName({ variant: 'primary' })}
                aria-haspopup="dialog"
                aria-describedby={`task-${task.id}-attempt`}
                onClick={() => setIsConfirming(true)}
              >
                <Send aria-hidden="true" size={16} />
                {t.deliver}
              </button>
              <span id={`task-${task.id}-attempt`} className={styles.attemptHint}>
                {t.deliverUses(nextAttempt, task.edu_oportunidades)}
              </span>
            </div>
          ) : null}
        </div>
      ) : null}
      <ModalDialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => (isOpen || deliver.isPending ? undefined : setIsConfirming(false))}
        title={t.deliverTitle}
        description={t.deliverConfirm(nextAttempt, task.edu_oportunidades)}
        icon={<Send size={26} />}
        closeLabel={t.close}
      >
        <p className={styles.confirmFilesLead}>{t.deliverConfirmFiles}</p>
        <ul className={styles.confirmFiles}>
          {drafts.map((file) => (
            <li key={file.id}>{file.name}</li>
          ))}
        </ul>
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={() => setIsConfirming(false)} disabled={deliver.isPending}>
            {t.cancel}
          </button>
          <button type="button" className={buttonClassName({ variant: 'primary' })} disabled={deliver.isPending} onClick={() => void confirm()}>
            {deliver.isPending ? <Spinner size="small" /> : null}
            {t.deliver}
          </button>
        </ModalDialogActions>
      </ModalDialog>
    </>
  );
}
