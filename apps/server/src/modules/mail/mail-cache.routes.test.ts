import { mailFoldersAnswerSchema, mailListAnswerSchema, mailWriteAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createClass, mailApi, to } from '../../test/mail-helpers';

// The app's own writes must drop the kept mailboxes: this app keeps its caches when statements are written
// (keepCachesOnDirectWrites), so only the service's invalidation can make a change show.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
});

const mailSql = (statements: string[]) => statements.filter((sql) => /"mail_/.test(sql));
type Api = Awaited<ReturnType<typeof mailApi>>;
const counts = async (api: Api, id: string) => {
  const found = mailFoldersAnswerSchema.parse((await api.folders()).json()).find((f) => f.id === id)!;
  return { unread: found.unreadItemCount, total: found.totalItemCount };
};
const subjects = async (api: Api, folderId: string) => mailListAnswerSchema.parse((await api.list(folderId)).json()).data.map((m) => m.subject);

describe('GET /api/mails/folders and a first page, kept per owner', () => {
  it('answers a warm folders read and a warm inbox read without SQL, the same bytes each time', async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Hola', emailContent: '<p>x</p>' });
    const cold = await t.recordQueries(async () => [await pabloApi.folders(), await pabloApi.list('inbox', '&limit=50')]);
    expect(mailSql(cold.statements).length).toBeGreaterThan(0);

    const warm = await t.recordQueries(async () => [await pabloApi.folders(), await pabloApi.list('inbox', '&limit=50'), await pabloApi.list('inbox')]);
    expect(mailSql(warm.statements)).toEqual([]);
    expect(warm.result.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(warm.result[0]!.body).toBe(cold.result[0]!.body);
    expect(warm.result[1]!.body).toBe(cold.result[1]!.body);
    expect(mailListAnswerSchema.parse(warm.result[1]!.json())).toMatchObject({ total: 1, data: [{ subject: 'Hola' }] });
    // A later page (cursor) is read each time.
    const cursor = Buffer.from('2999-01-01T00:00:00.000000Z|999999999').toString('base64url');
    const paged = await t.recordQueries(() => pabloApi.list('inbox', `&cursor=${cursor}`));
    expect(paged.result.statusCode).toBe(200);
    expect(mailSql(paged.statements).length).toBeGreaterThan(0);
  });

  it("shows a mail sent, a draft saved, a mail read, moved and deleted at once in the sender's and the recipient's next reads", async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    const warmAll = async () => {
      for (const api of [luciaApi, pabloApi, teacherApi])
        for (const read of [api.folders(), api.list('inbox'), api.list('sent'), api.list('drafts'), api.list('archive')]) await read;
    };
    await warmAll();

    await luciaApi.send({ selectedRecipients: [to(pablo)], selectedRecipientsCC: [to(teacher)], subject: 'Apuntes', emailContent: '<p>x</p>' });
    expect(await counts(luciaApi, 'sent')).toEqual({ unread: 0, total: 1 });
    expect(await subjects(luciaApi, 'sent')).toEqual(['Apuntes']);
    for (const api of [pabloApi, teacherApi]) {
      expect(await counts(api, 'inbox')).toEqual({ unread: 1, total: 1 });
      expect(await subjects(api, 'inbox')).toEqual(['Apuntes']);
    }

    await warmAll();
    const draft = mailWriteAnswerSchema.parse((await pabloApi.save({ subject: 'A medias' })).json());
    expect(await subjects(pabloApi, 'drafts')).toEqual(['A medias']);
    expect(await counts(pabloApi, 'drafts')).toEqual({ unread: 0, total: 1 });
    await pabloApi.reply(mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!.id, { emailContent: '<p>Gracias</p>' });
    expect(await subjects(luciaApi, 'inbox')).toEqual(['RE: Apuntes']);
    expect(await subjects(pabloApi, 'sent')).toEqual(['RE: Apuntes']);
    await pabloApi.remove(draft.data.id);

    await warmAll();
    const copy = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    await pabloApi.change(copy.id, { isRead: true });
    expect(await counts(pabloApi, 'inbox')).toEqual({ unread: 0, total: 1 });
    expect(mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]).toMatchObject({ id: copy.id, isRead: true });

    await pabloApi.change(copy.id, { folderId: 'archive' });
    expect(await subjects(pabloApi, 'inbox')).toEqual([]);
    expect(await subjects(pabloApi, 'archive')).toEqual(['Apuntes']);
    expect(await counts(pabloApi, 'archive')).toEqual({ unread: 0, total: 1 });

    await pabloApi.remove(copy.id);
    expect(await subjects(pabloApi, 'archive')).toEqual([]);
    expect(await counts(pabloApi, 'deleted')).toEqual({ unread: 0, total: 2 });
    // The others' mailboxes are untouched by Pablo's own changes.
    expect(await counts(teacherApi, 'inbox')).toEqual({ unread: 1, total: 1 });
    expect(await counts(luciaApi, 'sent')).toEqual({ unread: 0, total: 1 });
  });
});
