#!/usr/bin/env node
// `npm run bench`: Campus measured against the machine's ceiling (issue 9). A benchmark, never a test: nothing
// in CI runs or times it. Starts the BUILT server (building it if missing) on a free loopback port in
// production mode with the demo academy, on a throw-away PGlite folder, or on PostgreSQL with DATABASE_URL
// (an admin URL: a throw-away database is created on it and dropped after) or BENCH_PG=1 (a throw-away
// local cluster). Sections (BENCH_SECTIONS, default all; run in the order sockets, reads, mix, lcp, render):
//   reads    each heavy read vs a bare node:http server serving the same bytes (scripts/bench/scenarios.mjs)
//   mix      200 simulated students doing a realistic mix for 60 s
//   sockets  5,000 authenticated Socket.IO clients (memory per socket) and the chat round trip at 200 msg/s
//   lcp      the signed-in home's LCP in Chromium with a 4× CPU throttle, and its JS bytes
//   render   the calendar's month view with 2,000 events: time to the first painted frame (no throttle)
//   import   a 5,000-person, 200-group, 20,000-enrolment academy imported as the admin (dry run, apply, again), timed;
//            then the back-office lists at that size vs the ceiling (last: it grows the academy the others read)
// Writes everything to bench-results/<timestamp>-<db>.json (BENCH_JSON). Options: see README "npm run bench".
import { ensureBuilt, readOpenFileLimits, startServer } from './bench/server.mjs';
import { createThrowAwayDatabase, hidePassword, startThrowAwayCluster } from './bench/postgres.mjs';
import { ADMIN_EMAIL, CHAT_PARTNER, DEMO_PASSWORD, DEMO_TEACHER_TOKEN, MAIN_STUDENT, STUDENT_POOL, signIn, signInMany } from './bench/sign-in.mjs';
import { BROWSER_ACCEPT_ENCODING } from './bench/http-client.mjs';
import { backOfficeScenarios, loadStudentContext, loadTeacherContext, selectScenarios } from './bench/scenarios.mjs';
import { runImport } from './bench/import.mjs';
import { runReads } from './bench/reads.mjs';
import { runMix } from './bench/mix.mjs';
import { runSockets } from './bench/sockets.mjs';
import { runLcp } from './bench/lcp.mjs';
import { runCalendarRender } from './bench/calendar-render.mjs';
import { describeMachine, printCalendarRender, printImport, printLcp, printMix, printReads, printSockets, writeResult } from './bench/report.mjs';

const readInt = (name, fallback, min, max) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};
const readList = (name) =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const ALL_SECTIONS = ['reads', 'mix', 'sockets', 'lcp', 'render', 'import'];

const options = {
  sections: readList('BENCH_SECTIONS').length ? readList('BENCH_SECTIONS') : ALL_SECTIONS,
  only: readList('BENCH_ONLY'),
  clients: readInt('BENCH_CLIENTS', 8, 1, 256),
  seconds: readInt('BENCH_SECONDS', 10, 1, 600),
  warmupSeconds: readInt('BENCH_WARMUP_SECONDS', 2, 0, 60),
  // Reads: Campus and the ceiling take turns in this many slices of BENCH_SECONDS (1: Campus, then the ceiling).
  slices: readInt('BENCH_SLICES', 5, 1, 100),
  students: readInt('BENCH_STUDENTS', 200, 1, 5000),
  mixSeconds: readInt('BENCH_MIX_SECONDS', 60, 1, 3600),
  thinkMs: readInt('BENCH_THINK_MS', 5000, 0, 600_000),
  sockets: readInt('BENCH_SOCKETS', 5000, 0, 100_000),
  socketConcurrency: readInt('BENCH_SOCKET_CONCURRENCY', 50, 1, 1000),
  messageRate: readInt('BENCH_MESSAGE_RATE', 200, 1, 10_000),
  messageSeconds: readInt('BENCH_MESSAGE_SECONDS', 10, 1, 600),
  lcpRuns: readInt('BENCH_LCP_RUNS', 5, 1, 50),
  renderRuns: readInt('BENCH_RENDER_RUNS', 5, 1, 50),
  renderEvents: readInt('BENCH_RENDER_EVENTS', 2000, 1, 20_000),
  cpuThrottle: readInt('BENCH_CPU_THROTTLE', 4, 1, 20),
  importPersons: readInt('BENCH_IMPORT_PERSONS', 5000, 10, 200_000),
  importGroups: readInt('BENCH_IMPORT_GROUPS', 200, 1, 10_000),
  importEnrolments: readInt('BENCH_IMPORT_ENROLMENTS', 20_000, 1, 1_000_000),
  isBuildForced: process.env.BENCH_BUILD === '1',
  isLocalPostgres: process.env.BENCH_PG === '1',
  databaseUrl: process.env.DATABASE_URL?.trim() || '',
  // 'identity' measures uncompressed answers (as the issue's first table did, before compression existed).
  acceptEncoding: process.env.BENCH_ACCEPT_ENCODING?.trim() || BROWSER_ACCEPT_ENCODING,
};
const log = (line) => console.log(line);

