import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const pdfjsDir = path.join(import.meta.dirname, '..', '..', 'node_modules', 'pdfjs-dist');
const viewerPath = '/__e2e-pdf/viewer.html';

/** A page that renders a PDF's first page to a canvas with the pdf.js the web itself ships (react-pdf's pdfjs-dist). */
const viewerHtml = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>PDF</title>
<style>body{margin:0;background:#e5e7eb}canvas{display:block;margin:16px auto;box-shadow:0 2px 12px rgb(0 0 0/25%)}</style></head>
<body><script type="module">
import * as pdfjs from '/__e2e-pdf/pdfjs/build/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/__e2e-pdf/pdfjs/build/pdf.worker.mjs';
window.renderPdf = async (base64) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const doc = await pdfjs.getDocument({ data: bytes, standardFontDataUrl: '/__e2e-pdf/pdfjs/standard_fonts/' }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 1.4 });
  const canvas = document.createElement('canvas');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  document.body.append(canvas);
  await page.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise;
  const text = (await page.getTextContent()).items.map((item) => item.str).join(' ');
  return { pages: doc.numPages, view: page.view, text };
};
window.pdfViewerReady = true;
</script></body></html>`;

/**
 * Renders a PDF's first page in the browser (pdf.js, as the web's viewer does) and answers what pdf.js read:
 * the page count, the page box in points and the text. The viewer is served by the test itself on the app's
 * origin (a route the app does not have), so nothing is downloaded and the app is not changed.
 */
export async function renderPdfInBrowser(page: Page, baseURL: string, pdf: Buffer): Promise<{ pages: number; view: number[]; text: string }> {
  await page.route(`${baseURL}/__e2e-pdf/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === viewerPath) return route.fulfill({ contentType: 'text/html', body: viewerHtml });
    const file = path.join(pdfjsDir, url.pathname.replace('/__e2e-pdf/pdfjs/', ''));
    if (!file.startsWith(pdfjsDir) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream', body: fs.readFileSync(file) });
  });
  await page.goto(`${baseURL}${viewerPath}`);
  await page.waitForFunction(() => (globalThis as unknown as { pdfViewerReady?: boolean }).pdfViewerReady === true);
  return page.evaluate(
    (base64) => (globalThis as unknown as { renderPdf(data: string): Promise<{ pages: number; view: number[]; text: string }> }).renderPdf(base64),
    pdf.toString('base64'),
  );
}
