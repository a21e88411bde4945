import { texts, type ContentFile } from '@campus/contract';
import { FileDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClassName } from '../../../components/button-class';
import { Skeleton } from '../../../components/skeleton';
import { useQueryErrorToast } from '../../../lib/use-query-error-toast';
import { useFileAddress } from '../../../lib/api/file-address';
import { formationTexts } from '../formation-texts';
import { H5pViewer } from './h5p-viewer';
import { ImageViewer } from './image-viewer';
import { PdfViewer } from './pdf-viewer';
import { VideoViewer } from './video-viewer';
import styles from './viewers.module.css';
import type { ViewedKind } from './attendance';

export interface FileViewerProps {
  file: ContentFile;
  /** The event's title, for the video's accessible name. */
  eventTitle: string;
  /** The event's download flag is 1. */
  canDownload: boolean;
  introUrl: string | null;
  onDownload: (file: ContentFile) => void;
  /** The student viewed the file (PDF or image loaded, class video ended). */
  onViewed: (kind: ViewedKind) => void;
}

/** Records a view once per file shown, whatever re-renders follow. */
function useViewOnce(fileId: number, onViewed: (kind: ViewedKind) => void) {
  const viewedRef = useRef<number | null>(null);
  return (kind: ViewedKind) => {
    if (viewedRef.current === fileId) return;
    viewedRef.current = fileId;
    onViewed(kind);
  };
}

function ImageWithView({ url, name, onViewed }: { url: string; name: string; onViewed: () => void }) {
  useEffect(() => {
    onViewed();
  }, [onViewed]);
  return <ImageViewer url={url} name={name} />;
}

function OtherFile({ file, canDownload, onDownload }: Pick<FileViewerProps, 'file' | 'canDownload' | 'onDownload'>) {
  return (
    <div className={styles.otherFile}>
      <FileDown aria-hidden="true" size={40} />
      <p className={styles.otherName}>{file.name}</p>
      <p>{formationTexts.viewer.otherFile}</p>
      {canDownload ? (
        <>
          <p>{formationTexts.viewer.otherFileDownload}</p>
          <button type="button" className={buttonClassName({ className: styles.downloadButton })} onClick={() => onDownload(file)}>
            <FileDown aria-hidden="true" size={18} />
            {formationTexts.viewer.download}
          </button>
        </>
      ) : (
        <p>{formationTexts.viewer.otherFileNoDownload}</p>
      )}
    </div>
  );
}

/**
 * Shows one file of an open event with the viewer of its type: video, PDF, H5P, image; any other file is
 * offered for download (only when the event's download flag is 1). The address is asked for fresh.
 */
export function FileViewer({ file, eventTitle, canDownload, introUrl, onDownload, onViewed }: FileViewerProps) {
  const needsUrl = file.fileType !== 'h5p' && file.fileType !== 'other';
  const fileQuery = useFileAddress(file.id, needsUrl);
  useQueryErrorToast(fileQuery, texts.files.openError);
  const viewOnce = useViewOnce(file.id, onViewed);

  if (file.fileType === 'h5p') return <H5pViewer embedCode={file.embedCode} name={file.name} />;
  if (file.fileType === 'other') return <OtherFile file={file} canDownload={canDownload} onDownload={onDownload} />;

  if (fileQuery.isPending) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label={formationTexts.viewer.loadingFile}>
        <Skeleton height="320px" radius="var(--radius-md)" />
      </div>
    );
  }
  const url = fileQuery.data?.data.url;
  if (fileQuery.isError || !url) {
    return (
      <p className={styles.viewerError} role="alert">
        {fileQuery.isError ? texts.files.openError : texts.files.urlUnavailable}
      </p>
    );
  }

  switch (file.fileType) {
    case 'video/mp4':
      return (
        <VideoViewer
          key={file.id}
          title={eventTitle}
          src={url}
          subtitlesUrl={file.subtitles?.url ?? null}
          introUrl={introUrl}
          onEnded={() => onViewed('video')}
        />
      );
    case 'application/pdf':
      return <PdfViewer key={file.id} url={url} name={file.name} onViewed={() => viewOnce('pdf')} />;
    default:
      return <ImageWithView key={file.id} url={url} name={file.name} onViewed={() => viewOnce('image')} />;
  }
}
