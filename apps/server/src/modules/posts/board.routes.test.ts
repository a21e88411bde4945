import { type PostChangedPayload, postsAnswerSchema, texts } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRecords, formationTeachers, notificationUsers, notifications } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, type TestSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/uploads-helpers';

let t: TestApp;
let course: CourseFixture;
let baseUrl: string;
let author: { code: string; token: string };
let classmate: { code: string; token: string };
let teacher: { code: string; token: string };
let outsider: { code: string; token: string };
let staff: { code: string; token: string };
let freemium: { code: string; token: string };
let otherGroupCode: string;
const sockets: TestSocket[] = [];

async function person(overrides: Parameters<typeof createContact>[1] = {}) {
  const contact = await createContact(t.database.db, overrides);
  return { code: contact.edu_codigocontacto, token: await createSession(t.database.db, contact.edu_codigocontacto) };
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
  course = await createCourseFixture(t.database.db);
  author = { code: course.student.edu_codigocontacto, token: await createSession(t.database.db, course.student.edu_codigocontacto) };
  classmate = await person({ fullname: 'Pablo Ruiz' });
  await createEnrolment(t.database.db, { edu_codigocontacto: classmate.code }, course.group);
  teacher = await person({ fullname: 'Profesora Ana' });
  await t.database.db.insert(formationTeachers).values({ edu_codigoformacion: course.group.edu_codigoformacion, edu_codigocontacto: teacher.code });
  const other = await createFormationWithGroup(t.database.db);
  otherGroupCode = other.group.edu_codigoformacion;
  outsider = await person();
  await createEnrolment(t.database.db, { edu_codigocontacto: outsider.code }, other.group);
  staff = await person({ edu_tipocontacto: '4' });
  freemium = await person({ freemium: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const board = (groupCode: string, bearer: string) =>
  t.app.inject({ url: `/api/posts?edu_codigoformacion=${encodeURIComponent(groupCode)}`, headers: as(bearer) });
const draft = (overrides: object = {}) => ({
  title: 'Entrega de la práctica 2',
  content: '<p>Recordad subirla antes del <strong>viernes</strong>.</p>',
  codigos_grupos: [course.group.edu_codigoformacion],
  ...overrides,
});
const createPost = (payload: object, bearer = author.token, query = '?notification=1') =>
  t.app.inject({ method: 'POST', url: `/api/posts${query}`, headers: as(bearer), payload });
const respond = (postId: number, content: string, bearer: string, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/posts/${postId}/response`, headers: as(bearer), payload: { content, ...extra } });
const remove = (url: string, bearer: string) => t.app.inject({ method: 'DELETE', url, headers: as(bearer) });

describe('GET /api/posts (a group board)', () => {
  it('answers the posts of a group to its members, newest first, with author and responses', async () => {
    const first = (await createPost(draft({ title: 'Primera' }), author.token, '')).json().post;
    const second = (await createPost(draft({ title: 'Segunda' }), teacher.token, '')).json().post;
    await respond(first.id, 'Gracias', classmate.token);
    for (const reader of [author, classmate, teacher, staff]) {
      const response = await board(course.group.edu_codigoformacion, reader.token);
      expect(response.statusCode).toBe(200);
      const ids = postsAnswerSchema.parse(response.json()).data.map((p) => p.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    }
    const listed = postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, classmate.token)).json()).data.find((p) => p.id === first.id)!;
    expect(listed).toMatchObject({ title: 'Primera', fullname: course.student.fullname, postable_type: null, postable_title: null });
    expect(listed.responses).toEqual([expect.objectContaining({ content: 'Gracias', fullname: 'Pablo Ruiz', edu_codigocontacto: classmate.code })]);
  });

  it('refuses a group the user does not belong to, an unknown group, freemium visitors and anonymous calls', async () => {
    expect((await board(course.group.edu_codigoformacion, outsider.token)).json().message).toBe(texts.formation.noAccess);
    expect((await board(course.group.edu_codigoformacion, outsider.token)).statusCode).toBe(403);
    expect((await board('NO-EXISTE', author.token)).statusCode).toBe(404);
    const locked = await board(course.group.edu_codigoformacion, freemium.token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(texts.board.freemiumLocked);
    expect((await t.app.inject({ url: `/api/posts?edu_codigoformacion=${course.group.edu_codigoformacion}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/posts', headers: as(author.token) })).statusCode).toBe(400);
  });

  it('shows class comments of the group with the class title', async () => {
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/posts/postable',
      headers: as(author.token),
      payload: { title: 'Duda', content: '<p>¿Y esto?</p>', postable_type: 'event', postable_id: course.events.open.id },
    });
    expect(comment.statusCode).toBe(200);
    const listed = postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, classmate.token)).json()).data;
    expect(listed[0]).toMatchObject({
      id: comment.json().post.id,
      postable_type: 'event',
      postable_id: String(course.events.open.id),
      postable_title: 'Clase abierta',
    });
  });

  it('issues a constant number of statements, and none when read again while nothing changed', async () => {
    const group = course.group.edu_codigoformacion;
    await createPost(draft({ title: 'Calentamiento' }), author.token, '');
    const cold = await t.recordQueries(() => board(group, classmate.token));
    for (let i = 0; i < 5; i += 1) {
      const post = (await createPost(draft({ title: `Más ${i}` }), author.token, '')).json().post;
      await respond(post.id, `Respuesta ${i}`, classmate.token);
    }
    const again = await t.recordQueries(() => board(group, classmate.token));
    expect(again.statements.length).toBe(cold.statements.length);
    expect(again.statements.length).toBeLessThanOrEqual(3);
    const warm = await t.recordQueries(() => board(group, author.token));
    expect(warm.statements).toEqual([]);
    expect(warm.result.statusCode).toBe(200);
  });
});

