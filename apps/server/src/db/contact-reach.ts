import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContactReach } from '../lib/reach';
import { contacts, eventFormations, eventOrganizers, formationTeachers, lineasMatricula } from './schema';

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
 * The people within a contact's reach: the teachers and event organizers of the contact's groups, the
 * academy staff and admins, and (when included) classmates who are not freemium visitors; everyone for
 * `isEveryone`. Never the contact; only active contacts.
 */
export function contactReachCondition(reach: ContactReach): SQL {
  const base = and(eq(contacts.statecode, 0), ne(contacts.edu_codigocontacto, reach.contactCode))!;
  if (reach.isEveryone) return base;
  const groups = groupsOf(reach.contactCode);
  const related: SQL[] = [
    inArray(
      contacts.edu_codigocontacto,
      sql`(select ${formationTeachers.edu_codigocontacto} from ${formationTeachers} where ${formationTeachers.edu_codigoformacion} in ${groups})`,
    ),
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
        inArray(
          contacts.edu_codigocontacto,
          sql`(select ${lineasMatricula.edu_codigoalumno} from ${lineasMatricula} where ${lineasMatricula.edu_activa} = 0 and ${lineasMatricula.edu_codigoformacion} in ${groups})`,
        ),
      )!,
    );
  }
  return and(base, or(...related))!;
}
