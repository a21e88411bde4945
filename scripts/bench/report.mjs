// Printing and saving the bench's results: tables on the terminal, the whole result as JSON.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './server.mjs';

/** What the numbers depend on: machine, Node, database, commit. */
export function describeMachine(database) {
  let commit = null;
  let isDirty = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    isDirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim().length > 0;
  } catch {
    /* not a git checkout */
  }
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryBytes: os.totalmem(),
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    database,
    gitCommit: commit,
    gitHasUncommittedChanges: isDirty,
  };
}

const pad = (value, width) => String(value ?? '—').padStart(width);
const ms = (v) => (v === null || v === undefined ? '—' : v.toFixed(1));
const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : (bytes / 1024).toFixed(1));

export function printReads(rows, log) {
  log(
    `\n${'lectura'.padEnd(26)} ${'KB'.padStart(6)} │ ${'Campus p50'.padStart(10)} ${'p99'.padStart(7)} ${'pet/s'.padStart(7)} ${'err'.padStart(4)} │ ${'techo p50'.padStart(9)} ${'p99'.padStart(6)} ${'pet/s'.padStart(7)} │ ${'% techo'.padStart(7)} │ ${'µs CPU'.padStart(6)} ${'techo'.padStart(5)} ${'% CPU'.padStart(7)} │ ${'carga'.padStart(5)} ${'robado'.padStart(6)}`,
  );
  for (const row of rows) {
    if (row.skipped) {
      log(`${row.name.padEnd(26)} omitida: ${row.skipped}`);
      continue;
    }
    const { campus, ceiling } = row;
    log(
      `${row.name.padEnd(26)} ${pad(kb(row.answer.wireBytes), 6)} │ ${pad(ms(campus.p50), 10)} ${pad(ms(campus.p99), 7)} ${pad(campus.requestsPerSecond, 7)} ${pad(campus.errors, 4)} │ ${pad(ms(ceiling.p50), 9)} ${pad(ms(ceiling.p99), 6)} ${pad(ceiling.requestsPerSecond, 7)} │ ${pad(`${row.shareOfCeiling} %`, 7)} │ ${pad(campus.serverCpuMicros, 6)} ${pad(ceiling.serverCpuMicros, 5)} ${pad(row.cpuShareOfCeiling === null || row.cpuShareOfCeiling === undefined ? null : `${row.cpuShareOfCeiling} %`, 7)} │ ${pad(row.loadAverage, 5)} ${pad(row.stealPercent === null || row.stealPercent === undefined ? null : `${row.stealPercent} %`, 6)}`,
    );
  }
}

/** The import's steps (seconds each) and the back-office reads at that size. */
export function printImport(result, log) {
  log(`\n${'paso'.padEnd(24)} ${'estado'.padStart(6)} ${'s'.padStart(7)} ${'carga'.padStart(6)}`);
  for (const step of result.steps) log(`${step.label.padEnd(24)} ${pad(step.status, 6)} ${pad(step.seconds.toFixed(2), 7)} ${pad(step.loadAverage, 6)}`);
  if (result.skipped) log(`  lecturas de gestión omitidas: ${result.skipped}`);
  else if (result.reads.length) printReads(result.reads, log);
}

export function printMix(mix, log) {
  log(
    `\n${'llamada'.padEnd(16)} ${'peticiones'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'máx ms'.padStart(8)} ${'errores'.padStart(8)}`,
  );
  for (const [name, c] of Object.entries(mix.calls))
    log(`${name.padEnd(16)} ${pad(c.count + c.errors, 10)} ${pad(ms(c.p50), 8)} ${pad(ms(c.p99), 8)} ${pad(ms(c.max), 8)} ${pad(c.errors, 8)}`);
  const o = mix.overall;
  log(
    `${'TOTAL'.padEnd(16)} ${pad(mix.totalRequests, 10)} ${pad(ms(o.p50), 8)} ${pad(ms(o.p99), 8)} ${pad(ms(o.max), 8)} ${pad(o.errors, 8)}   (${o.requestsPerSecond} pet/s; objetivo p99 < 100 ms y 0 errores)`,
  );
  for (const sample of mix.errorSamples) log(`  error: ${sample}`);
}

export function printSockets(s, log) {
  const mib = (b) => (b === null ? '—' : (b / 2 ** 20).toFixed(1));
  log(
    `\nSockets: ${s.connected}/${s.requested} conectados en ${s.connectSeconds} s (${s.failed} fallidos${s.failureSamples.length ? `: ${s.failureSamples.join('; ')}` : ''})`,
  );
  log(
    `  RSS del servidor ${mib(s.memory.before.rssBytes)} → ${mib(s.memory.after.rssBytes)} MiB: ${kb(s.memory.rssPerSocketBytes)} KB por socket; heap ${mib(s.memory.before.heapUsedBytes)} → ${mib(s.memory.after.heapUsedBytes)} MiB: ${kb(s.memory.heapPerSocketBytes)} KB por socket`,
  );
  if (s.roundTripError) return log(`  Ida y vuelta: ERROR ${s.roundTripError}`);
  const r = s.roundTrip;
  log(
    `  Ida y vuelta (POST send-message → new-message), ${r.achievedRate} msg/s: p50 ${ms(r.roundTrip.p50)} ms, p99 ${ms(r.roundTrip.p99)} ms, máx ${ms(r.roundTrip.max)} ms; ${r.received}/${r.sent} recibidos, ${r.lost} perdidos, ${r.httpErrors} errores HTTP${r.unanswered ? `, ${r.unanswered} sin respuesta 20 s después del último envío (el servidor no dio abasto)` : ''} (objetivo p99 < 50 ms, 0 perdidos)`,
  );
  log(`  Respuesta HTTP del envío: p50 ${ms(r.httpSend.p50)} ms, p99 ${ms(r.httpSend.p99)} ms`);
}

export function printLcp(lcp, log) {
  if (lcp.skipped) return log(`\nLCP: omitido (${lcp.skipped})`);
  log(
    `\nLCP de la home (CPU ×${lcp.cpuThrottle}, ${lcp.runs} cargas en frío): mediana ${lcp.lcpMedianMs} ms [${lcp.lcpValuesMs.join(', ')}] (objetivo ≤ 1000 ms)`,
  );
  log(
    `  JS de la primera carga: ${kb(lcp.firstLoad.scriptTransferredBytes)} KB transferidos, ${kb(lcp.firstLoad.scriptDecodedBytes)} KB sin comprimir, ${lcp.firstLoad.scripts.length} scripts`,
  );
}

export function printCalendarRender(render, log) {
  if (render.skipped) return log(`\nCalendario: omitido (${render.skipped})`);
  log(
    `\nVista de mes con ${render.events} eventos (${render.runs} aperturas en frío, sin limitar la CPU): mediana ${render.renderMedianMs} ms [${render.renderValuesMs.join(', ')}] hasta el primer fotograma (objetivo < 100 ms); tarea más larga [${render.longestTaskValuesMs.join(', ')}] ms`,
  );
}

/** Writes the result to BENCH_JSON or bench-results/<timestamp>-<db>.json; answers the path. */
export function writeResult(result, override) {
  const stamp = result.machine.date.replace(/[:.]/g, '-');
  const file = override ? path.resolve(override) : path.join(root, 'bench-results', `${stamp}-${result.machine.database.kind}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
