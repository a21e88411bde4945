import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, eventOrganizers } from '../../db/schema';

export type ProfileContactRow = typeof contacts.$inferSelect;

/**
 * The columns a student may change from the information tab (see profileEditableFields in the contract). The
 * name is the academy's (issue 27) and the DNI is only filled in while the academy has none
 * (`documentIfMissing`); `emailaddress2_proven` follows a personal address changed with the password.
 */
export type ProfileChanges = Partial<Pick<ProfileContactRow, 'emailaddress2' | 'emailaddress2_proven' | 'mobilephone' | 'address1_line1' | 'edu_alergias'>> & {
  documentIfMissing?: string;
};

/** A contact as saved, with what the caller needs to know to drop caches that show its name or picture. */
export interface SavedContact {
  contact: ProfileContactRow;
  /** The full name before the write. */
  previousFullname: string;
  /** Whether the contact organizes events (their name and picture are cached in the formation structures). */
  isOrganizer: boolean;
}

/** The picture columns after a change, the key they replaced and the names the header shows. */
// A type alias, not an interface: a raw statement's row type must be indexable (db.execute<Row>).
export type SavedPicture = {
  previousKey: string | null;
  foto: string | null;
  fullname: string;
  firstname: string | null;
  lastname: string | null;
  isOrganizer: boolean;
};

// Whether the contact organizes any event: read in the same statement as each write.
const isOrganizerOf = (code: unknown) => sql<boolean>`exists (select 1 from ${eventOrganizers} where ${eventOrganizers.edu_codigocontacto} = ${code})`;

/** Data access of the profile (issue 13): each call is one statement. Reads go through the sign-in cache's contact row. */
export function createProfileRepository(db: Database) {
  return {
    /**
     * Writes the editable columns of one contact and answers it as saved; undefined when there is no such
     * contact. The name before the write comes from the statement's own snapshot (a sub-select sees the row
     * as it was).
     */
    async updateContact(code: string, changes: ProfileChanges, at: Date): Promise<SavedContact | undefined> {
      const { documentIfMissing, ...columns } = changes;
      // A DNI the academy wrote meanwhile (the sign-in cache may not have seen it yet) is never overwritten.
      const document =
        documentIfMissing === undefined
          ? {}
          : { edu_documentoidentificativo: sql`coalesce(nullif(trim(${contacts.edu_documentoidentificativo}), ''), ${documentIfMissing})` };
      const [row] = await db
        .update(contacts)
        .set({ ...columns, ...document, updatedAt: at })
        .where(eq(contacts.edu_codigocontacto, code))
        .returning({
          ...getTableColumns(contacts),
          previousFullname: sql<string>`(select c.fullname from ${contacts} c where c.edu_codigocontacto = ${code})`,
          isOrganizer: isOrganizerOf(code),
        });
      if (!row) return undefined;
      const { previousFullname, isOrganizer, ...contact } = row;
      return { contact, previousFullname, isOrganizer };
    },

    /**
     * Sets (or clears, with nulls) the picture of a contact and answers the storage key it replaced, so the
     * old file can go. The row is locked first (`for update`), so two uploads at once each learn the key the
     * other wrote and no file is left behind.
     */
    async replacePicture(code: string, picture: { foto: string | null; fotoKey: string | null }, at: Date): Promise<SavedPicture | undefined> {
      const result = await db.execute<SavedPicture>(sql`
        update ${contacts} c
        set foto = ${picture.foto}, foto_key = ${picture.fotoKey}, updated_at = ${at.toISOString()}::timestamptz
        from (select edu_codigocontacto, foto_key from ${contacts} where edu_codigocontacto = ${code} for update) previous
        where c.edu_codigocontacto = previous.edu_codigocontacto
        returning previous.foto_key as "previousKey", c.foto, c.fullname, c.firstname, c.lastname, ${isOrganizerOf(code)} as "isOrganizer"`);
      // Both drivers answer { rows }.
      const [row] = result.rows;
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