describe('POST /api/posts', () => {
  it('creates a post: sanitized content, groups and author from the session; notifies every member but the author, pushed live', async () => {
    const classmateSocket = await openUserSocket(baseUrl, classmate.token, classmate.code, t.config.PUBLIC_URL);
    const teacherSocket = await openUserSocket(baseUrl, teacher.token, teacher.code, t.config.PUBLIC_URL);
    const outsiderSocket = await openUserSocket(baseUrl, outsider.token, outsider.code, t.config.PUBLIC_URL);
    sockets.push(classmateSocket, teacherSocket, outsiderSocket);
    let outsiderHeard = false;
    outsiderSocket.on('post-changed', () => (outsiderHeard = true));
    const changed = waitForSocketEvent(classmateSocket, 'post-changed');
    const bell = waitForSocketEvent(teacherSocket, 'bell');
    const response = await createPost(draft({ content: '<p onclick="x()">Hola<script>alert(1)</script></p>', edu_codigocontacto: outsider.code }));
    expect(response.statusCode).toBe(200);
    const { post } = response.json();
    expect(post).toMatchObject({
      content: '<p>Hola</p>',
      edu_codigocontacto: author.code,
      codigos_grupos: [course.group.edu_codigoformacion],
      edu_codigoformacion: course.parent.edu_codigoformacion,
    });
    const payload = (await changed) as PostChangedPayload;
    expect(payload).toMatchObject({ groupCodes: [course.group.edu_codigoformacion], post: { id: post.id }, removedPostId: null });
    expect(await bell).toMatchObject({
      notifiable_type: 'post',
      notifiable_id: String(post.id),
      type_id: 1,
      title: texts.board.notificationTitle(course.student.fullname),
    });
    const delivered = await t.database.db
      .select({ code: notificationUsers.edu_codigocontacto })
      .from(notificationUsers)
      .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
      .where(and(eq(notifications.notifiable_type, 'post'), eq(notifications.notifiable_id, post.id)));
    expect(delivered.map((d) => d.code).sort()).toEqual([classmate.code, teacher.code].sort());
    expect(outsiderHeard).toBe(false);
  });

  it("without notification=1 only the group's teachers get a bell (issue 30)", async () => {
    const { post } = (await createPost(draft(), author.token, '')).json();
    const delivered = await t.database.db
      .select({ code: notificationUsers.edu_codigocontacto })
      .from(notifications)
      .innerJoin(notificationUsers, eq(notificationUsers.notification_id, notifications.id))
      .where(and(eq(notifications.notifiable_type, 'post'), eq(notifications.notifiable_id, post.id)));
    expect(delivered).toEqual([{ code: teacher.code }]);
  });

  it('refuses a missing title, a title over 255, blank content and no groups with the spec messages', async () => {
    const noTitle = await createPost(draft({ title: '   ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Campo requerido');
    expect((await createPost(draft({ title: 'x'.repeat(256) }))).json().message).toBe('Campo requerido');
    const noGroups = await createPost(draft({ codigos_grupos: [] }));
    expect(noGroups.statusCode).toBe(400);
    expect(noGroups.json().message).toBe('Debe seleccionar al menos un grupo');
    expect((await createPost(draft({ codigos_grupos: undefined }))).json().message).toBe('Debe seleccionar al menos un grupo');
    const blank = await createPost(draft({ content: '<p>&nbsp;</p><script>x</script>' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(texts.board.contentRequired);
  });

  it('refuses groups the author does not belong to (even one among theirs), and freemium visitors', async () => {
    for (const groups of [[otherGroupCode], [course.group.edu_codigoformacion, otherGroupCode], ['NO-EXISTE']]) {
      const refused = await createPost(draft({ codigos_grupos: groups }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(texts.board.foreignGroup);
    }
    expect((await createPost(draft(), freemium.token)).statusCode).toBe(403);
    // Staff post to any group.
    expect((await createPost(draft({ codigos_grupos: [otherGroupCode] }), staff.token, '')).statusCode).toBe(200);
  });
});

describe('PUT and DELETE /api/posts/{id}', () => {
  it('lets only the author edit (groups unchanged) and delete (201); others get 403 and nothing changes', async () => {
    const { post } = (await createPost(draft(), author.token, '')).json();
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      headers: as(classmate.token),
      payload: { title: 'Mío', content: '<p>x</p>' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(texts.board.onlyAuthor);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      headers: as(author.token),
      payload: { title: 'Entrega corregida', content: '<p>Nuevo</p>', codigos_grupos: [otherGroupCode] },
    });
    expect(edited.statusCode).toBe(204);
    const listed = postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, classmate.token)).json()).data.find((p) => p.id === post.id)!;
    expect(listed).toMatchObject({ title: 'Entrega corregida', content: '<p>Nuevo</p>', codigos_grupos: [course.group.edu_codigoformacion] });
    expect(listed.updated_at).not.toBeNull();

    expect((await remove(`/api/posts/${post.id}`, classmate.token)).statusCode).toBe(403);
    // The group's teachers and staff moderate (issue 30: posts-moderation.routes.test.ts); someone outside does not.
    expect((await remove(`/api/posts/${post.id}`, outsider.token)).statusCode).toBe(403);
    const deleted = await remove(`/api/posts/${post.id}`, author.token);
    expect(deleted.statusCode).toBe(201);
    expect(deleted.json()).toEqual({ status: 'ok' });
    const after = postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, classmate.token)).json()).data;
    expect(after.some((p) => p.id === post.id)).toBe(false);
    expect((await remove(`/api/posts/${post.id}`, author.token)).statusCode).toBe(404);
  });
});

