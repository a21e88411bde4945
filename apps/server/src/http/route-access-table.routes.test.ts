import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createContact, createEnrolment, createFormationWithGroup } from '../test/factories';
import { createSession } from '../test/sessions';
import { createTestApp } from '../test/test-app';
import { listRoutes } from './route-access';

/*
 * Who may call each route, stated once per route: the table below. The test fails when a route is registered
 * without a line here (decide who may call it before it ships), and performs every line's refusals for real:
 * anonymous callers of a route that needs a session get 401; a student, a freemium visitor, a contact type 3 (and a
 * teacher, or an admin, where they have no place) calling an academy, staff or teacher route get that route's
 * refusal, while staff (and admins on the academy's routes) get through; another student naming the owner's code
 * gets 403 or 404. The roles are those of policies/actor-roles.ts; what a route answers to each role beyond these
 * refusals is tested in the route's own module.
 */

type Body = Record<string, unknown> | unknown[];
type Decision =
  /** Anyone, no session (sign-in calls, health, the public catalogue of trials, secret or signed addresses). */
  | { who: 'public' }
  /** Outside /api: the academy sign-in pages and the freemium simulation, which check their own forms. */
  | { who: 'page' }
  /** Any signed-in person; the service answers only the caller's own data (resolved from the session). */
  | { who: 'signedIn' }
  /** Only the person whose code is in `param` (their own data): another student is refused. */
  | { who: 'owner'; param: string; body?: Body; query?: string }
  /** The academy side (staff types 4/6 or the admin flag): a student is refused with `refusal` (403 unless said). */
  | { who: 'academy'; body?: Body; refusal?: number; contactCode?: string }
  /** Staff only (contact types 4/6; not the admin flag): everyone else is refused with `refusal` (403 unless said). */
  | { who: 'staff'; body?: Body; refusal?: number }
  /** Teachers (types 5/6) and staff: a student is refused with `refusal` (403 unless said). */
  | { who: 'teacherOrStaff'; body?: Body; refusal?: number };

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const db = t.database.db;
const { parent, group } = await createFormationWithGroup(db);
const [student, otherStudent] = await Promise.all([createContact(db, { fullname: 'Lucía Dueña Pérez' }), createContact(db, { fullname: 'Otra Alumna Ruiz' })]);
await Promise.all([createEnrolment(db, student, group), createEnrolment(db, otherStudent, group)]);
const studentHeaders = { authorization: `Bearer ${await createSession(db, student.edu_codigocontacto)}` };
const otherStudentHeaders = { authorization: `Bearer ${await createSession(db, otherStudent.edu_codigocontacto)}` };
// The other roles of policies/actor-roles.ts: refused where a student is (freemium, type 3, teacher), let through by the academy.
const [freemium, limited, teacher, staff, admin] = await Promise.all([
  createContact(db, { fullname: 'Visita Freemium', freemium: true }),
  createContact(db, { fullname: 'Contacto Tipo Tres', edu_tipocontacto: '3' }),
  createContact(db, { fullname: 'Profesora Grupo', edu_tipocontacto: '5' }),
  createContact(db, { fullname: 'Personal Academia', edu_tipocontacto: '1,4' }),
  createContact(db, { fullname: 'Admin Academia', admin: true }),
]);
const headersOf = async (contact: { edu_codigocontacto: string }) => ({ authorization: `Bearer ${await createSession(db, contact.edu_codigocontacto)}` });
const roleHeaders = {
  freemium: await headersOf(freemium),
  limited: await headersOf(limited),
  teacher: await headersOf(teacher),
  staff: await headersOf(staff),
  admin: await headersOf(admin),
};
// The owner's own profile, as a valid body for the profile's PUT.
const ownProfile = (await t.app.inject({ url: `/api/user/${student.edu_codigocontacto}`, headers: studentHeaders })).json().contacto as Body;