for (const section of options.sections) {
  if (!ALL_SECTIONS.includes(section)) {
    console.error(`BENCH_SECTIONS: sección desconocida «${section}» (hay: ${ALL_SECTIONS.join(', ')})`);
    process.exit(2);
  }
}

/** Opens the database the server will use; answers its description, the server's DATABASE_URL and a cleanup. */
async function openBenchDatabase() {
  if (options.isLocalPostgres) {
    const cluster = await startThrowAwayCluster();
    const database = await createThrowAwayDatabase(cluster.url);
    log(`PostgreSQL ${cluster.version} de usar y tirar (BENCH_PG=1), base ${database.name}.`);
    return {
      info: { kind: 'postgresql', version: cluster.version, source: 'BENCH_PG=1 throw-away cluster' },
      url: database.url,
      cleanup: async () => (await database.drop(), await cluster.stop()),
    };
  }
  if (options.databaseUrl) {
    // The demo seed runs only on an empty database: a throw-away one gives every run the same academy.
    const database = await createThrowAwayDatabase(options.databaseUrl);
    log(
      `PostgreSQL en ${hidePassword(options.databaseUrl)}: base de usar y tirar ${database.name} (el seed de demostración solo corre en una base vacía; se borra al final).`,
    );
    return { info: { kind: 'postgresql', source: 'DATABASE_URL (admin), throw-away database' }, url: database.url, cleanup: database.drop };
  }
  return { info: { kind: 'pglite', source: 'throw-away DATA_DIR' }, url: '', cleanup: async () => undefined };
}

