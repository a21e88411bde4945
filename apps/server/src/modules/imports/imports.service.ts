import { academyTexts } from '@campus/contract';
import { type ImportError, type ImportFileName, type ImportResult } from '@campus/contract';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { EVERY_ROW, type ChangedTable, type TableChanges } from '../../lib/table-changes';
import { authorize } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { AuditEntry, AuditService } from '../audit/audit.service';
import type { InvitationsService } from '../invitations/invitations.service';
import { type CsvFile, fill, readCsvFile } from './import-csv';
import { type ImportPlan, listSnapshotKeys, planImport } from './import-plan';
import { readImportRecords } from './import-rows';
import type { ImportExecutor, ImportsRepository } from './imports.repository';

/** One uploaded file: its name (one of the five) and its bytes. */
export interface ImportFile {
  name: ImportFileName;
  bytes: Uint8Array;
}

/** Thrown inside the transaction to roll it back when the plan has errors found only there. */
class PlanHasErrors extends Error {
  constructor(readonly plan: ImportPlan) {
    super('import plan has errors');
  }
}

/** Past this many keys a table's change is published as "every row": one message instead of thousands. */
const MAX_PUBLISHED_KEYS = 500;
/** The audit log takes its rows in statements of this many (PostgreSQL's 65,535 parameters a statement). */
const AUDIT_CHUNK = 5000;

/**
 * The bulk import (issue 31 item 3): CSV files read, every row checked, compared with Campus by its codes and
 * written in one transaction, in dependency order. A dry run computes the same plan from the same reads without
 * a transaction and writes nothing; any error answers every error and writes nothing.
 */
