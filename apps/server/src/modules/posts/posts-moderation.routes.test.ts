import { type Notification, type PostChangedPayload, postAnswerSchema, postsAnswerSchema, texts } from '@campus/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formationTeachers, notifications } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, type TestSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Issue 30: the teacher's notices of his groups' boards and classes' comments (item 6), and their moderation
 * (item 8): a teacher of the group (or the academy side) hides, shows again or deletes posts, comments and
 * answers; the author is told; a hidden one reaches only its author and the moderators.
 */

type Person = { code: string; token: string };
let t: TestApp;
let course: CourseFixture;
let baseUrl: string;
let author: Person;
let classmate: Person;
let teacher: Person;
let coTeacher: Person;
let otherTeacher: Person;
let staff: Person;
let freemium: Person;
let groupCode: string;
const sockets: TestSocket[] = [];

async function person(overrides: Parameters<typeof createContact>[1] = {}): Promise<Person> {
  const contact = await createContact(t.database.db, overrides);
  return { code: contact.edu_codigocontacto, token: await createSession(t.database.db, contact.edu_codigocontacto) };
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
  const db = t.database.db;
  course = await createCourseFixture(db);
  groupCode = course.group.edu_codigoformacion;
  author = { code: course.student.edu_codigocontacto, token: await createSession(db, course.student.edu_codigocontacto) };
  classmate = await person({ fullname: 'Pablo Ruiz' });
  teacher = await person({ fullname: 'Alberto Sánchez Molina', edu_tipocontacto: '5' });
  coTeacher = await person({ fullname: 'Marta Cotitular', edu_tipocontacto: '5' });
  otherTeacher = await person({ fullname: 'Otro Profesor', edu_tipocontacto: '5' });
  staff = await person({ fullname: 'Elena Staff', edu_tipocontacto: '1,4' });
  freemium = await person({ freemium: true });
  const other = await createFormationWithGroup(db);
  await createEnrolment(db, { edu_codigocontacto: classmate.code }, course.group);
  await createEnrolment(db, { edu_codigocontacto: freemium.code }, course.group);
  // The co-teacher also teaches the other group: still one notice per post.
  await db.insert(formationTeachers).values([
    { edu_codigoformacion: groupCode, edu_codigocontacto: teacher.code },
    { edu_codigoformacion: groupCode, edu_codigocontacto: coTeacher.code },
    { edu_codigoformacion: other.group.edu_codigoformacion, edu_codigocontacto: coTeacher.code },
    { edu_codigoformacion: other.group.edu_codigoformacion, edu_codigocontacto: otherTeacher.code },
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const boardOf = async (bearer: string) =>
  postsAnswerSchema.parse((await t.app.inject({ url: `/api/posts?edu_codigoformacion=${encodeURIComponent(groupCode)}`, headers: as(bearer) })).json()).data;
const commentsOf = async (bearer: string) =>
  postsAnswerSchema.parse((await t.app.inject({ url: `/api/posts/postable/event/${course.events.open.id}?empty=list`, headers: as(bearer) })).json()).data;
const bellOf = async (bearer: string): Promise<Notification[]> => (await t.app.inject({ url: '/api/notifications', headers: as(bearer) })).json().notifications;
async function createPost(title: string, bearer = author.token, query = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/posts${query}`,
    headers: as(bearer),
    payload: { title, content: '<p>Texto</p>', codigos_grupos: [groupCode] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return postAnswerSchema.parse(response.json()).post;
}
async function respond(postId: number, content: string, bearer: string) {
  const response = await t.app.inject({ method: 'POST', url: `/api/posts/${postId}/response`, headers: as(bearer), payload: { content } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as { id: number };
}
const moderate = (url: string, hidden: unknown, bearer: string) => t.app.inject({ method: 'PATCH', url, headers: as(bearer), payload: { hidden } });
const remove = (url: string, bearer: string) => t.app.inject({ method: 'DELETE', url, headers: as(bearer) });
const noticesAbout = async (postId: number) => t.database.db.select().from(notifications).where(eq(notifications.notifiable_id, postId));

describe("the teacher's notices (item 6)", () => {
  it("a post on his group's board rings each teacher's bell once, never the author's nor the students' (without ?notification=1)", async () => {
    const post = await createPost('Dudas sobre la práctica');
    const expected = { type_id: 1, title: `${course.student.fullname} ha publicado en el tablón de tu grupo`, message: 'Dudas sobre la práctica' };
    for (const reader of [teacher, coTeacher]) {
      const mine = (await bellOf(reader.token)).filter((n) => n.notifiable_id === String(post.id));
      expect(mine).toEqual([expect.objectContaining({ ...expected, notifiable_type: 'post' })]);
    }
    for (const reader of [author, classmate, otherTeacher]) expect((await bellOf(reader.token)).some((n) => n.notifiable_id === String(post.id))).toBe(false);
    expect(await noticesAbout(post.id)).toHaveLength(1);
  });

  it('a post by a teacher with ?notification=1 rings every other member once, and not himself', async () => {
    const post = await createPost('Aviso del profesor', teacher.token, '?notification=1');
    const notices = await noticesAbout(post.id);
    expect(notices).toHaveLength(1);
    for (const reader of [author, classmate, coTeacher])
      expect((await bellOf(reader.token)).filter((n) => n.notifiable_id === String(post.id))).toHaveLength(1);
    expect((await bellOf(teacher.token)).some((n) => n.notifiable_id === String(post.id))).toBe(false);
  });

  it("a comment on a class of his group rings the teachers' bells live, opening it on the board", async () => {
    const tab = await openUserSocket(baseUrl, teacher.token, teacher.code, t.config.PUBLIC_URL);
    sockets.push(tab);
    const rung = waitForSocketEvent(tab, 'bell');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts/postable',
      headers: as(author.token),
      payload: { title: '¿Entra en el examen?', content: '<p>Pregunta</p>', postable_type: 'event', postable_id: course.events.open.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const comment = postAnswerSchema.parse(response.json()).post;
    expect(await rung).toMatchObject({
      type_id: 1,
      title: `${course.student.fullname} ha comentado en tu clase`,
      message: 'Clase abierta: «¿Entra en el examen?»',
      notifiable_type: 'post',
      notifiable_id: String(comment.id),
    });
    expect((await bellOf(coTeacher.token)).filter((n) => n.notifiable_id === String(comment.id))).toHaveLength(1);
    expect((await bellOf(author.token)).some((n) => n.notifiable_id === String(comment.id))).toBe(false);
  });
});

describe('moderation (item 8)', () => {
  it('a teacher hides a post: only its author and the moderators receive it, marked; the author is told; showing it again undoes it', async () => {
    const post = await createPost('Publicación ofensiva');
    const authorTab = await openUserSocket(baseUrl, author.token, author.code, t.config.PUBLIC_URL);
    const classmateTab = await openUserSocket(baseUrl, classmate.token, classmate.code, t.config.PUBLIC_URL);
    sockets.push(authorTab, classmateTab);
    const toAuthor = waitForSocketEvent(authorTab, 'post-changed');
    const toClassmate = waitForSocketEvent(classmateTab, 'post-changed');
    const authorBell = waitForSocketEvent(authorTab, 'bell');

    const hidden = await moderate(`/api/posts/${post.id}/moderation`, true, teacher.token);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(postAnswerSchema.parse(hidden.json()).post).toMatchObject({ id: post.id, hidden_at: expect.any(String) });
    expect(((await toAuthor) as PostChangedPayload).post).toMatchObject({ id: post.id, hidden_at: expect.any(String) });
    expect(await toClassmate).toEqual({ groupCodes: [groupCode], post: null, removedPostId: post.id });
    expect(await authorBell).toMatchObject({
      type_id: 1,
      title: 'Tu publicación se ha ocultado',
      message: 'Alberto Sánchez Molina ha ocultado tu publicación «Publicación ofensiva». Solo tú y el profesorado podéis verla.',
      notifiable_type: 'post',
      notifiable_id: String(post.id),
    });

    for (const reader of [author, teacher, coTeacher, staff])
      expect((await boardOf(reader.token)).find((p) => p.id === post.id)).toMatchObject({ hidden_at: expect.any(String) });
    expect((await boardOf(classmate.token)).some((p) => p.id === post.id)).toBe(false);
    // Nobody else answers it either: to them it does not exist.
    const answer = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/response`, headers: as(classmate.token), payload: { content: 'Hola' } });
    expect(answer.statusCode).toBe(404);

    const shown = await moderate(`/api/posts/${post.id}/moderation`, false, coTeacher.token);
    expect(postAnswerSchema.parse(shown.json()).post.hidden_at).toBeNull();
    expect((await boardOf(classmate.token)).find((p) => p.id === post.id)).toMatchObject({ hidden_at: null });
    expect((await bellOf(author.token)).map((n) => n.title)).toContain('Tu publicación vuelve a estar visible');
  });

  it('hides an answer from everyone but its author and the moderators; a teacher deletes another answer and the post, telling each author', async () => {
    const post = await createPost('Pregunta de clase');
    const rude = await respond(post.id, 'Respuesta maleducada', classmate.token);
    const other = await respond(post.id, 'Otra respuesta', classmate.token);
    expect((await moderate(`/api/posts/response/${rude.id}/moderation`, true, staff.token)).statusCode).toBe(200);
    const responsesFor = async (bearer: string) => (await boardOf(bearer)).find((p) => p.id === post.id)!.responses.map((r) => r.id);
    expect(await responsesFor(author.token)).toEqual([other.id]);
    expect(await responsesFor(classmate.token)).toEqual([rude.id, other.id]);
    expect(await responsesFor(teacher.token)).toEqual([rude.id, other.id]);
    expect((await bellOf(classmate.token)).find((n) => n.title === 'Tu respuesta se ha ocultado')?.message).toBe(
      'Elena Staff ha ocultado tu respuesta en «Pregunta de clase». Solo tú y el profesorado podéis verla.',
    );

    expect((await remove(`/api/posts/response/${other.id}`, teacher.token)).statusCode).toBe(201);
    expect(await responsesFor(teacher.token)).toEqual([rude.id]);
    expect((await bellOf(classmate.token)).find((n) => n.title === 'Tu respuesta se ha eliminado')?.message).toBe(
      'Alberto Sánchez Molina ha eliminado tu respuesta en «Pregunta de clase».',
    );
    expect((await remove(`/api/posts/${post.id}`, teacher.token)).statusCode).toBe(201);
    expect((await boardOf(teacher.token)).some((p) => p.id === post.id)).toBe(false);
    expect((await bellOf(author.token)).find((n) => n.title === 'Tu publicación se ha eliminado')).toMatchObject({
      message: 'Alberto Sánchez Molina ha eliminado tu publicación «Pregunta de clase».',
      notifiable_type: null,
    });
    // Issue 31: each moderation of someone else's answer or post is in the audit log, by its moderator.
    const audited = await t.database.db
      .select({ actor: auditLog.actor_code, action: auditLog.action, type: auditLog.entity_type, id: auditLog.entity_id, summary: auditLog.summary })
      .from(auditLog)
      .where(inArray(auditLog.entity_id, [String(rude.id), String(other.id), String(post.id)]))
      .orderBy(auditLog.id);
    expect(audited.filter((entry) => entry.action.startsWith('post.') || entry.action.startsWith('response.'))).toMatchObject([
      { actor: staff.code, action: 'response.hide', type: 'post_response', id: String(rude.id) },
      { actor: teacher.code, action: 'response.delete', type: 'post_response', id: String(other.id) },
      {
        actor: teacher.code,
        action: 'post.delete',
        type: 'post',
        id: String(post.id),
        summary: expect.stringMatching(/^Publicación «Pregunta de clase» de .+ eliminada$/),
      },
    ]);
  });

  it("hides a class comment from the class's other students, keeping it for its author and the teachers", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts/postable',
      headers: as(classmate.token),
      payload: { title: 'Comentario fuera de tono', content: '<p>…</p>', postable_type: 'event', postable_id: course.events.open.id },
    });
    const comment = postAnswerSchema.parse(response.json()).post;
    expect((await moderate(`/api/posts/${comment.id}/moderation`, true, teacher.token)).statusCode).toBe(200);
    expect((await commentsOf(author.token)).some((p) => p.id === comment.id)).toBe(false);
    expect((await commentsOf(classmate.token)).find((p) => p.id === comment.id)?.hidden_at).toEqual(expect.any(String));
    expect((await commentsOf(teacher.token)).find((p) => p.id === comment.id)?.hidden_at).toEqual(expect.any(String));
  });

  it('refuses a student, a teacher of another group, a freemium visitor and no session; nothing changes and nobody is told', async () => {
    const post = await createPost('Publicación normal');
    const answer = await respond(post.id, 'Respuesta normal', classmate.token);
    for (const bearer of [classmate.token, otherTeacher.token, freemium.token]) {
      for (const url of [`/api/posts/${post.id}/moderation`, `/api/posts/response/${answer.id}/moderation`]) {
        const refused = await moderate(url, true, bearer);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe(texts.teaching.cannotModerate);
      }
    }
    expect((await remove(`/api/posts/${post.id}`, otherTeacher.token)).statusCode).toBe(403);
    expect((await remove(`/api/posts/response/${answer.id}`, author.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/posts/${post.id}/moderation`, payload: { hidden: true } });
    expect(anonymous.statusCode).toBe(401);
    expect((await moderate(`/api/posts/${post.id}/moderation`, 'sí', teacher.token)).statusCode).toBe(400);
    expect((await moderate('/api/posts/999999/moderation', true, teacher.token)).statusCode).toBe(404);
    expect((await boardOf(classmate.token)).find((p) => p.id === post.id)).toMatchObject({
      hidden_at: null,
      responses: [expect.objectContaining({ id: answer.id })],
    });
    // The teachers' notice of the post and the author's of the answer: no moderation notice.
    expect((await noticesAbout(post.id)).map((n) => n.title).sort()).toEqual(
      [`${course.student.fullname} ha publicado en el tablón de tu grupo`, 'Pablo Ruiz ha respondido a tu publicación'].sort(),
    );
  });
});
