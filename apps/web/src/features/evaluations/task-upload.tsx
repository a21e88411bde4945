import { TASK_FILE_MAX_BYTES, texts, type Task } from '@campus/contract';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { useUploadTaskFile } from './api/upload-task-file';
import { evaluationsPageTexts as t } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import styles from './task-upload.module.css';

/** Answers whose message says why the file was refused (bad file, deadline or attempts, too large). */
const REFUSALS = new Set([400, 403, 409, 413]);

/** Why a set of chosen files cannot be sent, or null: one file per upload, at most 10 MB (checked before sending). */
export function checkTaskFiles(files: readonly File[]): string | null {
  if (files.length > 1) return t.oneFileOnly;
  const [file] = files;
  if (file && file.size > TASK_FILE_MAX_BYTES) return t.fileTooLarge;
  return null;
}

/**
 * The task's upload: a button that opens the file picker and an area that takes a dropped file. One file per
 * upload; busy (and announced) while it is sent; 'Fichero subido correctamnente' or the server's reason.
 */
export function TaskUpload({ task }: { task: Task }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const upload = useUploadTaskFile();
  const sending = upload.isPending ? upload.variables?.file.name : null;

  const send = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0 || upload.isPending) return;
    const problem = checkTaskFiles(files);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(
      { taskId: task.id, file: files[0]! },
      {
        onSuccess: () => toast.success(texts.evaluations.uploadSuccess),
        // A refusal with its reason (deadline, attempts, a file too large) says why; anything else, the spec's text.
        onError: (error) => toast.error(isApiError(error) && REFUSALS.has(error.status) ? error.message : texts.evaluations.uploadError),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <div
      className={[styles.dropZone, isDragging ? styles.dropZoneActive : undefined].filter(Boolean).join(' ')}
      aria-busy={upload.isPending}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
    >
      {/* The picker itself stays hidden: the button opens it, so focus and its name are the button's. */}
      <input ref={inputRef} id={inputId} type="file" hidden tabIndex={-1} data-testid="task-file-input" onChange={(change) => send(change.target.files)} />
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'small', className: styles.uploadButton })}
        aria-label={t.uploadLabel(task.edu_titulo)}
        aria-describedby={hintId}
        disabled={upload.isPending}
        onClick={() => inputRef.current?.click()}
      >
        {upload.isPending ? <Spinner size="small" /> : <Upload aria-hidden="true" size={16} />}
        {t.uploadChoose}
      </button>
      <span id={hintId} className={evaluationsStyles.muted}>
        {t.uploadHint}
      </span>
      <span role="status" className={styles.uploadStatus}>
        {sending ? t.uploading(sending) : ''}
      </span>
    </div>
  );
}