async function main() {
  await ensureBuilt(options.isBuildForced);
  const database = await openBenchDatabase();
  const limits = readOpenFileLimits();
  let server;
  const cleanup = async () => {
    await server?.stop();
    await database.cleanup();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  const result = { machine: describeMachine(database.info), options: { ...options, databaseUrl: undefined }, notes: [] };
  try {
    server = await startServer({ databaseUrl: database.url, minOpenFiles: options.sections.includes('sockets') ? options.sockets + 1024 : 0 });
    log(
      `Servidor listo en ${server.baseUrl} (PID ${server.pid}) en ${server.bootSeconds.toFixed(1)} s, ${database.info.kind}, Node ${process.version}, ${result.machine.cpus} CPU.`,
    );
    log(
      `Política de compresión: el cliente envía accept-encoding: ${options.acceptEncoding}${options.acceptEncoding === BROWSER_ACCEPT_ENCODING ? ' como un navegador' : ''}; el techo sirve los mismos bytes (y content-encoding) que respondió Campus.`,
    );
    result.compressionPolicy = `client sends accept-encoding: ${options.acceptEncoding}; the ceiling serves the exact bytes and content-encoding Campus answered`;

    const mainSession = await signIn(server.baseUrl, MAIN_STUDENT, DEMO_PASSWORD);
    const mainCtx = await loadStudentContext(server.baseUrl, mainSession);
    mainCtx.teacher = await loadTeacherContext(server.baseUrl, DEMO_TEACHER_TOKEN);

    let pool = null;
    if (options.sections.includes('mix') || options.sections.includes('sockets')) {
      const signedIn = await signInMany(
        server.baseUrl,
        STUDENT_POOL.filter((email) => email !== MAIN_STUDENT),
      );
      for (const failure of signedIn.failures) result.notes.push(`sign-in failed for ${failure.email}: ${failure.message}`);
      pool = [mainSession, ...signedIn.sessions];
      log(
        `\n${pool.length} alumnos de demostración con sesión${signedIn.failures.length ? ` (${signedIn.failures.length} fallidos: ${signedIn.failures.map((f) => f.email).join(', ')})` : ''}.`,
      );
    }

    // Sockets first: their memory is measured from a fresh server's, not from what the reads and the mix left.
    if (options.sections.includes('sockets') && options.sockets > 0) {
      log(`\n── Tiempo real`);
      let count = options.sockets;
      // Client side: this process holds one descriptor per socket, and cannot raise its own limit.
      if (limits && limits.soft < count + 512) {
        count = Math.max(0, limits.soft - 512);
        result.notes.push(
          `open-file limit ${limits.soft} too low for ${options.sockets} sockets: opened ${count} (run with ulimit -n ${options.sockets + 1024})`,
        );
        log(`  Límite de ficheros abiertos ${limits.soft}: se abren ${count} sockets (sube con ulimit -n ${options.sockets + 1024}).`);
      }
      const receiver = pool.find((s) => s.email === CHAT_PARTNER);
      const chatsRes = await fetch(`${server.baseUrl}/api/chats`, { headers: { authorization: `Bearer ${mainSession.token}` } });
      const chat = (await chatsRes.json()).chats?.find((c) => c.contact.edu_codigocontacto === receiver?.user.edu_codigocontacto);
      if (!receiver || !chat) throw new Error(`No hay chat de demostración entre ${MAIN_STUDENT} y ${CHAT_PARTNER}`);
      const crowd = pool.filter((s) => s !== mainSession && s !== receiver);
      result.sockets = await runSockets({
        baseUrl: server.baseUrl,
        server,
        crowd,
        sender: mainSession,
        receiver,
        chatId: chat.id,
        count,
        concurrency: options.socketConcurrency,
        rate: options.messageRate,
        seconds: options.messageSeconds,
        acceptEncoding: options.acceptEncoding,
        log,
      });
      printSockets(result.sockets, log);
    }

    if (options.sections.includes('reads')) {
      log(
        `\n── Lecturas: ${options.clients} clientes keep-alive, ${options.warmupSeconds} s de calentamiento + ${options.seconds} s medidos, Campus y techo por turnos (${options.slices} de ${(options.seconds / options.slices).toFixed(1)} s cada uno)`,
      );
      result.reads = await runReads({
        baseUrl: server.baseUrl,
        serverPid: server.pid,
        ctx: mainCtx,
        scenarios: selectScenarios(options.only),
        ...options,
        log,
      });
      printReads(result.reads, log);
    }

    if (options.sections.includes('mix')) {
      log(`\n── Mezcla realista`);
      const contexts = await Promise.all(pool.map((session) => (session === mainSession ? mainCtx : loadStudentContext(server.baseUrl, session))));
      result.mix = await runMix({
        baseUrl: server.baseUrl,
        contexts,
        students: options.students,
        seconds: options.mixSeconds,
        thinkMs: options.thinkMs,
        acceptEncoding: options.acceptEncoding,
        log,
      });
      printMix(result.mix, log);
    }

    if (options.sections.includes('lcp')) {
      log(`\n── LCP`);
      result.lcp = await runLcp({
        baseUrl: server.baseUrl,
        email: MAIN_STUDENT,
        password: DEMO_PASSWORD,
        runs: options.lcpRuns,
        cpuThrottle: options.cpuThrottle,
        log,
      });
      printLcp(result.lcp, log);
    }

    if (options.sections.includes('render')) {
      log(`\n── Calendario: vista de mes con ${options.renderEvents} eventos`);
      result.render = await runCalendarRender({
        baseUrl: server.baseUrl,
        email: MAIN_STUDENT,
        password: DEMO_PASSWORD,
        runs: options.renderRuns,
        count: options.renderEvents,
        log,
      });
      printCalendarRender(result.render, log);
    }

    if (options.sections.includes('import')) {
      log(`\n── Importación (issue 31) y listas de gestión a ese tamaño`);
      const admin = await signIn(server.baseUrl, ADMIN_EMAIL, DEMO_PASSWORD);
      result.import = await runImport({
        baseUrl: server.baseUrl,
        serverPid: server.pid,
        adminToken: admin.token,
        sizes: {
          persons: options.importPersons,
          groups: options.importGroups,
          formations: Math.max(1, Math.round(options.importGroups / 10)),
          enrolments: options.importEnrolments,
        },
        readScenarios: selectScenarios(options.only, backOfficeScenarios),
        readOptions: options,
        log,
      });
      printImport(result.import, log);
    }
  } finally {
    await cleanup();
  }
  const file = writeResult(result, process.env.BENCH_JSON);
  log(`\nResultado completo en ${file}`);
}

main().catch((error) => {
  console.error(`✖ ${error.stack ?? error.message}`);
  process.exit(1);
});
