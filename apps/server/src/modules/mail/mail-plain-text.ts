import sanitizeHtml from 'sanitize-html';
import { decodeHtmlEntities } from '../../lib/sanitize-mail-html';

/** Tags that end a paragraph: a blank line before and after (one line only between nested lists). */
const blockTags = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'ul', 'ol', 'hr']);
/** Only these shape the text; every other tag goes and leaves its text. */
const shapingTags = [...blockTags, 'br', 'li', 'tr', 'td', 'th'];

/**
 * The text/plain part of a mail sent outside, from its (sanitised) HTML, as a reader of plain text expects it: a
 * blank line between paragraphs, a new line for each <br>, each list item on a line of its own ("- " or "1. ",
 * indented when nested), table rows on their own lines, quotes with "> ", <pre> as written. The list preview keeps
 * using toPlainText (one line).
 */
export function toMailText(html: string): string {
  // What is left: shaping tags without attributes and text with `<` escaped, so a tag is always `<…>`.
  const bare = sanitizeHtml(html, {
    allowedTags: shapingTags,
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'title', 'head', 'textarea', 'option', 'noscript'],
  });
  let out = '';
  /** Line breaks the next text needs before it (2: a blank line). */
  let pendingBreaks = 0;
  /** A list item's bullet, written before the item's first text. */
  let pendingBullet = '';
  let preDepth = 0;
  let quoteDepth = 0;
  const lists: { isOrdered: boolean; count: number }[] = [];

  const isAtLineStart = () => out === '' || out.endsWith('\n');
  const requestBreaks = (count: number) => {
    pendingBreaks = Math.max(pendingBreaks, count);
  };
  const endLine = () => {
    out = `${out.replace(/[ \t]+$/, '')}\n`;
  };
  const write = (raw: string) => {
    let text = preDepth > 0 ? raw : raw.replace(/\s+/g, ' ');
    if (preDepth === 0 && text.trim() === '') {
      // Whitespace between words stays; between blocks (or at a line's start) it is layout, not text.
      if (pendingBreaks === 0 && !pendingBullet && !isAtLineStart()) out += ' ';
      return;
    }
    if (pendingBreaks > 0 && out.trim() !== '') {
      out = out.replace(/[ \t]+$/, '');
      const present = /\n*$/.exec(out)![0].length;
      out += '\n'.repeat(Math.max(0, pendingBreaks - present));
    }
    pendingBreaks = 0;
    if (isAtLineStart()) {
      out += '> '.repeat(quoteDepth);
      if (preDepth === 0) text = text.trimStart();
    }
    if (pendingBullet) {
      out += pendingBullet;
      pendingBullet = '';
      text = text.trimStart();
    }
    // Quoted text keeps its "> " on every line it spans (a <pre> inside a quote).
    out += quoteDepth > 0 ? text.replace(/\n/g, `\n${'> '.repeat(quoteDepth)}`) : text;
  };

  for (const [token, closing, name] of bare.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|[^<]+/gi)) {
    if (name === undefined) {
      write(decodeHtmlEntities(token));
      continue;
    }
    const tag = name.toLowerCase();
    const isClosing = closing === '/';
    if (tag === 'br') {
      endLine();
      if (quoteDepth > 0) out += '> '.repeat(quoteDepth);
    } else if (tag === 'ul' || tag === 'ol') {
      if (isClosing) lists.pop();
      else lists.push({ isOrdered: tag === 'ol', count: 0 });
      requestBreaks(lists.length > (isClosing ? 0 : 1) ? 1 : 2);
    } else if (tag === 'li' && !isClosing) {
      const list = lists.at(-1);
      requestBreaks(1);
      if (list) list.count += 1;
      pendingBullet = `${'  '.repeat(Math.max(0, lists.length - 1))}${list?.isOrdered ? `${list.count}. ` : '- '}`;
    } else if (tag === 'tr' && isClosing) {
      requestBreaks(1);
    } else if ((tag === 'td' || tag === 'th') && isClosing) {
      if (!isAtLineStart()) out += ' ';
    } else if (blockTags.has(tag)) {
      if (tag === 'pre') preDepth = Math.max(0, preDepth + (isClosing ? -1 : 1));
      if (tag === 'blockquote') quoteDepth = Math.max(0, quoteDepth + (isClosing ? -1 : 1));
      requestBreaks(2);
      if (tag === 'hr') {
        write('---');
        requestBreaks(2);
      }
    }
  }
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}
