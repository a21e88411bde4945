import { or, sql, type SQL } from 'drizzle-orm';
import { contacts } from '../../db/schema';

/** Most people one search answers. */
export const PEOPLE_TO_CHAT_LIMIT = 20;

const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents, as the search compares ("Álvaro" finds "alvaro"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** SQL twin of `foldText` that runs on PGlite and PostgreSQL alike (no unaccent extension needed). */
const foldColumn = (column: SQL | typeof contacts.fullname) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name or e-mail contains the search, ignoring case and accents; empty search matches everyone. */
export function searchCondition(search: string): SQL | undefined {
  const folded = foldText(search.trim());
  if (!folded) return undefined;
  const pattern = `%${escapeLike(folded)}%`;
  return or(sql`${foldColumn(contacts.fullname)} like ${pattern}`, sql`lower(${contacts.emailaddress1}) like ${pattern}`);
}
