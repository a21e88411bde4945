import {
  caseAnswerSchema,
  caseResolutionAnswerSchema,
  casesAnswerSchema,
  getNotificationTarget,
  texts,
  ticketNumberPattern,
  ticketToNumber,
  type SupportCase,
} from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, notificationUsers, supportCases } from '../../db/schema';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSupportCase } from '../../test/cases-factories';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A student, another student, a staff member (type 4), an admin student and a freemium visitor, each signed in. */
async function createPeople() {
  const db = t.database.db;
  const [student, other, staff, admin, freemium, teacher] = await Promise.all([
    createContact(db, { fullname: 'Lucía Alumna' }),
    createContact(db),
    createContact(db, { edu_tipocontacto: '14', fullname: 'Elena Staff' }),
    createContact(db, { admin: true, fullname: 'Marta Admin' }),
    createContact(db, { freemium: true }),
    createContact(db, { edu_tipocontacto: '5' }),
  ]);
  const people = { student, other, staff, admin, freemium, teacher };
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([name, c]) => [name, await createSession(db, c.edu_codigocontacto)] as const)),
  ) as Record<keyof typeof people, string>;
  return { ...people, tokens };
}
type People = Awaited<ReturnType<typeof createPeople>>;

const validBody = { title: 'No carga el vídeo del tema 3', description: 'Desde ayer se queda en negro.', tipoIncidencia: 0, technology: 9 };
const register = (token: string, payload: Record<string, unknown> = validBody) =>
  t.app.inject({ method: 'POST', url: '/api/user/casos', headers: auth(token), payload });
const listOwn = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/casos', headers: auth(token) });
const resolutionOf = (id: string, token: string) => t.app.inject({ method: 'GET', url: `/api/user/caso/resolucion/${id}`, headers: auth(token) });
const queue = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/gestion/casos${query}`, headers: auth(token) });
const update = (id: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/gestion/casos/${id}`, headers: auth(token), payload });

async function registerOk(p: People, payload: Record<string, unknown> = validBody): Promise<SupportCase> {
  const response = await register(p.tokens.student, payload);
  expect(response.statusCode).toBe(201);
  return caseAnswerSchema.parse(response.json()).caso;
}

