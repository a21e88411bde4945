import { academyTexts } from '@campus/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, formationTeachers, invitations } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.database.db;
const pt = academyTexts.backOfficePeople;

const bearer = async (contact: { edu_codigocontacto: string }) => ({ authorization: `Bearer ${await createSession(db, contact.edu_codigocontacto)}` });
const [admin, staff, student, teacher, freemium] = await Promise.all([
  createContact(db, { fullname: 'Marta Admin', admin: true }),
  createContact(db, { fullname: 'Elena Personal', edu_tipocontacto: '4' }),
  createContact(db, { fullname: 'Alumna Normal' }),
  createContact(db, { fullname: 'Profe Normal', edu_tipocontacto: '5' }),
  createContact(db, { fullname: 'Visita Freemium', freemium: true }),
]);
const adminHeaders = await bearer(admin);
const staffHeaders = await bearer(staff);
const refusedHeaders = { student: await bearer(student), teacher: await bearer(teacher), freemium: await bearer(freemium) };

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ana',
  lastname: 'López Ruiz',
  emailaddress1: `ana.${Math.random().toString(36).slice(2, 8)}@campus.test`,
  contactTypes: [1],
  ...overrides,
});
const create = (payload: Record<string, unknown>, headers = adminHeaders) => t.app.inject({ method: 'POST', url: '/api/gestion/personas', headers, payload });
const auditOf = (code: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'contact'), eq(auditLog.entity_id, code)))
    .orderBy(asc(auditLog.id));

describe('who may use the people routes', () => {
  it('refuses students, teachers, free-trial visitors (403) and anonymous callers (401) on reads and writes', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/gestion/personas' },
      { method: 'GET' as const, url: `/api/gestion/personas/${student.edu_codigocontacto}` },
      { method: 'POST' as const, url: '/api/gestion/personas', payload: newPerson() },
      { method: 'PATCH' as const, url: `/api/gestion/personas/${student.edu_codigocontacto}`, payload: { firstname: 'Otra' } },
      { method: 'POST' as const, url: `/api/gestion/personas/${student.edu_codigocontacto}/suspension` },
      { method: 'DELETE' as const, url: `/api/gestion/personas/${student.edu_codigocontacto}/suspension` },
      { method: 'POST' as const, url: `/api/gestion/personas/${student.edu_codigocontacto}/invitacion` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
      for (const [role, headers] of Object.entries(refusedHeaders)) {
        const answer = await t.app.inject({ ...call, headers });
        expect(answer.statusCode, `${call.method} ${call.url} as ${role}`).toBe(403);
        expect(answer.json().message).toBe(academyTexts.backOffice.forbidden);
      }
    }
    const [row] = await db.select().from(contacts).where(eq(contacts.edu_codigocontacto, student.edu_codigocontacto));
    expect(row!.statecode).toBe(0);
  });
});

