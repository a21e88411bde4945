import type sanitizeHtml from 'sanitize-html';

/**
 * What every HTML people write goes through (comments, board posts, mail), whatever formatting each keeps: only web
 * and mail links, no protocol-relative addresses, tags outside the list dropped with their text kept, and the tags
 * whose text is code or chrome (script, style, frames…) dropped with their text. Each caller adds its tags.
 */
export const baseSanitizeOptions = {
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head'],
} as const satisfies sanitizeHtml.IOptions;

/** Old and new spellings of the same formatting, stored one way. */
export const canonicalFormattingTags = { b: 'strong', i: 'em', strike: 's', del: 's' } as const;
