import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Links in user content open in a new tab without handing it our window. */
let isLinkHookAdded = false;
function ensureLinkHook(): void {
  if (isLinkHookAdded) return;
  isLinkHookAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitizes HTML from the API (comments, posts, descriptions) down to safe formatting markup. */
export function sanitizeHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'], FORBID_ATTR: ['style'] });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

/**
 * Renders HTML the server already sanitized, sanitized once more here with DOMPurify: content written by
 * other users never runs script in this page, whatever the server let through.
 */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
