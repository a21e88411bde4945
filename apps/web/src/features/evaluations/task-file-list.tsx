import { texts, type TaskFile } from '@campus/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import fileStyles from '../../components/file-button.module.css';
import { FileTypeIcon } from '../../components/file-type-icon';
import { openSignedFile } from '../../lib/open-signed-file';
import { getFileAddress } from '../../lib/api/file-address';
import { evaluationsPageTexts as t, formatFileSize } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';

interface TaskFileListProps {
  files: readonly TaskFile[];
  /** Names the list for assistive technology ("Ficheros entregados de Práctica 1"). */
  label: string;
  /** Offered for draft files (removing one costs nothing); absent for delivered files and for the teacher. */
  onDelete?: (file: TaskFile) => void;
  /** The remove button's name for a file. */
  deleteLabel?: (name: string) => string;
  /** The file being removed (its button is busy). */
  deletingId?: number | null;
}

/** The files of a delivery or of its draft: each opens on click; the student may remove draft files. */
export function TaskFileList({ files, label, onDelete, deleteLabel = t.removeDraft, deletingId = null }: TaskFileListProps) {
  const [openingId, setOpeningId] = useState<number | null>(null);
  if (files.length === 0) return null;
  const open = async (file: TaskFile) => {
    setOpeningId(file.id);
    try {
      await openSignedFile(file.name, (isDownload) => getFileAddress(file.id, isDownload));
    } catch {
      toast.error(texts.files.openError);
    } finally {
      setOpeningId(null);
    }
  };
  return (
    <ul className={[fileStyles.files, evaluationsStyles.files].join(' ')} aria-label={label}>
      {files.map((file) => (
        <li key={file.id} className={evaluationsStyles.file}>
          <button
            type="button"
            className={fileStyles.fileButton}
            onClick={() => void open(file)}
            disabled={openingId === file.id}
            aria-label={t.openFile(file.name)}
          >
            <FileTypeIcon name={file.name} />
            <span className={fileStyles.fileName}>{file.name}</span>
            <span className={fileStyles.fileSize}>{formatFileSize(file.size)}</span>
          </button>
          {onDelete ? (
            <button
              type="button"
              className={evaluationsStyles.iconButton}
              onClick={() => onDelete(file)}
              aria-label={deleteLabel(file.name)}
              disabled={deletingId === file.id}
            >
              <Trash2 aria-hidden="true" size={18} />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
