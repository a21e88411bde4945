import sanitizeHtml from 'sanitize-html';
import { baseSanitizeOptions, canonicalFormattingTags } from './sanitize-html-base';

/** Characters of the list's text preview. */
export const MAIL_PREVIEW_LENGTH = 200;

const remoteSource = /^(https?:)?\/\//i;
// Images embedded in the mail itself (pasted screenshots) are kept; anything else in a data: address is dropped.
const inlineImage = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * Mail is HTML from anyone (an outside sender, a pasted page): more formatting survives than in a comment
 * (tables, images, colours, alignment), but never scripts, handlers, frames, forms or styles that could
 * cover the page. Links open outside with rel="noopener noreferrer".
 */
function buildOptions(found: { hasRemoteImages: boolean }): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      'p',
      'br',
      'div',
      'span',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'strike',
      'del',
      'sub',
      'sup',
      'small',
      'mark',
      'font',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'code',
      'pre',
      'hr',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
      'colgroup',
      'col',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align', 'valign'],
      th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
      table: ['border', 'cellpadding', 'cellspacing', 'width'],
      font: ['color'],
      '*': ['style', 'dir'],
    },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i],
        'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        'font-style': [/^(normal|italic)$/],
        'text-decoration': [/^(none|underline|line-through)$/],
      },
    },
    ...baseSanitizeOptions,
    nonTextTags: [...baseSanitizeOptions.nonTextTags],
    allowedSchemes: [...baseSanitizeOptions.allowedSchemes],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    transformTags: {
      ...canonicalFormattingTags,
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          target: '_blank',
          rel: 'noopener noreferrer',
        },
      }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src ?? '';
      if (src.startsWith('data:')) return !inlineImage.test(src);
      if (!remoteSource.test(src)) return src.length === 0;
      // Remote images stay (the reader shows them when asked) and the mail is flagged: they tell the sender it was opened.
      found.hasRemoteImages = true;
      return false;
    },
  };
}

/** A mail body as stored and shown: sanitised HTML, whether it loads remote images, and its text preview. */
export interface CleanMailBody {
  html: string;
  hasRemoteImages: boolean;
  preview: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of HTML character references (what sanitize-html leaves escaped in text). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+|#39);/gi, (match, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? match;
  });
}

/**
 * One line of plain text of (sanitised) HTML, for previews: block ends become spaces, entities decoded, whitespace
 * collapsed. The text part of a sent mail keeps its paragraphs instead (toMailText in mail-plain-text.ts).
 */
export function toPlainText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/td|\/th|\/blockquote|hr)\b[^>]*>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'title', 'head'] });
  return decodeHtmlEntities(text).replace(/\s+/g, ' ').trim();
}

/** Sanitises a mail body with sanitize-html (as posts do, with mail's wider formatting) and derives its preview. */
export function cleanMailBody(html: string): CleanMailBody {
  const found = { hasRemoteImages: false };
  const clean = sanitizeHtml(html, buildOptions(found)).trim();
  return { html: clean, hasRemoteImages: found.hasRemoteImages, preview: toPlainText(clean).slice(0, MAIL_PREVIEW_LENGTH) };
}
