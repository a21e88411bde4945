import { academyTexts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { apiKeys, auditLog, withdrawalRequests } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Database;
let adminHeaders: Record<string, string>;
let adminCode: string;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const admin = await createContact(db, { fullname: 'Marta Admin', admin: true });
  adminCode = admin.edu_codigocontacto;
  adminHeaders = { authorization: `Bearer ${await createSession(db, adminCode)}` };
});
afterAll(async () => {
  await t.close();
});

const audit = (query = '', headers = adminHeaders) => t.app.inject({ url: `/api/gestion/auditoria${query}`, headers });
const summary = (headers = adminHeaders) => t.app.inject({ url: '/api/gestion/resumen', headers });
const idsOf = (answer: { data: { id: number }[] }) => answer.data.map((entry) => entry.id);

describe('GET /api/gestion/auditoria and /api/gestion/resumen', () => {
  it('pages the log newest first, names each actor, searches and filters by entity, actor and Madrid days; the landing counts in two statements', async () => {
    const [key] = await db
      .insert(apiKeys)
      .values({ name: 'CRM Academia', scope: 'write', key_hash: 'a'.repeat(64), key_prefix: 'cmp_aaaa' })
      .returning();
    const [byPerson, byKey, byCommandLine] = await db
      .insert(auditLog)
      .values([
        {
          at: new Date('2026-03-01T10:00:00Z'),
          actor_code: adminCode,
          action: 'contact.create',
          entity_type: 'contact',
          entity_id: 'CON-1',
          summary: 'Alta de Ana López Ruiz (CON-1)',
          before: null,
          after: { fullname: 'Ana López Ruiz' },
        },
        {
          at: new Date('2026-03-05T10:00:00Z'),
          actor_code: adminCode,
          api_key_id: key!.id,
          action: 'contact.update',
          entity_type: 'contact',
          entity_id: 'CON-1',
          summary: 'Cambio de Ana López Ruiz (CON-1)',
          before: { mobilephone: null },
          after: { mobilephone: '600000000' },
        },
        // 1 April 00:30 in Madrid is still 31 March in UTC: the day filter reads Madrid days.
        { at: new Date('2026-03-31T22:30:00Z'), action: 'import.apply', entity_type: 'import', entity_id: '1', summary: 'Importación de 3 personas' },
      ])
      .returning();

    const all = (await audit()).json();
    expect(idsOf(all)).toEqual([byCommandLine!.id, byKey!.id, byPerson!.id]);
    expect(all.page).toEqual({ page: 1, pageSize: 25, total: 3 });
    expect(all.data.map((entry: { actor: unknown }) => entry.actor)).toEqual([
      { kind: 'commandLine', edu_codigocontacto: null, name: academyTexts.backOffice.auditByCommandLine },
      { kind: 'apiKey', edu_codigocontacto: adminCode, name: 'Clave API «CRM Academia»' },
      { kind: 'person', edu_codigocontacto: adminCode, name: 'Marta Admin' },
    ]);
    expect(all.data[1]).toMatchObject({
      action: 'contact.update',
      entityType: 'contact',
      entityId: 'CON-1',
      before: { mobilephone: null },
      after: { mobilephone: '600000000' },
    });

    expect(idsOf((await audit('?q=alta')).json())).toEqual([byPerson!.id]);
    expect(idsOf((await audit('?entidad=contact&id=CON-1')).json())).toEqual([byKey!.id, byPerson!.id]);
    expect(idsOf((await audit('?actor=crm')).json())).toEqual([byKey!.id]);
    expect(idsOf((await audit('?actor=marta')).json())).toEqual([byKey!.id, byPerson!.id]);
    expect(idsOf((await audit('?desde=2026-04-01')).json())).toEqual([byCommandLine!.id]);
    expect(idsOf((await audit('?desde=2026-03-02&hasta=2026-03-31')).json())).toEqual([byKey!.id]);
    expect(idsOf((await audit('?pageSize=1&page=2')).json())).toEqual([byKey!.id]);
    const backwards = await audit('?desde=2026-03-10&hasta=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(academyTexts.backOfficeDesk.auditDatesInvalid);

    // The landing: a figure per section and the latest entries, in two statements whatever the academy's size.
    const student = await createContact(db);
    const { group } = await createFormationWithGroup(db);
    const { line } = await createEnrolment(db, student, group);
    await db
      .insert(withdrawalRequests)
      .values({ edu_codigolineamatricula: line.edu_codigolineamatricula, edu_codigocontacto: student.edu_codigocontacto, effective_date: '2026-04-01' });
    await summary(); // the session, read once and kept
    const { result, statements } = await t.recordQueries(() => summary());
    expect(statements).toHaveLength(2);
    expect(result.statusCode).toBe(200);
    const { data } = result.json();
    expect(data).toMatchObject({
      people: 2,
      activeStudents: 1,
      formations: 1,
      groups: 1,
      pendingWithdrawals: 1,
      activeApiKeys: 1,
      auditEntries: 3,
      lastImportAt: '2026-03-31T22:30:00.000Z',
    });
    expect(data.latestAudit.map((entry: { id: number }) => entry.id)).toEqual([byCommandLine!.id, byKey!.id, byPerson!.id]);
  });

  it('refuses a student, a teacher, a freemium visitor and no session', async () => {
    const [student, teacher, freemium] = await Promise.all([
      createContact(db),
      createContact(db, { edu_tipocontacto: '5' }),
      createContact(db, { freemium: true }),
    ]);
    for (const who of [student, teacher, freemium]) {
      const headers = { authorization: `Bearer ${await createSession(db, who.edu_codigocontacto)}` };
      expect((await audit('', headers)).statusCode).toBe(403);
      expect((await summary(headers)).statusCode).toBe(403);
    }
    expect((await audit('', {})).statusCode).toBe(401);
    expect((await summary({})).statusCode).toBe(401);
  });
});
