import fs from 'node:fs';
import path from 'node:path';
import { contentAnswerSchema, formatDayEs } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFileSigner } from './file-signer';

let t: TestApp;
let course: CourseFixture;
let token: string;
/** The student's contact and session, as the addresses handed to that session are signed. */
let holder: { contactCode: string; sessionId: number };
const mediaFile = (key: string) => path.join(t.config.MEDIA_DIR, key);

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
  holder = await holderOf(token);
});
afterAll(async () => {
  await t.close();
});

const auth = {
  get authorization() {
    return `Bearer ${token}`;
  },
};
const fileAnswer = (id: number, query = '') => t.app.inject({ url: `/api/files/activos/file/${id}${query}`, headers: { authorization: auth.authorization } });
const fetchUrl = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
async function holderOf(bearer: string) {
  const actor = (await t.app.ctx.authService.verifyBearer(bearer))!;
  return { contactCode: actor.edu_codigocontacto, sessionId: actor.sessionId };
}

describe('GET /api/files/activos/file/{id}', () => {
  it('answers a fresh signed address of a file of an open event', async () => {
    const response = await fileAnswer(course.files.video.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      data: { url: expect.stringMatching(/^\/api\/files\/stream\/\d+\?c=.+&s=\d+&exp=\d+&sig=[\w-]+$/), name: 'Grabación.mp4', fileType: 'video/mp4' },
    });
  });

  it('never hands out a file of a locked event', async () => {
    for (const [file, message] of [
      [course.files.lockedVideo, 'Este contenido ha dejado de estar disponible'],
      [course.files.extraVideo, 'Este contenido pertenece a una unidad extra'],
      [course.files.futurePdf, `Este contenido no estará disponible hasta el ${formatDayEs(course.events.notYet.inicio_calendario!)}`],
    ] as const) {
      const response = await fileAnswer(file.id);
      expect({ file: file.name, status: response.statusCode, message: response.json().message }).toEqual({ file: file.name, status: 403, message });
    }
  });

  it('answers 404 for unknown files and files of events the user does not reach, 401 without a session', async () => {
    expect((await fileAnswer(99999999)).statusCode).toBe(404);
    const outsider = await createSession(t.database.db, (await createContact(t.database.db)).edu_codigocontacto);
    expect((await t.app.inject({ url: `/api/files/activos/file/${course.files.video.id}`, headers: { authorization: `Bearer ${outsider}` } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/files/activos/file/${course.files.video.id}` })).statusCode).toBe(401);
    expect((await fileAnswer(0)).statusCode).toBe(400);
  });

  it('gives a download address only when the event allows downloads', async () => {
    const download = await fileAnswer(course.files.pdf.id, '?download=1');
    expect(download.json().data.url).toMatch(/&dl=1$/);
    const streamed = await fetchUrl(download.json().data.url);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-disposition']).toBe(`attachment; filename="Apuntes.pdf"; filename*=UTF-8''Apuntes.pdf`);

    await t.database.db.update(events).set({ download: 0 }).where(eq(events.id, course.events.open.id));
    try {
      const refused = await fileAnswer(course.files.pdf.id, '?download=1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('La descarga de este archivo no está permitida');
      // A document to download has no address at all while downloads are off.
      expect((await fileAnswer(course.files.docx.id)).statusCode).toBe(403);
      const tree = contentAnswerSchema.parse(
        (
          await t.app.inject({
            url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
            headers: { authorization: auth.authorization },
          })
        ).json(),
      );
      const open = tree.data.flatMap((u) => u.temas.flatMap((x) => x.eventos)).find((e) => e.id === course.events.open.id)!;
      expect(open.archivos.find((f) => f.id === course.files.docx.id)!.url).toBeNull();
      // The inline PDF still opens, without attachment.
      const inline = await fetchUrl((await fileAnswer(course.files.pdf.id)).json().data.url);
      expect(inline.headers['content-disposition']).toMatch(/^inline;/);
      // A download address signed before the flag changed is refused too.
      const stale = await fetchUrl(download.json().data.url);
      expect(stale.statusCode).toBe(403);
      expect(stale.json().message).toBe('La descarga de este archivo no está permitida');
    } finally {
      await t.database.db.update(events).set({ download: 1 }).where(eq(events.id, course.events.open.id));
    }
  });
});

describe('GET /api/files/stream/{id} (signed)', () => {
  it('serves the video with its type and answers byte ranges with 206', async () => {
    const { url } = (await fileAnswer(course.files.video.id)).json().data;
    const bytes = fs.readFileSync(mediaFile('demo/videos/clase-muestra.mp4'));
    const whole = await fetchUrl(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(bytes.length) });
    expect(whole.headers['content-disposition']).toMatch(/^inline;/);
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const partial = await fetchUrl(url, { range: 'bytes=100-1099' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(partial.headers['content-length']).toBe('1000');
    expect(partial.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);

    const tail = await fetchUrl(url, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 500))).toBe(true);

    const past = await fetchUrl(url, { range: `bytes=${bytes.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('refuses an expired, tampered or re-addressed signature', async () => {
    const id = course.files.video.id;
    const code = course.student.edu_codigocontacto;
    const past = createFileSigner({ secret: t.config.FILES_URL_SECRET, ttlSeconds: 60, now: () => new Date(Date.now() - 2 * 3600_000) });
    const expired = await fetchUrl(past.streamUrl(id, holder));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('El enlace del archivo ha caducado o no es válido');

    const { url } = (await fileAnswer(id)).json().data as { url: string };
    expect((await fetchUrl(url.replace(/sig=[\w-]{4}/, 'sig=AAAA'))).statusCode).toBe(403);
    expect((await fetchUrl(url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`))).statusCode).toBe(403);
    const other = await createContact(t.database.db);
    expect((await fetchUrl(url.replace(`c=${code}`, `c=${other.edu_codigocontacto}`))).statusCode).toBe(403);
    // Moved to another live session of someone else, the signature no longer matches.
    const otherSession = await holderOf(await createSession(t.database.db, other.edu_codigocontacto));
    expect((await fetchUrl(url.replace(/([?&])s=\d+/, `$1s=${otherSession.sessionId}`))).statusCode).toBe(403);
    expect((await fetchUrl(url.replace(/stream\/\d+/, `stream/${course.files.pdf.id}`))).statusCode).toBe(403);
    // Without a download signature the same address cannot become a download.
    expect((await fetchUrl(`${url}&dl=1`)).statusCode).toBe(403);
    expect((await fetchUrl(`/api/files/stream/${id}?c=${code}&s=${holder.sessionId}&exp=abc&sig=x`)).statusCode).toBe(400);
  });

  it('refuses a correctly signed address of a locked event: the server re-checks availability', async () => {
    const signer = t.app.ctx.fileSigner;
    for (const file of [course.files.lockedVideo, course.files.extraVideo, course.files.futurePdf]) {
      const response = await fetchUrl(signer.streamUrl(file.id, holder));
      expect({ file: file.name, status: response.statusCode }).toEqual({ file: file.name, status: 403 });
    }
    const outsider = await createContact(t.database.db);
    const outsiderHolder = await holderOf(await createSession(t.database.db, outsider.edu_codigocontacto));
    expect((await fetchUrl(signer.streamUrl(course.files.video.id, outsiderHolder))).statusCode).toBe(404);
  });

  it('serves the subtitles as text/vtt', async () => {
    const response = await fetchUrl(t.app.ctx.fileSigner.subtitlesUrl(course.files.video.id, holder));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body.startsWith('WEBVTT')).toBe(true);
    expect((await fetchUrl(t.app.ctx.fileSigner.subtitlesUrl(course.files.lockedVideo.id, holder))).statusCode).toBe(403);
  });
});

describe('GET /api/files/h5p/{id}/{c}/{s}/{exp}/{sig}/…', () => {
  it('serves the package under its signed prefix, so relative app.js and styles.css load, under our CSP', async () => {
    const tree = contentAnswerSchema.parse(
      (
        await t.app.inject({
          url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
          headers: { authorization: auth.authorization },
        })
      ).json(),
    );
    const h5p = tree.data.flatMap((u) => u.temas.flatMap((x) => x.eventos)).flatMap((e) => e.h5pFiles)[0]!;
    const src = /src="([^"]+)"/.exec(h5p.embedCode!)![1]!;
    expect(h5p.url).toBe(src);
    const index = await fetchUrl(src);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<script src="app.js" defer></script>');
    expect(String(index.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(index.headers['content-security-policy'])).toContain("script-src 'self'");
    const folder = src.slice(0, src.lastIndexOf('/') + 1);
    const script = await fetchUrl(`${folder}app.js`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await fetchUrl(`${folder}styles.css`)).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await fetchUrl(`${folder}..%2F..%2Fvideos%2Fclase-muestra.mp4`)).statusCode).toBe(404);
    expect((await fetchUrl(`${folder}../../videos/clase-muestra.mp4`)).statusCode).toBe(404);
    expect((await fetchUrl(`${folder}no-existe.js`)).statusCode).toBe(404);
    expect((await fetchUrl(folder.replace(/\/[\w-]+\/$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/') + 'index.html')).statusCode).toBe(403);
  });
});

describe('GET /api/files/intro', () => {
  it('serves the intro clip to anyone, with ranges', async () => {
    const bytes = fs.readFileSync(mediaFile('demo/videos/intro-campus.mp4'));
    const response = await fetchUrl('/api/files/intro', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(response.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
  });
});
