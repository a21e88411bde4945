import { academyTexts } from '@campus/contract';
import { texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, contacts } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

// A clock the tests move: the last use is written at most once a minute per key.
let clock = new Date('2026-03-02T10:00:00Z');
const t = await createTestApp({ now: () => clock });
afterAll(async () => {
  await t.close();
});
const db = t.database.db;

const [staff, admin, student, teacher, freemium] = await Promise.all([
  createContact(db, { fullname: 'Elena Personal', edu_tipocontacto: '4' }),
  createContact(db, { fullname: 'Marta Admin', admin: true }),
  createContact(db),
  createContact(db, { edu_tipocontacto: '5' }),
  createContact(db, { freemium: true }),
]);
const bearerOf = async (contact: { edu_codigocontacto: string }) => ({ authorization: `Bearer ${await createSession(db, contact.edu_codigocontacto)}` });
const staffHeaders = await bearerOf(staff);
const adminHeaders = await bearerOf(admin);

const KEYS_URL = '/api/gestion/claves-api';
const ENROLMENTS_URL = '/api/gestion/matriculas';

async function createKey(scope: 'read' | 'write', headers = staffHeaders, name = `CRM ${scope}`) {
  const answer = await t.app.inject({ method: 'POST', url: KEYS_URL, headers, payload: { name, scope } });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { key: { id: number; prefix: string; name: string }; secret: string };
}

describe('API keys: create, list, revoke', () => {
  it('answers the secret once, keeps only its SHA-256 and prefix, and audits the creation without the secret', async () => {
    const { key, secret } = await createKey('write', staffHeaders, 'CRM de la academia');
    expect(secret).toMatch(/^campus_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row).toMatchObject({
      key_hash: hashToken(secret),
      key_prefix: key.prefix.slice('campus_'.length),
      scope: 'write',
      created_by: staff.edu_codigocontacto,
    });

    const listed = await t.app.inject({ url: KEYS_URL, headers: adminHeaders });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret.slice(16));
    expect(listed.json().keys.find((k: { id: number }) => k.id === key.id)).toEqual({
      id: key.id,
      name: 'CRM de la academia',
      scope: 'write',
      prefix: key.prefix,
      createdBy: { edu_codigocontacto: staff.edu_codigocontacto, fullname: 'Elena Personal' },
      createdAt: clock.toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    });

    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(key.id)));
    expect(audit).toMatchObject([{ action: 'api_key.create', entity_type: 'api_key', actor_code: staff.edu_codigocontacto, api_key_id: null }]);
    expect(audit[0]!.summary).toBe('Creada la clave API «CRM de la academia» (Lectura y escritura)');
    expect(JSON.stringify(audit)).not.toContain(secret.slice(16));
  });

  it('revokes a key: audited, its next call is 401, a second revocation 409 and an unknown key 404', async () => {
    const { key, secret } = await createKey('read');
    expect((await t.app.inject({ url: ENROLMENTS_URL, headers: { 'x-api-key': secret } })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `${KEYS_URL}/${key.id}`, headers: adminHeaders });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().key.revokedAt).toBe(clock.toISOString());
    const unauthorized = await t.app.inject({ url: ENROLMENTS_URL, headers: { 'x-api-key': secret } });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json().message).toBe(texts.errors.unauthorized);
    expect((await t.app.inject({ url: ENROLMENTS_URL, headers: { authorization: `Bearer ${secret}` } })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'DELETE', url: `${KEYS_URL}/${key.id}`, headers: adminHeaders });
    expect([again.statusCode, again.json().message]).toEqual([409, academyTexts.backOfficeApiKeys.alreadyRevoked]);
    const unknown = await t.app.inject({ method: 'DELETE', url: `${KEYS_URL}/999999`, headers: adminHeaders });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, academyTexts.backOfficeApiKeys.notFound]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(key.id)));
    expect(audit.map((row) => [row.action, row.actor_code, row.after])).toContainEqual([
      'api_key.revoke',
      admin.edu_codigocontacto,
      { revoked_at: clock.toISOString() },
    ]);
  });

  it('refuses a student, a teacher, a freemium visitor and no session; a key (even a write key) on key management is 403', async () => {
    const { key, secret } = await createKey('write');
    const calls = [
      { method: 'GET' as const, url: KEYS_URL },
      { method: 'POST' as const, url: KEYS_URL, payload: { name: 'Otra', scope: 'write' } },
      { method: 'DELETE' as const, url: `${KEYS_URL}/${key.id}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} anonymous`).toBe(401);
      for (const person of [student, teacher, freemium]) {
        const answer = await t.app.inject({ ...call, headers: await bearerOf(person) });
        expect([answer.statusCode, answer.json().message], `${call.method} as ${person.edu_codigocontacto}`).toEqual([403, academyTexts.backOffice.forbidden]);
      }
      for (const headers of [{ 'x-api-key': secret }, { authorization: `Bearer ${secret}` }]) {
        const answer = await t.app.inject({ ...call, headers });
        expect([answer.statusCode, answer.json().message], `${call.method} with a key`).toEqual([403, academyTexts.backOffice.apiKeyNotAllowed]);
      }
    }
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.revoked_at).toBeNull();
  });

  it('refuses a name missing or too long and a scope not read or write (400, Spanish)', async () => {
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: KEYS_URL, headers: staffHeaders, payload: payload as object });
    expect((await post({ name: '  ', scope: 'read' })).json().message).toBe(academyTexts.backOfficeApiKeys.nameRequired);
    expect((await post({ name: 'x'.repeat(101), scope: 'read' })).json().message).toBe(academyTexts.backOfficeApiKeys.nameTooLong);
    const badScope = await post({ name: 'CRM', scope: 'admin' });
    expect([badScope.statusCode, badScope.json().message]).toEqual([400, academyTexts.backOfficeApiKeys.scopeRequired]);
  });
});

