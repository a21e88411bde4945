import { afterAll, describe, expect, it } from 'vitest';
import { createContact, createTeacherToken } from '../test/factories';
import { createSession } from '../test/sessions';
import { createTestApp } from '../test/test-app';

/*
 * The access log as the app writes it (pino through Fastify's request logging, at level info): the secrets a
 * URL carries never reach it, while the line still says which call was made.
 */

const lines: string[] = [];
const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
afterAll(async () => {
  await t.close();
});

/** The URLs the access log wrote for requests (the `req` of each line). */
const loggedUrls = () =>
  lines.flatMap((line) => {
    const entry = JSON.parse(line) as { req?: { url?: string } };
    return entry.req?.url ? [entry.req.url] : [];
  });

describe('the access log', () => {
  it("never writes a teacher's sign-in token, a one-time code, a calendar feed's token or a file address's signature", async () => {
    const db = t.database.db;
    const teacher = await createContact(db, { edu_tipocontacto: '5' });
    const teacherToken = await createTeacherToken(db, teacher.edu_codigocontacto);
    expect((await t.app.inject({ url: `/api/auth/login-token-profesor?t=${teacherToken}&platform=alumno` })).statusCode).toBe(200);

    const oneTimeCode = 'one-time-code-0123456789abcdef';
    expect((await t.app.inject({ url: `/api/auth/login-app-alumno?code=${oneTimeCode}&platform=alumno` })).statusCode).toBeGreaterThanOrEqual(400);

    const student = await createContact(db, { edu_tipocontacto: '1' });
    const headers = { authorization: `Bearer ${await createSession(db, student.edu_codigocontacto)}` };
    const feed = (await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers })).json().feed as { httpsUrl: string };
    const feedPath = new URL(feed.httpsUrl).pathname;
    const feedToken = feedPath
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);

    const signature = 'f'.repeat(64);
    await t.app.inject({ url: `/api/files/stream/1?c=${student.edu_codigocontacto}&s=1&exp=4102444800&sig=${signature}` });
    await t.app.inject({ url: `/api/files/h5p/1/${student.edu_codigocontacto}/1/4102444800/${signature}/index.html` });

    const log = lines.join('');
    for (const secret of [teacherToken, oneTimeCode, feedToken, signature]) expect(log).not.toContain(secret);
    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/api/auth/login-token-profesor?t=[redacted]&platform=alumno',
        '/api/auth/login-app-alumno?code=[redacted]&platform=alumno',
        '/api/calendar-feeds/[redacted].ics',
        `/api/files/stream/1?c=${student.edu_codigocontacto}&s=1&exp=4102444800&sig=[redacted]`,
        `/api/files/h5p/1/${student.edu_codigocontacto}/1/4102444800/[redacted]/index.html`,
      ]),
    );
  });
});
