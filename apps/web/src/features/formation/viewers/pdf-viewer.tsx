import { constants, texts } from '@campus/contract';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { formationTexts } from '../formation-texts';
import { formatZoom, getArrowScroll, PDF_ZOOM, zoomIn, zoomOut } from './pdf-zoom';
import { useElementWidth } from './use-element-width';
import { IconButton } from '../../../components/icon-button';
import styles from './viewers.module.css';

const PdfDocument = lazy(() => import('./pdf-document'));

/** Page width before zoom when the container is not measured yet: the mobile breakpoint (spec 001 §9). */
const FALLBACK_WIDTH = constants.breakpoints.mobile;
/** Room for the page's shadow inside the scroll area. */
const PAGE_GUTTER = 24;

interface PdfViewerProps {
  url: string;
  name: string;
  /** Called once the document has loaded: viewing a PDF records attendance type 3. */
  onViewed: () => void;
}

/**
 * PDF through pdf.js (react-pdf): one page at a time with page buttons, zoom 50 %–300 % in 25 % steps,
 * and the arrow keys moving the focused page 100 px (spec 001 §2).
 */
export function PdfViewer({ url, name, onViewed }: PdfViewerProps) {
  const [scale, setScale] = useState<number>(PDF_ZOOM.initial);
  const [pageNumber, setPageNumber] = useState(1);
  const [numPages, setNumPages] = useState<number | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const containerWidth = useElementWidth(scrollRef);
  const baseWidth = Math.max(200, (containerWidth || FALLBACK_WIDTH) - PAGE_GUTTER);
  // pdf.js reports each load; the view is recorded once per document shown.
  const viewedUrlRef = useRef<string | null>(null);
  const onViewedRef = useRef(onViewed);
  onViewedRef.current = onViewed;

  const handleLoadSuccess = useCallback(
    (pages: number) => {
      setNumPages(pages);
      setPageNumber((page) => Math.min(page, pages));
      if (viewedUrlRef.current === url) return;
      viewedUrlRef.current = url;
      onViewedRef.current();
    },
    [url],
  );
  const handleLoadError = useCallback(() => toast.error(texts.files.openError), []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const offset = getArrowScroll(event.key);
    if (!offset) return;
    event.preventDefault();
    event.currentTarget.scrollBy({ ...offset, behavior: 'auto' });
  };

  return (
    <div className={styles.pdf}>
      <div className={styles.pdfToolbar}>
        <div className={styles.toolGroup}>
          <IconButton
            label={formationTexts.pdf.previousPage}
            hasTooltip={false}
            tone="outline"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((page) => Math.max(1, page - 1))}
          >
            <ChevronLeft aria-hidden="true" size={18} />
          </IconButton>
          <span className={styles.toolText} aria-live="polite">
            {numPages ? formationTexts.pdf.pageOf(pageNumber, numPages) : formationTexts.pdf.loading}
          </span>
          <IconButton
            label={formationTexts.pdf.nextPage}
            hasTooltip={false}
            tone="outline"
            disabled={!numPages || pageNumber >= numPages}
            onClick={() => setPageNumber((page) => Math.min(numPages ?? page, page + 1))}
          >
            <ChevronRight aria-hidden="true" size={18} />
          </IconButton>
        </div>
        <div className={styles.toolGroup}>
          <IconButton label={formationTexts.pdf.zoomOut} hasTooltip={false} tone="outline" disabled={scale <= PDF_ZOOM.min} onClick={() => setScale(zoomOut)}>
            <ZoomOut aria-hidden="true" size={18} />
          </IconButton>
          <output className={styles.toolText} aria-label={formationTexts.pdf.zoomLevel} aria-live="polite">
            {formatZoom(scale)}
          </output>
          <IconButton label={formationTexts.pdf.zoomIn} hasTooltip={false} tone="outline" disabled={scale >= PDF_ZOOM.max} onClick={() => setScale(zoomIn)}>
            <ZoomIn aria-hidden="true" size={18} />
          </IconButton>
        </div>
      </div>
      <div
        ref={scrollRef}
        className={styles.pdfScroll}
        tabIndex={0}
        role="region"
        aria-label={formationTexts.pdf.documentLabel(name)}
        onKeyDown={handleKeyDown}
      >
        <Suspense fallback={<p role="status">{formationTexts.pdf.loading}</p>}>
          <PdfDocument
            url={url}
            pageNumber={pageNumber}
            width={Math.round(baseWidth * scale)}
            loadingText={formationTexts.pdf.loading}
            errorText={texts.files.openError}
            onLoadSuccess={handleLoadSuccess}
            onLoadError={handleLoadError}
          />
        </Suspense>
      </div>
    </div>
  );
}
