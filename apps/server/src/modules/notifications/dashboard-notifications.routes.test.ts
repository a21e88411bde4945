import {
  dashboardNotificationAnswerSchema,
  dashboardNotificationsAnswerSchema,
  dashboardRecipientsAnswerSchema,
  texts,
  type DashboardNotification,
} from '@campus/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createEnrolment, createNotification } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createGroupWithStudents, signIn } from '../../test/dashboard-notifications-factories';

const t = texts.dashboardNotifications;
let clock = new Date('2026-11-24T09:00:00Z');
let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  baseUrl = await listenOnFreePort(app);
});
afterAll(async () => {
  await app.close();
});

const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
const staff = () => signIn(app, clock, { edu_tipocontacto: '1,4' });
const titles = (body: unknown) => dashboardNotificationsAnswerSchema.parse(body).notifications.map((n) => n.title);

describe('academy-only calls', () => {
  it('refuses students (403) and anonymous callers (401) on writing, cancelling and the recipients lookup', async () => {
    const student = await signIn(app, clock);
    const { group } = await createGroupWithStudents(app.database.db, 1, clock);
    const body = { title: 'Aviso', message: 'Hola', formations: [group.edu_codigoformacion] };
    const refused = [
      await student.post('/api/notifications/dashboard', body),
      await student.get('/api/notifications/dashboard/recipients?q=a'),
      await student.del('/api/notifications/dashboard/1'),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ status: 'error', message: texts.errors.forbidden });
    }
    expect((await app.app.inject({ method: 'POST', url: '/api/notifications/dashboard', payload: body })).statusCode).toBe(401);
    expect((await app.app.inject({ url: '/api/notifications/dashboard' })).statusCode).toBe(401);
  });

  it('opens them to admin users (admin flag) as well as staff', async () => {
    const admin = await signIn(app, clock, { admin: true });
    const { group } = await createGroupWithStudents(app.database.db, 1, clock);
    const answer = await admin.post('/api/notifications/dashboard', { title: 'De administración', message: 'Hola', formations: [group.edu_codigoformacion] });
    expect(answer.statusCode).toBe(201);
    expect((await admin.get('/api/notifications/dashboard/recipients')).statusCode).toBe(200);
  });

  it('answers every rule of the form in Spanish (400), never 500', async () => {
    const author = await staff();
    const { group } = await createGroupWithStudents(app.database.db, 1, clock);
    const { group: emptyGroup } = await createGroupWithStudents(app.database.db, 0, clock);
    const cases: [unknown, string][] = [
      [{ title: '  ', message: 'Hola', formations: [group.edu_codigoformacion] }, t.titleRequired],
      [{ title: 'x'.repeat(256), message: 'Hola', formations: [group.edu_codigoformacion] }, t.titleTooLong],
      [{ title: 'Aviso', message: 'Hola' }, t.recipientRequired],
      [{ title: 'Aviso', message: 'Hola', formations: [], contactos: [] }, t.recipientRequired],
      [{ title: 'Aviso', message: 'Hola', formations: ['NO-EXISTE'] }, t.unknownGroup],
      [{ title: 'Aviso', message: 'Hola', contactos: ['NO-EXISTE'] }, t.unknownContact],
      [{ title: 'Aviso', message: 'Hola', formations: [emptyGroup.edu_codigoformacion] }, t.nobodyInGroups],
      [{ title: 'Aviso', message: 'Hola', formations: [group.edu_codigoformacion], scheduled: minutes(-1).toISOString() }, t.scheduleInPast],
      [{ title: 'Aviso', message: 'Hola', formations: [group.edu_codigoformacion], scheduled: 'mañana' }, t.scheduleInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await author.post('/api/notifications/dashboard', body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().message).toBe(message);
    }
  });
});