export function createImportsService(deps: {
  db: Database;
  repository: ImportsRepository;
  audit: AuditService;
  invitations: InvitationsService;
  changes: TableChanges;
  emitter: Pick<RealtimeEmitter, 'emitToUser'>;
  now: () => Date;
}) {
  /** Reads the files and their rows; the errors of cells and headers (no database read yet). */
  function readFiles(files: readonly ImportFile[]) {
    const errors: ImportError[] = [];
    const csvFiles: Partial<Record<ImportFileName, CsvFile>> = {};
    for (const file of files) csvFiles[file.name] = readCsvFile(file.name, file.bytes, errors);
    const records = readImportRecords(csvFiles, errors);
    const columns = Object.fromEntries(Object.entries(csvFiles).map(([name, csv]) => [name, csv.columns])) as Partial<
      Record<ImportFileName, ReadonlySet<string>>
    >;
    return { errors, records, columns };
  }

  async function computePlan(read: ReturnType<typeof readFiles>, executor: ImportExecutor, now: Date): Promise<ImportPlan> {
    const snapshot = await deps.repository.readSnapshot(listSnapshotKeys(read.records), executor);
    const plan = planImport(read.records, snapshot, read.columns, now);
    plan.errors.unshift(...read.errors);
    plan.errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return plan;
  }

  async function writePlan(plan: ImportPlan, actor: Actor | null, tx: ImportExecutor, now: Date) {
    const repository = deps.repository;
    await repository.upsertContacts(plan.contacts.rows, plan.contacts.updatedColumns, tx);
    await repository.upsertFormations(plan.formations.parents, plan.formations.updatedColumns, tx);
    await repository.upsertFormations(plan.formations.groups, plan.formations.updatedColumns, tx);
    await repository.insertTeachers(plan.teachers, tx);
    await repository.insertMatriculas(plan.matriculas, tx);
    await repository.upsertLines(plan.lines.rows, plan.lines.updatedColumns, tx);
    const eventIds = await repository.upsertEvents(plan.events.rows, plan.events.updatedColumns, tx);
    await repository.replaceEventGroups(
      [...plan.events.groupOf].map(([sourceId, group]) => ({ event_id: eventIds.get(sourceId)!, edu_codigoformacion: group })),
      plan.events.movedIds,
      tx,
    );
    const total = (counts: ImportPlan['created']) => Object.values(counts).reduce((sum, count) => sum + count, 0);
    const entries: AuditEntry[] = [
      {
        action: 'import.apply',
        entityType: 'import',
        entityId: now.toISOString(),
        summary: fill(academyTexts.backOfficeImport.auditApply, { created: total(plan.created), updated: total(plan.updated) }),
        before: null,
        after: { created: plan.created, updated: plan.updated },
      },
      ...plan.audit,
    ];
    for (let index = 0; index < entries.length; index += AUDIT_CHUNK) await deps.audit.recordChanges(actor, entries.slice(index, index + AUDIT_CHUNK), tx);
    // Last: with SMTP the mails leave now, when nothing but the commit is left to fail.
    const created = plan.contacts.created;
    const invitations = created.length
      ? await deps.invitations.sendInvitations(
          created.map((record) => ({
            edu_codigocontacto: record.code,
            emailaddress1: record.emailaddress1,
            firstname: record.firstname,
            fullname: [record.firstname, record.lastname].filter(Boolean).join(' '),
          })),
          actor?.edu_codigocontacto ?? null,
          tx,
        )
      : [];
    return invitations;
  }

  /** After the commit: the caches drop what changed (on every instance), and students' open pages reload their groups. */
  function announce(plan: ImportPlan) {
    const publish = (table: ChangedTable, keys: ReadonlySet<string>) => {
      if (keys.size === 0) return;
      deps.changes.publish(table, keys.size > MAX_PUBLISHED_KEYS ? EVERY_ROW : keys);
    };
    publish('contacts', plan.changed.contacts);
    publish('formations', plan.changed.formations);
    publish('formation_teachers', plan.changed.teachers);
    if (plan.matriculas.length) publish('matriculas', new Set(plan.matriculas.map((row) => row.edu_codigocontacto)));
    publish('lineas_matricula', plan.changed.students);
    // An event that changed groups may have left another formation's calendar: every calendar drops it.
    const eventKeys = plan.changed.hasMovedEvents ? new Set([EVERY_ROW]) : plan.changed.eventFormations;
    if (plan.events.rows.length) publish('events', eventKeys);
    if (plan.events.groupOf.size) publish('event_formations', eventKeys);
    for (const [student, change] of plan.students) {
      deps.emitter.emitToUser(student, 'enrolments-changed', { reason: change.reason, groupCodes: [...change.groupCodes] });
    }
  }

  async function runImport(actor: Actor | null, files: readonly ImportFile[], options: { isDryRun: boolean }): Promise<ImportResult> {
    const now = deps.now();
    const read = readFiles(files);
    const answer = (plan: ImportPlan, invitations?: ImportResult['invitations']): ImportResult => ({
      status: plan.errors.length ? 'error' : 'ok',
      dryRun: options.isDryRun,
      created: plan.created,
      updated: plan.updated,
      errors: plan.errors,
      ...(invitations && invitations.length ? { invitations } : {}),
    });
    if (options.isDryRun) return answer(await computePlan(read, deps.db, now));
    try {
      const { plan, sent } = await deps.db.transaction(async (tx) => {
        // Read inside the transaction: what is compared is what is written over.
        const plan = await computePlan(read, tx, now);
        if (plan.errors.length) throw new PlanHasErrors(plan);
        return { plan, sent: await writePlan(plan, actor, tx, now) };
      });
      announce(plan);
      const links = sent.flatMap((invitation) =>
        invitation.url ? [{ edu_codigocontacto: invitation.edu_codigocontacto, emailaddress1: invitation.emailaddress1, url: invitation.url }] : [],
      );
      return answer(plan, links);
    } catch (error) {
      if (error instanceof PlanHasErrors) return answer(error.plan);
      throw error;
    }
  }

  return {
    /** The back office and the CRM's API key: an academy person or a write-scoped key. */
    async importFiles(
      actor: Actor | null | undefined,
      receiveFiles: () => Promise<readonly ImportFile[]>,
      options: { isDryRun: boolean },
    ): Promise<ImportResult> {
      const allowed = authorize(actor, 'writeBackOffice');
      // Read only once allowed: a refused caller's upload is never read.
      return runImport(allowed, await receiveFiles(), options);
    },

    /** `npm run import -- <folder>`: whoever runs the command on the server already holds the database. */
    async importFilesFromCommandLine(files: readonly ImportFile[], options: { isDryRun: boolean }): Promise<ImportResult> {
      return runImport(null, files, options);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
