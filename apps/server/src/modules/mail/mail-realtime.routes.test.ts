import { type MailChangedPayload, mailListAnswerSchema, toComunicateAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createEnrolment } from '../../test/factories';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { attachment, createClass, mailApi, to } from '../../test/mail-helpers';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

describe("'mail-changed'", () => {
  it("reaches the recipient's tabs with their new folders and the mail, and the sender's other tabs", async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    const [pabloTab, luciaTab] = await Promise.all([
      openUserSocket(baseUrl, pabloApi.token, pablo.edu_codigocontacto, t.config.PUBLIC_URL),
      openUserSocket(baseUrl, luciaApi.token, lucia.edu_codigocontacto, t.config.PUBLIC_URL),
    ]);
    try {
      const arrived = waitForSocketEvent(pabloTab, 'mail-changed');
      const sentElsewhere = waitForSocketEvent(luciaTab, 'mail-changed');
      await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'En directo', emailContent: '<p>¿Lo ves?</p>' });
      const payload = (await arrived) as MailChangedPayload;
      expect(payload.folders.find((f) => f.id === 'inbox')).toMatchObject({ unreadItemCount: 1, totalItemCount: 1 });
      expect(payload.mail).toMatchObject({ subject: 'En directo', folderId: 'inbox', isRead: false });
      const own = (await sentElsewhere) as MailChangedPayload;
      expect(own.mail).toMatchObject({ subject: 'En directo', folderId: 'sent' });

      const read = waitForSocketEvent(pabloTab, 'mail-changed');
      await pabloApi.change(payload.mail!.id, { isRead: true });
      expect(((await read) as MailChangedPayload).folders.find((f) => f.id === 'inbox')!.unreadItemCount).toBe(0);
    } finally {
      pabloTab.disconnect();
      luciaTab.disconnect();
    }
  });
});

describe('constant queries', () => {
  it('reads the folders and an inbox page with the same statements for 2 mails as for 40', async () => {
    const { group, lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    const send = (i: number) =>
      luciaApi.send(
        { selectedRecipients: [to(pablo)], subject: `Correo ${i}`, emailContent: '<p>x</p>' },
        i % 3 === 0 ? [attachment(`f${i}.txt`, Buffer.from('x'), 'text/plain')] : [],
      );
    for (let i = 0; i < 2; i += 1) await send(i);
    // The session is looked up once and then kept: warm it so both readings count the same work.
    await pabloApi.folders();
    // Cold reads of the kept mailbox (mail-cache.routes.test.ts checks the warm ones).
    t.app.ctx.changes.publish('mail_copies', '*');
    const few = { folders: await t.recordQueries(() => pabloApi.folders()), page: await t.recordQueries(() => pabloApi.list('inbox')) };
    for (let i = 2; i < 40; i += 1) await send(i);
    t.app.ctx.changes.publish('mail_copies', '*');
    const many = { folders: await t.recordQueries(() => pabloApi.folders()), page: await t.recordQueries(() => pabloApi.list('inbox')) };
    expect(mailListAnswerSchema.parse(many.page.result.json()).data).toHaveLength(40);
    expect(many.folders.statements.length).toBe(few.folders.statements.length);
    expect(many.page.statements.length).toBe(few.page.statements.length);
    expect(many.page.statements.length).toBeLessThanOrEqual(3);
    // A send to many academy recipients is as many statements as a send to one.
    const classmates = await Promise.all(Array.from({ length: 12 }, () => createContact(t.database.db)));
    // Classmates indeed: a student mails only people within her reach (the contact policy).
    await Promise.all(classmates.map((classmate) => createEnrolment(t.database.db, classmate, group)));
    // The factories' writes dropped the cached rows (contacts, holdings): a first send warms them again.
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Cero', emailContent: '<p>x</p>' });
    const one = await t.recordQueries(() => luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Uno', emailContent: '<p>x</p>' }));
    const twelve = await t.recordQueries(() => luciaApi.send({ selectedRecipients: classmates.map(to), subject: 'Doce', emailContent: '<p>x</p>' }));
    expect(twelve.result.statusCode).toBe(201);
    expect(twelve.statements.length).toBe(one.statements.length);
  });
});

describe('POST /api/user/to-comunicate', () => {
  it("offers classmates, the group's teacher and staff with the groups they share; search narrows; staff see everyone", async () => {
    const { group, lucia, pablo, teacher, staff } = await createClass(t);
    const stranger = await createContact(t.database.db, { fullname: 'Zoe Desconocida Sanz' });
    const [luciaApi, staffApi] = await Promise.all([mailApi(t, lucia), mailApi(t, staff)]);
    const answer = toComunicateAnswerSchema.parse((await luciaApi.toComunicate()).json());
    const codes = answer.data.contacts.map((c) => c.edu_codigocontacto);
    expect(codes).toEqual(expect.arrayContaining([pablo.edu_codigocontacto, teacher.edu_codigocontacto, staff.edu_codigocontacto]));
    expect(codes).not.toContain(stranger.edu_codigocontacto);
    expect(codes).not.toContain(lucia.edu_codigocontacto);
    expect(answer.data.contacts.find((c) => c.edu_codigocontacto === pablo.edu_codigocontacto)).toMatchObject({
      fullname: pablo.fullname,
      emailaddress1: pablo.emailaddress1,
      edu_tipocontacto: '1',
      formations: [group.edu_codigoformacion],
    });
    expect(answer.data.contacts.find((c) => c.edu_codigocontacto === staff.edu_codigocontacto)!.formations).toEqual([]);
    expect(answer.data.formations).toEqual([
      {
        edu_codigoformacion: group.edu_codigoformacion,
        name: group.edu_formacion,
        address: `grupo+${group.edu_codigoformacion.toLowerCase()}@campus.test`,
        members: [pablo.edu_codigocontacto, teacher.edu_codigocontacto].sort(),
      },
    ]);

    const searched = toComunicateAnswerSchema.parse((await luciaApi.toComunicate({ search: 'pablo martin' })).json());
    expect(searched.data.contacts.map((c) => c.edu_codigocontacto)).toEqual([pablo.edu_codigocontacto]);
    // A word no factory code can contain: codes are base-36 sequence + hex and are searchable too ('T-ZOE02C72' once matched 'zoe').
    const byStaff = toComunicateAnswerSchema.parse((await staffApi.toComunicate({ search: 'desconocida' })).json());
    expect(byStaff.data.contacts.map((c) => c.edu_codigocontacto)).toEqual([stranger.edu_codigocontacto]);
    const queries = await t.recordQueries(() => luciaApi.toComunicate());
    expect(queries.statements.length).toBeLessThanOrEqual(3);
  });
});
