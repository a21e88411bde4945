import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { contacts, eventFormations, eventOrganizers, formationTeachers, lineasMatricula } from '../../db/schema';

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

/**
 * Groups the user belongs to: enrolled in (active line), teaching (formation teacher) or organizing
 * events of. Classmates, teachers and organizers of these groups may chat with the user.
 */
function groupsOf(contactCode: string) {
  return sql`(
    select ${lineasMatricula.edu_codigoformacion} from ${lineasMatricula} where ${lineasMatricula.edu_codigoalumno} = ${contactCode} and ${lineasMatricula.edu_activa} = 0
    union select ${formationTeachers.edu_codigoformacion} from ${formationTeachers} where ${formationTeachers.edu_codigocontacto} = ${contactCode}
    union select ${eventFormations.edu_codigoformacion} from ${eventOrganizers} join ${eventFormations} on ${eventFormations.event_id} = ${eventOrganizers.event_id} where ${eventOrganizers.edu_codigocontacto} = ${contactCode}
  )`;
}

/**
 * Whom a contact may reach, by chat and by mail alike, as decided by the policies (`getContactReach`): this
 * file only turns it into SQL (the listings of both and the policy's own read use this one condition).
 */
export interface ContactReach {
  contactCode: string;
  /** The academy side (staff, admins) reaches every active person. */
  isEveryone: boolean;
  /** Classmates are offered to students, never to freemium visitors. */
  includesClassmates: boolean;
  /** Contact types that make a person staff, whom everyone may reach (as are admins). */
  staffTypes: readonly number[];
}

/**
 * The people within a contact's reach: the teachers and event organizers of the contact's groups, the
 * academy staff and admins, and (when included) classmates who are not freemium visitors; everyone for
 * `isEveryone`. Never the contact; only active contacts.
 */
export function contactReachCondition(reach: ContactReach): SQL {
  const base = and(eq(contacts.statecode, 0), ne(contacts.edu_codigocontacto, reach.contactCode))!;
  if (reach.isEveryone) return base;
  const groups = groupsOf(reach.contactCode);
  const related: SQL[] = [
    inArray(contacts.edu_codigocontacto, sql`(select ${formationTeachers.edu_codigocontacto} from ${formationTeachers} where ${formationTeachers.edu_codigoformacion} in ${groups})`),
    inArray(
      contacts.edu_codigocontacto,
      sql`(select ${eventOrganizers.edu_codigocontacto} from ${eventOrganizers} join ${eventFormations} on ${eventFormations.event_id} = ${eventOrganizers.event_id} where ${eventFormations.edu_codigoformacion} in ${groups})`,
    ),
    // Types are stored as "1,4": a staff type anywhere means staff.
    sql`${contacts.edu_tipocontacto} ~ ${`[${reach.staffTypes.join('')}]`}`,
    eq(contacts.admin, true),
  ];
  if (reach.includesClassmates) {
    related.push(
      and(
        eq(contacts.freemium, false),
        inArray(contacts.edu_codigocontacto, sql`(select ${lineasMatricula.edu_codigoalumno} from ${lineasMatricula} where ${lineasMatricula.edu_activa} = 0 and ${lineasMatricula.edu_codigoformacion} in ${groups})`),
      )!,
    );
  }
  return and(base, or(...related))!;
}

/** Name or e-mail contains the search, ignoring case and accents; empty search matches everyone. */
export function searchCondition(search: string): SQL | undefined {
  const folded = foldText(search.trim());
  if (!folded) return undefined;
  const pattern = `%${escapeLike(folded)}%`;
  return or(sql`${foldColumn(contacts.fullname)} like ${pattern}`, sql`lower(${contacts.emailaddress1}) like ${pattern}`);
}
