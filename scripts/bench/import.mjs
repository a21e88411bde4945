// Section "import" (issue 31): a 5,000-person, 200-group, 20,000-enrolment academy imported through
// POST /api/gestion/importaciones as the admin (dry run, apply, the same files again), each step timed; then the
// back-office lists read at that size against the bare-server ceiling (reads.mjs), with the admin's token.
import fs from 'node:fs';
import os from 'node:os';
import { writeImportFolder } from './import-data.mjs';
import { runReads } from './reads.mjs';

const IMPORT_PATH = '/api/gestion/importaciones';

/** One call of the import with every file as its own part; answers its seconds and the answer's counts. */
async function postImport(baseUrl, token, files, isDryRun) {
  const form = new FormData();
  for (const [name, text] of Object.entries(files)) form.append(name, new Blob([text], { type: 'text/csv' }), name);
  const started = performance.now();
  const res = await fetch(`${baseUrl}${IMPORT_PATH}?dryRun=${isDryRun}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  let answer = null;
  try {
    answer = JSON.parse(text);
  } catch {
    /* not JSON: reported by status */
  }
  return {
    dryRun: isDryRun,
    status: res.status,
    seconds: Math.round(seconds * 100) / 100,
    created: answer?.created ?? null,
    updated: answer?.updated ?? null,
    errors: Array.isArray(answer?.errors) ? answer.errors.length : null,
    firstErrors: Array.isArray(answer?.errors) ? answer.errors.slice(0, 3) : undefined,
    invitations: Array.isArray(answer?.invitations) ? answer.invitations.length : null,
    // A refusal's message; a 422 with errors says them in firstErrors instead.
    message: res.ok || Array.isArray(answer?.errors) ? undefined : (answer?.message ?? text.slice(0, 200)),
  };
}

/**
 * Generates the academy, imports it in four steps (dry run, apply, dry run again: nothing to create, apply again:
 * idempotent) and reads the back-office lists. Answers { sizes, bytes, steps, reads } or { skipped } when the route
 * is missing or refuses the admin.
 */
export async function runImport({ baseUrl, serverPid, adminToken, sizes, readScenarios, readOptions, log }) {
  const data = writeImportFolder(sizes);
  const bytes = Object.values(data.files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  log(
    `  ${data.counts.contacts} personas, ${data.counts.formations} formaciones (${data.groupCodes.length} grupos), ${data.counts.teachers} docentes de grupo, ${data.counts.enrolments} líneas de matrícula: ${(bytes / 1024 / 1024).toFixed(1)} MB de CSV en ${data.folder}`,
  );
  const steps = [];
  try {
    const labels = ['comprobación', 'aplicación', 'comprobación otra vez', 'aplicación otra vez'];
    for (const [index, isDryRun] of [true, false, true, false].entries()) {
      const step = await postImport(baseUrl, adminToken, data.files, isDryRun);
      steps.push({ label: labels[index], loadAverage: Math.round(os.loadavg()[0] * 100) / 100, ...step });
      log(
        `  ${labels[index].padEnd(22)} ${String(step.status).padStart(3)} en ${step.seconds.toFixed(2)} s · creados ${JSON.stringify(step.created)} · actualizados ${JSON.stringify(step.updated)} · errores ${step.errors}${step.invitations ? ` · ${step.invitations} invitaciones` : ''}${step.message ? ` · ${step.message}` : ''}`,
      );
      if (step.status === 404 || step.status === 403) return { sizes: data.counts, bytes, steps, skipped: `la importación responde ${step.status}` };
      if (step.firstErrors?.length) log(`    primeros errores: ${JSON.stringify(step.firstErrors)}`);
      if (step.status !== 200) return { sizes: data.counts, bytes, steps, skipped: `la importación responde ${step.status}` };
    }
  } finally {
    fs.rmSync(data.folder, { recursive: true, force: true });
  }
  const ctx = { token: adminToken, backOffice: { groupCode: data.groupCodes[0] } };
  const reads = readScenarios.length ? await runReads({ baseUrl, serverPid, ctx, scenarios: readScenarios, ...readOptions, log }) : [];
  return { sizes: data.counts, bytes, steps, reads };
}
