import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactReachCondition } from '../../db/contact-reach';
import type { ContactReach } from '../../lib/reach';
import { searchCondition } from '../chats/people-to-chat';
import { contacts } from '../../db/schema';

/** A person offered by the composer's picker, with the groups they share with the user. */
// A type alias, not an interface: a raw statement's row type must be indexable (db.execute<Row>).
export type MailContactRow = {
  edu_codigocontacto: string;
  fullname: string;
  emailaddress1: string;
  foto: string | null;
  edu_tipocontacto: string;
};

/** A group of the user with the codes of its other members. */
export interface MailGroupRow {
  code: string;
  name: string;
  members: string[];
}

/** Whom the picker offers: the contact reach decided by the policies (the same rule as chat's), narrowed by a search. */
export interface MailReach {
  reach: ContactReach;
  search: string | undefined;
  limit: number;
}

// Active lines (edu_activa 0) of active, non-freemium people, and the teachers of each group.
const membersOfGroups = sql`(
  select lm.edu_codigoformacion as grp, lm.edu_codigoalumno as code
  from lineas_matricula lm join contacts c on c.edu_codigocontacto = lm.edu_codigoalumno
  where lm.edu_activa = 0 and c.freemium = false and c.statecode = 0
  union
  select ft.edu_codigoformacion, ft.edu_codigocontacto
  from formation_teachers ft join contacts c on c.edu_codigocontacto = ft.edu_codigocontacto
  where c.statecode = 0
)`;

const groupsOf = (contactCode: string) => sql`(
  select lm.edu_codigoformacion as code from lineas_matricula lm where lm.edu_codigoalumno = ${contactCode} and lm.edu_activa = 0
  union select ft.edu_codigoformacion from formation_teachers ft where ft.edu_codigocontacto = ${contactCode}
)`;

/** The people and groups of the composer's picker (POST /api/user/to-comunicate): two statements whatever their number. */
export function createMailContactsRepository(db: Database) {
  return {
    /** The groups the user studies in (active line) or teaches, each with its other members' codes. */
    async listGroups(contactCode: string): Promise<MailGroupRow[]> {
      const result = await db.execute<{ code: string; name: string; members: string[] | string }>(sql`
        select f.edu_codigoformacion as code, f.edu_formacion as name,
               coalesce(json_agg(m.code order by m.code) filter (where m.code is not null), '[]'::json) as members
        from formations f
        join ${groupsOf(contactCode)} g on g.code = f.edu_codigoformacion
        left join ${membersOfGroups} m on m.grp = f.edu_codigoformacion and m.code <> ${contactCode}
        group by f.edu_codigoformacion, f.edu_formacion
        order by f.edu_formacion, f.edu_codigoformacion`);
      // Both drivers answer { rows }.
      return result.rows.map((row) => ({
        code: row.code,
        name: row.name,
        members: typeof row.members === 'string' ? (JSON.parse(row.members) as string[]) : row.members,
      }));
    },

    /**
     * The people within the user's reach (`contactReachCondition`, the rule chat and sending follow too),
     * narrowed by the search (name or e-mail, no accents). The user's group members come first, then by name,
     * at most `limit`.
     */
    async listContacts({ reach, search: text, limit }: MailReach): Promise<MailContactRow[]> {
      const members = sql`(select m.code from ${membersOfGroups} m where m.grp in ${groupsOf(reach.contactCode)})`;
      const search = text ? searchCondition(text) : undefined;
      const result = await db.execute<MailContactRow>(sql`
        select ${contacts.edu_codigocontacto} as edu_codigocontacto, ${contacts.fullname} as fullname, ${contacts.emailaddress1} as emailaddress1,
               ${contacts.foto} as foto, ${contacts.edu_tipocontacto} as edu_tipocontacto
        from ${contacts}
        where ${contactReachCondition(reach)}
          ${search ? sql`and ${search}` : sql``}
        order by (${contacts.edu_codigocontacto} in ${members}) desc, ${contacts.fullname}, ${contacts.edu_codigocontacto}
        limit ${limit}`);
      return result.rows;
    },
  };
}

export type MailContactsRepository = ReturnType<typeof createMailContactsRepository>;
