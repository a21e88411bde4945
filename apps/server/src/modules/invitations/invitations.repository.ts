import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, invitations } from '../../db/schema';

export type InvitationExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
export type InvitationRow = typeof invitations.$inferSelect;

/** An open invitation with the person it invites, as the acceptance page greets and checks them. */
export interface OpenInvitation {
  id: number;
  expiresAt: Date;
  contact: {
    edu_codigocontacto: string;
    fullname: string;
    firstname: string | null;
    emailaddress1: string;
    freemium: boolean;
    edu_tipocontacto: string;
    admin: boolean;
    statecode: number;
  };
}

/** Rolls the acceptance back when the person was suspended between the page's read and the write. */
class InvitationNotAccepted extends Error {}

/** The open (unused, not superseded, unexpired) condition of an invitation at `at`. */
const isOpenAt = (at: Date) => and(isNull(invitations.used_at), isNull(invitations.superseded_at), sql`${invitations.expires_at} > ${at}`);

/** Invitations (issue 31): one open (unused, unexpired, not superseded) per person at a time. */
export function createInvitationsRepository(db: Database) {
  return {
    /** Supersedes the person's open invitations and stores the new one, in one transaction (or the caller's). */
    async replaceOpenInvitations(rows: readonly (typeof invitations.$inferInsert)[], at: Date, executor: InvitationExecutor = db): Promise<void> {
      if (rows.length === 0) return;
      const codes = [...new Set(rows.map((row) => row.edu_codigocontacto))];
      await executor
        .update(invitations)
        .set({ superseded_at: at })
        .where(
          and(sql`${invitations.edu_codigocontacto} = any(${sql.param(codes)}::varchar[])`, isNull(invitations.used_at), isNull(invitations.superseded_at)),
        );
      await executor.insert(invitations).values([...rows]);
    },

    /** The open invitation of a token hash, or undefined (used, superseded or expired). */
    async findOpenInvitation(tokenHash: string, at: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(
          and(eq(invitations.token_hash, tokenHash), isNull(invitations.used_at), isNull(invitations.superseded_at), sql`${invitations.expires_at} > ${at}`),
        )
        .limit(1);
      return row;
    },

    /** The open invitation of a token hash with its person, in one statement; undefined when it is not open. */
    async findOpenInvitationWithContact(tokenHash: string, at: Date): Promise<OpenInvitation | undefined> {
      const [row] = await db
        .select({
          id: invitations.id,
          expiresAt: invitations.expires_at,
          contact: {
            edu_codigocontacto: contacts.edu_codigocontacto,
            fullname: contacts.fullname,
            firstname: contacts.firstname,
            emailaddress1: contacts.emailaddress1,
            freemium: contacts.freemium,
            edu_tipocontacto: contacts.edu_tipocontacto,
            admin: contacts.admin,
            statecode: contacts.statecode,
          },
        })
        .from(invitations)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, invitations.edu_codigocontacto))
        .where(and(eq(invitations.token_hash, tokenHash), isOpenAt(at)))
        .limit(1);
      return row;
    },

    /**
     * Spends an invitation and stores the person's password in one transaction, with whatever `alongside` writes
     * (the audit entry). False, and nothing written, when the invitation is no longer open (a second submit, a
     * newer invitation, expiry) or the person is no longer active: the conditional updates decide, not an earlier read.
     */
    async acceptInvitation(
      input: { invitationId: number; contactCode: string; passwordHash: string; at: Date },
      alongside: (tx: InvitationExecutor) => Promise<void>,
    ): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const spent = await tx
            .update(invitations)
            .set({ used_at: input.at })
            .where(and(eq(invitations.id, input.invitationId), isOpenAt(input.at)))
            .returning({ id: invitations.id });
          if (spent.length === 0) return false;
          const updated = await tx
            .update(contacts)
            .set({ password_hash: input.passwordHash, must_change_password: false, updatedAt: input.at })
            .where(and(eq(contacts.edu_codigocontacto, input.contactCode), eq(contacts.statecode, 0)))
            .returning({ code: contacts.edu_codigocontacto });
          if (updated.length === 0) throw new InvitationNotAccepted();
          await alongside(tx);
          return true;
        });
      } catch (error) {
        if (error instanceof InvitationNotAccepted) return false;
        throw error;
      }
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
