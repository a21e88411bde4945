import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';

// pdf.js parses documents in a worker. Vite bundles the worker as a same-origin file (the CSP allows
// worker-src 'self'); a CDN worker would be blocked.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

// script-src 'self' forbids eval: pdf.js falls back to its interpreter for fonts.
const documentOptions = { isEvalSupported: false } as const;

export interface PdfDocumentProps {
  url: string;
  pageNumber: number;
  /** Rendered page width in CSS pixels (container width × zoom). */
  width: number;
  loadingText: string;
  errorText: string;
  onLoadSuccess: (numPages: number) => void;
  onLoadError: () => void;
}

/**
 * The react-pdf part of the PDF viewer, alone in its module: pdf.js is large (it loads only when a PDF is
 * opened) and does not run under Vitest, where tests replace this module.
 */
export default function PdfDocument({ url, pageNumber, width, loadingText, errorText, onLoadSuccess, onLoadError }: PdfDocumentProps) {
  return (
    <Document
      file={url}
      options={documentOptions}
      loading={<p role="status">{loadingText}</p>}
      error={<p role="alert">{errorText}</p>}
      onLoadSuccess={(document) => onLoadSuccess(document.numPages)}
      onLoadError={onLoadError}
    >
      <Page pageNumber={pageNumber} width={width} loading={<p role="status">{loadingText}</p>} />
    </Document>
  );
}
