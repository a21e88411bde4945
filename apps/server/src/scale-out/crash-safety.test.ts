import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { chatMessages, chats, eventContacts, lineasProducto, postResponses, posts, sandboxInvoices } from '../db/schema';
import { createCourseFixture, dayFromNow } from '../test/course-fixture';
import { createChat, createContact, createEnrolment, createEvent, createProduct } from '../test/factories';
import { httpRequest, type HttpAnswer } from '../test/http-client';
import { crashServerProcess, startServerProcess, type ServerProcess } from '../test/server-process';
import { createSession } from '../test/sessions';

/*
 * Issue 15, item 2: crash safety. A real server process takes writes from a few concurrent clients through its
 * public API (chat messages, completions, board comments and answers, sandbox card purchases), is killed with
 * SIGKILL in the middle of that load, and is started again on the same database. Whatever the server
 * acknowledged (2xx) must be there afterwards, and no write may be left half done: a purchase is granted (its
 * bonus line) only with its paid invoice, and a chat's order (last_message_at) agrees with its messages.
 * PGlite runs on a data folder (in its worker thread, the default, and in-process with PGLITE_WORKER=false);
 * with TEST_DATABASE_URL (`npm run test:pg`) the same runs on a fresh PostgreSQL database.
 */

const CLIENTS = 4;
const PURCHASES_PER_CLIENT = 12;
const EVENTS = 40;
/** Acknowledged writes to wait for before the kill: enough that every kind has some, the kill lands mid-load. */
const ACKS_BEFORE_KILL = 70;

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await crashServerProcess(server);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Target {
  /** The server's database settings (DATA_DIR always: the uploads folder). */
  env: Record<string, string>;
  /** Opens the database directly (the server must be gone for a PGlite folder). */
  open(): Promise<DatabaseHandle>;
}

