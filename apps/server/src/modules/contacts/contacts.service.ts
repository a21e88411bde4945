import type { ContactRow, ContactsRepository } from './contacts.repository';

export type { ContactRow } from './contacts.repository';

/**
 * The owner of the contact look-ups other modules need (sign-in, the session cache, freemium sign-in, the test
 * space): they call this service, never a repository that reads the contacts table for them. Reads are not
 * cached here; the session cache (auth) keeps the per-request row.
 */
export function createContactsService(deps: { repository: ContactsRepository }) {
  const { repository } = deps;
  return {
    /** The contact of a code, whatever its state (callers apply the access rule). */
    findContactByCode: (code: string): Promise<ContactRow | undefined> => repository.findContactByCode(code),
    /** The contact whose main e-mail is this one, compared without case. */
    findContactByEmail: (email: string): Promise<ContactRow | undefined> => repository.findContactByEmail(email),
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
