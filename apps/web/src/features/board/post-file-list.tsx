import { texts, type PostFile } from '@campus/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import fileStyles from '../../components/file-button.module.css';
import { FileTypeIcon } from '../../components/file-type-icon';
import { openSignedFile } from '../../lib/open-signed-file';
import { getFileAddress } from '../../lib/api/file-address';
import { boardPageTexts } from './board-texts';

/** The files attached to a post, each a button that opens it through a fresh signed address. */
export function PostFileList({ files }: { files: readonly PostFile[] }) {
  const [openingId, setOpeningId] = useState<number | null>(null);
  if (files.length === 0) return null;
  const open = async (file: PostFile) => {
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
    <ul className={fileStyles.files} aria-label={texts.board.filesLabel}>
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            className={fileStyles.fileButton}
            onClick={() => void open(file)}
            disabled={openingId === file.id}
            aria-label={boardPageTexts.openFile(file.name)}
          >
            <FileTypeIcon name={file.name} />
            <span className={fileStyles.fileName}>{file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
