import sanitizeHtml from 'sanitize-html';
import { baseSanitizeOptions, canonicalFormattingTags } from '../../lib/sanitize-html-base';

/**
 * What the comment editor (Tiptap) produces and nothing else: paragraphs, line breaks, bold, italics,
 * underline, strike, links, lists, quotes, code and two heading levels.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h2', 'h3'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  ...baseSanitizeOptions,
  nonTextTags: [...baseSanitizeOptions.nonTextTags],
  allowedSchemes: [...baseSanitizeOptions.allowedSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  transformTags: {
    ...canonicalFormattingTags,
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = {};
      if (attribs.href) attributes.href = attribs.href;
      if (attribs.target === '_blank') attributes.target = '_blank';
      attributes.rel = 'noopener noreferrer';
      return { tagName, attribs: attributes };
    },
  },
};

/** Sanitises comment and post HTML with sanitize-html: only the editor's formatting survives; links get rel="noopener noreferrer". */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when sanitised HTML has no visible text left (e.g. it was only a script or empty paragraphs). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim().length === 0
  );
}