async function prepareTarget(pgliteWorker: boolean): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-crash-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_WORKER: String(pgliteWorker) },
      open: () => openDatabase({ dataDir, pgliteWorker }),
    };
  }
  const name = `campus_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.href }, open: () => openDatabase({ databaseUrl: url.href, dataDir: 'memory://' }) };
}

interface Client {
  code: string;
  email: string;
  token: string;
  /** The chat with the next client, and who that is. */
  chatId: number;
  partnerCode: string;
  priceIds: string[];
  productIds: number[];
}

/** A course with CLIENTS classmates, a chat between neighbours, open classes to complete and bonus products to buy. */
async function seed(db: Database) {
  const course = await createCourseFixture(db);
  const contacts = [course.student];
  for (let i = 1; i < CLIENTS; i++) {
    const classmate = await createContact(db);
    await createEnrolment(db, classmate, course.group);
    contacts.push(classmate);
  }
  const topic = { id: course.topics.regular.id, unidad_id: course.units.regular.id };
  const yesterday = new Date(Date.now() - 86_400_000);
  const eventIds: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const event = await createEvent(db, {
      title: `Clase ${i}`,
      formations: [course.group.edu_codigoformacion],
      topic,
      start_date: yesterday,
      orden: 10 + i,
      inicio_calendario: dayFromNow(-1),
      fin_calendario: dayFromNow(30),
    });
    eventIds.push(event.id);
  }
  const clients: Client[] = [];
  for (const [i, contact] of contacts.entries()) {
    const partner = contacts[(i + 1) % CLIENTS]!;
    // Neighbours share a chat (0–1, 1–2, …, last–0): client i writes to i+1 while i+1 writes to i+2.
    const { chat } = await createChat(db, contact, partner);
    const products = [];
    for (let k = 0; k < PURCHASES_PER_CLIENT; k++) {
      products.push(
        await createProduct(db, {
          is_bonus: true,
          tipo: 'unidad',
          unidad_id: course.units.extra.id,
          mkt_precio: 10 + k,
          xcrm_codigolistaprecios: `price_crash_${i}_${k}`,
        }),
      );
    }
    clients.push({
      code: contact.edu_codigocontacto,
      email: contact.emailaddress1,
      token: await createSession(db, contact.edu_codigocontacto),
      chatId: chat.id,
      partnerCode: partner.edu_codigocontacto,
      priceIds: products.map((p) => p.xcrm_codigolistaprecios!),
      productIds: products.map((p) => p.id),
    });
  }
  return { eventId: course.events.open.id, eventIds, clients };
}

/** What the server acknowledged (2xx and the id it answered), and what was asked but never answered. */
interface Ledger {
  messages: { id: number; chatId: number; text: string }[];
  completions: { code: string; eventId: number }[];
  comments: number[];
  responses: { id: number; postId: number }[];
  /** Every pay call sent, answered or not: one the kill cut may still have been paid. */
  payAttempts: { invoiceId: string; code: string; productId: number }[];
  paid: { invoiceId: string; code: string; productId: number }[];
  granted: { invoiceId: string; line: string }[];
  unanswered: string[];
  /** Non-2xx answers before the kill: the load itself must be valid, or the test proves nothing. */
  refused: string[];
}

const nextYear = new Date().getUTCFullYear() + 1;

/**
 * Runs every client's four lanes (chat, completions, board, purchases), each one request at a time, until a
 * request gets no answer (the server is gone). `acks()` counts the acknowledged writes so far.
 */
function startLoad(baseUrl: string, seedData: Awaited<ReturnType<typeof seed>>, ledger: Ledger) {
  let isKilled = false;
  const call = async (label: string, pathName: string, token: string, json: unknown, method = 'POST'): Promise<HttpAnswer | null> => {
    let answer: HttpAnswer;
    try {
      answer = await httpRequest(baseUrl, pathName, { method, token, json });
    } catch {
      ledger.unanswered.push(label);
      return null;
    }
    if (answer.status >= 300 && !isKilled) ledger.refused.push(`${label}: ${answer.status} ${answer.body}`);
    return answer.status < 300 ? answer : null;
  };

  const chatLane = async (client: Client) => {
    for (let n = 0; ; n++) {
      const text = `Mensaje ${client.code} ${n}`;
      const answer = await call(`chat ${text}`, '/api/chats/send-message', client.token, {
        chatId: client.chatId,
        sender_codigocontacto: client.code,
        receiver_codigocontacto: client.partnerCode,
        mensaje: text,
      });
      if (!answer) return;
      ledger.messages.push({ id: answer.json<{ message: { id: number } }>().message.id, chatId: client.chatId, text });
    }
  };
  const completionLane = async (client: Client) => {
    for (const eventId of seedData.eventIds) {
      const answer = await call(
        `completion ${client.code} ${eventId}`,
        `/api/events/contact/${eventId}/${client.code}`,
        client.token,
        { completed: 1 },
        'PATCH',
      );
      if (!answer) return;
      ledger.completions.push({ code: client.code, eventId });
    }
  };
  const boardLane = async (client: Client) => {
    for (let n = 0; ; n++) {
      const comment = await call(`comment ${client.code} ${n}`, '/api/posts/postable', client.token, {
        title: `Duda ${n}`,
        content: `<p>Pregunta ${client.code} ${n}</p>`,
        postable_type: 'event',
        postable_id: seedData.eventId,
      });
      if (!comment) return;
      const postId = comment.json<{ post: { id: number } }>().post.id;
      ledger.comments.push(postId);
      const response = await call(`response ${client.code} ${n}`, `/api/posts/${postId}/response`, client.token, { content: `Respuesta ${n}` });
      if (!response) return;
      ledger.responses.push({ id: response.json<{ response: { id: number } }>().response.id, postId });
    }
  };
  const purchaseLane = async (client: Client) => {
    const customer = await call(`customer ${client.code}`, '/api/checkout/get-customer-by-email', client.token, { email: client.email });
    if (!customer) return;
    const customerId = customer.json<{ customer: { id: string } }>().customer.id;
    const card = await call(`card ${client.code}`, '/api/checkout/sandbox/payment-methods', client.token, {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: nextYear,
      cvc: '123',
      name: 'Titular Prueba',
    });
    if (!card) return;
    const paymentMethodId = card.json<{ paymentMethod: { id: string } }>().paymentMethod.id;
    if (!(await call(`save card ${client.code}`, '/api/save-payment-method', client.token, { customerId, paymentMethodId }))) return;
    for (const [k, priceId] of client.priceIds.entries()) {
      const invoice = await call(`invoice ${priceId}`, '/api/checkout/create-invoice-alumno', client.token, { customerId, priceId });
      if (!invoice) return;
      const invoiceId = invoice.json<{ invoice: { id: string } }>().invoice.id;
      ledger.payAttempts.push({ invoiceId, code: client.code, productId: client.productIds[k]! });
      const paid = await call(`pay ${invoiceId}`, '/api/checkout/pay-invoice-alumno', client.token, { invoiceId, paymentMethodId });
      if (!paid) return;
      const status = paid.json<{ invoice: { status: string } }>().invoice.status;
      if (status !== 'paid') ledger.refused.push(`pay ${invoiceId}: ${status}`);
      ledger.paid.push({ invoiceId, code: client.code, productId: client.productIds[k]! });
      const success = await call(`success ${invoiceId}`, '/api/checkout/payment-alumno-success', client.token, {
        invoice: invoiceId,
        codigoContacto: client.code,
        producto: client.productIds[k],
      });
      if (!success) return;
      ledger.granted.push({ invoiceId, line: success.json<{ edu_codigolineaproducto: string }>().edu_codigolineaproducto });
    }
  };

  const lanes = seedData.clients.flatMap((client) => [chatLane(client), completionLane(client), boardLane(client), purchaseLane(client)]);
  return {
    acks: () =>
      ledger.messages.length + ledger.completions.length + ledger.comments.length + ledger.responses.length + ledger.paid.length + ledger.granted.length,
    markKilled: () => (isKilled = true),
    finished: Promise.all(lanes),
  };
}

async function checkDatabase(db: Database, ledger: Ledger, seedData: Awaited<ReturnType<typeof seed>>) {
  // Every acknowledged message is stored as sent, in its chat.
  const storedMessages = await db
    .select({ id: chatMessages.id, chatId: chatMessages.chat_id, text: chatMessages.mensaje, at: chatMessages.created_at })
    .from(chatMessages);
  const byId = new Map(storedMessages.map((m) => [m.id, { id: m.id, chatId: m.chatId, text: m.text }]));
  for (const message of ledger.messages) expect(byId.get(message.id), `acknowledged message ${message.id}`).toEqual(message);
  // A chat's place in the lists (last_message_at) is its newest message's time: both come from one statement.
  const newest = new Map<number, number>();
  for (const m of storedMessages) newest.set(m.chatId, Math.max(newest.get(m.chatId) ?? 0, m.at.getTime()));
  const orders = await db
    .select({ id: chats.id, last: chats.last_message_at })
    .from(chats)
    .where(
      inArray(
        chats.id,
        seedData.clients.map((c) => c.chatId),
      ),
    );
  expect(orders).toHaveLength(CLIENTS);
  for (const order of orders) expect({ chat: order.id, last: order.last?.getTime() ?? null }).toEqual({ chat: order.id, last: newest.get(order.id) ?? null });

  // Completions, comments and answers acknowledged are there.
  const completed = await db
    .select({ code: eventContacts.edu_codigocontacto, eventId: eventContacts.event_id })
    .from(eventContacts)
    .where(eq(eventContacts.completed, 1));
  const completedKeys = new Set(completed.map((c) => `${c.code}/${c.eventId}`));
  for (const c of ledger.completions) expect(completedKeys.has(`${c.code}/${c.eventId}`), `acknowledged completion ${c.code}/${c.eventId}`).toBe(true);
  const storedPosts = new Set((await db.select({ id: posts.id }).from(posts)).map((p) => p.id));
  for (const id of ledger.comments) expect(storedPosts.has(id), `acknowledged comment ${id}`).toBe(true);
  const storedResponses = new Map((await db.select({ id: postResponses.id, postId: postResponses.post_id }).from(postResponses)).map((r) => [r.id, r.postId]));
  for (const r of ledger.responses) expect(storedResponses.get(r.id), `acknowledged response ${r.id}`).toBe(r.postId);

  // Purchases: each acknowledged payment is a paid invoice, each acknowledged grant its line; and every line
  // bought with an invoice stands on a paid invoice of that product, and every paid invoice has its line.
  const invoices = new Map((await db.select().from(sandboxInvoices)).map((i) => [i.id, i]));
  for (const { invoiceId } of ledger.paid) expect(invoices.get(invoiceId)?.status, `acknowledged payment ${invoiceId}`).toBe('paid');
  const lines = await db
    .select({ code: lineasProducto.edu_codigolineaproducto, invoiceId: lineasProducto.invoice_id, productId: lineasProducto.product_id })
    .from(lineasProducto)
    .where(and(isNotNull(lineasProducto.invoice_id), eq(lineasProducto.statecode, 0)));
  const lineByInvoice = new Map(lines.map((l) => [l.invoiceId!, l]));
  for (const g of ledger.granted) expect(lineByInvoice.get(g.invoiceId)?.code, `acknowledged grant of ${g.invoiceId}`).toBe(g.line);
  for (const line of lines) {
    const invoice = invoices.get(line.invoiceId!);
    expect({ line: line.code, status: invoice?.status, product: invoice?.metadata.product_id }).toEqual({
      line: line.code,
      status: 'paid',
      product: String(line.productId),
    });
  }
  const paidWithoutLine = [...invoices.values()].filter((i) => i.status === 'paid' && !lineByInvoice.has(i.id));
  expect(paidWithoutLine.map((i) => i.id)).toEqual([]);
  return { storedMessages: storedMessages.length, completions: completed.length, lines: lines.length, invoices: invoices.size };
}

const modes = process.env.TEST_DATABASE_URL
  ? [{ name: 'PostgreSQL', worker: false }]
  : [
      { name: 'PGlite in its worker thread (the default)', worker: true },
      { name: 'PGlite in-process (PGLITE_WORKER=false)', worker: false },
    ];

describe.each(modes)('crash safety on $name: SIGKILL under load, restart on the same database', ({ name, worker }) => {
  it('keeps every acknowledged write and leaves nothing half written', { timeout: 300_000 }, async () => {
    const target = await prepareTarget(worker);
    const setup = await target.open();
    let seedData: Awaited<ReturnType<typeof seed>>;
    try {
      await setup.migrate();
      seedData = await seed(setup.db);
    } finally {
      await setup.close();
    }

    const first = await startServerProcess(target.env);
    servers.push(first);
    const ledger: Ledger = { messages: [], completions: [], comments: [], responses: [], payAttempts: [], paid: [], granted: [], unanswered: [], refused: [] };
    const load = startLoad(first.baseUrl, seedData, ledger);
    const deadline = Date.now() + 120_000;
    while (load.acks() < ACKS_BEFORE_KILL || ledger.granted.length === 0) {
      if (Date.now() > deadline)
        throw new Error(
          `the load did not reach ${ACKS_BEFORE_KILL} acknowledged writes: ${load.acks()}\n${ledger.refused.join('\n')}\n${first.output.join('')}`,
        );
      if (ledger.refused.length > 0) throw new Error(`the server refused writes of the load:\n${ledger.refused.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    load.markKilled();
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await load.finished;
    expect(ledger.refused).toEqual([]);
    // The kill landed with requests in flight (each lane had one on its way or was about to send one).
    expect(ledger.unanswered.length).toBeGreaterThan(0);

    // Restarted on the same folder / database: the stale folder lock is taken over, the database recovers.
    const second = await startServerProcess(target.env);
    servers.push(second);
    // A purchase paid but not granted when the server died was granted as it started (main.ts); the browser's
    // success call, coming back, is answered with that line. A payment the kill cut is paid and granted, or neither.
    const acknowledgedPayments = new Set(ledger.paid.map((p) => p.invoiceId));
    const acknowledgedGrants = new Set(ledger.granted.map((g) => g.invoiceId));
    const tokens = new Map(seedData.clients.map((c) => [c.code, c.token]));
    let lateGrants = 0;
    for (const { invoiceId, code, productId } of ledger.payAttempts.filter((p) => !acknowledgedGrants.has(p.invoiceId))) {
      const retry = await httpRequest(second.baseUrl, '/api/checkout/payment-alumno-success', {
        method: 'POST',
        token: tokens.get(code)!,
        json: { invoice: invoiceId, codigoContacto: code, producto: productId },
      });
      if (acknowledgedPayments.has(invoiceId)) expect(retry.status, retry.body).toBe(200);
      else expect([200, 409], retry.body).toContain(retry.status);
      if (retry.status === 200) {
        lateGrants++;
        expect(retry.json<{ granted: boolean }>().granted, `${invoiceId} granted at start-up`).toBe(false);
        ledger.granted.push({ invoiceId, line: retry.json<{ edu_codigolineaproducto: string }>().edu_codigolineaproducto });
      }
    }
    // The restarted server takes writes: a message after the crash lands at the top of its chat.
    const client = seedData.clients[0]!;
    const after = await httpRequest(second.baseUrl, '/api/chats/send-message', {
      method: 'POST',
      token: client.token,
      json: { chatId: client.chatId, sender_codigocontacto: client.code, receiver_codigocontacto: client.partnerCode, mensaje: 'Después del reinicio' },
    });
    expect(after.status).toBe(201);
    ledger.messages.push({ id: after.json<{ message: { id: number } }>().message.id, chatId: client.chatId, text: 'Después del reinicio' });
    const list = await httpRequest(second.baseUrl, '/api/chats', { token: client.token });
    expect(list.status).toBe(200);
    expect(list.body).toContain('Después del reinicio');

    // main.ts logs the purchases it granted as it started (checkout.service grantPaidInvoicesWithoutLine).
    const startupGrants = second.output.join('').match(/"granted":(\d+).*compras pagadas sin conceder/)?.[1] ?? '0';
    // Crashed once more (idle this time) and read directly: every acknowledged write, nothing half done.
    await crashServerProcess(second);
    const check = await target.open();
    try {
      const counts = await checkDatabase(check.db, ledger, seedData);
      console.info(
        `crash safety on ${name}: acknowledged ${ledger.messages.length} messages, ${ledger.completions.length} completions, ${ledger.comments.length} comments, ${ledger.responses.length} answers, ${ledger.paid.length} payments, ${ledger.granted.length} grants (${lateGrants} of them answered only after the restart, ${startupGrants} granted as it started); ${ledger.unanswered.length} requests unanswered at the kill; stored ${JSON.stringify(counts)}`,
      );
    } finally {
      await check.close();
    }
  });
});
