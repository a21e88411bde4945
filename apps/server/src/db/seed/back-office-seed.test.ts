import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, contacts, invitations, lineasMatricula, withdrawalRequests } from '../schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backOfficeApiKeyNames, backOfficeContactCodes as B } from './back-office';
import { createDemoClock } from './dates';
import { demoContactCodes as C, demoGroupCodes as G, seedDemoAcademy } from './index';

const now = new Date('2026-11-24T09:00:00Z');
const clock = createDemoClock(now);
const DAY_MS = 24 * 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAcademy(t.database.db, { now });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the back office’s demo data', () => {
  it('has a student invited two days ago with an open link and no password, a re-invited teacher and a suspended student', async () => {
    const db = t.database.db;
    const people = await db
      .select()
      .from(contacts)
      .where(inArray(contacts.edu_codigocontacto, Object.values(B)));
    const byCode = Object.fromEntries(people.map((row) => [row.edu_codigocontacto, row]));
    expect(byCode[B.invitedStudent]).toMatchObject({ fullname: 'Candela Garrido Soler', password_hash: null, statecode: 0 });
    expect(byCode[B.suspendedStudent]).toMatchObject({ statecode: 1, suspended_by: C.staff, suspended_at: expect.any(Date) });
    expect(byCode[B.acceptedStudent]!.password_hash).not.toBeNull();

    const rows = await db
      .select()
      .from(invitations)
      .where(inArray(invitations.edu_codigocontacto, Object.values(B)));
    const isOpen = (row: (typeof rows)[number]) => !row.used_at && !row.superseded_at && row.expires_at > now;
    const candela = rows.filter((row) => row.edu_codigocontacto === B.invitedStudent);
    expect(candela).toHaveLength(1);
    expect(isOpen(candela[0]!)).toBe(true);
    expect(Math.round((now.getTime() - candela[0]!.created_at.getTime()) / DAY_MS)).toBe(2);
    expect(rows.filter((row) => row.edu_codigocontacto === B.invitedTeacher).map(isOpen)).toEqual([false, true]);
    expect(rows.find((row) => row.edu_codigocontacto === B.acceptedStudent)!.used_at).not.toBeNull();
    // Only hashes: a token is 64 hex characters of SHA-256.
    for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has the CRM’s read key used minutes ago and its write key revoked, stored as hashes', async () => {
    const keys = await t.database.db.select().from(apiKeys);
    const read = keys.find((key) => key.name === backOfficeApiKeyNames.read)!;
    const write = keys.find((key) => key.name === backOfficeApiKeyNames.write)!;
    expect(read).toMatchObject({ scope: 'read', revoked_at: null, created_by: C.admin });
    expect(now.getTime() - read.last_used_at!.getTime()).toBeLessThan(3600_000);
    expect(write).toMatchObject({ scope: 'write', revoked_at: expect.any(Date) });
    for (const key of [read, write]) {
      expect(key.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(key.key_prefix.length).toBeLessThan(16);
    }
  });

  it('keeps an audit history of the last weeks by Marta and Elena, naming entities that exist', async () => {
    const db = t.database.db;
    const entries = await db.select().from(auditLog);
    expect(new Set(entries.map((entry) => entry.actor_code))).toEqual(new Set([C.admin, C.staff, B.acceptedStudent]));
    for (const entry of entries) {
      expect(entry.at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(entry.at.getTime()).toBeGreaterThan(now.getTime() - 35 * DAY_MS);
    }
    // Its own history; the withdrawal desk's seed adds its decisions (withdrawal.reject, enrolment.end) to the same log.
    expect([...new Set(entries.map((entry) => entry.action))]).toEqual(
      expect.arrayContaining([
        'api_key.create',
        'api_key.revoke',
        'import.apply',
        'formation.update',
        'contact.update',
        'contact.create',
        'contact.suspend',
        'invitation.send',
        'invitation.accept',
        'enrolment.move',
        'withdrawal.approve',
      ]),
    );
    const moved = entries.find((entry) => entry.action === 'enrolment.move')!;
    const [line] = await db.select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigolineamatricula, moved.entity_id));
    expect(line!.edu_codigoformacion).toBe(G.dawB);
    const approved = entries.find((entry) => entry.action === 'withdrawal.approve')!;
    const [withdrawal] = await db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.id, Number(approved.entity_id)));
    expect(withdrawal).toMatchObject({ status: 'aprobado', decided_by: C.admin });
    // Approved, but it applies from next month: the line is still active today.
    expect(withdrawal!.effective_date > clock.today).toBe(true);
    const keyIds = new Set((await db.select({ id: apiKeys.id }).from(apiKeys)).map((key) => String(key.id)));
    for (const entry of entries.filter((e) => e.entity_type === 'api_key')) expect(keyIds.has(entry.entity_id)).toBe(true);
  });
});
