/**
 * `npm run import -- <carpeta> [--dry-run]` (issue 31 item 3): imports the academy's CSV files of a folder into the
 * configured database (DATABASE_URL, else the embedded PGlite of DATA_DIR), exactly as the back office's import does:
 * same checks, one transaction, idempotent by codes. Prints the counts, every error (file:line:column message) and,
 * without SMTP, the invitation links of the new people. Exit code 1 when anything was wrong (nothing is then written).
 *
 * The embedded database is single-process: while a server holds DATA_DIR the command refuses and says so (import from
 * the running server's page instead). On PostgreSQL it runs beside the servers; with REDIS_URL their caches drop what
 * changed, and students' open pages catch up on their next load (socket events stay within a server).
 */
import { academyTexts } from '@campus/contract';
import fs from 'node:fs';
import path from 'node:path';
import { importFileNames, type ImportResult } from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createMailSender } from '../integrations/mail/create-mail-sender';
import { connectRedisInvalidationBus, createLocalInvalidationBus } from '../lib/invalidation-bus';
import { createTableChanges } from '../lib/table-changes';
import { createAuditLogRepository } from '../modules/audit/audit-log.repository';
import { createAuditRepository } from '../modules/audit/audit.repository';
import { createAuditService } from '../modules/audit/audit.service';
import { fill } from '../modules/imports/import-csv';
import { createImportsRepository } from '../modules/imports/imports.repository';
import { createImportsService, type ImportFile } from '../modules/imports/imports.service';
import { createInvitationsRepository } from '../modules/invitations/invitations.repository';
import { createInvitationsService } from '../modules/invitations/invitations.service';

const t = academyTexts.backOfficeImport;

/** The five files the folder holds (any may be missing). */
function readFolder(folder: string): ImportFile[] {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new ConfigError(fill(t.cliFolderMissing, { folder }));
  const files = importFileNames.flatMap((name) => {
    const file = path.join(folder, name);
    return fs.existsSync(file) ? [{ name, bytes: fs.readFileSync(file) }] : [];
  });
  if (files.length === 0) throw new ConfigError(fill(t.cliNoFiles, { folder }));
  return files;
}

/** The PID in DATA_DIR's lock when a live process other than this one holds it (db/data-dir-lock.ts). */
function findLockHolder(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'campus.lock'), 'utf8').trim(), 10);
    if (!Number.isInteger(pid) || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? -1 : null;
  }
}

/** The report: counts, then errors, then invitation links. */
export function formatImportReport(result: ImportResult): string[] {
  const lines = [result.dryRun ? t.cliDryRun : result.errors.length ? '' : t.cliApplied].filter(Boolean);
  for (const kind of Object.keys(t.kinds) as (keyof typeof t.kinds)[]) {
    lines.push(fill(t.cliCounts, { kind: t.kinds[kind], created: result.created[kind], updated: result.updated[kind] }));
  }
  if (result.errors.length) {
    lines.push(fill(t.cliErrors, { count: result.errors.length }));
    for (const error of result.errors) lines.push(`${error.file}:${error.line}:${error.column || '-'} ${error.message}`);
  }
  if (result.invitations?.length) {
    lines.push(t.cliInvitations);
    for (const invitation of result.invitations) lines.push(`${invitation.edu_codigocontacto} ${invitation.emailaddress1} ${invitation.url}`);
  }
  return lines;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const isDryRun = args.includes('--dry-run');
  const folderArg = args.find((arg) => !arg.startsWith('--'));
  if (!folderArg || args.includes('--help')) {
    console.error(t.cliUsage);
    return 2;
  }
  // npm runs scripts from the repository root; the folder is the caller's, relative to where they typed it.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);
  const files = readFolder(folder);
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteWorker: false });
  } catch (error) {
    const holder = !config.DATABASE_URL && error instanceof ConfigError ? findLockHolder(config.DATA_DIR) : null;
    if (holder !== null) throw new ConfigError(fill(t.cliLocked, { folder: path.resolve(config.DATA_DIR), pid: holder }), { cause: error });
    throw error;
  }
  // Logged like the server's errors, on the terminal.
  const logger = console as unknown as FastifyBaseLogger;
  const bus = config.REDIS_URL ? await connectRedisInvalidationBus(config.REDIS_URL, logger) : createLocalInvalidationBus();
  try {
    await database.migrate();
    const { db } = database;
    const now = () => new Date();
    const service = createImportsService({
      db,
      repository: createImportsRepository(db),
      audit: createAuditService({ repository: createAuditRepository(db), logRepository: createAuditLogRepository(db), now }),
      invitations: createInvitationsService({
        repository: createInvitationsRepository(db),
        mail: createMailSender(config, db, now),
        publicUrl: config.PUBLIC_URL,
        now,
      }),
      changes: createTableChanges(bus),
      // Socket events belong to a server's connections; none here.
      emitter: { emitToUser: () => {} },
      now,
    });
    const result = await service.importFilesFromCommandLine(files, { isDryRun });
    for (const line of formatImportReport(result)) console.log(line);
    return result.errors.length ? 1 : 0;
  } finally {
    await bus.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
