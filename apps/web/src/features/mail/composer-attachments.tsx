import { isAttachmentWithinLimit, MAIL_MAX_ATTACHMENTS, texts } from '@campus/contract';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { IconButton } from '../../components/icon-button';
import pickerStyles from '../../components/combobox-picker.module.css';
import { mailPageTexts } from './mail-texts';
import styles from './mail-attachments.module.css';
import layoutStyles from './mail-route.module.css';

/** An attachment of the mail being written: a new file, or one the draft or the forwarded mail already has. */
export type ComposerAttachment = { key: string; kind: 'new'; file: File } | { key: string; kind: 'kept'; id: number; name: string; size: number };

/**
 * The files among `files` that fit (at most 3 MB each, and as many as are still allowed). Spec 002 §5: when
 * none of the set fits, 'Uno o más archivos exceden el tamaño máximo permitido.'; when some do, the others are
 * left out with a notice.
 */
export function acceptFiles(files: readonly File[], room: number): { accepted: File[]; message: string | null } {
  const fitting = files.filter((file) => isAttachmentWithinLimit(file.size));
  if (files.length > 0 && fitting.length === 0) return { accepted: [], message: texts.mail.attachmentsTooLarge };
  const accepted = fitting.slice(0, Math.max(0, room));
  if (accepted.length < fitting.length) return { accepted, message: texts.mail.tooManyAttachments };
  return { accepted, message: fitting.length < files.length ? texts.mail.someAttachmentsSkipped : null };
}

interface ComposerAttachmentsProps {
  attachments: ComposerAttachment[];
  onChange: (change: (current: ComposerAttachment[]) => ComposerAttachment[]) => void;
}

const nameOf = (attachment: ComposerAttachment) => (attachment.kind === 'new' ? attachment.file.name : attachment.name);
const sizeOf = (attachment: ComposerAttachment) => (attachment.kind === 'new' ? attachment.file.size : attachment.size);

/** The composer's attachments: chosen with a button or dropped on the area, each a removable chip. */
export function ComposerAttachments({ attachments, onChange }: ComposerAttachmentsProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const addFiles = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    const { accepted, message } = acceptFiles(files, MAIL_MAX_ATTACHMENTS - attachments.length);
    if (message) toast.error(message);
    if (accepted.length > 0)
      onChange((current) => [...current, ...accepted.map((file) => ({ key: `new-${crypto.randomUUID()}`, kind: 'new' as const, file }))]);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div
      className={[styles.attachArea, isDragging ? styles.attachDragging : undefined].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
    >
      {attachments.length > 0 ? (
        <ul className={styles.attachChips} aria-label={texts.mail.attachments}>
          {attachments.map((attachment) => (
            <li key={attachment.key} className={styles.attachChip} title={attachment.kind === 'kept' ? mailPageTexts.keptAttachment : undefined}>
              <Paperclip aria-hidden="true" size={14} />
              <span className={styles.attachName}>{nameOf(attachment)}</span>
              <span className={styles.attachSize}>{mailPageTexts.fileSize(sizeOf(attachment))}</span>
              <IconButton
                label={texts.mail.removeAttachment(nameOf(attachment))}
                size="tiny"
                tone="inherit"
                className={pickerStyles.chipRemove}
                onClick={() => onChange((current) => current.filter((item) => item.key !== attachment.key))}
              >
                <X aria-hidden="true" size={14} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.attachActions}>
        <input ref={inputRef} type="file" multiple hidden data-testid="mail-files-input" onChange={(event) => addFiles(event.target.files)} />
        <button type="button" className={styles.attachButton} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
          <Paperclip aria-hidden="true" size={16} />
          {texts.mail.attach}
        </button>
        <span id={hintId} className={layoutStyles.hint}>
          {isDragging ? mailPageTexts.dropFiles : texts.mail.attachmentsHint}
        </span>
      </div>
    </div>
  );
}
