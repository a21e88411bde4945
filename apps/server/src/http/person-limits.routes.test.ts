import { texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../test/factories';
import { createSession } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { createClass, mailApi, to } from '../test/mail-helpers';
import { multipartBody, PNG_BYTES } from '../test/uploads-helpers';

// Small limits so each one is reached in a few calls; the counters are the app's own (in memory here, on Redis
// with REDIS_URL), keyed by the person.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { MAIL_SEND_LIMIT_PER_HOUR: '2', UPLOAD_LIMIT_PER_MINUTE: '3', UPLOAD_LIMIT_PER_HOUR: '100', DOCUMENT_ISSUE_LIMIT_PER_MINUTE: '2' },
  });
});
afterAll(async () => {
  await t.close();
});

const expectLimited = (response: { statusCode: number; json(): { code: string; message: string } }, message: string) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ status: 'error', code: 'rate_limited', message });
};

async function uploader() {
  const contact = await createContact(t.database.db);
  const headers = { authorization: `Bearer ${await createSession(t.database.db, contact.edu_codigocontacto)}` };
  return (url: string) => {
    const body = multipartBody([{ filename: 'pizarra.png', contentType: 'image/png', data: PNG_BYTES }], url.includes('tareas') ? { taskId: '1' } : {});
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
}

describe('per-person upload limit (chat files, board files, task deliveries, mail drafts)', () => {
  it('answers 429 past the limit, counted across every upload route, while another person still uploads', async () => {
    const [lucia, pablo] = [await uploader(), await uploader()];
    expect((await lucia('/api/chats/upload-file')).statusCode).toBe(201);
    expect((await lucia('/api/posts/upload-file')).statusCode).toBe(201);
    expect((await lucia('/api/chats/upload-file')).statusCode).toBe(201);
    expectLimited(await lucia('/api/chats/upload-file'), texts.errors.uploadsLimited);
    expectLimited(await lucia('/api/posts/upload-file'), texts.errors.uploadsLimited);
    expectLimited(await lucia('/api/formations/tareas/upload-file'), texts.errors.uploadsLimited);
    expectLimited(await lucia('/api/user/profile-pic'), texts.errors.uploadsLimited);
    expect((await pablo('/api/chats/upload-file')).statusCode).toBe(201);
  });

  it('counts the drafts of the mail client, which store their files', async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    for (let i = 0; i < 3; i += 1) expect((await luciaApi.save({ subject: `Borrador ${i}` })).statusCode).toBe(201);
    expectLimited(await luciaApi.save({ subject: 'Uno más' }), texts.errors.uploadsLimited);
    expect((await pabloApi.save({ subject: 'El mío' })).statusCode).toBe(201);
  });
});

describe('per-person mail limit', () => {
  it('answers 429 past the mails a person may send in an hour (sent, replies and forwards alike); another person still sends', async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    const first = await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Uno', emailContent: '<p>1</p>' });
    expect(first.statusCode).toBe(201);
    expect(
      (
        await luciaApi.send({
          selectedRecipients: [{ contact: { fullname: 'Fuera', emailaddress1: 'alguien@fuera.example' }, formation: null }],
          subject: 'Dos',
          emailContent: '<p>2</p>',
        })
      ).statusCode,
    ).toBe(201);
    expectLimited(await luciaApi.send({ selectedRecipients: [to(teacher)], subject: 'Tres', emailContent: '<p>3</p>' }), texts.errors.mailLimited);
    expectLimited(await luciaApi.reply(first.json().data.id, { emailContent: '<p>re</p>' }), texts.errors.mailLimited);
    expectLimited(await luciaApi.forward(first.json().data.id, { selectedRecipients: [to(teacher)], emailContent: '<p>fw</p>' }), texts.errors.mailLimited);
    expect((await pabloApi.send({ selectedRecipients: [to(lucia)], subject: 'Mío', emailContent: '<p>ok</p>' })).statusCode).toBe(201);
  });
});

describe('per-person mail limit in the back office (issue 31)', () => {
  it('counts the invitations staff send (with a new person or again) and the mailed withdrawal decisions', async () => {
    const staff = await createContact(t.database.db, { edu_tipocontacto: '4' });
    const headers = { authorization: `Bearer ${await createSession(t.database.db, staff.edu_codigocontacto)}` };
    const create = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gestion/personas',
        headers,
        payload: { firstname: 'Ana', lastname: `Límite ${n}`, emailaddress1: `ana.limite.${n}@campus.test`, contactTypes: [1], sendInvitation: true },
      });
    expect((await create(1)).statusCode).toBe(201);
    expect((await create(2)).statusCode).toBe(201);
    expectLimited(await create(3), texts.errors.mailLimited);
    expectLimited(await t.app.inject({ method: 'POST', url: '/api/gestion/personas/CON-NADIE/invitacion', headers }), texts.errors.mailLimited);
    expectLimited(await t.app.inject({ method: 'PATCH', url: '/api/gestion/bajas/1', headers, payload: { decision: 'aprobado' } }), texts.errors.mailLimited);
  });
});

describe('per-person document limit (certificates, invoices)', () => {
  it('answers 429 past the documents a person may ask for in a minute, across the issuing routes; another person is not affected', async () => {
    const [lucia, pablo] = [await createContact(t.database.db), await createContact(t.database.db)];
    const ask = async (contact: typeof lucia, url: string, method: 'GET' | 'POST' = 'GET') => {
      const headers = { authorization: `Bearer ${await createSession(t.database.db, contact.edu_codigocontacto)}` };
      return t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: { grupo: 'GRU-NINGUNO' } } : {}) });
    };
    // Asked for, even refused, each costs the person one: the limit is on asking, before any work.
    expect((await ask(lucia, '/api/adeudos/yearly/MAT-NINGUNA')).statusCode).toBe(404);
    expect((await ask(lucia, '/api/adeudos/stripe/in_ninguna')).statusCode).toBe(404);
    expectLimited(await ask(lucia, `/api/certificados/matricula/${lucia.edu_codigocontacto}`, 'POST'), texts.errors.documentsLimited);
    expectLimited(await ask(lucia, '/api/adeudos/yearly/MAT-NINGUNA'), texts.errors.documentsLimited);
    expect((await ask(pablo, `/api/certificados/matricula/${pablo.edu_codigocontacto}`, 'POST')).statusCode).toBe(400);
  });
});
