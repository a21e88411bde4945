import { caseAnswerSchema, casesAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app's own writes must drop the kept lists: this app keeps its caches when statements are written
// (keepCachesOnDirectWrites), so only the service's invalidation can make a change show.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const body = { title: 'No carga el simulador', description: 'Se queda en blanco.', tipoIncidencia: 0, technology: 9 };

describe('GET /api/user/casos, kept between reads', () => {
  it('answers a warm read without SQL beyond the session, and shows a registration and a staff change at once', async () => {
    const db = t.database.db;
    const [student, staff] = await Promise.all([createContact(db), createContact(db, { edu_tipocontacto: '14' })]);
    const [studentToken, staffToken] = await Promise.all([createSession(db, student.edu_codigocontacto), createSession(db, staff.edu_codigocontacto)]);
    const list = () => t.app.inject({ method: 'GET', url: '/api/user/casos', headers: auth(studentToken) });

    expect(casesAnswerSchema.parse((await list()).json()).casos).toEqual([]);
    const warm = await t.recordQueries(list);
    expect(warm.statements.filter((sql) => /support_cases/.test(sql))).toEqual([]);

    const registered = await t.app.inject({ method: 'POST', url: '/api/user/casos', headers: auth(studentToken), payload: body });
    const caso = caseAnswerSchema.parse(registered.json()).caso;
    expect(casesAnswerSchema.parse((await list()).json()).casos.map((c) => c.incidentid)).toEqual([caso.incidentid]);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/gestion/casos/${caso.incidentid}`,
      headers: auth(staffToken),
      payload: { statecode: 1, statuscode: 5, resolution: 'Hecho.' },
    });
    expect(changed.statusCode).toBe(200);
    const after = casesAnswerSchema.parse((await list()).json()).casos[0]!;
    expect([after.statecode, after.statuscode, after.hasResolution]).toEqual([1, 5, true]);
  });
});
