import { academyTexts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { auditLog, lineasMatricula, mailOutbox, notificationUsers, notifications, withdrawalRequests } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// 10 March 2026, 11:00 in Madrid.
let clock = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
let db: Database;
let staffHeaders: Record<string, string>;
let staffCode: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  db = t.database.db;
  const staff = await createContact(db, { fullname: 'Elena Personal', edu_tipocontacto: '1,4' });
  staffCode = staff.edu_codigocontacto;
  staffHeaders = { authorization: `Bearer ${await createSession(db, staffCode)}` };
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  clock = new Date('2026-03-10T10:00:00Z');
});

const desk = academyTexts.backOfficeDesk;

/** A student with a line in a group of a formation and a withdrawal request on it. */
async function filedRequest(values: { fullname?: string; effective?: string; createdAt?: Date; status?: 'pendiente' | 'aprobado' | 'rechazado' } = {}) {
  const student = await createContact(db, { fullname: values.fullname ?? 'Ana López Ruiz' });
  const { parent, group } = await createFormationWithGroup(db, {
    parent: { edu_formacion: 'Técnico en Farmacia' },
    group: { edu_formacion: 'Farmacia 2026 A' },
  });
  const { line } = await createEnrolment(db, student, group);
  const [request] = await db
    .insert(withdrawalRequests)
    .values({
      edu_codigolineamatricula: line.edu_codigolineamatricula,
      edu_codigocontacto: student.edu_codigocontacto,
      status: values.status ?? 'pendiente',
      effective_date: values.effective ?? '2026-03-01',
      survey_reason: 'tiempo',
      survey_rating: 4,
      survey_comments: 'Cambio de turno',
      created_at: values.createdAt ?? new Date('2026-02-10T10:00:00Z'),
    })
    .returning();
  return { student, parent, group, line, request: request! };
}

const list = (query = '', headers = staffHeaders) => t.app.inject({ url: `/api/gestion/bajas${query}`, headers });
const decide = (id: number, payload: object, headers = staffHeaders) => t.app.inject({ method: 'PATCH', url: `/api/gestion/bajas/${id}`, headers, payload });

describe('GET /api/gestion/bajas', () => {
  it('pages the requests pending first with student, group, formation and survey, searches and filters in SQL, in two statements whatever the rows', async () => {
    const decided = await filedRequest({ fullname: 'Zoe Decidida Gil', status: 'rechazado', createdAt: new Date('2026-03-09T10:00:00Z') });
    const older = await filedRequest({ fullname: 'Bruno Antiguo Sanz', createdAt: new Date('2026-01-05T10:00:00Z') });
    const newer = await filedRequest({ fullname: 'Carla Nueva Mora', createdAt: new Date('2026-02-20T10:00:00Z') });

    await list(); // the session, read once and kept
    const first = await t.recordQueries(() => list('?pageSize=2&q=a'));
    expect(first.result.statusCode).toBe(200);
    const body = first.result.json();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([newer.request.id, older.request.id]);
    expect(body.page).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(body.pendingTotal).toBe(2);
    expect(body.data[0]).toMatchObject({
      status: 'pendiente',
      effective_date: '2026-03-01',
      student: { edu_codigocontacto: newer.student.edu_codigocontacto, fullname: 'Carla Nueva Mora' },
      line: { edu_codigolineamatricula: newer.line.edu_codigolineamatricula, edu_activa: 0 },
      group: { edu_codigoformacion: newer.group.edu_codigoformacion, edu_formacion: 'Farmacia 2026 A' },
      formation: { edu_codigoformacion: newer.parent.edu_codigoformacion, edu_formacion: 'Técnico en Farmacia' },
      survey: { motivo: 'tiempo', valoracion: 4, comentarios: 'Cambio de turno' },
      decidedBy: null,
    });

    await Promise.all([filedRequest({ fullname: 'Dani Más Gómez' }), filedRequest({ fullname: 'Eva Otra Díaz' })]);
    await list(); // the factories' writes dropped the kept session
    const second = await t.recordQueries(() => list('?pageSize=2&q=a'));
    expect(second.statements.length).toBe(first.statements.length);
    expect(first.statements.length).toBe(2);

    const rejected = (await list('?status=rechazado')).json();
    expect(rejected.data.map((row: { id: number }) => row.id)).toEqual([decided.request.id]);
    const searched = (await list(`?q=${encodeURIComponent('antiguo')}`)).json();
    expect(searched.data.map((row: { id: number }) => row.id)).toEqual([older.request.id]);
  });

  it('refuses a student, a teacher, a freemium visitor and no session', async () => {
    const [student, teacher, freemium] = await Promise.all([
      createContact(db),
      createContact(db, { edu_tipocontacto: '5' }),
      createContact(db, { freemium: true }),
    ]);
    for (const who of [student, teacher, freemium]) {
      const headers = { authorization: `Bearer ${await createSession(db, who.edu_codigocontacto)}` };
      const listed = await list('', headers);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().message).toBe(academyTexts.backOffice.forbidden);
      expect((await decide(1, { decision: 'aprobado' }, headers)).statusCode).toBe(403);
    }
    expect((await list('', {})).statusCode).toBe(401);
    expect((await decide(1, { decision: 'aprobado' }, {})).statusCode).toBe(401);
  });
});