describe('responses', () => {
  it('takes author and date from the session, trims, records activity 6, tells the post author and pushes the post', async () => {
    const { post } = (await createPost(draft(), author.token, '')).json();
    const authorSocket = await openUserSocket(baseUrl, author.token, author.code, t.config.PUBLIC_URL);
    sockets.push(authorSocket);
    const changed = waitForSocketEvent(authorSocket, 'post-changed');
    const bell = waitForSocketEvent(authorSocket, 'bell');
    const response = await respond(post.id, '  Yo también tengo dudas  ', classmate.token, {
      created_at: '2001-01-01T00:00:00Z',
      fullname: 'Impostor',
      edu_codigocontacto: author.code,
      post_id: 999,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json().response;
    expect(answer).toMatchObject({ content: 'Yo también tengo dudas', fullname: 'Pablo Ruiz', edu_codigocontacto: classmate.code, post_id: post.id });
    expect(new Date(answer.created_at).getFullYear()).toBeGreaterThan(2020);
    expect(((await changed) as PostChangedPayload).post!.responses.map((r) => r.id)).toEqual([answer.id]);
    expect(await bell).toMatchObject({ notifiable_type: 'post', notifiable_id: String(post.id) });
    const activities = await t.database.db
      .select()
      .from(activityRecords)
      .where(and(eq(activityRecords.edu_codigocontacto, classmate.code), eq(activityRecords.tipo_actividad_id, 6)));
    expect(activities.some((a) => a.metadata?.post_id === post.id)).toBe(true);
  });

  it('refuses empty or blank answers and posts of groups the user does not belong to', async () => {
    const { post } = (await createPost(draft(), author.token, '')).json();
    for (const content of ['', '   \n ']) {
      const refused = await respond(post.id, content, classmate.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(texts.board.responseEmpty);
    }
    const foreign = await respond(post.id, 'Hola', outsider.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(texts.board.notReadable);
    expect((await respond(999_999, 'Hola', classmate.token)).statusCode).toBe(404);
  });

  it('lets only the author of a response delete it (201)', async () => {
    const { post } = (await createPost(draft(), author.token, '')).json();
    const answer = (await respond(post.id, 'Mi respuesta', classmate.token)).json().response;
    // Not even the author of the post, nor someone outside (the teachers and staff moderate: posts-moderation.routes.test.ts).
    for (const other of [author, outsider]) {
      const refused = await remove(`/api/posts/response/${answer.id}`, other.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(texts.board.onlyResponseAuthor);
    }
    expect((await remove(`/api/posts/response/${answer.id}`, classmate.token)).statusCode).toBe(201);
    const listed = postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, author.token)).json()).data.find((p) => p.id === post.id)!;
    expect(listed.responses).toEqual([]);
    expect((await remove(`/api/posts/response/${answer.id}`, classmate.token)).statusCode).toBe(404);
  });
});

describe('GET /api/posts/groups', () => {
  it('answers the groups of a student, of a teacher, every group for staff; refuses freemium', async () => {
    const codes = async (bearer: string) =>
      ((await t.app.inject({ url: '/api/posts/groups', headers: as(bearer) })).json().groups as { edu_codigoformacion: string }[]).map(
        (g) => g.edu_codigoformacion,
      );
    expect(await codes(author.token)).toEqual([course.group.edu_codigoformacion]);
    expect(await codes(teacher.token)).toEqual([course.group.edu_codigoformacion]);
    expect(await codes(staff.token)).toEqual(expect.arrayContaining([course.group.edu_codigoformacion, otherGroupCode]));
    expect((await t.app.inject({ url: '/api/posts/groups', headers: as(freemium.token) })).statusCode).toBe(403);
  });
});

describe('files of a post', () => {
  const upload = async (bearer: string, filename = 'rubrica.pdf') => {
    const body = multipartBody([{ filename, contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 rúbrica de la práctica') }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/posts/upload-file', headers: { ...as(bearer), ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; name: string; url: string };
  };
  const openFile = (id: number, bearer: string) => t.app.inject({ url: `/api/files/activos/file/${id}`, headers: as(bearer) });

  it('attaches the author own uploads: listed in metadata, opened by the groups members through a signed address, not by others', async () => {
    const file = await upload(author.token);
    // Before the post, only its owner opens it.
    expect((await openFile(file.id, classmate.token)).statusCode).toBe(404);
    const response = await createPost(draft({ metadata: { files: [{ id: file.id, name: 'otro nombre', url: 'javascript:alert(1)' }] } }), author.token, '');
    expect(response.statusCode).toBe(200);
    expect(response.json().post.metadata).toEqual({ files: [{ id: file.id, name: 'rubrica.pdf', url: `/api/files/activos/file/${file.id}` }] });
    const opened = await openFile(file.id, classmate.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ name: 'rubrica.pdf', url: expect.stringContaining(`/api/files/stream/${file.id}?`) });
    expect((await openFile(file.id, outsider.token)).statusCode).toBe(404);
    // Already on that post: it cannot go to another one.
    expect((await createPost(draft({ metadata: { files: [{ id: file.id, name: 'x', url: 'x' }] } }), author.token, '')).statusCode).toBe(403);
  });

  it("refuses someone else's upload and keeps no post; an edit replaces the list", async () => {
    const foreign = await upload(classmate.token, 'ajeno.pdf');
    const before = postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, author.token)).json()).data.length;
    const refused = await createPost(draft({ metadata: { files: [{ id: foreign.id, name: 'ajeno.pdf', url: foreign.url }] } }), author.token, '');
    expect(refused.statusCode).toBe(403);
    expect(postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, author.token)).json()).data.length).toBe(before);

    const first = await upload(author.token, 'primero.pdf');
    const second = await upload(author.token, 'segundo.pdf');
    const { post } = (await createPost(draft({ metadata: { files: [{ id: first.id, name: 'primero.pdf', url: first.url }] } }), author.token, '')).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      headers: as(author.token),
      payload: { title: 'Con otro archivo', content: '<p>x</p>', metadata: { files: [{ id: second.id, name: 'segundo.pdf', url: second.url }] } },
    });
    expect(edited.statusCode).toBe(204);
    const listed = postsAnswerSchema.parse((await board(course.group.edu_codigoformacion, classmate.token)).json()).data.find((p) => p.id === post.id)!;
    expect(listed.metadata?.files?.map((f) => f.name)).toEqual(['segundo.pdf']);
    expect((await openFile(second.id, classmate.token)).statusCode).toBe(200);
    // The file taken off the post is its owner's again: the group no longer opens it, she does.
    expect((await openFile(first.id, classmate.token)).statusCode).toBe(404);
    expect((await openFile(first.id, author.token)).statusCode).toBe(200);
    // Deleting the post hands its files back too (they are not left without an owner).
    expect((await remove(`/api/posts/${post.id}`, author.token)).statusCode).toBe(201);
    expect((await openFile(second.id, classmate.token)).statusCode).toBe(404);
    expect((await openFile(second.id, author.token)).statusCode).toBe(200);
  });
});