describe('GET /api/gestion/personas', () => {
  it('searches name without accents or case, either e-mail, DNI and code; filters by type and state; pages with the total', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const [alvaro, maria] = await Promise.all([
      createContact(db, { fullname: `Álvaro Núñez ${tag}`, emailaddress2: `personal.${tag}@correo.test`, edu_documentoidentificativo: '51234567C' }),
      createContact(db, { fullname: `María Profe ${tag}`, edu_tipocontacto: '5', statecode: 1 }),
    ]);
    const list = async (query: string, headers = adminHeaders) => {
      const answer = await t.app.inject({ url: `/api/gestion/personas?${query}`, headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as {
        people: { edu_codigocontacto: string; state: string; contactTypes: number[] }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };
    const codes = (answer: Awaited<ReturnType<typeof list>>) => answer.people.map((person) => person.edu_codigocontacto);

    expect(codes(await list(`q=alvaro%20nunez%20${tag}`))).toEqual([alvaro.edu_codigocontacto]);
    expect(codes(await list(`q=PERSONAL.${tag}`))).toEqual([alvaro.edu_codigocontacto]);
    expect(codes(await list(`q=${tag}&type=5`))).toEqual([maria.edu_codigocontacto]);
    expect(codes(await list(`q=${tag}&state=suspended`))).toEqual([maria.edu_codigocontacto]);
    expect(codes(await list(`q=${tag}&state=active`))).toEqual([alvaro.edu_codigocontacto]);
    expect(codes(await list(`q=${alvaro.edu_codigocontacto.toLowerCase()}`))).toEqual([alvaro.edu_codigocontacto]);
    expect(codes(await list('q=51234567-c'))).toContain(alvaro.edu_codigocontacto);
    // Free-trial visitors are not people of the academy.
    expect(codes(await list('q=Visita%20Freemium'))).toEqual([]);

    const page = await list(`q=${tag}&pageSize=1&page=2`, staffHeaders);
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(codes(page)).toEqual([maria.edu_codigocontacto]);

    const bad = await t.app.inject({ url: '/api/gestion/personas?pageSize=500&state=otro', headers: adminHeaders });
    expect(bad.statusCode).toBe(400);
  });

  it('reads a page and a person in a constant number of statements however many there are', async () => {
    const { group } = await createFormationWithGroup(db);
    const person = await createContact(db, { fullname: 'Contada Veces' });
    const measure = async (url: string) => {
      expect((await t.app.inject({ url, headers: adminHeaders })).statusCode).toBe(200);
      const { result, statements } = await t.recordQueries(() => t.app.inject({ url, headers: adminHeaders }));
      expect(result.statusCode).toBe(200);
      return statements.length;
    };
    const listUrl = '/api/gestion/personas?q=a&pageSize=50';
    const detailUrl = `/api/gestion/personas/${person.edu_codigocontacto}`;
    const before = { list: await measure(listUrl), detail: await measure(detailUrl) };
    for (let i = 0; i < 4; i++) {
      const { group: other } = await createFormationWithGroup(db);
      await createEnrolment(db, person, other);
      await db.insert(formationTeachers).values({ edu_codigoformacion: other.edu_codigoformacion, edu_codigocontacto: person.edu_codigocontacto });
      await createContact(db);
    }
    await createEnrolment(db, person, group);
    const after = { list: await measure(listUrl), detail: await measure(detailUrl) };
    expect(after).toEqual(before);
    expect(after.list).toBeLessThanOrEqual(2);
    expect(after.detail).toBeLessThanOrEqual(3);
    const detail = (await t.app.inject({ url: detailUrl, headers: adminHeaders })).json().person;
    expect(detail.enrolments).toHaveLength(5);
    expect(detail.groupsTaught).toHaveLength(4);
    expect(detail.enrolments[0]).toMatchObject({ groupName: expect.any(String), formationName: expect.any(String), isActive: true });
  });
});

describe('GET /api/gestion/personas/:contactCode', () => {
  it('answers the last connection and the invitation state, and 404 for nobody or a free-trial visitor', async () => {
    const person = await createContact(db, { fullname: 'Con Conexión' });
    await createSession(db, person.edu_codigocontacto, { now: new Date('2026-03-02T10:00:00Z') });
    const detail = (await t.app.inject({ url: `/api/gestion/personas/${person.edu_codigocontacto}`, headers: adminHeaders })).json().person;
    expect(detail.lastConnectionAt).toBe('2026-03-02T10:00:00.000Z');
    expect(detail.invitation).toEqual({ state: 'none' });
    for (const code of ['NADIE-1', freemium.edu_codigocontacto]) {
      const answer = await t.app.inject({ url: `/api/gestion/personas/${code}`, headers: adminHeaders });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(pt.notFound);
    }
  });
});

describe('POST /api/gestion/personas', () => {
  it('creates a person with the next free CON- code, audited, and answers the invitation link without SMTP', async () => {
    const body = newPerson({
      contactTypes: [5, 1],
      admin: false,
      edu_documentoidentificativo: 'x1234567-l',
      mobilephone: '+34 600 111 222',
      sendInvitation: true,
    });
    const answer = await create(body, staffHeaders);
    expect(answer.statusCode, answer.body).toBe(201);
    const { person, invitation } = answer.json();
    expect(person.edu_codigocontacto).toMatch(/^CON-\d+$/);
    expect(person).toMatchObject({ fullname: 'Ana López Ruiz', contactTypes: [1, 5], edu_documentoidentificativo: 'X1234567L', state: 'active' });
    expect(person.invitation.state).toBe('pending');
    expect(invitation).toMatchObject({ delivery: 'link', emailaddress1: body.emailaddress1 });
    expect(invitation.url).toMatch(/\/auth\/invitacion\?token=/);

    const entries = await auditOf(person.edu_codigocontacto);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['contact.create', 'contact.invite']);
    const created = entries.find((entry) => entry.action === 'contact.create')!;
    expect(created).toMatchObject({ actor_code: staff.edu_codigocontacto, before: null, summary: `Alta de Ana López Ruiz (${person.edu_codigocontacto})` });
    expect(created.after).toMatchObject({ edu_tipocontacto: '1,5', emailaddress1: body.emailaddress1 });

    const next = (await create(newPerson())).json().person.edu_codigocontacto as string;
    expect(Number(next.slice(4))).toBeGreaterThan(Number(person.edu_codigocontacto.slice(4)));
  });

  it('refuses a taken e-mail in any case or a taken code with 409, and bad fields with Spanish 400s', async () => {
    const code = `COD-${Math.random().toString(36).slice(2, 8)}`;
    const first = newPerson({ edu_codigocontacto: code });
    expect((await create(first)).statusCode).toBe(201);
    const sameEmail = await create(newPerson({ emailaddress1: first.emailaddress1.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(pt.emailTaken.replace('{email}', first.emailaddress1));
    const sameCode = await create(newPerson({ edu_codigocontacto: code }));
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().message).toBe(pt.codeTaken.replace('{code}', code));

    const cases: [Record<string, unknown>, string][] = [
      [{ edu_documentoidentificativo: '12345678A' }, pt.validation.document],
      [{ contactTypes: [] }, pt.validation.typesRequired],
      [{ contactTypes: [1, 3] }, pt.validation.typesStudentAndLimited],
      [{ contactTypes: [1, 4, 5, 6] }, pt.validation.typesTooMany],
      [{ emailaddress1: 'no-es-correo' }, pt.validation.email],
      [{ firstname: '  ' }, pt.validation.firstname],
      [{ edu_codigocontacto: 'con espacios' }, pt.validation.code],
    ];
    for (const [overrides, message] of cases) {
      const answer = await create(newPerson(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.body, JSON.stringify(overrides)).toContain(message);
    }
  });
});

describe('PATCH /api/gestion/personas/:contactCode', () => {
  it('changes the fields sent, audits before and after, and refuses an e-mail someone else has', async () => {
    const person = (await create(newPerson())).json().person;
    const other = (await create(newPerson())).json().person;
    const url = `/api/gestion/personas/${person.edu_codigocontacto}`;
    const answer = await t.app.inject({ method: 'PATCH', url, headers: adminHeaders, payload: { lastname: 'Gómez', contactTypes: [4], admin: true } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().person).toMatchObject({ fullname: 'Ana Gómez', contactTypes: [4], admin: true });
    const update = (await auditOf(person.edu_codigocontacto)).find((entry) => entry.action === 'contact.update')!;
    expect(update.before).toEqual({ lastname: 'López Ruiz', fullname: 'Ana López Ruiz', edu_tipocontacto: '1', admin: false });
    expect(update.after).toEqual({ lastname: 'Gómez', fullname: 'Ana Gómez', edu_tipocontacto: '4', admin: true });

    const taken = await t.app.inject({ method: 'PATCH', url, headers: adminHeaders, payload: { emailaddress1: other.emailaddress1.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(pt.emailTaken.replace('{email}', other.emailaddress1));
    const empty = await t.app.inject({ method: 'PATCH', url, headers: adminHeaders, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(pt.validation.nothingToChange);
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/gestion/personas/NADIE-2', headers: adminHeaders, payload: { firstname: 'X' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('suspension', () => {
  it('ends every session of the person at once, records it, refuses yourself, and reactivates', async () => {
    const person = await createContact(db, { fullname: 'Persona Suspendible' });
    const headers = await bearer(person);
    expect((await t.app.inject({ url: '/api/auth/session', headers })).statusCode).toBe(200);

    const url = `/api/gestion/personas/${person.edu_codigocontacto}/suspension`;
    const suspended = await t.app.inject({ method: 'POST', url, headers: staffHeaders });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().person).toMatchObject({
      state: 'suspended',
      suspendedBy: { edu_codigocontacto: staff.edu_codigocontacto, fullname: 'Elena Personal' },
    });
    // The bearer token stops working at once.
    expect((await t.app.inject({ url: '/api/auth/session', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: staffHeaders })).statusCode).toBe(409);

    const self = await t.app.inject({ method: 'POST', url: `/api/gestion/personas/${staff.edu_codigocontacto}/suspension`, headers: staffHeaders });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(pt.cannotSuspendSelf);

    const reactivated = await t.app.inject({ method: 'DELETE', url, headers: adminHeaders });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().person).toMatchObject({ state: 'active', suspendedAt: null, suspendedBy: null });
    expect((await t.app.inject({ method: 'DELETE', url, headers: adminHeaders })).statusCode).toBe(409);
    const actions = (await auditOf(person.edu_codigocontacto)).map((entry) => [entry.action, entry.actor_code]);
    expect(actions).toEqual([
      ['contact.suspend', staff.edu_codigocontacto],
      ['contact.reactivate', admin.edu_codigocontacto],
    ]);
    // A new sign-in works again (the old token stays ended).
    expect((await t.app.inject({ url: '/api/auth/session', headers: await bearer(person) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/session', headers })).statusCode).toBe(401);
  });
});

describe('POST /api/gestion/personas/:contactCode/invitacion', () => {
  it('sends a new invitation superseding the open one, and refuses a person with a password or suspended', async () => {
    const person = (await create(newPerson({ sendInvitation: true }))).json().person;
    const url = `/api/gestion/personas/${person.edu_codigocontacto}/invitacion`;
    const answer = await t.app.inject({ method: 'POST', url, headers: adminHeaders });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().invitation.url).toMatch(/token=/);
    const rows = await db.select().from(invitations).where(eq(invitations.edu_codigocontacto, person.edu_codigocontacto));
    expect(rows.filter((row) => row.superseded_at === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);

    const withPassword = await createContact(db, { password: 'Campus.2026' });
    const refused = await t.app.inject({ method: 'POST', url: `/api/gestion/personas/${withPassword.edu_codigocontacto}/invitacion`, headers: adminHeaders });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(academyTexts.backOfficeInvitations.alreadyActive);
    const accepted = (await t.app.inject({ url: `/api/gestion/personas/${withPassword.edu_codigocontacto}`, headers: adminHeaders })).json().person;
    expect(accepted.invitation).toEqual({ state: 'accepted' });

    const suspended = await createContact(db, { statecode: 1 });
    const refusedSuspended = await t.app.inject({
      method: 'POST',
      url: `/api/gestion/personas/${suspended.edu_codigocontacto}/invitacion`,
      headers: adminHeaders,
    });
    expect(refusedSuspended.statusCode).toBe(409);
    expect(refusedSuspended.json().message).toBe(academyTexts.backOfficeInvitations.suspended);
  });
});
