import { texts } from '@campus/contract';
import { X } from 'lucide-react';
import { IconButton } from '../../components/icon-button';
import { Spinner } from '../../components/spinner';
import styles from './conversation.module.css';
import { FileTypeIcon } from './file-type-icon';
import { formatFileSize } from './format-file-size';
import type { ChatAttachment } from './use-chat-attachment';

/**
 * The file waiting to go with the message: its name and size, a spinner and 'Subiendo fichero…' while it
 * uploads (announced politely), and a button that removes it.
 */
export function AttachmentChip({ attachment, onRemove }: { attachment: ChatAttachment; onRemove: () => void }) {
  const isUploading = attachment.status === 'uploading';
  return (
    <div className={styles.chip} data-testid="chat-attachment" aria-busy={isUploading}>
      <span className={styles.chipIcon}>
        {isUploading ? <Spinner size="small" /> : <FileTypeIcon fileType={attachment.status === 'ready' ? attachment.file.fileType : ''} />}
      </span>
      <span className={styles.chipText}>
        <span className={styles.chipName}>{attachment.name}</span>
        <span className={styles.chipMeta} role="status">
          {isUploading ? texts.chat.uploading : formatFileSize(attachment.size)}
        </span>
      </span>
      <IconButton
        label={`${texts.chat.removeAttachment}: ${attachment.name}`}
        title={texts.chat.removeAttachment}
        size="large"
        tone="strong"
        onClick={onRemove}
      >
        <X aria-hidden="true" size={18} />
      </IconButton>
    </div>
  );
}
