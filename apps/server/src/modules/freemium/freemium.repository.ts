import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  contacts,
  eventFormations,
  events,
  formations,
  freemiumEmailChallenges,
  freemiumOauthCodes,
  leads,
  lineasMatricula,
  matriculas,
} from '../../db/schema';
import type { SimulatedCodeStore } from '../../integrations/freemium-oauth/simulated-freemium-provider';

export type FormationRow = typeof formations.$inferSelect;

const parents = alias(formations, 'parent_formation');
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const randomCode = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Data access of the freemium sign-in: trial groups, freemium contacts and their enrolments, simulated codes. */
export function createFreemiumRepository(db: Database) {
  const codeStore: SimulatedCodeStore = {
    async insertCode(row) {
      await db.insert(freemiumOauthCodes).values(row);
    },
    async consumeCode(codeHash, now) {
      const [row] = await db
        .update(freemiumOauthCodes)
        .set({ used_at: now })
        .where(and(eq(freemiumOauthCodes.code_hash, codeHash), isNull(freemiumOauthCodes.used_at), gt(freemiumOauthCodes.expires_at, now)))
        .returning();
      return row;
    },
    async insertChallenge(row) {
      const [inserted] = await db.insert(freemiumEmailChallenges).values(row).returning({ id: freemiumEmailChallenges.id });
      return inserted!.id;
    },
    async countChallengeAttempt(id, maxAttempts, now) {
      if (!UUID_PATTERN.test(id)) return undefined;
      const [row] = await db
        .update(freemiumEmailChallenges)
        .set({ attempts: sql`${freemiumEmailChallenges.attempts} + 1` })
        .where(
          and(
            eq(freemiumEmailChallenges.id, id),
            isNull(freemiumEmailChallenges.used_at),
            gt(freemiumEmailChallenges.expires_at, now),
            lt(freemiumEmailChallenges.attempts, maxAttempts),
          ),
        )
        .returning();
      return row;
    },
    async closeChallenge(id, now) {
      const rows = await db
        .update(freemiumEmailChallenges)
        .set({ used_at: now })
        .where(and(eq(freemiumEmailChallenges.id, id), isNull(freemiumEmailChallenges.used_at)))
        .returning({ id: freemiumEmailChallenges.id });
      return rows.length === 1;
    },
  };

  return {
    codeStore,

    /**
     * The trial group of a course (a group or a main formation, by code or slug, any case): a group open to
     * freemium trials that has freemium content. A group asked by name wins over its siblings; otherwise
     * the one whose classes started last.
     */
    async findFreemiumGroup(course: string): Promise<FormationRow | undefined> {
      const key = course.trim().toLowerCase();
      const named = sql`(lower(${formations.edu_codigoformacion}) = ${key} or lower(${formations.slug}) = ${key})`;
      const parentNamed = sql`(lower(${parents.edu_codigoformacion}) = ${key} or lower(${parents.slug}) = ${key})`;
      const hasFreeContent = sql`exists (select 1 from ${eventFormations} join ${events} on ${events.id} = ${eventFormations.event_id}
        where ${eventFormations.edu_codigoformacion} = ${formations.edu_codigoformacion} and ${events.freemium} = true)`;
      const [row] = await db
        .select({ group: formations })
        .from(formations)
        .innerJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
        .where(and(eq(formations.is_freemium_available, true), or(named, parentNamed), hasFreeContent))
        .orderBy(desc(sql`case when ${named} then 1 else 0 end`), desc(formations.edu_fechainicioclases), asc(formations.edu_codigoformacion))
        .limit(1);
      return row?.group;
    },

    /**
     * A new freemium contact; undefined when the e-mail already has a contact (a concurrent sign-in may
     * have just created it), so a caller that must only open its own new account can tell.
     */
    async createFreemiumContact(values: { email: string; fullname: string; mobilephone: string | null; now: Date }): Promise<string | undefined> {
      const [first, ...rest] = values.fullname.split(/\s+/);
      const [row] = await db
        .insert(contacts)
        .values({
          edu_codigocontacto: randomCode('FRE'),
          fullname: values.fullname,
          firstname: (first ?? values.fullname).slice(0, 100),
          lastname: rest.join(' ').slice(0, 100) || null,
          emailaddress1: values.email,
          mobilephone: values.mobilephone,
          edu_tipocontacto: '1',
          edu_matriculado: '1',
          edu_fechaalta: values.now.toISOString().slice(0, 10),
          freemium: true,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing({ target: contacts.emailaddress1 })
        .returning({ code: contacts.edu_codigocontacto });
      return row?.code;
    },

    /** Records the account a lead's link created; false when the lead already has one (a concurrent click). */
    async claimLeadAccount(leadId: string, contactCode: string): Promise<boolean> {
      const rows = await db
        .update(leads)
        .set({ contact_code: contactCode })
        .where(and(eq(leads.id, leadId), isNull(leads.contact_code)))
        .returning({ id: leads.id });
      return rows.length === 1;
    },

    /** Enrols the contact in the trial group (one enrolment per main formation, one active line; no fees). */
    async ensureEnrolment(contactCode: string, group: FormationRow, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [line] = await tx
          .select({ code: lineasMatricula.edu_codigolineamatricula })
          .from(lineasMatricula)
          .where(
            and(
              eq(lineasMatricula.edu_codigoalumno, contactCode),
              eq(lineasMatricula.edu_codigoformacion, group.edu_codigoformacion),
              eq(lineasMatricula.edu_activa, 0),
            ),
          )
          .limit(1);
        if (line) return;
        const parentCode = group.edu_principalcodigoformacion;
        const [existing] = await tx
          .select({ code: matriculas.edu_codigomatricula })
          .from(matriculas)
          .where(
            and(
              eq(matriculas.edu_codigocontacto, contactCode),
              parentCode ? eq(matriculas.edu_codigoformacion, parentCode) : isNull(matriculas.edu_codigoformacion),
            ),
          )
          .limit(1);
        let matricula = existing?.code;
        if (!matricula) {
          matricula = randomCode('MAT-F');
          await tx.insert(matriculas).values({
            edu_codigomatricula: matricula,
            edu_codigocontacto: contactCode,
            edu_codigoformacion: parentCode,
            edu_fechamatricula: now,
            created_at: now,
          });
        }
        await tx.insert(lineasMatricula).values({
          edu_codigolineamatricula: randomCode('LM-F'),
          edu_matricula: matricula,
          edu_codigoformacion: group.edu_codigoformacion,
          edu_codigoalumno: contactCode,
          edu_fechainicio: now,
          edu_fechafin: group.edu_fechafinacceso,
          edu_activa: 0,
          created_at: now,
        });
        await tx.update(contacts).set({ edu_matriculado: '1', updatedAt: now }).where(eq(contacts.edu_codigocontacto, contactCode));
      });
    },

    /** The trial groups the contact is enrolled in, with their main formation. */
    async listFreemiumGroups(contactCode: string) {
      return db
        .select({ group: formations, parent: parents })
        .from(lineasMatricula)
        .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
        .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
        .where(and(eq(lineasMatricula.edu_codigoalumno, contactCode), eq(lineasMatricula.edu_activa, 0), eq(formations.is_freemium_available, true)))
        .orderBy(asc(formations.edu_formacion));
    },
  };
}

export type FreemiumRepository = ReturnType<typeof createFreemiumRepository>;
