// The worker thread of the document renderer (render-pool.ts): pdfkit lays out and compresses a PDF in
// synchronous steps of tens of milliseconds, which here block only this thread, never the request loop.
import { renderDocumentPdf, type DocumentContent } from './render-document';

/** Tinypool calls the default export with the task and sends back what it resolves to. */
export default async function renderInWorker(content: DocumentContent): Promise<Uint8Array> {
  return renderDocumentPdf(content);
}