describe('sending now', () => {
  it('reaches the group’s students and the listed people live; each sees the groups and, among people, only themselves', async () => {
    const author = await staff();
    const { group, students } = await createGroupWithStudents(app.database.db, 2, clock);
    const member = await signIn(app, clock);
    await createEnrolment(app.database.db, member.contact, group);
    const individual = await signIn(app, clock);
    const outsider = await signIn(app, clock);
    const memberSocket = await openUserSocket(baseUrl, member.token, member.code, app.config.PUBLIC_URL);
    const individualSocket = await openUserSocket(baseUrl, individual.token, individual.code, app.config.PUBLIC_URL);
    try {
      const memberBell = waitForSocketEvent(memberSocket, 'bell');
      const memberItem = waitForSocketEvent(memberSocket, 'dashboard-notification');
      const individualItem = waitForSocketEvent(individualSocket, 'dashboard-notification');
      const answer = await author.post('/api/notifications/dashboard', {
        title: 'Cambio de aula',
        message: 'La clase del jueves será en el aula 3.',
        formations: [group.edu_codigoformacion],
        contactos: [individual.code],
      });
      expect(answer.statusCode).toBe(201);
      const written = dashboardNotificationAnswerSchema.parse(answer.json()).notification;
      expect(written).toMatchObject({
        title: 'Cambio de aula',
        scheduled: null,
        recipients_count: 4,
        formations: [{ edu_codigoformacion: group.edu_codigoformacion, edu_formacion: group.edu_formacion }],
      });
      // The academy sees who was addressed individually, not the whole group by name.
      expect(written.contactos).toEqual([{ edu_codigocontacto: individual.code, fullname: individual.contact.fullname }]);

      expect(await memberBell).toMatchObject({ title: 'Cambio de aula', type_id: 4 });
      expect(((await memberItem) as DashboardNotification).contactos).toEqual([]);
      const toIndividual = (await individualItem) as DashboardNotification;
      expect(toIndividual.contactos).toEqual([{ edu_codigocontacto: individual.code, fullname: individual.contact.fullname }]);
      expect(toIndividual).not.toHaveProperty('recipients_count');

      const memberList = dashboardNotificationsAnswerSchema.parse((await member.get('/api/notifications/dashboard')).json()).notifications;
      const { recipients_count: _count, ...shared } = written;
      expect(memberList).toEqual([{ ...shared, contactos: [] }]);
      expect(titles((await individual.get('/api/notifications/dashboard')).json())).toEqual(['Cambio de aula']);
      expect(titles((await outsider.get('/api/notifications/dashboard')).json())).toEqual([]);
      // Every group member got it in the bell too.
      for (const student of students) {
        const session = await createSession(app.database.db, student.edu_codigocontacto, { now: clock });
        const bell = await app.app.inject({ url: '/api/notifications?type=4', headers: { authorization: `Bearer ${session}` } });
        expect(bell.json().notifications.map((n: { title: string }) => n.title)).toContain('Cambio de aula');
      }
      // Issue 31: the writing is in the audit log, and so is the cancel of a scheduled one.
      const scheduled = await author.post('/api/notifications/dashboard', {
        title: 'Simulacro',
        message: 'El lunes.',
        formations: [],
        contactos: [individual.code],
        scheduled: minutes(60).toISOString(),
      });
      const scheduledId = dashboardNotificationAnswerSchema.parse(scheduled.json()).notification.id;
      expect((await author.del(`/api/notifications/dashboard/${scheduledId}`)).statusCode).toBe(200);
      const audited = await app.database.db
        .select({ actor: auditLog.actor_code, action: auditLog.action, id: auditLog.entity_id, summary: auditLog.summary, before: auditLog.before })
        .from(auditLog)
        .where(inArray(auditLog.entity_id, [String(written.id), String(scheduledId)]))
        .orderBy(auditLog.id);
      expect(audited).toEqual([
        { actor: author.code, action: 'notice.create', id: String(written.id), summary: 'Aviso «Cambio de aula» para 4 destinatarios', before: null },
        { actor: author.code, action: 'notice.create', id: String(scheduledId), summary: 'Aviso «Simulacro» programado para 1 destinatario', before: null },
        {
          actor: author.code,
          action: 'notice.delete',
          id: String(scheduledId),
          summary: 'Aviso programado «Simulacro» cancelado',
          before: { title: 'Simulacro' },
        },
      ]);
    } finally {
      memberSocket.disconnect();
      individualSocket.disconnect();
    }
  });

  it('lists only dashboard notices (type 4), newest first, in a constant number of statements', async () => {
    const student = await signIn(app, clock);
    await createNotification(app.database.db, { recipients: [student.code], title: 'Del tablón', type_id: 1, sent_at: minutes(-1) });
    await createNotification(app.database.db, { recipients: [student.code], title: 'Antiguo', type_id: 4, sent_at: minutes(-60) });
    // A first call warms the session cache: both recorded reads are then the list alone (asked cold).
    await student.get('/api/notifications/unread-number');
    const first = await app.recordQueries(() => student.get('/api/notifications/dashboard'));
    expect(titles(first.result.json())).toEqual(['Antiguo']);
    const { group } = await createGroupWithStudents(app.database.db, 0, clock);
    for (let i = 0; i < 4; i += 1) {
      await createNotification(app.database.db, {
        recipients: [student.code],
        title: `Nuevo ${i}`,
        type_id: 4,
        sent_at: minutes(-10 + i),
        groups: [group.edu_codigoformacion],
      });
    }
    const more = await app.recordQueries(() => student.get('/api/notifications/dashboard'));
    expect(titles(more.result.json())).toEqual(['Nuevo 3', 'Nuevo 2', 'Nuevo 1', 'Nuevo 0', 'Antiguo']);
    expect(more.statements.length).toBe(first.statements.length);
    // Read again while none of the student's deliveries changed: kept with the bell, nothing asked.
    const warm = await app.recordQueries(() => student.get('/api/notifications/dashboard'));
    expect(titles(warm.result.json())).toEqual(titles(more.result.json()));
    expect(warm.statements).toEqual([]);
  });
});

