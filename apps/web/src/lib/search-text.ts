/** Lower case without accents or diacritics ("Formación" → "formacion"), for searches that ignore both. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .trim();
}

/** The words of a search box, normalized; empty for a blank search. */
export function splitSearchWords(search: string): string[] {
  return normalizeSearchText(search).split(/\s+/).filter(Boolean);
}

/** True when every word of `search` appears in at least one of `fields` (accent- and case-insensitive). */
export function matchesAllWords(search: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = splitSearchWords(search);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(fields.filter(Boolean).join(' \n '));
  return words.every((word) => haystack.includes(word));
}
