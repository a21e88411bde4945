import { texts } from '@campus/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Skeleton } from '../../components/skeleton';
import { getFileAddress, useFileAddress } from '../../lib/api/file-address';
import styles from './conversation.module.css';
import { FileTypeIcon } from './file-type-icon';
import { formatFileSize } from './format-file-size';
import type { ChatFile } from './use-chat-attachment';

/** Images the server serves inline (it stores a type only when the bytes are one). */
const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/** A file of a message: an image shows inline, anything else as a row that downloads it. */
export function MessageFile({ file }: { file: ChatFile }) {
  return INLINE_IMAGE_TYPES.has(file.fileType) ? <ImageFile file={file} /> : <DownloadFile file={file} />;
}

/**
 * An image loaded through its signed address (asked with the session; only the two people of the chat get
 * one). The preview links to the full-size image in a new tab; alt text is the file's name.
 */
function ImageFile({ file }: { file: ChatFile }) {
  const address = useFileAddress(file.id);
  const [hasFailed, setHasFailed] = useState(false);
  if (address.isPending) {
    return (
      <span className={styles.imageLoading} aria-busy="true">
        <Skeleton width="100%" height="180px" radius="var(--radius-md)" />
        <span className="visually-hidden">{file.name}</span>
      </span>
    );
  }
  // No address (or an image the browser cannot show): the file is still there to download.
  if (address.isError || hasFailed) return <DownloadFile file={file} />;
  return (
    <a
      className={styles.imageLink}
      href={address.data.data.url}
      target="_blank"
      rel="noopener noreferrer"
      title={texts.chat.openFile.replace('{name}', file.name)}
    >
      <img className={styles.image} src={address.data.data.url} alt={file.name} loading="lazy" decoding="async" onError={() => setHasFailed(true)} />
    </a>
  );
}

/**
 * A file that downloads: icon, name and size. The address is asked on click (signed addresses expire) and
 * served as an attachment, so the page stays where it is.
 */
function DownloadFile({ file }: { file: ChatFile }) {
  const [isOpening, setIsOpening] = useState(false);
  const download = async () => {
    setIsOpening(true);
    try {
      const { data } = await getFileAddress(file.id, true);
      window.location.assign(new URL(data.url, window.location.href).href);
    } catch {
      toast.error(texts.chat.openFileError);
    } finally {
      setIsOpening(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.fileRow}
      onClick={() => void download()}
      disabled={isOpening}
      aria-label={texts.chat.downloadFile.replace('{name}', file.name)}
    >
      <span className={styles.fileIcon}>
        <FileTypeIcon fileType={file.fileType} />
      </span>
      <span className={styles.fileText}>
        <span className={styles.fileName}>{file.name}</span>
        {file.size !== undefined ? <span className={styles.fileSize}>{formatFileSize(file.size)}</span> : null}
      </span>
      <Download className={styles.fileAction} aria-hidden="true" size={18} />
    </button>
  );
}
