import { texts, type TaskFile } from '@campus/contract';
import { FileText, Image as ImageIcon, File as FileIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { getTaskFileAddress } from './api/get-task-file-address';
import { evaluationsPageTexts as t, formatFileSize } from './evaluations-texts';
import styles from './evaluations.module.css';

const INLINE = /\.(pdf|png|jpe?g|gif|webp|txt)$/i;

function FileTypeIcon({ name }: { name: string }) {
  if (/\.pdf$/i.test(name)) return <FileText aria-hidden="true" size={18} />;
  if (/\.(png|jpe?g|gif|webp)$/i.test(name)) return <ImageIcon aria-hidden="true" size={18} />;
  return <FileIcon aria-hidden="true" size={18} />;
}

/**
 * Opens a delivered file through a fresh signed address (asked on click: they expire). PDFs, images and text
 * open in a new tab; other files (a .zip, a .docx) download and the page stays.
 */
async function openTaskFile(file: TaskFile): Promise<void> {
  const isInline = INLINE.test(file.name);
  const { data } = await getTaskFileAddress(file.id, !isInline);
  const address = new URL(data.url, window.location.href).href;
  if (isInline) {
    // Not 'noopener' as a feature: with it window.open answers null, and a blocked tab could not be told apart.
    const tab = window.open(address, '_blank');
    if (tab) {
      tab.opener = null;
      return;
    }
  }
  window.location.assign(isInline ? new URL((await getTaskFileAddress(file.id, true)).data.url, window.location.href).href : address);
}

interface TaskFileListProps {
  files: readonly TaskFile[];
  /** Names the list for assistive technology ("Ficheros entregados de Práctica 1"). */
  label: string;
  /** Offered while the files may still be removed; absent for the teacher. */
  onDelete?: (file: TaskFile) => void;
}

/** The files of a delivery: each opens on click; the student may remove them while the task allows it. */
export function TaskFileList({ files, label, onDelete }: TaskFileListProps) {
  const [openingId, setOpeningId] = useState<number | null>(null);
  if (files.length === 0) return null;
  const open = async (file: TaskFile) => {
    setOpeningId(file.id);
    try {
      await openTaskFile(file);
    } catch {
      toast.error(texts.files.openError);
    } finally {
      setOpeningId(null);
    }
  };
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <button type="button" className={styles.fileButton} onClick={() => void open(file)} disabled={openingId === file.id} aria-label={t.openFile(file.name)}>
            <FileTypeIcon name={file.name} />
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
          </button>
          {onDelete ? (
            <button type="button" className={styles.iconButton} onClick={() => onDelete(file)} aria-label={t.deleteFile(file.name)} aria-haspopup="dialog">
              <Trash2 aria-hidden="true" size={18} />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
