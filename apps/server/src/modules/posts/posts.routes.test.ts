import { postsAnswerSchema } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sanitizePostHtml } from './sanitize-post-html';

let t: TestApp;
let course: CourseFixture;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
});
afterAll(async () => {
  await t.close();
});

const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const create = (payload: object, bearer = token) => t.app.inject({ method: 'POST', url: '/api/posts/postable', headers: as(bearer), payload });
const list = (eventId: number | string, bearer = token, type = 'event') => t.app.inject({ url: `/api/posts/postable/${type}/${eventId}`, headers: as(bearer) });
const comment = (overrides: object = {}) => ({
  title: 'Duda sobre la clase',
  content: '<p>¿Se puede usar <strong>const</strong> aquí?</p>',
  postable_type: 'event',
  postable_id: course.events.open.id,
  ...overrides,
});

describe('class comments', () => {
  it('answers 404 while an event has no comments', async () => {
    const response = await list(course.events.undated.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No hay publicaciones disponibles');
  });

  it('answers an empty list instead with ?empty=list (the web asks so, since browsers log every 404), and refuses other values', async () => {
    const response = await t.app.inject({ url: `/api/posts/postable/event/${course.events.undated.id}?empty=list`, headers: as(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', data: [] });
    const invalid = await t.app.inject({ url: `/api/posts/postable/event/${course.events.undated.id}?empty=yes`, headers: as(token) });
    expect(invalid.statusCode).toBe(400);
    // The option never opens what the policy refuses (a class of an extra unit not bought).
    const locked = await t.app.inject({ url: `/api/posts/postable/event/${course.events.extraClass.id}?empty=list`, headers: as(token) });
    expect(locked.statusCode).toBe(403);
  });

  it('creates a comment on an open event and lists it for the classmates of the group', async () => {
    const created = await create(comment());
    expect(created.statusCode).toBe(200);
    const { post } = created.json();
    expect(post).toMatchObject({
      title: 'Duda sobre la clase',
      content: '<p>¿Se puede usar <strong>const</strong> aquí?</p>',
      fullname: course.student.fullname,
      edu_codigocontacto: course.student.edu_codigocontacto,
      codigos_grupos: [course.group.edu_codigoformacion],
      postable_type: 'event',
      postable_id: String(course.events.open.id),
      edu_codigoformacion: course.parent.edu_codigoformacion,
      responses: [],
      updated_at: null,
    });
    const classmate = await createContact(t.database.db);
    await createEnrolment(t.database.db, classmate, course.group);
    const listed = await list(course.events.open.id, await createSession(t.database.db, classmate.edu_codigocontacto));
    expect(listed.statusCode).toBe(200);
    expect(postsAnswerSchema.parse(listed.json()).data.map((p) => p.id)).toContain(post.id);
  });

  it('sanitises the HTML: scripts, handlers and javascript: links never reach the page', async () => {
    const payloads = [
      '<p>Hola<script>alert(1)</script></p>',
      '<img src=x onerror=alert(1)><p>Hola</p>',
      '<p onclick="alert(1)">Hola</p>',
      '<a href="javascript:alert(1)">Hola</a>',
      '<p>Hola</p><iframe src="https://evil.test"></iframe>',
      '<svg><script>alert(1)</script></svg><p>Hola</p>',
      '<p style="background:url(javascript:alert(1))">Hola</p>',
      '<a href="https://campus.test" target="_self" onmouseover="alert(1)">Hola</a>',
      '<p>Hola</p><style>body{display:none}</style>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>Hola</p>',
    ];
    for (const content of payloads) {
      const response = await create(comment({ content }));
      expect({ content, status: response.statusCode }).toEqual({ content, status: 200 });
      const stored = response.json().post.content as string;
      expect({ content, stored }).toEqual({
        content,
        stored: expect.not.stringMatching(/<script|onerror|onclick|onmouseover|javascript:|<iframe|<svg|<img|style=|<style|<math/i),
      });
      expect(stored).toContain('Hola');
    }
    expect(sanitizePostHtml('<a href="https://campus.test" target="_blank">enlace</a>')).toBe(
      '<a href="https://campus.test" target="_blank" rel="noopener noreferrer">enlace</a>',
    );
    expect(sanitizePostHtml('<a href="https://campus.test" rel="opener">enlace</a>')).toBe(
      '<a href="https://campus.test" rel="noopener noreferrer">enlace</a>',
    );
    const rich =
      '<h2>Título</h2><h3>Sub</h3><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br /></p><ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote><pre><code>let x = 1;</code></pre>';
    expect(sanitizePostHtml(rich)).toBe(rich.replace('<br />', '<br />'));
  });

  it('requires title and content with the spec texts', async () => {
    const noTitle = await create(comment({ title: '  ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('El título es obligatorio');
    const noContent = await create(comment({ content: '<p>   </p>' }));
    expect(noContent.json().message).toBe('El contenido es obligatorio');
    // Content that is only a script is empty once sanitised.
    const onlyScript = await create(comment({ content: '<script>alert(1)</script><p></p>' }));
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().message).toBe('El contenido es obligatorio');
    expect((await create(comment({ title: 'x'.repeat(256) }))).statusCode).toBe(400);
    expect((await create(comment({ postable_type: 'curso' }))).statusCode).toBe(400);
  });

  it('keeps only safe attachment addresses in the metadata', async () => {
    const response = await create(
      comment({
        metadata: {
          files: [
            { id: 1, name: 'a.pdf', url: '/api/files/activos/file/1' },
            { id: 2, name: 'b', url: 'javascript:alert(1)' },
          ],
        },
      }),
    );
    expect(response.json().post.metadata).toEqual({ files: [{ id: 1, name: 'a.pdf', url: '/api/files/activos/file/1' }] });
  });

  it('only lets users who can open the event comment on it or read it', async () => {
    const locked = await create(comment({ postable_id: course.events.extraClass.id }));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Este contenido pertenece a una unidad extra');
    expect((await list(course.events.expired.id)).statusCode).toBe(403);
    const outsider = await createSession(t.database.db, (await createContact(t.database.db)).edu_codigocontacto);
    expect((await create(comment(), outsider)).statusCode).toBe(404);
    expect((await list(course.events.open.id, outsider)).statusCode).toBe(404);
    expect((await list('abc')).statusCode).toBe(400);
  });

  it('hides comments of another group of the same event', async () => {
    const db = t.database.db;
    const other = await createFormationWithGroup(db);
    const [row] = await db
      .insert(posts)
      .values({
        title: 'De otro grupo',
        content: '<p>Hola</p>',
        edu_codigocontacto: course.student.edu_codigocontacto,
        codigos_grupos: [other.group.edu_codigoformacion],
        postable_type: 'event',
        postable_id: String(course.events.undated.id),
      })
      .returning();
    const classmate = await createContact(db);
    await createEnrolment(db, classmate, course.group);
    expect((await list(course.events.undated.id, await createSession(db, classmate.edu_codigocontacto))).statusCode).toBe(404);
    await db.delete(posts).where(eq(posts.id, row!.id));
  });
});

describe('PUT /api/posts/{id}', () => {
  it('lets the author update a comment (204), sanitised, and refuses anyone else', async () => {
    const { post } = (await create(comment())).json();
    const update = (payload: object, bearer = token) => t.app.inject({ method: 'PUT', url: `/api/posts/${post.id}`, headers: as(bearer), payload });
    const done = await update({ title: 'Duda resuelta', content: '<p>Ya está <em>resuelto</em><script>x()</script></p>' });
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored).toMatchObject({ title: 'Duda resuelta', content: '<p>Ya está <em>resuelto</em></p>' });
    expect(stored!.updated_at).not.toBeNull();

    const classmate = await createContact(t.database.db);
    await createEnrolment(t.database.db, classmate, course.group);
    const foreign = await update({ title: 'Cambiado', content: '<p>x</p>' }, await createSession(t.database.db, classmate.edu_codigocontacto));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Solo el autor puede editar este comentario');
    expect((await update({ title: '', content: '<p>x</p>' })).json().message).toBe('El título es obligatorio');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/posts/99999999', headers: as(token), payload: { title: 'a', content: '<p>b</p>' } })).statusCode,
    ).toBe(404);
  });
});
