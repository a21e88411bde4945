import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_UPLOAD_MAX_BYTES, chatFileSchema, texts } from '@campus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRecords, chatMessages, files, fileUploads } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UNATTACHED_UPLOAD_TTL_MS } from './uploads.service';
import { multipartBody, PNG_BYTES, type MultipartFile } from '../../test/uploads-helpers';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  // Uploads are written through the disk storage (DATA_DIR/files): a folder of this test file, removed afterwards.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-uploads-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Contact = Awaited<ReturnType<typeof createContact>>;

/** Every stored upload's bytes under the storage folder (nothing may be left behind by a refusal). */
function storedUploads(): string[] {
  const root = path.join(dataDir, 'files', 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function as(contact: Contact) {
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  const headers = { authorization: `Bearer ${token}` };
  return {
    upload: (parts: MultipartFile[]) => {
      const body = multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/api/chats/upload-file', headers: { ...headers, ...body.headers }, payload: body.payload });
    },
    discard: (fileId: number) => t.app.inject({ method: 'DELETE', url: `/api/chats/upload-file/${fileId}`, headers }),
    send: (payload: object) => t.app.inject({ method: 'POST', url: '/api/chats/send-message', headers, payload }),
    /** The signed address of a file (GET /api/files/activos/file/{id}), then its bytes through that address. */
    open: async (fileId: number, query = '') => {
      const answer = await t.app.inject({ url: `/api/files/activos/file/${fileId}${query}`, headers });
      if (answer.statusCode !== 200) return { statusCode: answer.statusCode, message: answer.json().message as string, bytes: null };
      const stream = await t.app.inject({ url: answer.json().data.url });
      return { statusCode: stream.statusCode, message: null, bytes: stream.rawPayload, headers: stream.headers };
    },
  };
}

/** Two classmates (one chat), a third student of the same group, a staff member. */
async function people() {
  const db = t.database.db;
  const { group } = await createFormationWithGroup(db);
  const [lucia, paula, tercero, staff] = await Promise.all([
    createContact(db, { fullname: 'Lucía Fernández Ortega' }),
    createContact(db, { fullname: 'Paula Jiménez Rubio' }),
    createContact(db, { fullname: 'Tercero Ajeno Pérez' }),
    createContact(db, { fullname: 'Elena Staff', edu_tipocontacto: '1,4' }),
  ]);
  await Promise.all([createEnrolment(db, lucia, group), createEnrolment(db, paula, group), createEnrolment(db, tercero, group)]);
  return { lucia, paula, tercero, staff };
}

const png = (filename = 'pizarra.png'): MultipartFile => ({ filename, contentType: 'image/png', data: PNG_BYTES });

describe('POST /api/chats/upload-file', () => {
  it('stores one file and answers 201 with the chat file object (type from the bytes, size, the address that signs it)', async () => {
    const { lucia } = await people();
    const response = await (await as(lucia)).upload([png('Pizarra del tema 4.png')]);
    expect(response.statusCode).toBe(201);
    const file = chatFileSchema.parse(response.json());
    expect(file).toEqual({
      id: expect.any(Number),
      name: 'Pizarra del tema 4.png',
      url: `/api/files/activos/file/${file.id}`,
      fileType: 'image/png',
      size: PNG_BYTES.length,
    });
    const [upload] = await t.database.db.select().from(fileUploads).where(eq(fileUploads.file_id, file.id));
    expect(upload).toMatchObject({ edu_codigocontacto: lucia.edu_codigocontacto, purpose: 'chat', chat_id: null, post_id: null });
  });

  it('never trusts a declared image type that the bytes are not', async () => {
    const { lucia } = await people();
    const response = await (await as(lucia)).upload([{ filename: 'foto.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().fileType).toBe('application/octet-stream');
  });

  it('stores an iPhone movie or photo declared as MP4 as what its ftyp box says (QuickTime, HEIC), and a real MP4 as MP4', async () => {
    const { lucia } = await people();
    const api = await as(lucia);
    const ftyp = (major: string, compatible: string) =>
      Buffer.concat([Buffer.from(`\x00\x00\x00\x14ftyp${major}\x00\x00\x00\x00${compatible}`, 'latin1'), Buffer.alloc(64, 7)]);
    const movie = await api.upload([{ filename: 'IMG_0001.mov', contentType: 'video/mp4', data: ftyp('qt  ', 'qt  ') }]);
    expect(movie.statusCode).toBe(201);
    expect(movie.json().fileType).toBe('video/quicktime');
    const photo = await api.upload([{ filename: 'IMG_0002.heic', contentType: 'video/mp4', data: ftyp('mif1', 'heic') }]);
    expect(photo.json().fileType).toBe('image/heic');
    const video = await api.upload([{ filename: 'clase.mp4', contentType: 'application/octet-stream', data: ftyp('isom', 'avc1') }]);
    expect(video.json().fileType).toBe('video/mp4');
  });

  it("refuses two files with 'Solo se puede subir un fichero cada vez.' and keeps neither", async () => {
    const { lucia } = await people();
    const before = { rows: await t.database.db.$count(files), stored: storedUploads().length };
    const response = await (await as(lucia)).upload([png('uno.png'), png('dos.png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(texts.chat.oneFileOnly);
    expect(await t.database.db.$count(files)).toBe(before.rows);
    expect(storedUploads()).toHaveLength(before.stored);
  });

  it('refuses a file over 10 MB (an 11 MB one, and one byte past the limit) with the same message, keeping nothing', async () => {
    const { lucia } = await people();
    const api = await as(lucia);
    const before = { rows: await t.database.db.$count(files), stored: storedUploads().length };
    for (const size of [11 * 1024 * 1024, CHAT_UPLOAD_MAX_BYTES + 1]) {
      const response = await api.upload([{ filename: 'grabacion.mp4', contentType: 'video/mp4', data: Buffer.alloc(size, 1) }]);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBe(texts.chat.oneFileOnly);
    }
    expect(await t.database.db.$count(files)).toBe(before.rows);
    expect(storedUploads()).toHaveLength(before.stored);
    // Exactly at the limit it is accepted.
    const atLimit = await api.upload([{ filename: 'justo.bin', contentType: 'application/octet-stream', data: Buffer.alloc(CHAT_UPLOAD_MAX_BYTES, 2) }]);
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().size).toBe(CHAT_UPLOAD_MAX_BYTES);
  });

  it("answers 'Error al subir el fichero' (4xx, never 500) for a request without a file, another field or an empty file; 401 without a session", async () => {
    const { lucia } = await people();
    const api = await as(lucia);
    const token = await createSession(t.database.db, lucia.edu_codigocontacto);
    const noFile = multipartBody([], { mensaje: 'hola' });
    const cases = [
      await t.app.inject({
        method: 'POST',
        url: '/api/chats/upload-file',
        headers: { authorization: `Bearer ${token}`, ...noFile.headers },
        payload: noFile.payload,
      }),
      await t.app.inject({ method: 'POST', url: '/api/chats/upload-file', headers: { authorization: `Bearer ${token}` }, payload: { files: 'x' } }),
      await api.upload([{ ...png(), field: 'file' }]),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(texts.chat.uploadError);
    }
    const empty = await api.upload([{ filename: 'vacio.txt', contentType: 'text/plain', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(texts.chat.emptyFile);
    const body = multipartBody([png()]);
    expect((await t.app.inject({ method: 'POST', url: '/api/chats/upload-file', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
  });
});

describe('a chat file after upload', () => {
  it('opens only to its owner until it is sent; then to the two people of the chat only, never a third student, staff or anyone anonymous', async () => {
    const { lucia, paula, tercero, staff } = await people();
    const [luciaApi, paulaApi, terceroApi, staffApi] = await Promise.all([as(lucia), as(paula), as(tercero), as(staff)]);
    const file = (await luciaApi.upload([png('esquema.png')])).json();

    expect((await luciaApi.open(file.id)).statusCode).toBe(200);
    expect((await staffApi.open(file.id)).statusCode).toBe(404);
    expect((await paulaApi.open(file.id)).statusCode).toBe(404);

    const sent = await luciaApi.send({
      chatId: -1,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: '',
      metadata: { files: [file] },
    });
    expect(sent.statusCode).toBe(201);
    const { chatId, message } = sent.json();
    expect(message.metadata).toEqual({ files: [file] });
    const [stored] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(stored!.metadata).toEqual({ files: [file] });

    const received = await paulaApi.open(file.id);
    expect(received.statusCode).toBe(200);
    expect(received.headers?.['content-type']).toBe('image/png');
    expect(Buffer.compare(received.bytes!, PNG_BYTES)).toBe(0);
    const download = await paulaApi.open(file.id, '?download=1');
    expect(download.statusCode).toBe(200);
    expect(String(download.headers?.['content-disposition'])).toContain('attachment');

    expect((await luciaApi.open(file.id)).statusCode).toBe(200);
    const refused = await terceroApi.open(file.id);
    expect([403, 404]).toContain(refused.statusCode);
    // A private chat is the two members' alone: staff (who read every post) do not open its files either.
    const staffRefused = await staffApi.open(file.id);
    expect(staffRefused.statusCode).toBe(404);
    expect(staffRefused.message).toBe(texts.files.notFound);
    const anonymous = await t.app.inject({ url: `/api/files/activos/file/${file.id}` });
    expect(anonymous.statusCode).toBe(401);
    // A member's signed address names its holder: a bad signature (another's forged copy) opens nothing.
    const signed = (
      await t.app.inject({
        url: `/api/files/activos/file/${file.id}`,
        headers: { authorization: `Bearer ${await createSession(t.database.db, paula.edu_codigocontacto)}` },
      })
    ).json().data.url as string;
    const forged = new URL(signed, 'http://campus.test');
    forged.searchParams.set('c', staff.edu_codigocontacto);
    expect((await t.app.inject({ url: `${forged.pathname}${forged.search}` })).statusCode).toBe(403);

    // The message with the file records the sender's chat activity (type 7) for that message.
    const activities = await t.database.db
      .select()
      .from(activityRecords)
      .where(and(eq(activityRecords.edu_codigocontacto, lucia.edu_codigocontacto), eq(activityRecords.tipo_actividad_id, 7)));
    expect(activities.map((activity) => activity.metadata)).toEqual([expect.objectContaining({ chatId, id_mensaje: message.id })]);
  });

  it('is sent once, in its own chat: someone else cannot pass it on, nor can the owner send it to another chat', async () => {
    const { lucia, paula, tercero } = await people();
    const [luciaApi, paulaApi] = await Promise.all([as(lucia), as(paula)]);
    const file = (await luciaApi.upload([png('apuntes.png')])).json();
    const toPaula = {
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: 'Mira',
      metadata: { files: [file] },
    };
    const first = await luciaApi.send({ chatId: -1, ...toPaula });
    expect(first.statusCode).toBe(201);

    const forwarded = await paulaApi.send({
      chatId: -1,
      sender_codigocontacto: paula.edu_codigocontacto,
      receiver_codigocontacto: tercero.edu_codigocontacto,
      mensaje: 'Toma',
      metadata: { files: [file] },
    });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().message).toBe(texts.chat.fileNotAllowed);
    const elsewhere = await luciaApi.send({
      chatId: -1,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: tercero.edu_codigocontacto,
      mensaje: 'Toma',
      metadata: { files: [file] },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await t.database.db.$count(chatMessages, eq(chatMessages.receiver_codigocontacto, tercero.edu_codigocontacto))).toBe(0);
    // In its own chat it may go again (the same message re-sent after a lost answer).
    expect((await luciaApi.send({ chatId: first.json().chatId, ...toPaula })).statusCode).toBe(201);
  });

  it('is discarded by its owner before sending (DELETE /api/chats/upload-file/{id}: row and bytes), never once sent nor by anyone else', async () => {
    const { lucia, paula } = await people();
    const [luciaApi, paulaApi] = await Promise.all([as(lucia), as(paula)]);
    const before = storedUploads().length;
    const removed = (await luciaApi.upload([png('quitar.png')])).json();
    expect(storedUploads()).toHaveLength(before + 1);
    expect((await paulaApi.discard(removed.id)).statusCode).toBe(404);
    const discarded = await luciaApi.discard(removed.id);
    expect(discarded.statusCode).toBe(204);
    expect(await t.database.db.$count(files, eq(files.id, removed.id))).toBe(0);
    expect(storedUploads()).toHaveLength(before);
    expect((await luciaApi.discard(removed.id)).statusCode).toBe(404);

    const kept = (await luciaApi.upload([png('enviado.png')])).json();
    await luciaApi.send({
      chatId: -1,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: '',
      metadata: { files: [kept] },
    });
    const refused = await luciaApi.discard(kept.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(texts.chat.fileNotFound);
    expect((await paulaApi.open(kept.id)).statusCode).toBe(200);
  });

  it('sweeps uploads nothing carries once a day old (row and bytes), never a sent one nor a fresh one', async () => {
    const { lucia, paula } = await people();
    const luciaApi = await as(lucia);
    const left = (await luciaApi.upload([png('olvidado.png')])).json();
    const sent = (await luciaApi.upload([png('enviado-antes.png')])).json();
    await luciaApi.send({
      chatId: -1,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: '',
      metadata: { files: [sent] },
    });
    const fresh = (await luciaApi.upload([png('recien.png')])).json();
    const dayAgo = new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS - 60_000);
    await t.database.db
      .update(fileUploads)
      .set({ created_at: dayAgo })
      .where(inArray(fileUploads.file_id, [left.id, sent.id]));
    const before = storedUploads().length;

    const swept = await t.app.ctx.uploadsService.sweepUnattachedUploads(new Date());

    expect(swept).toBe(1);
    expect(await t.database.db.$count(files, eq(files.id, left.id))).toBe(0);
    expect(storedUploads()).toHaveLength(before - 1);
    expect(await t.database.db.$count(files, inArray(files.id, [sent.id, fresh.id]))).toBe(2);
    expect((await luciaApi.open(fresh.id)).statusCode).toBe(200);
  });

  it('refuses two files in one message with the spec message', async () => {
    const { lucia, paula } = await people();
    const api = await as(lucia);
    const [a, b] = [(await api.upload([png('a.png')])).json(), (await api.upload([png('b.png')])).json()];
    const response = await api.send({
      chatId: -1,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: '',
      metadata: { files: [a, b] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(texts.chat.oneFileOnly);
  });

  it('uploads with the same statements whatever the user already uploaded', async () => {
    const { lucia } = await people();
    const api = await as(lucia);
    // The first request of a session reads the session once (then cached): measured after it.
    await api.upload([png('0.png')]);
    const first = await t.recordQueries(() => api.upload([png('1.png')]));
    for (let index = 0; index < 5; index += 1) await api.upload([png(`${index}.png`)]);
    const later = await t.recordQueries(() => api.upload([png('2.png')]));
    expect(later.statements.length).toBe(first.statements.length);
    expect(later.statements.length).toBeLessThanOrEqual(4);
  });
});
