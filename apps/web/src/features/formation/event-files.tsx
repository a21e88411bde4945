import type { ContentFile } from '@campus/contract';
import { Download, Eye, FileText, FileVideo, Image as ImageIcon, Puzzle, File as FileIcon } from 'lucide-react';
import styles from './event-viewer.module.css';
import { formationTexts } from './formation-texts';

/** Files shown in the viewer; any other file can only be downloaded. */
export function isViewableFile(file: ContentFile): boolean {
  return file.fileType !== 'other';
}

function FileTypeIcon({ file }: { file: ContentFile }) {
  const props = { 'aria-hidden': true, size: 20 } as const;
  if (file.fileType === 'video/mp4') return <FileVideo {...props} />;
  if (file.fileType === 'application/pdf') return <FileText {...props} />;
  if (file.fileType === 'h5p') return <Puzzle {...props} />;
  if (file.fileType.startsWith('image/')) return <ImageIcon {...props} />;
  return <FileIcon {...props} />;
}

interface EventFilesProps {
  files: readonly ContentFile[];
  activeFileId: number | null;
  isOpen: boolean;
  /** The event's download flag is 1 (spec 001 §2): only then a download button shows. */
  canDownload: boolean;
  onShow: (file: ContentFile) => void;
  onDownload: (file: ContentFile) => void;
}

/** The 'Archivos' tab: every file of the event, to show in the viewer or to download when allowed. */
export function EventFiles({ files, activeFileId, isOpen, canDownload, onShow, onDownload }: EventFilesProps) {
  if (files.length === 0) return <p className={styles.muted}>{formationTexts.viewer.noFiles}</p>;
  return (
    <ul role="list" className={styles.files}>
      {files.map((file) => {
        const isActive = file.id === activeFileId;
        return (
          <li key={`${file.fileType}-${file.id}`} className={styles.file}>
            <span className={styles.fileIcon}>
              <FileTypeIcon file={file} />
            </span>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileActions}>
              {isOpen && isViewableFile(file) ? (
                // The name starts with the label on screen ('Ver' or 'Mostrando'), so voice control finds it (WCAG 2.5.3).
                <button
                  type="button"
                  className={styles.fileButton}
                  aria-label={`${isActive ? formationTexts.viewer.shown : formationTexts.viewer.open}: ${file.name}`}
                  aria-pressed={isActive}
                  onClick={() => onShow(file)}
                >
                  <Eye aria-hidden="true" size={16} />
                  {isActive ? formationTexts.viewer.shown : formationTexts.viewer.open}
                </button>
              ) : null}
              {isOpen && canDownload && file.fileType !== 'h5p' ? (
                <button
                  type="button"
                  className={styles.fileButton}
                  aria-label={`${formationTexts.viewer.download}: ${file.name}`}
                  onClick={() => onDownload(file)}
                >
                  <Download aria-hidden="true" size={16} />
                  {formationTexts.viewer.download}
                </button>
              ) : null}
              {isOpen && !canDownload && !isViewableFile(file) ? <span className={styles.muted}>{formationTexts.viewer.viewOnly}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
