import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';
import styles from './mail-reader.module.css';

/**
 * The policy of the mail's own document: nothing loads but inline styles and embedded (data:) images, and
 * remote images once the reader allows them. The document also inherits the app's policy (a srcdoc frame
 * does), so remote images need the app's img-src to allow https: as well.
 */
function framePolicy(isRemoteAllowed: boolean): string {
  const images = isRemoteAllowed ? 'data: cid: https: http:' : 'data: cid:';
  return `default-src 'none'; style-src 'unsafe-inline'; img-src ${images}; font-src data:; form-action 'none'`;
}

const frameStyle = `
  html { color-scheme: light; }
  body { margin: 0; padding: 16px 20px; font: 15px/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #15262b; background: #fff; overflow-wrap: anywhere; }
  img { max-width: 100%; height: auto; }
  table { max-width: 100%; }
  a { color: #0f5e63; }
  blockquote { margin: 8px 0 8px 4px; padding-left: 12px; border-left: 3px solid #c3cfd1; color: #4b5d63; }
  pre { white-space: pre-wrap; }
`;

/** The mail's HTML as a document of its own. Sanitized here again: nothing that loads, navigates or submits stays. */
export function buildMailDocument(html: string, isRemoteAllowed: boolean): string {
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['srcset', 'action', 'formaction'],
  });
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${framePolicy(isRemoteAllowed)}"><base target="_blank"><style>${frameStyle}</style></head><body>${clean}</body></html>`;
}

interface MailBodyFrameProps {
  html: string;
  title: string;
  isRemoteAllowed: boolean;
}

/**
 * A mail's body in a sandboxed frame (no scripts: `allow-scripts` is never given; links open in a new tab,
 * outside the sandbox). The frame is as tall as its document, so the reader scrolls as one page. Same origin
 * is kept only so the page can measure that height; with scripts off nothing inside can use it.
 */
export function MailBodyFrame({ html, title, isRemoteAllowed }: MailBodyFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(160);
  const document = useMemo(() => buildMailDocument(html, isRemoteAllowed), [html, isRemoteAllowed]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let observer: ResizeObserver | null = null;
    const measure = () => {
      const body = frame.contentDocument?.documentElement;
      if (body) setHeight(Math.max(120, Math.ceil(body.scrollHeight)));
    };
    const onLoad = () => {
      measure();
      const root = frame.contentDocument?.body;
      if (root && typeof ResizeObserver !== 'undefined') {
        observer?.disconnect();
        observer = new ResizeObserver(measure);
        observer.observe(root);
      }
    };
    frame.addEventListener('load', onLoad);
    return () => {
      frame.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [document]);

  return (
    <iframe
      ref={frameRef}
      className={styles.bodyFrame}
      title={title}
      srcDoc={document}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      style={{ height }}
    />
  );
}