describe('API key resolution', () => {
  it('writes the last use at most once a minute', async () => {
    const { key, secret } = await createKey('read');
    const lastUsed = async () => (await db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.last_used_at?.toISOString() ?? null;
    const call = () => t.app.inject({ url: ENROLMENTS_URL, headers: { 'x-api-key': secret } });
    const first = clock;
    expect((await call()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first.toISOString());
    clock = new Date(first.getTime() + 30_000);
    const { statements } = await t.recordQueries(call);
    expect(statements.some((statement) => /^update "api_keys"/i.test(statement))).toBe(false);
    expect(await lastUsed()).toBe(first.toISOString());
    clock = new Date(first.getTime() + 61_000);
    expect((await call()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(clock.toISOString());
  });

  it('keeps working when its creator is deleted, in the name of no person', async () => {
    const creator = await createContact(db, { edu_tipocontacto: '6' });
    const { key, secret } = await createKey('write', await bearerOf(creator));
    await db.delete(contacts).where(eq(contacts.edu_codigocontacto, creator.edu_codigocontacto));
    expect((await t.app.inject({ url: ENROLMENTS_URL, headers: { 'x-api-key': secret } })).statusCode).toBe(200);
    const listed = (await t.app.inject({ url: KEYS_URL, headers: staffHeaders })).json().keys.find((k: { id: number }) => k.id === key.id);
    expect(listed.createdBy).toBeNull();
  });

  it('never resolves a malformed key, and a key beside a valid session still decides (401)', async () => {
    const { secret } = await createKey('read');
    for (const bad of ['campus_nothex00_x', `${secret}x`, secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      expect((await t.app.inject({ url: ENROLMENTS_URL, headers: { 'x-api-key': bad } })).statusCode, bad).toBe(401);
    }
    expect((await t.app.inject({ url: ENROLMENTS_URL, headers: { ...staffHeaders, 'x-api-key': 'campus_00000000_wrong' } })).statusCode).toBe(401);
  });
});

// The enrolment lines the CRM reads below.
const { parent, group } = await createFormationWithGroup(db);
const { group: otherGroup } = await createFormationWithGroup(db);
const ana = await createContact(db, { fullname: 'Ana Buscable Ruiz' });
const luis = await createContact(db);
const day = (iso: string) => new Date(iso);
const { line: first } = await createEnrolment(db, ana, group, { line: { created_at: day('2026-01-10T09:00:00Z') } });
await createEnrolment(db, luis, group, { line: { created_at: day('2026-02-10T09:00:00Z') } });
await createEnrolment(db, luis, otherGroup, { line: { created_at: day('2026-02-20T09:00:00Z'), edu_activa: 1 } });
const { secret } = await createKey('read');
const get = (query: string, headers: Record<string, string> = { 'x-api-key': secret }) => t.app.inject({ url: `${ENROLMENTS_URL}${query}`, headers });

describe('GET /api/gestion/matriculas', () => {
  it('answers the lines of a group with the student, the main formation and the page', async () => {
    const answer = await get(`?grupo=${group.edu_codigoformacion}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().page).toEqual({ page: 1, pageSize: 25, total: 2 });
    expect(answer.json().enrolments[0]).toEqual({
      edu_codigolineamatricula: first!.edu_codigolineamatricula,
      edu_codigomatricula: first!.edu_matricula,
      edu_codigoalumno: ana.edu_codigocontacto,
      alumno_fullname: 'Ana Buscable Ruiz',
      edu_codigoformacion: group.edu_codigoformacion,
      edu_principalcodigoformacion: parent.edu_codigoformacion,
      edu_fechainicio: group.edu_fechainicioclases!.toISOString(),
      edu_fechafin: null,
      edu_activa: 0,
      created_at: '2026-01-10T09:00:00.000Z',
    });
  });

  it('filters by student, since a day or an instant, and searches by name; pages; staff read it too', async () => {
    const codes = async (query: string) => ((await get(query)).json().enrolments as { edu_codigoformacion: string }[]).map((row) => row.edu_codigoformacion);
    expect(await codes(`?alumno=${luis.edu_codigocontacto}`)).toEqual([group.edu_codigoformacion, otherGroup.edu_codigoformacion]);
    expect(await codes(`?alumno=${luis.edu_codigocontacto}&desde=2026-02-15`)).toEqual([otherGroup.edu_codigoformacion]);
    expect(await codes(`?alumno=${luis.edu_codigocontacto}&desde=2026-02-20T09:00:00Z`)).toEqual([otherGroup.edu_codigoformacion]);
    expect(await codes('?q=buscable')).toEqual([group.edu_codigoformacion]);
    const paged = await get(`?alumno=${luis.edu_codigocontacto}&pageSize=1&page=2`);
    expect(paged.json().page).toEqual({ page: 2, pageSize: 1, total: 2 });
    expect(paged.json().enrolments.map((row: { edu_codigoformacion: string }) => row.edu_codigoformacion)).toEqual([otherGroup.edu_codigoformacion]);
    expect((await get(`?alumno=${luis.edu_codigocontacto}`, staffHeaders)).statusCode).toBe(200);
    const bad = await get('?desde=ayer');
    expect([bad.statusCode, bad.json().message]).toEqual([400, academyTexts.backOfficeApiKeys.invalidSince]);
  });

  it('refuses a student, a teacher, a freemium visitor and no session', async () => {
    expect((await get('', {})).statusCode).toBe(401);
    for (const person of [student, teacher, freemium]) expect((await get('', await bearerOf(person))).statusCode).toBe(403);
  });

  it('reads a page in a constant number of statements whatever the size', async () => {
    const count = async () => {
      const { result, statements } = await t.recordQueries(() => get('?pageSize=100'));
      expect(result.statusCode).toBe(200);
      return statements.length;
    };
    const few = await count();
    for (let i = 0; i < 5; i++) await createEnrolment(db, await createContact(db), otherGroup);
    expect(await count()).toBe(few);
    expect(few).toBeLessThanOrEqual(3);
  });
});

// An app whose keys may call twice a minute.
const limited = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '2' } });
afterAll(async () => {
  await limited.close();
});
const headers = {
  authorization: `Bearer ${await createSession(limited.database.db, (await createContact(limited.database.db, { edu_tipocontacto: '4' })).edu_codigocontacto)}`,
};
const keyOf = async () =>
  (await limited.app.inject({ method: 'POST', url: KEYS_URL, headers, payload: { name: 'CRM', scope: 'read' } })).json().secret as string;

describe('per-key rate limit', () => {
  it('answers 429 with Retry-After past the limit, for that key only', async () => {
    const [one, two] = [await keyOf(), await keyOf()];
    const call = (key: string) => limited.app.inject({ url: ENROLMENTS_URL, headers: { 'x-api-key': key } });
    expect((await call(one)).statusCode).toBe(200);
    expect((await call(one)).statusCode).toBe(200);
    const refused = await call(one);
    expect([refused.statusCode, refused.json().message]).toEqual([429, academyTexts.backOffice.apiKeyRateLimited]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(two)).statusCode).toBe(200);
    // The person who created them is not limited by their keys' calls.
    expect((await limited.app.inject({ url: ENROLMENTS_URL, headers })).statusCode).toBe(200);
  });
});
