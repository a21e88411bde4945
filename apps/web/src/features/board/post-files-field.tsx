import { MAX_POST_FILE_BYTES, MAX_POST_FILES, texts, type PostFile } from '@campus/contract';
import { AlertCircle, CheckCircle2, Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import { IconButton } from '../../components/icon-button';
import { isApiError } from '../../lib/api-client';
import { uploadPostFile } from './api/upload-post-file';
import { boardPageTexts } from './board-texts';
import boardStyles from './board.module.css';
import styles from './post-files-field.module.css';

/** A file of the form: being uploaded, stored (ready to attach), or failed. */
export interface Attachment {
  key: string;
  name: string;
  status: 'uploading' | 'ready' | 'error';
  file: PostFile | null;
}

const MAX_MB = MAX_POST_FILE_BYTES / 1024 / 1024;

/** The attachments of a saved post, as the form starts with them when editing. */
export function toAttachments(files: readonly PostFile[] | undefined): Attachment[] {
  return (files ?? []).map((file) => ({ key: `saved-${file.id}`, name: file.name, status: 'ready', file }));
}

interface PostFilesFieldProps {
  attachments: Attachment[];
  onChange: (change: (current: Attachment[]) => Attachment[]) => void;
}

/**
 * Attached files of a post: each chosen file is checked (at most 10 MB, at most 10 files) and uploaded at
 * once through POST /api/posts/upload-file, one per request, with its state shown; any can be removed
 * before saving. The post lists the uploaded ones in `metadata.files`.
 */
export function PostFilesField({ attachments, onChange }: PostFilesFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useRef(new Map<string, AbortController>());

  // Uploads still running when the form closes are abandoned.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const upload = async (key: string, file: File) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    try {
      const stored = await uploadPostFile(file, controller.signal);
      onChange((current) =>
        current.map((item) =>
          item.key === key ? { ...item, status: 'ready', name: stored.name, file: { id: stored.id, name: stored.name, url: stored.url } } : item,
        ),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      onChange((current) => current.map((item) => (item.key === key ? { ...item, status: 'error' } : item)));
      toast.error(isApiError(error) && error.status === 400 ? error.message : texts.board.uploadError);
    } finally {
      uploads.current.delete(key);
    }
  };

  const addFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    let room = MAX_POST_FILES - attachments.filter((item) => item.status !== 'error').length;
    const added: { attachment: Attachment; file: File }[] = [];
    for (const file of chosen) {
      if (file.size > MAX_POST_FILE_BYTES) {
        toast.error(texts.board.fileTooLarge(file.name, MAX_MB));
        continue;
      }
      if (room <= 0) {
        toast.error(texts.board.tooManyFiles(MAX_POST_FILES));
        break;
      }
      room -= 1;
      added.push({ attachment: { key: `new-${crypto.randomUUID()}`, name: file.name, status: 'uploading', file: null }, file });
    }
    if (added.length === 0) return;
    onChange((current) => [...current, ...added.map((item) => item.attachment)]);
    for (const item of added) void upload(item.attachment.key, item.file);
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    onChange((current) => current.filter((item) => item.key !== key));
  };

  const isUploading = attachments.some((item) => item.status === 'uploading');
  return (
    <fieldset className={boardStyles.fieldset}>
      <legend className={boardStyles.legend}>{texts.board.filesLabel}</legend>
      <p id={`${inputId}-hint`} className={boardStyles.hint}>
        {boardPageTexts.filesHint(MAX_POST_FILES, MAX_MB)}
      </p>
      {attachments.length > 0 ? (
        <ul className={styles.attachments} aria-busy={isUploading}>
          {attachments.map((item) => (
            <li key={item.key} className={styles.attachment} data-status={item.status}>
              <Paperclip aria-hidden="true" size={16} className={styles.attachmentIcon} />
              <span className={styles.attachmentName}>{item.name}</span>
              {item.status === 'uploading' ? (
                <span className={styles.progress} role="progressbar" aria-label={`${texts.board.uploading} ${item.name}`}>
                  <span className={styles.progressBar} />
                </span>
              ) : item.status === 'ready' ? (
                <CheckCircle2 aria-label={boardPageTexts.fileReady} role="img" size={16} className={styles.readyIcon} />
              ) : (
                <span className={styles.uploadFailed}>
                  <AlertCircle aria-hidden="true" size={16} />
                  {boardPageTexts.retryUpload}
                </span>
              )}
              <IconButton label={texts.board.removeFile(item.name)} tone="danger" onClick={() => remove(item.key)}>
                <X aria-hidden="true" size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        {/* The native picker opens from the button (keyboard and pointer alike); the input itself stays out of the way. */}
        <input ref={inputRef} type="file" multiple hidden data-testid="post-files-input" onChange={(event) => addFiles(event.target.files)} />
        <button type="button" className={boardStyles.attachButton} aria-describedby={`${inputId}-hint`} onClick={() => inputRef.current?.click()}>
          <Paperclip aria-hidden="true" size={16} />
          {texts.board.addFiles}
        </button>
      </div>
      {isUploading ? (
        <p className={boardStyles.hint} role="status">
          {texts.board.uploading}
        </p>
      ) : null}
    </fieldset>
  );
}
