/**
 * Mail search (issue 29): the typed text as a full-text query over `mail_messages.search_document`
 * (db/schema/mail.ts), which holds the words of the subject, the sender and the body lower-cased and without
 * accents. Each typed word must start a word of the mail, so "catal reac" finds "Catálogo en React".
 */

/** Most words one search looks for (a pasted paragraph is not a search). */
const MAX_WORDS = 8;

/** The typed words as the search document holds them: lower case, accents off, split at anything not a letter or digit. */
export function foldSearchWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The `to_tsquery('simple', …)` text of a search ('catal:* & reac:*'), or null when nothing searchable was
 * typed. Only [a-z0-9] reach it, so no operator a person types can change the query.
 */
export function toPrefixQuery(text: string): string | null {
  const words = foldSearchWords(text);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
