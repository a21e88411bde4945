import { mailListAnswerSchema } from '@campus/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailApi } from '../../test/mail-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INBOX_SIZE = 5_000;

/** Issue 12: "a 5,000-message inbox stays smooth": pages of 50 by keyset, each as cheap as the first. */
describe('a 5,000-message inbox', () => {
  it('pages newest first by keyset: every mail once, in order, with the same statements on the last page as on the first', async () => {
    const db = t.database.db;
    const [owner, sender] = await Promise.all([createContact(db), createContact(db)]);
    // Written directly (5,000 sends through the API would only slow the test): one message and one inbox copy per
    // mail, two to each minute so that the id breaks ties between equal dates.
    await db.execute(sql`
      with messages as (
        insert into mail_messages (conversation_id, sender_codigocontacto, subject, body_html, preview, from_line, sent_at)
        select 'conv-' || n, ${sender.edu_codigocontacto}, 'Correo ' || n, '<p>Hola</p>', 'Hola',
               jsonb_build_object('name', ${sender.fullname}::text, 'address', ${sender.emailaddress1}::text, 'edu_codigocontacto', ${sender.edu_codigocontacto}::text),
               date_trunc('minute', now()) - ((n / 2) || ' minutes')::interval
        from generate_series(1, ${INBOX_SIZE}) as n
        returning id, sent_at
      )
      insert into mail_copies (message_id, owner_codigocontacto, folder_id, is_read, date)
      select id, ${owner.edu_codigocontacto}, 'inbox', id % 3 = 0, sent_at
      from messages`);
    const api = await mailApi(t, owner);

    const folders = (await api.folders()).json() as { id: string; totalItemCount: number }[];
    expect(folders.find((folder) => folder.id === 'inbox')?.totalItemCount).toBe(INBOX_SIZE);

    const seen: number[] = [];
    let previousDate = Number.POSITIVE_INFINITY;
    let cursor: string | null = null;
    const statementsPerPage: number[] = [];
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const { result, statements } = await t.recordQueries(() => api.list('inbox', `&limit=100${query}`));
      expect(result.statusCode).toBe(200);
      const page = mailListAnswerSchema.parse(result.json());
      expect(page.total).toBe(INBOX_SIZE);
      for (const item of page.data) {
        const date = Date.parse(item.date);
        expect(date).toBeLessThanOrEqual(previousDate);
        previousDate = date;
        seen.push(item.id);
      }
      if (cursor) statementsPerPage.push(statements.length);
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen).toHaveLength(INBOX_SIZE);
    expect(new Set(seen).size).toBe(INBOX_SIZE);
    // Pages after the first (the first may come from the kept answer) ask the same statements, deep or not.
    expect(new Set(statementsPerPage).size).toBe(1);
    expect(statementsPerPage[0]).toBeLessThanOrEqual(3);
  });
});