describe('the academy’s pages', () => {
  it('get every notification written or released live, in the academy’s view', async () => {
    const author = await staff();
    const follower = await signIn(app, clock, { edu_tipocontacto: '6' });
    const { group } = await createGroupWithStudents(app.database.db, 2, clock);
    const socket = await openUserSocket(baseUrl, follower.token, follower.code, app.config.PUBLIC_URL);
    try {
      const written = waitForSocketEvent(socket, 'dashboard-notification');
      const scheduled = minutes(5).toISOString();
      const answer = await author.post('/api/notifications/dashboard', {
        title: 'Para más tarde',
        message: 'Hola',
        formations: [group.edu_codigoformacion],
        scheduled,
      });
      expect(answer.statusCode).toBe(201);
      expect(await written).toMatchObject({ title: 'Para más tarde', scheduled, recipients_count: 2 });

      const released = waitForSocketEvent(socket, 'dashboard-notification');
      clock = minutes(6);
      await app.app.ctx.scheduledRelease.run();
      expect(await released).toMatchObject({ title: 'Para más tarde', scheduled, recipients_count: 2 });
    } finally {
      socket.disconnect();
    }
  });
});

describe('the recipients lookup', () => {
  it('finds groups (with their number of students) and people by name or e-mail', async () => {
    const author = await staff();
    const { group } = await createGroupWithStudents(app.database.db, 2, clock);
    const person = await signIn(app, clock, { fullname: 'Zoraida Buscable Pérez' });
    const byGroup = dashboardRecipientsAnswerSchema.parse(
      (await author.get(`/api/notifications/dashboard/recipients?q=${encodeURIComponent(group.edu_formacion)}`)).json(),
    );
    expect(byGroup.formations).toEqual([{ edu_codigoformacion: group.edu_codigoformacion, edu_formacion: group.edu_formacion, members: 2 }]);
    const byName = dashboardRecipientsAnswerSchema.parse((await author.get('/api/notifications/dashboard/recipients?q=zoraida')).json());
    expect(byName.contactos).toEqual([{ edu_codigocontacto: person.code, fullname: 'Zoraida Buscable Pérez', emailaddress1: person.contact.emailaddress1 }]);
    // A wildcard typed by the person is a literal character, not "everything".
    expect(dashboardRecipientsAnswerSchema.parse((await author.get('/api/notifications/dashboard/recipients?q=%25')).json()).contactos).toEqual([]);
  });
});
