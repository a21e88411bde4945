import { academyTexts } from '@campus/contract';
import {
  type CreatePersonBody,
  formatContactTypes,
  parseContactTypes,
  type PeopleAnswer,
  type PersonAnswer,
  type PersonDetail,
  type PersonInvitationState,
  type PersonSummary,
  type UpdatePersonBody,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { authorize } from '../../policies';
import type { AuditEntry, AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { InvitationsService, SentInvitation } from '../invitations/invitations.service';
import type { EnrolmentLineRow, PeopleExecutor, PeopleRepository, PersonListRow, PersonRow, TaughtGroupRow } from './people.repository';

const t = academyTexts.backOfficePeople;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The fields a person's audit entries compare (the form's, as the table stores them). */
type AuditedFields = {
  firstname: string | null;
  lastname: string | null;
  fullname: string;
  emailaddress1: string;
  emailaddress2: string | null;
  mobilephone: string | null;
  edu_documentoidentificativo: string | null;
  edu_tipocontacto: string;
  admin: boolean;
};

/** PostgreSQL's unique violation (two staff creating the same code or e-mail at once): a 409, not a 500. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function toPersonSummary(row: PersonListRow): PersonSummary {
  return {
    edu_codigocontacto: row.edu_codigocontacto,
    fullname: row.fullname,
    firstname: row.firstname,
    lastname: row.lastname,
    emailaddress1: row.emailaddress1,
    emailaddress2: row.emailaddress2,
    mobilephone: row.mobilephone,
    edu_documentoidentificativo: row.edu_documentoidentificativo,
    contactTypes: parseContactTypes(row.edu_tipocontacto),
    admin: row.admin,
    state: row.statecode === 0 ? 'active' : 'suspended',
  };
}

function toInvitationState(row: PersonRow, now: Date): PersonInvitationState {
  if (row.hasPassword) return { state: 'accepted' };
  const invitation = row.invitation;
  if (!invitation) return { state: 'none' };
  if (invitation.used_at) return { state: 'accepted' };
  const expiresAt = new Date(invitation.expires_at);
  return { state: expiresAt.getTime() > now.getTime() ? 'pending' : 'expired', expiresAt: expiresAt.toISOString() };
}

function toPersonDetail(row: PersonRow, lines: readonly EnrolmentLineRow[], groups: readonly TaughtGroupRow[], now: Date): PersonDetail {
  const connections = [row.lastSessionAt, row.lastActivityAt].filter((value): value is Date => value !== null).map((value) => new Date(value).getTime());
  return {
    ...toPersonSummary(row),
    suspendedAt: iso(row.suspended_at),
    suspendedBy: row.suspended_by ? { edu_codigocontacto: row.suspended_by, fullname: row.suspendedByName } : null,
    createdAt: row.createdAt.toISOString(),
    enrolments: lines.map((line) => ({
      edu_codigolineamatricula: line.edu_codigolineamatricula,
      edu_codigomatricula: line.edu_codigomatricula,
      groupCode: line.groupCode,
      groupName: line.groupName,
      formationCode: line.formationCode,
      formationName: line.formationName,
      startsAt: iso(line.startsAt),
      endsAt: iso(line.endsAt),
      isActive: line.edu_activa === 0 && line.enrolmentState === 0,
    })),
    groupsTaught: groups.map((group) => ({ ...group, classesStartAt: iso(group.classesStartAt), classesEndAt: iso(group.classesEndAt) })),
    lastConnectionAt: connections.length > 0 ? new Date(Math.max(...connections)).toISOString() : null,
    invitation: toInvitationState(row, now),
  };
}

const auditedFieldsOf = (row: AuditedFields): AuditedFields => ({
  firstname: row.firstname,
  lastname: row.lastname,
  fullname: row.fullname,
  emailaddress1: row.emailaddress1,
  emailaddress2: row.emailaddress2,
  mobilephone: row.mobilephone,
  edu_documentoidentificativo: row.edu_documentoidentificativo,
  edu_tipocontacto: row.edu_tipocontacto,
  admin: row.admin,
});

/** The fields that differ, before and after (an edit's audit entry keeps only those). */
function diffFields(before: AuditedFields, after: AuditedFields) {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AuditedFields)[]) {
    if (before[key] !== after[key]) {
      changedBefore[key] = before[key];
      changedAfter[key] = after[key];
    }
  }
  return { before: changedBefore, after: changedAfter, hasChanges: Object.keys(changedAfter).length > 0 };
}

/**
 * The back office's people (issue 31 item 1): search and read people, create and edit them, suspend (their
 * sessions end at once) and reactivate them, send their invitation. Every method authorizes first (an API key of
 * the academy's CRM reads with any scope and writes with `write`); every write is audited in its transaction and
 * publishes `contacts`, whose rows the session cache keeps.
 */