describe('POST /api/user/casos', () => {
  it('registers the case in the caller’s name with a ticket number to read out, answers it with the message, and pushes it to the student and the academy', async () => {
    const p = await createPeople();
    const [studentTab, staffTab] = await Promise.all([
      openUserSocket(baseUrl, p.tokens.student, p.student.edu_codigocontacto, t.config.PUBLIC_URL),
      openUserSocket(baseUrl, p.tokens.staff, p.staff.edu_codigocontacto, t.config.PUBLIC_URL),
    ]);
    try {
      const pushed = Promise.all([waitForSocketEvent(studentTab, 'case-updated'), waitForSocketEvent(staffTab, 'case-updated')]);
      const response = await register(p.tokens.student, { ...validBody, title: '  No carga el vídeo del tema 3 ', tipoIncidencia: 1 });
      expect(response.statusCode).toBe(201);
      const answer = caseAnswerSchema.parse(response.json());
      expect(answer.message).toBe('Incidencia registrada correctamente.');
      expect(answer.caso).toMatchObject({
        title: 'No carga el vídeo del tema 3',
        description: 'Desde ayer se queda en negro.',
        tipoIncidencia: 1,
        customerid_contact: { fullname: 'Lucía Alumna', edu_codigocontacto: p.student.edu_codigocontacto },
        statecode: 0,
        statuscode: 1,
        hasResolution: false,
      });
      expect(answer.caso.ticketnumber).toMatch(ticketNumberPattern);
      expect(await pushed).toEqual([answer.caso, answer.caso]);
      const [row] = await t.database.db.select().from(supportCases).where(eq(supportCases.incidentid, answer.caso.incidentid));
      expect(row).toMatchObject({ technology: 9, edu_codigocontacto: p.student.edu_codigocontacto });
    } finally {
      studentTab.disconnect();
      staffTab.disconnect();
    }
  });

  it('technology defaults to 9 and cannot be anything else', async () => {
    const p = await createPeople();
    const { technology: _omitted, ...withoutTechnology } = validBody;
    const registered = await register(p.tokens.student, withoutTechnology);
    expect(registered.statusCode).toBe(201);
    const refused = await register(p.tokens.student, { ...validBody, technology: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(texts.cases.invalidTechnology);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no title', { title: undefined }],
    ['a blank title', { title: '   ' }],
    ['no description', { description: '' }],
    ['a blank description', { description: ' \n ' }],
    ['no type', { tipoIncidencia: undefined }],
    ['an unknown type', { tipoIncidencia: 2 }],
    ['a type that is not a number', { tipoIncidencia: 'x' }],
    ['an unchosen type (not 0)', { tipoIncidencia: '' }],
    ['a null type (not 0)', { tipoIncidencia: null }],
  ])('refuses %s with 400 and the spec’s message', async (_case, overrides) => {
    const p = await createPeople();
    const response = await register(p.tokens.student, { ...validBody, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Todos los campos son requridos.');
  });

  it('refuses a freemium visitor (403) and a caller without a session (401)', async () => {
    const p = await createPeople();
    const freemium = await register(p.tokens.freemium);
    expect(freemium.statusCode).toBe(403);
    expect(freemium.json().message).toBe(texts.cases.freemiumNotAllowed);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/casos', payload: validBody })).statusCode).toBe(401);
  });

  it('draws another ticket number when the first one is taken (the unique column decides)', async () => {
    const p = await createPeople();
    const taken = await createSupportCase(t.database.db, p.other.edu_codigocontacto);
    const { createCasesService } = await import('./cases.service');
    const { createCasesRepository } = await import('./cases.repository');
    const numbers = [taken.ticketnumber, taken.ticketnumber, 'CAS-2345-ACD'];
    const service = createCasesService({
      repository: createCasesRepository(t.database.db),
      notifications: t.app.ctx.notificationsService,
      emitter: t.app.ctx.realtime,
      now: () => new Date(),
      changes: t.app.ctx.changes,
      staff: t.app.ctx.staffService,
      audit: t.app.ctx.auditService,
      newTicketNumber: () => numbers.shift()!,
    });
    const actor = {
      edu_codigocontacto: p.student.edu_codigocontacto,
      emailaddress1: p.student.emailaddress1,
      freemium: false,
      contactTypes: [1],
      sessionId: 1,
    };
    const answer = await service.registerCase(actor, { title: 'Factura', description: 'Necesito la factura.', tipoIncidencia: 1, technology: 9 });
    expect(answer.caso.ticketnumber).toBe('CAS-2345-ACD');
    expect(numbers).toEqual([]);
  });

  it('gives concurrent registrations distinct ticket numbers', async () => {
    const p = await createPeople();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => registerOk(p, { ...validBody, title: `Incidencia ${i}` })));
    expect(new Set(answers.map((a) => a.ticketnumber)).size).toBe(12);
  });

  it('writes in a constant number of statements', async () => {
    const p = await createPeople();
    await registerOk(p);
    const first = await t.recordQueries(() => register(p.tokens.student));
    await createSupportCase(t.database.db, p.student.edu_codigocontacto);
    const second = await t.recordQueries(() => register(p.tokens.student));
    expect(second.statements.length).toBe(first.statements.length);
    expect(first.statements.length).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/user/casos', () => {
  it('lists only the caller’s own cases, newest first, in a constant number of statements', async () => {
    const p = await createPeople();
    const db = t.database.db;
    await createSupportCase(db, p.student.edu_codigocontacto, { title: 'Antigua', createdon: new Date(Date.now() - 86_400_000) });
    await createSupportCase(db, p.other.edu_codigocontacto, { title: 'De otra persona' });
    const newest = await registerOk(p, { ...validBody, title: 'Reciente' });
    const list = () => listOwn(p.tokens.student);
    const one = await t.recordQueries(list);
    expect(casesAnswerSchema.parse(one.result.json()).casos.map((c) => c.title)).toEqual(['Reciente', 'Antigua']);
    expect(casesAnswerSchema.parse(one.result.json()).casos[0]).toEqual(newest);
    for (let i = 0; i < 5; i++) await createSupportCase(db, p.student.edu_codigocontacto);
    const many = await t.recordQueries(list);
    expect(casesAnswerSchema.parse(many.result.json()).casos).toHaveLength(7);
    expect(many.statements.length).toBe(one.statements.length);
    expect(casesAnswerSchema.parse((await listOwn(p.tokens.other)).json()).casos.map((c) => c.title)).toEqual(['De otra persona']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/casos' })).statusCode).toBe(401);
  });
});

describe('GET /api/user/caso/resolucion/{incidentId}', () => {
  it('answers an empty list while there is no resolution, then a list whose first subject is it', async () => {
    const p = await createPeople();
    const caso = await registerOk(p);
    expect(caseResolutionAnswerSchema.parse((await resolutionOf(caso.incidentid, p.tokens.student)).json()).data).toEqual([]);
    expect((await update(caso.incidentid, p.tokens.staff, { statecode: 1, statuscode: 5, resolution: 'Borra la caché del navegador.' })).statusCode).toBe(200);
    const [first] = caseResolutionAnswerSchema.parse((await resolutionOf(caso.incidentid, p.tokens.student)).json()).data;
    expect(first).toMatchObject({ subject: 'Borra la caché del navegador.', resolvedBy: 'Elena Staff' });
  });

  it('is read by the case’s customer and the academy; to another student, a teacher or a missing case it is 404', async () => {
    const p = await createPeople();
    const caso = await registerOk(p);
    for (const token of [p.tokens.student, p.tokens.staff, p.tokens.admin]) expect((await resolutionOf(caso.incidentid, token)).statusCode).toBe(200);
    for (const token of [p.tokens.other, p.tokens.teacher, p.tokens.freemium]) {
      const refused = await resolutionOf(caso.incidentid, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(texts.cases.notFound);
    }
    expect((await resolutionOf('00000000-0000-4000-8000-000000000000', p.tokens.student)).statusCode).toBe(404);
    expect((await resolutionOf('not-a-uuid', p.tokens.student)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/caso/resolucion/${caso.incidentid}` })).statusCode).toBe(401);
  });
});

describe('the academy side (/api/gestion/casos)', () => {
  it('lists open cases of every student by default, resolved or cancelled on request, searched by title, student or ticket number', async () => {
    const p = await createPeople();
    const db = t.database.db;
    const open = await registerOk(p, { ...validBody, title: 'Certificado de matrícula' });
    await createSupportCase(db, p.other.edu_codigocontacto, { title: 'Resuelta ya', statecode: 1, statuscode: 5 });
    await createSupportCase(db, p.other.edu_codigocontacto, { title: 'Cancelada', statecode: 2, statuscode: 6 });
    const titles = async (query: string) => casesAnswerSchema.parse((await queue(p.tokens.staff, query)).json()).casos.map((c) => c.title);
    expect(await titles('')).toContain('Certificado de matrícula');
    expect(await titles('')).not.toContain('Resuelta ya');
    expect(await titles('?statecode=1')).toContain('Resuelta ya');
    expect(await titles('?statecode=2')).toContain('Cancelada');
    expect(await titles('?search=CERTIFICADO')).toEqual(['Certificado de matrícula']);
    // A ticket number as it is dictated: lower case, spaces instead of dashes.
    const dictated = open.ticketnumber.toLowerCase().replaceAll('-', ' ');
    expect(await titles(`?search=${encodeURIComponent(dictated)}`)).toEqual(['Certificado de matrícula']);
    expect(await titles(`?search=${encodeURIComponent('Lucía')}`)).toContain('Certificado de matrícula');
    expect((await queue(p.tokens.admin)).statusCode).toBe(200);
    expect((await queue(p.tokens.staff, '?statecode=7')).statusCode).toBe(400);
  });

  it('refuses students, teachers and freemium visitors (403) and callers without a session (401)', async () => {
    const p = await createPeople();
    const caso = await registerOk(p);
    for (const token of [p.tokens.student, p.tokens.other, p.tokens.teacher, p.tokens.freemium]) {
      expect((await queue(token)).statusCode).toBe(403);
      expect((await update(caso.incidentid, token, { statecode: 1, statuscode: 5 })).statusCode).toBe(403);
    }
    expect((await queue('')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(supportCases).where(eq(supportCases.incidentid, caso.incidentid));
    expect(row).toMatchObject({ statecode: 0, statuscode: 1 });
  });

  it('changes the status and writes the resolution: answers the case, notifies the student in the bell and pushes it live', async () => {
    const p = await createPeople();
    const caso = await registerOk(p);
    const [studentTab, adminTab] = await Promise.all([
      openUserSocket(baseUrl, p.tokens.student, p.student.edu_codigocontacto, t.config.PUBLIC_URL),
      openUserSocket(baseUrl, p.tokens.admin, p.admin.edu_codigocontacto, t.config.PUBLIC_URL),
    ]);
    try {
      const pushed = Promise.all([
        waitForSocketEvent(studentTab, 'case-updated'),
        waitForSocketEvent(adminTab, 'case-updated'),
        waitForSocketEvent(studentTab, 'bell'),
      ]);
      const response = await update(caso.incidentid, p.tokens.staff, { statecode: 1, statuscode: 5, resolution: '  Te hemos reenviado el acceso. ' });
      expect(response.statusCode).toBe(200);
      const answer = caseAnswerSchema.parse(response.json());
      expect(answer.message).toBe(texts.cases.updated);
      expect(answer.caso).toMatchObject({ incidentid: caso.incidentid, statecode: 1, statuscode: 5, hasResolution: true });
      const [toStudent, toAdmin] = await pushed;
      expect(toStudent).toEqual(answer.caso);
      expect(toAdmin).toEqual(answer.caso);
      const delivered = await t.database.db
        .select({
          title: notifications.title,
          message: notifications.message,
          type: notifications.type_id,
          notifiable_type: notifications.notifiable_type,
          notifiable_id: notifications.notifiable_id,
        })
        .from(notificationUsers)
        .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
        .where(eq(notificationUsers.edu_codigocontacto, p.student.edu_codigocontacto));
      expect(delivered).toEqual([
        {
          title: `Tu incidencia ${caso.ticketnumber} ha cambiado`,
          message: `«${caso.title}»: Resuelto. Resolución: Te hemos reenviado el acceso.`,
          type: 5,
          notifiable_type: 'case',
          notifiable_id: ticketToNumber(caso.ticketnumber),
        },
      ]);
      // A click on it opens that case on /incidencias.
      expect(getNotificationTarget({ notifiable_type: 'case', notifiable_id: String(delivered[0]!.notifiable_id) })).toBe(
        `/incidencias?case=${caso.ticketnumber}`,
      );
      const [row] = await t.database.db.select().from(supportCases).where(eq(supportCases.incidentid, caso.incidentid));
      expect(row).toMatchObject({ resolution: 'Te hemos reenviado el acceso.', resolved_by: p.staff.edu_codigocontacto });
      // Issue 31: the change is in the audit log, by whom, with only the changed fields.
      const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, caso.incidentid));
      expect(audited).toMatchObject([
        {
          actor_code: p.staff.edu_codigocontacto,
          action: 'case.update',
          entity_type: 'support_case',
          summary: `Incidencia ${caso.ticketnumber}: estado En curso → Resuelto y resolución escrita`,
          before: { statecode: 0, statuscode: 1, resolution: null },
          after: { statecode: 1, statuscode: 5, resolution: 'Te hemos reenviado el acceso.' },
        },
      ]);
    } finally {
      studentTab.disconnect();
      adminTab.disconnect();
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a statuscode of another state', { statecode: 0, statuscode: 5 }, texts.cases.invalidStatus],
    ['an unknown statecode', { statecode: 3, statuscode: 1 }, texts.cases.invalidStatus],
    ['a statecode without statuscode', { statecode: 1 }, texts.cases.invalidStatus],
    ['an empty resolution', { resolution: '   ' }, texts.cases.resolutionRequired],
    ['nothing', {}, texts.cases.nothingToChange],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const p = await createPeople();
    const caso = await registerOk(p);
    const response = await update(caso.incidentid, p.tokens.staff, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts every pair of the spec’s table and answers 404 for a missing case', async () => {
    const p = await createPeople();
    const caso = await registerOk(p);
    for (const [statecode, statuscode] of [
      [0, 2],
      [0, 3],
      [0, 4],
      [1, 1000],
      [2, 2000],
      [2, 6],
      [0, 1],
      [1, 5],
    ] as const) {
      const response = await update(caso.incidentid, p.tokens.admin, { statecode, statuscode });
      expect(response.statusCode).toBe(200);
      expect(caseAnswerSchema.parse(response.json()).caso).toMatchObject({ statecode, statuscode });
    }
    expect((await update('00000000-0000-4000-8000-000000000000', p.tokens.staff, { statecode: 1, statuscode: 5 })).statusCode).toBe(404);
  });

  it('answers the queue and a change in a constant number of statements', async () => {
    const p = await createPeople();
    const first = await registerOk(p);
    await queue(p.tokens.staff);
    const one = await t.recordQueries(() => queue(p.tokens.staff));
    for (let i = 0; i < 5; i++) await createSupportCase(t.database.db, p.other.edu_codigocontacto);
    const many = await t.recordQueries(() => queue(p.tokens.staff));
    expect(many.statements.length).toBe(one.statements.length);
    const change = await t.recordQueries(() => update(first.incidentid, p.tokens.staff, { statecode: 0, statuscode: 3 }));
    const again = await t.recordQueries(() =>
      update(first.incidentid, p.tokens.staff, { statecode: 0, statuscode: 4, resolution: 'Pendiente del proveedor.' }),
    );
    expect(again.statements.length).toBe(change.statements.length);
  });
});
