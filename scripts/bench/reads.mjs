// Section "reads": every heavy read against Campus and against a bare node:http server that serves the
// same bytes, by turns with the same client, in the same run.
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { startCeilingServer } from './ceiling-server.mjs';
import { openConnection, runInterleaved, sendRequest, summarizeLatencies } from './http-client.mjs';
import { apiHeaders } from './scenarios.mjs';

function decodedLength(body, encoding) {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body).length;
    if (encoding === 'br') return zlib.brotliDecompressSync(body).length;
    if (encoding === 'deflate') return zlib.inflateSync(body).length;
  } catch {
    return null;
  }
  return body.length;
}

/** The machine's CPU time counters from /proc/stat (Linux; null elsewhere): total and stolen by the hypervisor. */
function readMachineCpu() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] };
  } catch {
    return null;
  }
}

/** Fetches the scenario's answer once from Campus: what the ceiling will serve. */
async function recordAnswer(baseUrl, request) {
  const connection = openConnection(baseUrl);
  try {
    return await sendRequest(connection, request);
  } finally {
    await connection.close();
  }
}

/**
 * Runs the scenarios for the main student `ctx`. Answers one row per scenario: measured ones with Campus and
 * ceiling figures, skipped ones with the reason (printed as a note).
 */
export async function runReads({ baseUrl, serverPid, ctx, scenarios, clients, seconds, warmupSeconds, slices = 1, acceptEncoding, log }) {
  const rows = [];
  for (const scenario of scenarios) {
    const path = scenario.path(ctx);
    if (!path) {
      rows.push({ name: scenario.name, label: scenario.label, skipped: 'la alumna no tiene grupo para esta lectura' });
      continue;
    }
    // A read sent as a POST (the spec's debts list takes the enrolments in its body) carries its JSON body.
    const body = scenario.body ? JSON.stringify(scenario.body(ctx)) : undefined;
    // A teacher's read (issue 30) is asked with the demo teacher's token.
    const headers = {
      ...apiHeaders(scenario.token?.(ctx) ?? ctx.token, acceptEncoding),
      ...(scenario.headers?.(ctx) ?? {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    const request = { method: scenario.method ?? 'GET', path, headers, ...(body ? { body } : {}) };
    const answer = await recordAnswer(baseUrl, request);
    if (answer.status !== 200) {
      rows.push({
        name: scenario.name,
        label: scenario.label,
        path,
        skipped: `la ruta responde ${answer.status} (aún no existe o no es de la alumna): se omite`,
      });
      continue;
    }
    const encoding = answer.headers['content-encoding'] ?? null;
    const answerInfo = {
      status: answer.status,
      contentType: answer.headers['content-type'] ?? null,
      contentEncoding: encoding,
      vary: answer.headers.vary ?? null,
      wireBytes: answer.body.length,
      jsonBytes: decodedLength(answer.body, encoding),
    };
    log(`  ${scenario.name}: ${path} → ${answerInfo.wireBytes} B en el cable${encoding ? ` (${encoding}, ${answerInfo.jsonBytes} B de JSON)` : ''}`);
    // Campus and the ceiling take turns in `slices` slices of the measured seconds (http-client.mjs runInterleaved).
    const ceilingServer = await startCeilingServer(answer);
    let campus;
    let ceiling;
    const cpuBefore = readMachineCpu();
    try {
      [campus, ceiling] = await runInterleaved({
        targets: [
          { origin: baseUrl, serverPid },
          { origin: ceilingServer.origin, serverPid: ceilingServer.pid },
        ],
        clients,
        seconds,
        warmupSeconds,
        request,
        slices,
      });
    } finally {
      await ceilingServer.close();
    }
    const cpuAfter = readMachineCpu();
    const toFigures = (r) => ({
      ...summarizeLatencies(r.latencies),
      requestsPerSecond: Math.round(r.requestsPerSecond),
      serverCpuMicros: r.serverCpuMicros,
      errors: r.errors,
      statuses: r.statuses,
      errorSamples: r.errorSamples,
    });
    const row = {
      name: scenario.name,
      label: scenario.label,
      path,
      answer: answerInfo,
      campus: toFigures(campus),
      ceiling: toFigures(ceiling),
      shareOfCeiling: ceiling.requestsPerSecond > 0 ? Math.round((campus.requestsPerSecond / ceiling.requestsPerSecond) * 1000) / 10 : null,
      // The same comparison in server CPU per request (ceiling ÷ Campus): what the share would be if the server's
      // work alone decided it. It does not count PostgreSQL's own processes (a read that asks SQL costs more).
      cpuShareOfCeiling:
        campus.serverCpuMicros > 0 && ceiling.serverCpuMicros > 0 ? Math.round((ceiling.serverCpuMicros / campus.serverCpuMicros) * 1000) / 10 : null,
      loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
      // On a virtual machine, the share of CPU time the hypervisor gave to other guests while this row ran (%): with
      // it high, every figure of the row (and the next run's) moves, whatever runs inside the machine.
      stealPercent:
        cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
          ? Math.round(((cpuAfter.steal - cpuBefore.steal) / (cpuAfter.total - cpuBefore.total)) * 1000) / 10
          : null,
    };
    const cpu =
      row.campus.serverCpuMicros !== null
        ? `; CPU del servidor ${row.campus.serverCpuMicros} µs/pet, techo ${row.ceiling.serverCpuMicros} µs/pet → ${row.cpuShareOfCeiling} %`
        : '';
    log(
      `    Campus ${row.campus.requestsPerSecond} pet/s, techo ${row.ceiling.requestsPerSecond} pet/s → ${row.shareOfCeiling} %${cpu} (carga ${row.loadAverage}${row.stealPercent === null ? '' : `, robado ${row.stealPercent} %`})`,
    );
    rows.push(row);
  }
  return rows;
}