describe('PATCH /api/gestion/bajas/{id}', () => {
  it('approves a request whose day has come: ends and deactivates the line, audits both in one go, tells the student by bell, mail and live', async () => {
    const filed = await filedRequest({ effective: '2026-03-01' });
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToUser');
    const response = await decide(filed.request.id, { decision: 'aprobado' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(desk.approved);
    expect(body.data).toMatchObject({ status: 'aprobado', decidedBy: { edu_codigocontacto: staffCode, fullname: 'Elena Personal' }, line: { edu_activa: 1 } });

    const [line] = await db.select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigolineamatricula, filed.line.edu_codigolineamatricula));
    // The CRM's day: midnight in Madrid (CET in March).
    expect(line!.edu_fechafin?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(line!.edu_activa).toBe(1);
    const [request] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, filed.request.id));
    expect(request).toMatchObject({ status: 'aprobado', decided_by: staffCode, decided_at: clock });

    const entries = await db.select().from(auditLog).where(eq(auditLog.actor_code, staffCode));
    expect(entries.map((entry) => [entry.action, entry.entity_type, entry.entity_id])).toEqual(
      expect.arrayContaining([
        ['withdrawal.approve', 'withdrawal_request', String(filed.request.id)],
        ['enrolment.end', 'enrolment_line', filed.line.edu_codigolineamatricula],
      ]),
    );
    const lineEntry = entries.find((entry) => entry.entity_id === filed.line.edu_codigolineamatricula)!;
    expect(lineEntry.before).toEqual({ edu_fechafin: null, edu_activa: 0 });
    expect(lineEntry.after).toEqual({ edu_fechafin: '2026-02-28T23:00:00.000Z', edu_activa: 1 });

    const bell = await db
      .select({ title: notifications.title })
      .from(notificationUsers)
      .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
      .where(eq(notificationUsers.edu_codigocontacto, filed.student.edu_codigocontacto));
    expect(bell).toEqual([{ title: 'Tu baja de Farmacia 2026 A está aprobada' }]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, filed.student.emailaddress1.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(desk.mailApprovedSubject);
    expect(mails[0]!.text_body).toContain('1 mar 2026');

    const code = filed.student.edu_codigocontacto;
    expect(emit).toHaveBeenCalledWith(code, 'withdrawal-requested', { data: [expect.objectContaining({ id: filed.request.id, status: 'aprobado' })] });
    expect(emit).toHaveBeenCalledWith(code, 'enrolments-changed', { reason: 'withdrawal-decided', groupCodes: [filed.group.edu_codigoformacion] });

    // Decided once: a second decision is a conflict and changes nothing.
    const again = await decide(filed.request.id, { decision: 'rechazado', response: 'Tarde' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(desk.withdrawalAlreadyDecided);
  });

  it('approves ahead of the day: the line ends that day and stays active until the sweep runs on it', async () => {
    const filed = await filedRequest({ effective: '2026-04-01' });
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToUser');
    expect((await decide(filed.request.id, { decision: 'aprobado' })).statusCode).toBe(200);
    const read = async () =>
      (await db.select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigolineamatricula, filed.line.edu_codigolineamatricula)))[0]!;
    expect((await read()).edu_activa).toBe(0);
    expect((await read()).edu_fechafin?.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(emit).not.toHaveBeenCalledWith(filed.student.edu_codigocontacto, 'enrolments-changed', expect.anything());

    expect(await t.app.ctx.withdrawalDeskService.applyDueWithdrawals()).toBe(0);
    clock = new Date('2026-03-31T22:30:00Z'); // 1 April, 00:30 in Madrid
    expect(await t.app.ctx.withdrawalDeskService.applyDueWithdrawals()).toBe(1);
    expect((await read()).edu_activa).toBe(1);
    expect(emit).toHaveBeenCalledWith(filed.student.edu_codigocontacto, 'enrolments-changed', {
      reason: 'withdrawal-decided',
      groupCodes: [filed.group.edu_codigoformacion],
    });
  });

  it('rejects only with a reason, leaves the line alone and tells the student; answers 404 for a request that does not exist', async () => {
    const filed = await filedRequest();
    const missing = await decide(filed.request.id, { decision: 'rechazado', response: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(desk.rejectReasonRequired);

    const response = await decide(filed.request.id, { decision: 'rechazado', response: 'Tienes la permanencia hasta junio' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'rechazado',
      response: 'Tienes la permanencia hasta junio',
      line: { edu_activa: 0, edu_fechafin: null },
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(filed.request.id)));
    expect(entry).toMatchObject({
      action: 'withdrawal.reject',
      before: { status: 'pendiente', response: null },
      after: { status: 'rechazado', response: 'Tienes la permanencia hasta junio' },
    });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, filed.student.emailaddress1.toLowerCase()));
    expect(mail!.text_body).toContain('Tienes la permanencia hasta junio');

    expect((await decide(999_999, { decision: 'aprobado' })).statusCode).toBe(404);
  });
});