export function createPeopleService(deps: {
  repository: PeopleRepository;
  audit: Pick<AuditService, 'recordChanges'>;
  invitations: Pick<InvitationsService, 'sendInvitations'>;
  sessions: Pick<AuthService, 'endAllSessionsOf'>;
  changes: TableChanges;
  now: () => Date;
}) {
  const { repository, changes, now } = deps;

  /** The person of a code (never a free-trial visitor), or 404. */
  async function findPersonOr404(code: string, executor?: PeopleExecutor): Promise<PersonRow> {
    const row = await repository.findPerson(code, executor);
    if (!row || row.freemium) throw new AppError('not_found', t.notFound);
    return row;
  }

  /** The person as every answer carries them: three statements, whatever their history. */
  async function readDetail(code: string): Promise<PersonDetail> {
    const [row, lines, groups] = await Promise.all([findPersonOr404(code), repository.listEnrolmentLines(code), repository.listTaughtGroups(code)]);
    return toPersonDetail(row, lines, groups, now());
  }

  const answer = async (code: string, invitation: SentInvitation | null = null): Promise<PersonAnswer> => ({
    status: 'ok',
    person: await readDetail(code),
    invitation: invitation
      ? { emailaddress1: invitation.emailaddress1, delivery: invitation.delivery, url: invitation.url, expiresAt: invitation.expiresAt.toISOString() }
      : null,
  });

  const summaryValues = (row: { fullname: string; edu_codigocontacto: string }) => ({ name: row.fullname, code: row.edu_codigocontacto });

  /** Issues the person's invitation (mailed, or a link to hand over) and records it. */
  async function invite(actor: Actor, person: { edu_codigocontacto: string; emailaddress1: string; firstname: string | null; fullname: string }) {
    const [sent] = await deps.invitations.sendInvitations([person], actor.apiKey ? null : actor.edu_codigocontacto);
    await deps.audit.recordChanges(actor, [
      {
        action: 'contact.invite',
        entityType: 'contact',
        entityId: person.edu_codigocontacto,
        summary: fill(t.auditInvite, summaryValues(person)),
        after: { delivery: sent!.delivery, expiresAt: sent!.expiresAt.toISOString() },
      },
    ]);
    return sent!;
  }

  /** Sets the suspension columns (and statecode) in one audited transaction. */
  async function setSuspension(actor: Actor, code: string, isSuspending: boolean): Promise<void> {
    await repository.transaction(async (tx) => {
      const row = await findPersonOr404(code, tx);
      const isSuspended = row.statecode !== 0;
      if (isSuspending && isSuspended) throw new AppError('conflict', t.alreadySuspended);
      if (!isSuspending && !isSuspended) throw new AppError('conflict', t.notSuspended);
      const at = now();
      const values = isSuspending
        ? { statecode: 1, suspended_at: at, suspended_by: actor.edu_codigocontacto, updatedAt: at }
        : { statecode: 0, suspended_at: null, suspended_by: null, updatedAt: at };
      await repository.updateContact(code, values, tx);
      const entry: AuditEntry = {
        action: isSuspending ? 'contact.suspend' : 'contact.reactivate',
        entityType: 'contact',
        entityId: code,
        summary: fill(isSuspending ? t.auditSuspend : t.auditReactivate, summaryValues(row)),
        before: { statecode: row.statecode, suspended_at: iso(row.suspended_at), suspended_by: row.suspended_by },
        after: { statecode: values.statecode, suspended_at: iso(values.suspended_at), suspended_by: values.suspended_by },
      };
      await deps.audit.recordChanges(actor, [entry], tx);
    });
    changes.publish('contacts', code);
  }

  return {
    /** GET /api/gestion/personas: one page of the search, and its total. */
    async listPeople(
      actor: Actor | null,
      query: { q: string; page: number; pageSize: number; type?: number | undefined; state?: 'active' | 'suspended' | undefined },
    ): Promise<PeopleAnswer> {
      authorize(actor, 'readBackOffice');
      const { rows, total } = await repository.listPeople({ q: query.q, type: query.type, state: query.state }, query.page, query.pageSize);
      return { status: 'ok', people: rows.map(toPersonSummary), page: query.page, pageSize: query.pageSize, total };
    },

    /** GET /api/gestion/personas/:contactCode */
    async getPerson(actor: Actor | null, code: string): Promise<PersonAnswer> {
      authorize(actor, 'readBackOffice');
      return answer(code);
    },

    /** POST /api/gestion/personas: a new person (the next free CON- code unless one is given), optionally invited. */
    async createPerson(actor: Actor | null, body: CreatePersonBody): Promise<PersonAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const fullname = `${body.firstname} ${body.lastname}`;
      let code: string;
      try {
        code = await repository.transaction(async (tx) => {
          if (body.edu_codigocontacto && (await repository.existsCode(body.edu_codigocontacto, tx))) {
            throw new AppError('conflict', fill(t.codeTaken, { code: body.edu_codigocontacto }));
          }
          if (await repository.findCodeByEmail(body.emailaddress1, null, tx)) throw new AppError('conflict', fill(t.emailTaken, { email: body.emailaddress1 }));
          const newCode = body.edu_codigocontacto ?? (await repository.nextContactCode(tx));
          const fields: AuditedFields = {
            firstname: body.firstname,
            lastname: body.lastname,
            fullname,
            emailaddress1: body.emailaddress1,
            emailaddress2: body.emailaddress2 ?? null,
            mobilephone: body.mobilephone ?? null,
            edu_documentoidentificativo: body.edu_documentoidentificativo ?? null,
            edu_tipocontacto: formatContactTypes(body.contactTypes),
            admin: body.admin ?? false,
          };
          const at = now();
          // A personal address the academy writes is proven (credentials resets may mail it).
          await repository.insertContact(
            {
              edu_codigocontacto: newCode,
              ...fields,
              emailaddress2_proven: fields.emailaddress2,
              edu_fechaalta: at.toISOString().slice(0, 10),
              createdAt: at,
              updatedAt: at,
            },
            tx,
          );
          await deps.audit.recordChanges(
            checked,
            [
              {
                action: 'contact.create',
                entityType: 'contact',
                entityId: newCode,
                summary: fill(t.auditCreate, { name: fullname, code: newCode }),
                before: null,
                after: { ...fields },
              },
            ],
            tx,
          );
          return newCode;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', fill(t.emailTaken, { email: body.emailaddress1 }), { cause: error });
        throw error;
      }
      changes.publish('contacts', code);
      const invitation = body.sendInvitation
        ? await invite(checked, { edu_codigocontacto: code, emailaddress1: body.emailaddress1, firstname: body.firstname, fullname })
        : null;
      return answer(code, invitation);
    },

    /** PATCH /api/gestion/personas/:contactCode: the fields sent; an e-mail must stay unique (409). */
    async updatePerson(actor: Actor | null, code: string, body: UpdatePersonBody): Promise<PersonAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      let hasChanged = false;
      try {
        await repository.transaction(async (tx) => {
          const row = await findPersonOr404(code, tx);
          const before = auditedFieldsOf(row);
          const firstname = body.firstname ?? row.firstname;
          const lastname = body.lastname ?? row.lastname;
          const after: AuditedFields = {
            firstname,
            lastname,
            fullname: body.firstname !== undefined || body.lastname !== undefined ? [firstname, lastname].filter(Boolean).join(' ') : row.fullname,
            emailaddress1: body.emailaddress1 ?? row.emailaddress1,
            emailaddress2: body.emailaddress2 !== undefined ? body.emailaddress2 : row.emailaddress2,
            mobilephone: body.mobilephone !== undefined ? body.mobilephone : row.mobilephone,
            edu_documentoidentificativo: body.edu_documentoidentificativo !== undefined ? body.edu_documentoidentificativo : row.edu_documentoidentificativo,
            edu_tipocontacto: body.contactTypes ? formatContactTypes(body.contactTypes) : row.edu_tipocontacto,
            admin: body.admin ?? row.admin,
          };
          const diff = diffFields(before, after);
          if (!diff.hasChanges) return;
          if (after.emailaddress1.toLowerCase() !== before.emailaddress1.toLowerCase() && (await repository.findCodeByEmail(after.emailaddress1, code, tx))) {
            throw new AppError('conflict', fill(t.emailTaken, { email: after.emailaddress1 }));
          }
          const isPersonalEmailChanged = after.emailaddress2 !== before.emailaddress2;
          await repository.updateContact(
            code,
            { ...after, ...(isPersonalEmailChanged ? { emailaddress2_proven: after.emailaddress2 } : {}), updatedAt: now() },
            tx,
          );
          await deps.audit.recordChanges(
            checked,
            [
              {
                action: 'contact.update',
                entityType: 'contact',
                entityId: code,
                summary: fill(t.auditUpdate, { name: after.fullname, code }),
                before: diff.before,
                after: diff.after,
              },
            ],
            tx,
          );
          hasChanged = true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', fill(t.emailTaken, { email: body.emailaddress1 ?? '' }), { cause: error });
        throw error;
      }
      if (hasChanged) changes.publish('contacts', code);
      return answer(code);
    },

    /** POST …/suspension: statecode 1, and every session of the person ends at once (sockets included). */
    async suspendPerson(actor: Actor | null, code: string): Promise<PersonAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      if (!checked.apiKey && checked.edu_codigocontacto === code) throw new AppError('conflict', t.cannotSuspendSelf);
      await setSuspension(checked, code, true);
      await deps.sessions.endAllSessionsOf(code);
      return answer(code);
    },

    /** DELETE …/suspension: statecode 0; the person signs in again with their password. */
    async reactivatePerson(actor: Actor | null, code: string): Promise<PersonAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      await setSuspension(checked, code, false);
      return answer(code);
    },

    /** POST …/invitacion: a new invitation (the open one is superseded); refused once a password is chosen. */
    async invitePerson(actor: Actor | null, code: string): Promise<PersonAnswer> {
      const checked = authorize(actor, 'writeBackOffice');
      const row = await findPersonOr404(code);
      if (!row.emailaddress1) throw new AppError('conflict', academyTexts.backOfficeInvitations.noEmail);
      if (row.statecode !== 0) throw new AppError('conflict', academyTexts.backOfficeInvitations.suspended);
      if (row.hasPassword) throw new AppError('conflict', academyTexts.backOfficeInvitations.alreadyActive);
      return answer(code, await invite(checked, row));
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