const publicRoute: Decision = { who: 'public' };
const page: Decision = { who: 'page' };
const signedIn: Decision = { who: 'signedIn' };
const owner = (param: string, body?: Body): Decision => ({ who: 'owner', param, ...(body ? { body } : {}) });

const table: Record<string, Decision> = {
  'GET /api/docs': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/*': publicRoute,
  'GET /api/health': publicRoute,
  'GET /api/health/live': publicRoute,
  'GET /api/health/ready': publicRoute,
  'GET /api/public-config': publicRoute,
  'GET /api/auth/login-app-alumno': publicRoute,
  'GET /api/auth/login-token-profesor': publicRoute,
  'GET /api/auth/session': signedIn,
  'GET /api/auth/logout': signedIn,
  'POST /api/auth/logout-all-sessions': signedIn,
  'GET /api/auth/password-settings': signedIn,
  'POST /api/auth/change-password': signedIn,
  'POST /api/auth/reset-credentials': signedIn,
  'GET /auth/authorize': page,
  'POST /auth/authorize': page,
  'GET /auth/invitacion': page,
  'POST /auth/invitacion': page,
  'POST /auth/authorize/password': page,
  'GET /api/lineaMatriculas/formations/:contactCode': owner('contactCode'),
  'GET /api/matriculas/alumno/info/:contactCode': owner('contactCode'),
  'GET /api/matriculas/alumno/comprobar-solicitud-baja/:contactCode': owner('contactCode'),
  'GET /api/matriculas/alumno/:contactCode': owner('contactCode'),
  'POST /api/lineaMatriculas/alumno/solicitudes-baja/:contactCode': owner('contactCode', ['LINEA-1']),
  'GET /api/lineaMatriculas/alumno/solicitudes-baja/:contactCode': owner('contactCode'),
  'GET /api/user/licencias/:contactCode': owner('contactCode'),
  'POST /api/events/contact/complete/:contactId': owner('contactId', { formation: 'GRUPO-1' }),
  'GET /auth/freemium/:provider/authorize': page,
  'POST /auth/freemium/:provider/authorize': page,
  'POST /auth/freemium/:provider/verify': page,
  'GET /api/auth/freemium/:provider/authorize-url': publicRoute,
  'GET /api/auth/freemium/providers': publicRoute,
  'POST /api/auth/login-oauth-alumno-freemium': publicRoute,
  'POST /api/auth/login-app-alumno-freemium': publicRoute,
  'POST /api/auth/nueva-oportunidad': publicRoute,
  'GET /api/notifications': signedIn,
  'GET /api/notifications/types': signedIn,
  'GET /api/notifications/unread-number': signedIn,
  'PUT /api/notifications/read-notification/:id': signedIn,
  'PUT /api/notifications/read-all': signedIn,
  'GET /api/notifications/history': signedIn,
  'GET /api/notifications/dashboard': signedIn,
  'POST /api/notifications/dashboard': { who: 'academy', body: { title: 'Aviso', message: 'Mensaje', contactos: ['C-1'] } },
  'GET /api/notifications/dashboard/recipients': { who: 'academy' },
  'DELETE /api/notifications/dashboard/:id': { who: 'academy' },
  'GET /api/chats': signedIn,
  'GET /api/chats/people-to-chat': signedIn,
  'POST /api/chats/send-message': signedIn,
  'GET /api/chats/:id': signedIn,
  'GET /api/chats/:id/messages': signedIn,
  'POST /api/chats/:id/read-messages': signedIn,
  'POST /api/onboardings/complete/:contactCode': owner('contactCode', { onboarding_id: 1, completed: true }),
  'POST /api/actividades/asistencia': signedIn,
  'GET /api/actividades/:contactCode/:flag': owner('contactCode'),
  'GET /api/events/contact/:code/:email': { who: 'owner', param: 'code', query: '?start_date=2026-01-01&end_date=2026-01-31' },
  'GET /api/events/onlyInfo/:id': signedIn,
  'GET /api/events/timeline/:parentFormation/:group/:contactId': owner('contactId'),
  'GET /api/events/formation/complete/:parent/:group': signedIn,
  'POST /api/events/reschedule/:groupId/:contactId': owner('contactId', { data: { '1': 2, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 } }),
  'POST /api/actividades/media-asistencia': signedIn,
  'POST /api/actividades/media-asistencia/propia': signedIn,
  'POST /api/events/average/completed/:group': signedIn,
  'GET /api/estadisticas/progreso/:parent/:group': signedIn,
  'GET /api/actividades/ranking/individual/:parent/:group': signedIn,
  'POST /api/formations/byCodes': signedIn,
  'GET /api/formations/:code': signedIn,
  'POST /api/requests/student/:requestType': signedIn,
  'GET /api/requests/student/:contactId': owner('contactId'),
  'GET /api/requests/teacher/:contactId': owner('contactId'),
  'PATCH /api/requests/:id': signedIn,
  'GET /api/vilearning/token': signedIn,
  'GET /api/content/:formationCode': signedIn,
  'PUT /api/content/units/:id': { who: 'staff', body: { titulo: 'Tema nuevo' } },
  'PATCH /api/events/contact/:eventId/:contactCode': owner('contactCode', { completed: 1 }),
  'GET /api/events/formations/common': signedIn,
  'GET /api/content/files/event/:id': signedIn,
  'GET /api/events/synchronize/:id': signedIn,
  'GET /api/events/synchronize/serie/:serieId': signedIn,
  'GET /api/calendar-feed': signedIn,
  'POST /api/calendar-feed': signedIn,
  'DELETE /api/calendar-feed': signedIn,
  'GET /api/calendar-feeds/:file': publicRoute,
  'GET /api/files/activos/file/:id': signedIn,
  'GET /api/files/stream/:id': publicRoute,
  'GET /api/files/subtitles/:id': publicRoute,
  'GET /api/files/h5p/:id/:c/:s/:exp/:sig/*': publicRoute,
  'GET /api/files/intro': publicRoute,
  'POST /api/products/by-unit-ids': signedIn,
  'POST /api/products/by-event': signedIn,
  'GET /api/posts': signedIn,
  'GET /api/posts/groups': signedIn,
  'POST /api/posts': signedIn,
  'DELETE /api/posts/:id': signedIn,
  'POST /api/posts/:id/response': signedIn,
  'DELETE /api/posts/response/:id': signedIn,
  'GET /api/posts/postable/:type/:id': signedIn,
  'POST /api/posts/postable': signedIn,
  'PUT /api/posts/:id': signedIn,
  // The post's groups decide (policy moderateGroupPost): refusals in posts-moderation.routes.test.ts.
  'PATCH /api/posts/:id/moderation': signedIn,
  'PATCH /api/posts/response/:id/moderation': signedIn,
  'GET /api/user/casos': signedIn,
  'POST /api/user/casos': signedIn,
  'GET /api/user/caso/resolucion/:incidentId': signedIn,
  'GET /api/gestion/casos': { who: 'academy' },
  'PATCH /api/gestion/casos/:incidentId': { who: 'academy', body: { resolution: 'Resuelto' } },
  'POST /api/gestion/importaciones': { who: 'academy' },
  // Issue 31, the back office's people (API keys: see the keys' own tests).
  'GET /api/gestion/personas': { who: 'academy' },
  'GET /api/gestion/personas/:contactCode': { who: 'academy' },
  'POST /api/gestion/personas': {
    who: 'academy',
    body: { firstname: 'Tabla', lastname: 'Acceso', emailaddress1: 'tabla.acceso@campus.test', contactTypes: [1] },
  },
  'PATCH /api/gestion/personas/:contactCode': { who: 'academy', body: { mobilephone: '600111222' }, contactCode: 'NADIE-TABLA' },
  'POST /api/gestion/personas/:contactCode/suspension': { who: 'academy', contactCode: 'NADIE-TABLA' },
  'DELETE /api/gestion/personas/:contactCode/suspension': { who: 'academy', contactCode: 'NADIE-TABLA' },
  'POST /api/gestion/personas/:contactCode/invitacion': { who: 'academy', contactCode: 'NADIE-TABLA' },
  'GET /api/gestion/bajas': { who: 'academy' },
  'PATCH /api/gestion/bajas/:id': { who: 'academy', body: { decision: 'rechazado', response: 'No procede' } },
  'GET /api/gestion/auditoria': { who: 'academy' },
  'GET /api/gestion/resumen': { who: 'academy' },
  'POST /api/adeudos/:contactCode': owner('contactCode', { enrolments: ['MATRICULA-1'] }),
  'GET /api/adeudos/stripe/:stripeId': signedIn,
  'GET /api/adeudos/yearly/:enrolment': signedIn,
  'POST /api/user/casos/administration': signedIn,
  'POST /api/actividades/asistencia/:contactCode': owner('contactCode', { data: { grupo: 'GRUPO-1' } }),
  'POST /api/certificados/:kind/:contactCode': owner('contactCode', { grupo: 'GRUPO-1' }),
  'GET /api/contratos/:contactId': owner('contactId'),
  'GET /api/documentos/verificar/:code': publicRoute,
  'GET /api/documentos/descargar/:code': publicRoute,
  'POST /api/chats/upload-file': signedIn,
  'DELETE /api/chats/upload-file/:id': signedIn,
  'POST /api/posts/upload-file': signedIn,
  'GET /api/formations/evaluaciones/:group/:contactId': owner('contactId'),
  'POST /api/formations/evaluaciones/:contactId': owner('contactId', { grupos: ['GRUPO-1'] }),
  'GET /api/formations/tareas/entregas': { who: 'teacherOrStaff' },
  'GET /api/formations/tareas/:group/:contactId': owner('contactId'),
  'POST /api/formations/tareas/:contactId': owner('contactId', { grupos: ['GRUPO-1'] }),
  'POST /api/formations/tareas/upload-file': signedIn,
  'DELETE /api/formations/tareas/:taskId/files/:fileId': signedIn,
  'POST /api/formations/tareas/:taskId/entregar': signedIn,
  'POST /api/formations/tareas/:taskId/entregas/:contactId/calificacion': { who: 'teacherOrStaff', body: { edu_calificacion: 7 }, refusal: 404 },
  'GET /api/mails/folders': signedIn,
  'GET /api/mails': signedIn,
  'POST /api/mails/send': signedIn,
  'POST /api/mails': signedIn,
  'POST /api/mails/reply/:id': signedIn,
  'POST /api/mails/forward/:id': signedIn,
  'GET /api/mails/:id': signedIn,
  'GET /api/mails/:id/draft': signedIn,
  'PATCH /api/mails/:id': signedIn,
  'DELETE /api/mails/:id': signedIn,
  'GET /api/mails/:id/attachments/:attachmentId': signedIn,
  'GET /api/mails/search': signedIn,
  'POST /api/user/to-comunicate': signedIn,
  'GET /api/checkout/config': signedIn,
  'POST /api/checkout/get-customer-by-email': signedIn,
  'POST /api/checkout/get-customer-payment-methods': signedIn,
  'POST /api/checkout/create-invoice-alumno': signedIn,
  'POST /api/checkout/pay-invoice-alumno': signedIn,
  'POST /api/checkout/payment-alumno-success': signedIn,
  'POST /api/save-payment-method': signedIn,
  'POST /api/checkout/sandbox/payment-methods': signedIn,
  'GET /api/checkout/sandbox/authenticate/:paymentIntentId': publicRoute,
  'POST /api/checkout/sandbox/authenticate/:paymentIntentId': publicRoute,
  'POST /api/checkout/webhook': publicRoute,
  'GET /api/user/:id': owner('id'),
  'GET /api/user/freemium/:id': owner('id'),
  'PUT /api/user/:id': owner('id', { contacto: ownProfile }),
  'GET /api/user/profile-pic': signedIn,
  'POST /api/user/profile-pic': signedIn,
  'DELETE /api/user/profile-pic': signedIn,
  'GET /api/avatars/:name': publicRoute,
  'GET /api/teaching/groups': signedIn,
  'GET /api/teaching/groups/:groupCode/timeline-completion': { who: 'teacherOrStaff', refusal: 404 },
  'GET /api/teaching/home': { who: 'teacherOrStaff' },
  'GET /api/teaching/events/:eventId/attendance': { who: 'teacherOrStaff', refusal: 404 },
  'GET /api/teaching/groups/:groupCode/gradebook': { who: 'teacherOrStaff', refusal: 404 },
  'GET /api/teaching/groups/:groupCode/gradebook/export': { who: 'teacherOrStaff', refusal: 404 },
  'GET /api/teaching/tasks/:taskId': { who: 'teacherOrStaff', refusal: 404 },
  'GET /api/teaching/groups/:groupCode/participants': { who: 'teacherOrStaff', refusal: 404 },
  'GET /api/teaching/groups/:groupCode/participants/:contactCode': { who: 'teacherOrStaff', refusal: 404 },
  'GET /api/gestion/formaciones': { who: 'academy' },
  'POST /api/gestion/formaciones': { who: 'academy', body: { edu_codigoformacion: 'RAT-FOR', edu_formacion: 'Formación' } },
  'GET /api/gestion/formaciones/:formationCode': { who: 'academy' },
  'PATCH /api/gestion/formaciones/:formationCode': { who: 'academy', body: { edu_formacion: 'Formación' } },
  'POST /api/gestion/formaciones/:formationCode/grupos': { who: 'academy', body: { edu_codigoformacion: 'RAT-GRU', edu_formacion: 'Grupo' } },
  'GET /api/gestion/grupos/:groupCode': { who: 'academy' },
  'PATCH /api/gestion/grupos/:groupCode': { who: 'academy', body: { edu_formacion: 'Grupo' } },
  'GET /api/gestion/grupos/:groupCode/candidatos': { who: 'academy' },
  'POST /api/gestion/grupos/:groupCode/profesores': { who: 'academy', body: { edu_codigocontacto: 'RAT-NADIE' } },
  'DELETE /api/gestion/grupos/:groupCode/profesores/:contactCode': { who: 'academy' },
  'GET /api/gestion/grupos/:groupCode/alumnos': { who: 'academy' },
  'POST /api/gestion/grupos/:groupCode/alumnos': { who: 'academy', body: { edu_codigocontacto: 'RAT-NADIE' } },
  'DELETE /api/gestion/grupos/:groupCode/alumnos/:lineCode': { who: 'academy' },
  'POST /api/gestion/grupos/:groupCode/alumnos/:lineCode/cambio-de-grupo': { who: 'academy', body: { targetGroupCode: 'RAT-NADA' } },
  // Issue 31 item 4; what API keys get on every /api/gestion route: modules/api-keys/api-key-catalogue.routes.test.ts.
  'GET /api/gestion/claves-api': { who: 'academy' },
  'POST /api/gestion/claves-api': { who: 'academy', body: { name: 'CRM de prueba', scope: 'read' } },
  'DELETE /api/gestion/claves-api/:id': { who: 'academy' },
  'GET /api/gestion/matriculas': { who: 'academy' },
};

/** Path parameters: the student's code where the route names a person, her group and formation, numbers elsewhere. */
function fillUrl(url: string, contactCode: string): string {
  const values: Record<string, string> = {
    contactCode,
    contactId: contactCode,
    code: contactCode,
    id: '1',
    incidentId: '00000000-0000-4000-8000-000000000001',
    email: encodeURIComponent(student.emailaddress1),
    group: group.edu_codigoformacion,
    groupId: group.edu_codigoformacion,
    parent: parent.edu_codigoformacion,
    parentFormation: parent.edu_codigoformacion,
    formationCode: group.edu_codigoformacion,
    kind: 'matricula',
    flag: '1',
    provider: 'google',
    type: 'event',
    requestType: 'tutoria',
    file: 'feed.ics',
    name: 'avatar.png',
  };
  return url.replace(/:([A-Za-z_]\w*)/g, (_all, key: string) => values[key] ?? '1').replace(/\*$/, 'index.html');
}

function requestOf(method: string, url: string, headers: Record<string, string>, body: Body | undefined): InjectOptions {
  return {
    method: method as InjectOptions['method'],
    url,
    headers,
    ...(body !== undefined ? { payload: body } : method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  };
}

const routes = listRoutes(t.app).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
const names = routes.map((route) => `${route.method} ${route.url}`);

describe('who may call each route', () => {
  it('has a decision for every registered route, new ones included', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(
      names.filter((name) => !(name in table)),
      'routes without a decision: add each to the table of route-access-table.routes.test.ts',
    ).toEqual([]);
  });

  it.each(
    routes
      .filter((route) => route.url.startsWith('/api/') || table[`${route.method} ${route.url}`]?.who === 'page')
      .map((route) => [`${route.method} ${route.url}`, route] as const),
  )('%s', async (name, route) => {
    const decision = table[name];
    if (!decision) return; // Reported by the test above.
    // What the table says agrees with what the app enforces before any handler runs.
    expect(route.auth, name).toBe(decision.who === 'public' ? 'public' : decision.who === 'page' ? 'none' : 'required');
    // A route that acts on the person it names (a suspension) names nobody here, so the student's session lives on.
    const namedCode = ('contactCode' in decision ? decision.contactCode : undefined) ?? student.edu_codigocontacto;
    const url = `${fillUrl(route.url, namedCode)}${'query' in decision ? decision.query : ''}`;
    const body = 'body' in decision ? decision.body : undefined;
    const anonymous = await t.app.inject(requestOf(route.method, url, {}, body));
    if (decision.who === 'public' || decision.who === 'page') {
      expect(anonymous.statusCode, `${name} → ${anonymous.statusCode}`).not.toBe(401);
      expect(anonymous.statusCode, `${name} → ${anonymous.statusCode}`).toBeLessThan(500);
      return;
    }
    expect(anonymous.statusCode, `${name} anonymous → ${anonymous.statusCode}`).toBe(401);
    if (decision.who === 'owner') {
      // Another student of the same group, naming the owner's code.
      const answer = await t.app.inject(requestOf(route.method, url, otherStudentHeaders, body));
      expect([403, 404], `${name} as another student → ${answer.statusCode} ${answer.body.slice(0, 160)}`).toContain(answer.statusCode);
    }
    if (decision.who === 'academy' || decision.who === 'staff' || decision.who === 'teacherOrStaff') {
      const refused = {
        student: studentHeaders,
        freemium: roleHeaders.freemium,
        limited: roleHeaders.limited,
        ...(decision.who === 'teacherOrStaff' ? {} : { teacher: roleHeaders.teacher }),
        ...(decision.who === 'staff' ? { admin: roleHeaders.admin } : {}),
      };
      for (const [role, headers] of Object.entries(refused)) {
        const answer = await t.app.inject(requestOf(route.method, url, headers, body));
        expect(answer.statusCode, `${name} as ${role} → ${answer.statusCode} ${answer.body.slice(0, 160)}`).toBe(decision.refusal ?? 403);
      }
      // Staff (and admins, on the academy's routes) are let through to the route's own checks.
      const allowed = { staff: roleHeaders.staff, ...(decision.who === 'academy' ? { admin: roleHeaders.admin } : {}) };
      for (const [role, headers] of Object.entries(allowed)) {
        const answer = await t.app.inject(requestOf(route.method, url, headers, body));
        expect([401, 403], `${name} as ${role} → ${answer.statusCode} ${answer.body.slice(0, 160)}`).not.toContain(answer.statusCode);
      }
    }
  });
});
