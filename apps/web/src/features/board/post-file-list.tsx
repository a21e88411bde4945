import { texts, type PostFile } from '@campus/contract';
import { FileText, Image as ImageIcon, File as FileIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { getPostFileAddress } from './api/get-post-file';
import { boardPageTexts } from './board-texts';
import styles from './board.module.css';

const INLINE = /\.(pdf|png|jpe?g)$/i;

function FileTypeIcon({ name }: { name: string }) {
  if (/\.pdf$/i.test(name)) return <FileText aria-hidden="true" size={18} />;
  if (/\.(png|jpe?g)$/i.test(name)) return <ImageIcon aria-hidden="true" size={18} />;
  return <FileIcon aria-hidden="true" size={18} />;
}

/**
 * Opens a post's file through a fresh signed address (asked on click: they expire). PDFs and images open
 * in a new tab; other files download (the address serves them as an attachment, the page stays).
 */
async function openPostFile(file: PostFile): Promise<void> {
  const isInline = INLINE.test(file.name);
  const { data } = await getPostFileAddress(file.id, !isInline);
  const address = new URL(data.url, window.location.href).href;
  if (isInline) {
    // Not 'noopener' as a feature: with it window.open answers null, and a blocked tab could not be told apart.
    const tab = window.open(address, '_blank');
    if (tab) {
      tab.opener = null;
      return;
    }
  }
  window.location.assign(isInline ? new URL((await getPostFileAddress(file.id, true)).data.url, window.location.href).href : address);
}

/** The files attached to a post, each a button that opens it. */
export function PostFileList({ files }: { files: readonly PostFile[] }) {
  const [openingId, setOpeningId] = useState<number | null>(null);
  if (files.length === 0) return null;
  const open = async (file: PostFile) => {
    setOpeningId(file.id);
    try {
      await openPostFile(file);
    } catch {
      toast.error(texts.files.openError);
    } finally {
      setOpeningId(null);
    }
  };
  return (
    <ul className={styles.files} aria-label={texts.board.filesLabel}>
      {files.map((file) => (
        <li key={file.id}>
          <button type="button" className={styles.fileButton} onClick={() => void open(file)} disabled={openingId === file.id} aria-label={boardPageTexts.openFile(file.name)}>
            <FileTypeIcon name={file.name} />
            <span className={styles.fileName}>{file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
