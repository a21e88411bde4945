import { chatMessagesAnswerSchema, chatsAnswerSchema, texts } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRecords, chatMessages, chats, notificationUsers } from '../../db/schema';
import { createChat, createContact, createEnrolment, createEvent, createFile, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Contact = Awaited<ReturnType<typeof createContact>>;

async function as(contact: Contact) {
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => t.app.inject({ url, headers }),
    post: (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
  };
}

/** A group with two students, a teacher, an event organizer and an unrelated student and staff member. */
async function academy() {
  const db = t.database.db;
  const { group } = await createFormationWithGroup(db);
  const [lucia, paula, teacher, organizer, stranger, staff, freemium] = await Promise.all([
    createContact(db, { fullname: 'Lucía Fernández Ortega' }),
    createContact(db, { fullname: 'Paula Jiménez Rubio' }),
    createContact(db, { fullname: 'Álvaro Teacher Núñez', edu_tipocontacto: '5' }),
    createContact(db, { fullname: 'Olga Organizadora', edu_tipocontacto: '5' }),
    createContact(db, { fullname: 'Sergio Sin Relación' }),
    createContact(db, { fullname: 'Elena Staff', edu_tipocontacto: '1,4' }),
    createContact(db, { fullname: 'Pablo Freemium', freemium: true }),
  ]);
  await Promise.all([createEnrolment(db, lucia, group), createEnrolment(db, paula, group), createEnrolment(db, freemium, group)]);
  const { formationTeachers } = await import('../../db/schema');
  await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
  await createEvent(db, { formations: [group.edu_codigoformacion], organizers: [organizer.edu_codigocontacto] });
  return { group, lucia, paula, teacher, organizer, stranger, staff, freemium };
}

describe('GET /api/chats', () => {
  it('lists the user’s chats with the other member, unread count and last message, newest first', async () => {
    const { lucia, paula, teacher, stranger } = await academy();
    const older = await createChat(t.database.db, lucia, teacher, {
      endsAt: new Date(Date.now() - 3600_000),
      messages: [
        { from: 'a', text: 'Buenas tardes' },
        { from: 'b', text: 'Hola, Lucía', unread: true },
      ],
    });
    const newer = await createChat(t.database.db, lucia, paula, {
      messages: [
        { from: 'b', text: 'Uno', unread: true },
        { from: 'b', text: 'Dos', unread: true },
        { from: 'a', text: 'Mío' },
      ],
    });
    await createChat(t.database.db, paula, stranger, { messages: [{ from: 'a', text: 'Ajeno' }] });
    const response = await (await as(lucia)).get('/api/chats');
    expect(response.statusCode).toBe(200);
    const body = chatsAnswerSchema.parse(response.json());
    expect(body.chats.map((c) => c.id)).toEqual([newer.chat.id, older.chat.id]);
    expect(body.chats[0]).toMatchObject({
      contact: { edu_codigocontacto: paula.edu_codigocontacto, fullname: 'Paula Jiménez Rubio', emailaddress1: paula.emailaddress1 },
      unread_messages: 2,
      last_message: 'Mío',
    });
    expect(body.chats[1]).toMatchObject({ contact: { edu_codigocontacto: teacher.edu_codigocontacto }, unread_messages: 1, last_message: 'Hola, Lucía' });
    expect(body.chats[1]!.last_message_date).toBe(older.messages[1]!.created_at.toISOString());
    expect((await t.app.inject({ url: '/api/chats' })).statusCode).toBe(401);
  });
});

describe('GET /api/chats/people-to-chat', () => {
  it('offers classmates, teachers, organizers and staff, never the user or unrelated people; searches without accents', async () => {
    const { lucia, paula, teacher, organizer, stranger, staff, freemium } = await academy();
    const api = await as(lucia);
    const all = (await api.get('/api/chats/people-to-chat')).json().contactsToChat.contacts.map((c: { edu_codigocontacto: string }) => c.edu_codigocontacto);
    for (const expected of [paula, teacher, organizer, staff]) expect(all).toContain(expected.edu_codigocontacto);
    for (const excluded of [lucia, stranger, freemium]) expect(all).not.toContain(excluded.edu_codigocontacto);
    expect(all.length).toBeLessThanOrEqual(20);

    const accentless = (await api.get(`/api/chats/people-to-chat?search=${encodeURIComponent('teacher nunez')}`)).json();
    expect(accentless.contactsToChat.contacts.map((c: { edu_codigocontacto: string }) => c.edu_codigocontacto)).toEqual([teacher.edu_codigocontacto]);
    const byName = (await api.get(`/api/chats/people-to-chat?search=${encodeURIComponent('ÁLVARO')}`)).json();
    expect(byName.contactsToChat.contacts.map((c: { edu_codigocontacto: string }) => c.edu_codigocontacto)).toEqual([teacher.edu_codigocontacto]);
    const byEmail = (await api.get(`/api/chats/people-to-chat?search=${encodeURIComponent(paula.emailaddress1.slice(0, 12))}`)).json();
    expect(byEmail.contactsToChat.contacts.map((c: { edu_codigocontacto: string }) => c.edu_codigocontacto)).toEqual([paula.edu_codigocontacto]);
    expect((await api.get('/api/chats/people-to-chat?search=%25')).json().contactsToChat.contacts).toEqual([]);
  });

  it('lets a freemium visitor reach teachers and staff but not classmates; refuses a long search and anonymous calls', async () => {
    const { freemium, paula, teacher } = await academy();
    const api = await as(freemium);
    const codes = (await api.get('/api/chats/people-to-chat')).json().contactsToChat.contacts.map((c: { edu_codigocontacto: string }) => c.edu_codigocontacto);
    expect(codes).toContain(teacher.edu_codigocontacto);
    expect(codes).not.toContain(paula.edu_codigocontacto);
    const long = await api.get(`/api/chats/people-to-chat?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('La búsqueda es demasiado larga');
    expect((await t.app.inject({ url: '/api/chats/people-to-chat' })).statusCode).toBe(401);
  });
});

describe('POST /api/chats/{id}/read-messages', () => {
  it('marks the other member’s messages read, only for a member', async () => {
    const { lucia, paula, stranger } = await academy();
    const { chat } = await createChat(t.database.db, lucia, paula, {
      messages: [
        { from: 'b', text: 'Uno', unread: true },
        { from: 'b', text: 'Dos', unread: true },
        { from: 'a', text: 'Mía sin leer', unread: true },
      ],
    });
    const api = await as(lucia);
    const read = await api.post(`/api/chats/${chat.id}/read-messages`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ status: 'ok', chatId: chat.id, updated: 2 });
    expect((await api.get('/api/chats')).json().chats[0].unread_messages).toBe(0);
    // Paula still has Lucía's message unread: reading is per receiver.
    expect((await (await as(paula)).get('/api/chats')).json().chats[0].unread_messages).toBe(1);
    const foreign = await (await as(stranger)).post(`/api/chats/${chat.id}/read-messages`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(texts.chat.notFound);
    expect((await api.post('/api/chats/cero/read-messages')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/chats/${chat.id}/read-messages` })).statusCode).toBe(401);
  });

  it('settles the chat’s own notifications, and only those', async () => {
    const { lucia, paula, teacher } = await academy();
    const fromPaula = await (
      await as(paula)
    ).post('/api/chats/send-message', {
      chatId: -1,
      sender_codigocontacto: paula.edu_codigocontacto,
      receiver_codigocontacto: lucia.edu_codigocontacto,
      mensaje: '¿Repasamos mañana?',
    });
    await (
      await as(teacher)
    ).post('/api/chats/send-message', {
      chatId: -2,
      sender_codigocontacto: teacher.edu_codigocontacto,
      receiver_codigocontacto: lucia.edu_codigocontacto,
      mensaje: 'Revisa la tarea',
    });
    const api = await as(lucia);
    expect((await api.get('/api/notifications/unread-number')).json().count).toBe(2);
    await api.post(`/api/chats/${fromPaula.json().chatId}/read-messages`);
    expect((await api.get('/api/notifications/unread-number')).json().count).toBe(1);
  });

  it('accepts a bodiless POST sent with a JSON content type', async () => {
    const { lucia, paula } = await academy();
    const { chat } = await createChat(t.database.db, lucia, paula, { messages: [{ from: 'b', text: 'Hola', unread: true }] });
    const token = await createSession(t.database.db, lucia.edu_codigocontacto);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/read-messages`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().updated).toBe(1);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/chats/send-message',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"chatId": -1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'error', code: 'validation', message: texts.errors.malformedJson });
  });
});

describe('POST /api/chats/send-message', () => {
  const send = (api: Awaited<ReturnType<typeof as>>, body: object) => api.post('/api/chats/send-message', body);

  it('creates the chat for a negative id, reuses it afterwards, records activity 7 and notifies the receiver', async () => {
    const { lucia, paula } = await academy();
    const api = await as(lucia);
    const first = await send(api, {
      chatId: -1700000000000,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: '  ¿Estudiamos juntas?  ',
    });
    expect(first.statusCode).toBe(201);
    const { chatId, message } = first.json();
    expect(chatId).toBeGreaterThan(0);
    expect(message).toMatchObject({
      chatId,
      mensaje: '¿Estudiamos juntas?',
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      is_read: false,
      metadata: null,
    });
    const again = await send(api, {
      chatId: -5,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: 'Otra vez',
    });
    expect(again.json().chatId).toBe(chatId);
    const byId = await send(api, {
      chatId,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: 'Por id',
    });
    expect(byId.statusCode).toBe(201);
    expect(await t.database.db.$count(chats, eq(chats.id, chatId))).toBe(1);

    const activities = await t.database.db
      .select()
      .from(activityRecords)
      .where(and(eq(activityRecords.edu_codigocontacto, lucia.edu_codigocontacto), eq(activityRecords.tipo_actividad_id, 7)));
    expect(activities).toHaveLength(3);
    expect(activities[0]!.metadata).toMatchObject({ chatId });
    const paulaApi = await as(paula);
    const notifications = (await paulaApi.get('/api/notifications?type=2')).json().notifications;
    expect(notifications).toHaveLength(3);
    expect(notifications[0]).toMatchObject({
      title: `Nuevo mensaje de ${lucia.fullname}`,
      message: 'Por id',
      notifiable_type: 'chat',
      notifiable_id: String(chatId),
    });
    expect((await paulaApi.get('/api/chats')).json().chats[0]).toMatchObject({ id: chatId, unread_messages: 3, last_message: 'Por id' });
    expect(await t.database.db.$count(notificationUsers, eq(notificationUsers.edu_codigocontacto, lucia.edu_codigocontacto))).toBe(0);
  });

  it('sends with the same three statements however long the conversation and the inbox grow', async () => {
    const { lucia, paula } = await academy();
    const api = await as(lucia);
    const body = { chatId: -1, sender_codigocontacto: lucia.edu_codigocontacto, receiver_codigocontacto: paula.edu_codigocontacto, mensaje: 'Hola' };
    const { chatId } = (await send(api, body)).json();
    await send(api, { ...body, chatId }); // the session is cached now, as for any request
    const measure = async () => {
      const { result, statements } = await t.recordQueries(() => send(api, { ...body, chatId }));
      expect(result.statusCode).toBe(201);
      return statements;
    };
    const before = await measure();
    for (let i = 0; i < 3; i++) {
      const other = await createContact(t.database.db);
      await createChat(t.database.db, lucia, other, { messages: [{ from: 'b', text: 'Hola', unread: true }] });
      await send(api, { ...body, chatId });
    }
    const after = await measure();
    // The message with its chat's order, checked against the chat's members and the receiver, in one; then
    // the activity; then the notification with its delivery in one.
    expect(before).toHaveLength(3);
    expect(after).toHaveLength(3);
    expect(before[0]).toMatch(/^with "send_sender"/);
    const last = (await api.get(`/api/chats/${chatId}/messages?page=1&limit=50`)).json().messagesQuery;
    expect(last.total).toBe(7);
    // The same statement moved the chat to the top of the list.
    const [stored] = await t.database.db.select().from(chats).where(eq(chats.id, chatId));
    expect(stored!.last_message_at?.toISOString()).toBe(last.data.at(-1).created_at);
  });

  it('writes the same rows for a burst of concurrent sends as for sends one by one, each answered after its rows', async () => {
    const db = t.database.db;
    const { lucia, paula, teacher } = await academy();
    const api = await as(lucia);
    const base = { sender_codigocontacto: lucia.edu_codigocontacto, mensaje: 'Hola' };
    const toPaula = (await send(api, { ...base, chatId: -1, receiver_codigocontacto: paula.edu_codigocontacto })).json().chatId as number;
    const toTeacher = (await send(api, { ...base, chatId: -1, receiver_codigocontacto: teacher.edu_codigocontacto })).json().chatId as number;
    const long = 'x'.repeat(300);
    const bodies = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? { ...base, chatId: toPaula, receiver_codigocontacto: paula.edu_codigocontacto, mensaje: `Mensaje ${i}` }
        : { ...base, chatId: -1, receiver_codigocontacto: teacher.edu_codigocontacto, mensaje: i === 11 ? long : `Mensaje ${i}` },
    );
    const { result: answers, statements } = await t.recordQueries(() => Promise.all(bodies.map((body) => send(api, body))));
    expect(answers.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    // Fewer than three statements a message: the activities and the notifications of the burst were coalesced.
    expect(statements.length).toBeLessThan(bodies.length * 3);
    const ids = answers.map((r) => r.json().message.id as number);
    const activities = await db
      .select()
      .from(activityRecords)
      .where(and(eq(activityRecords.edu_codigocontacto, lucia.edu_codigocontacto), eq(activityRecords.tipo_actividad_id, 7)));
    const recorded = activities.filter((a) => ids.includes(a.metadata?.id_mensaje as number));
    expect(recorded.map((a) => a.metadata).sort((x, y) => (x!.id_mensaje as number) - (y!.id_mensaje as number))).toEqual(
      ids.map((id, i) => ({ chatId: i % 2 === 0 ? toPaula : toTeacher, id_mensaje: id })).sort((x, y) => x.id_mensaje - y.id_mensaje),
    );
    for (const [who, chatId, sent] of [
      [paula, toPaula, bodies.filter((_, i) => i % 2 === 0)],
      [teacher, toTeacher, bodies.filter((_, i) => i % 2 === 1)],
    ] as const) {
      const bell = (await (await as(who)).get('/api/notifications?type=2')).json().notifications as {
        title: string;
        message: string;
        notifiable_id: string;
        is_read: boolean;
      }[];
      // One delivery per message (plus the first one), each with its own text, to this receiver only.
      expect(bell).toHaveLength(sent.length + 1);
      expect(bell.map((n) => n.message).sort()).toEqual(
        ['Hola', ...sent.map((b) => (b.mensaje.length > 200 ? `${b.mensaje.slice(0, 199)}…` : b.mensaje))].sort(),
      );
      expect(bell.every((n) => n.title === `Nuevo mensaje de ${lucia.fullname}` && n.notifiable_id === String(chatId) && !n.is_read)).toBe(true);
    }
    expect(await db.$count(notificationUsers, eq(notificationUsers.edu_codigocontacto, lucia.edu_codigocontacto))).toBe(0);
  });

  it('sends to a receiver who left only through the refusal, saving nothing', async () => {
    const db = t.database.db;
    const { lucia, paula } = await academy();
    const api = await as(lucia);
    const body = { chatId: -1, sender_codigocontacto: lucia.edu_codigocontacto, receiver_codigocontacto: paula.edu_codigocontacto, mensaje: 'Hola' };
    const { chatId } = (await send(api, body)).json();
    const { contacts } = await import('../../db/schema');
    await db.update(contacts).set({ statecode: 1 }).where(eq(contacts.edu_codigocontacto, paula.edu_codigocontacto));
    for (const id of [chatId, -1]) {
      const refused = await send(api, { ...body, chatId: id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(texts.chat.receiverNotFound);
    }
    expect(await db.$count(chatMessages, eq(chatMessages.chat_id, chatId))).toBe(1);
  });

  it('attaches a stored file as stored, never as the client describes it', async () => {
    const { group, lucia, paula } = await academy();
    const lesson = await createEvent(t.database.db, { formations: [group.edu_codigoformacion] });
    const file = await createFile(t.database.db, { name: 'apuntes-tema-4.pdf', file_type: 'application/pdf', size_bytes: 2048, eventId: lesson.id });
    const response = await send(await as(lucia), {
      chatId: -1,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      mensaje: '',
      metadata: { files: [{ id: file.id, name: 'otro.exe', url: 'javascript:alert(1)', fileType: 'text/html' }] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message.metadata).toEqual({
      files: [{ id: file.id, name: 'apuntes-tema-4.pdf', url: `/api/files/activos/file/${file.id}`, fileType: 'application/pdf', size: 2048 }],
    });
    const missing = await send(await as(lucia), {
      chatId: -1,
      sender_codigocontacto: lucia.edu_codigocontacto,
      receiver_codigocontacto: paula.edu_codigocontacto,
      metadata: { files: [{ id: 999999, name: 'x', url: '/x', fileType: 'x' }] },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(texts.chat.fileNotFound);
  });

  it('refuses to attach a file the sender may not open, without revealing its name or saving the message', async () => {
    const db = t.database.db;
    const { lucia, paula } = await academy();
    const { group: otherGroup } = await createFormationWithGroup(db);
    const foreignEvent = await createEvent(db, { formations: [otherGroup.edu_codigoformacion] });
    const foreign = await createFile(db, { name: 'examen-final-soluciones.pdf', file_type: 'application/pdf', eventId: foreignEvent.id });
    const loose = await createFile(db, { name: 'sin-evento.pdf', file_type: 'application/pdf' });
    const api = await as(lucia);
    for (const file of [foreign, loose]) {
      const response = await send(api, {
        chatId: -1,
        sender_codigocontacto: lucia.edu_codigocontacto,
        receiver_codigocontacto: paula.edu_codigocontacto,
        mensaje: 'Mira esto',
        metadata: { files: [{ id: file.id, name: 'x', url: '/x', fileType: 'x' }] },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(texts.chat.fileNotAllowed);
      expect(response.body).not.toContain(file.name);
    }
    expect(await db.$count(chatMessages, eq(chatMessages.sender_codigocontacto, lucia.edu_codigocontacto))).toBe(0);
  });

  it('refuses what a user may not send, in Spanish', async () => {
    const { lucia, paula, stranger } = await academy();
    const api = await as(lucia);
    const base = { chatId: -1, sender_codigocontacto: lucia.edu_codigocontacto, receiver_codigocontacto: paula.edu_codigocontacto, mensaje: 'Hola' };
    const cases: [object, number, string][] = [
      [{ ...base, mensaje: '   ' }, 400, texts.chat.emptyMessage],
      [{ ...base, sender_codigocontacto: paula.edu_codigocontacto }, 403, texts.chat.senderMismatch],
      [{ ...base, receiver_codigocontacto: lucia.edu_codigocontacto }, 400, texts.chat.cannotChatWithSelf],
      [{ ...base, receiver_codigocontacto: stranger.edu_codigocontacto }, 403, texts.chat.cannotChatWith],
      [{ ...base, receiver_codigocontacto: 'NO-EXISTE' }, 404, texts.chat.receiverNotFound],
      [{ ...base, chatId: 0 }, 400, 'El chat no es válido'],
      [{ ...base, chatId: 1.5 }, 400, 'El chat no es válido'],
      [{ ...base, receiver_codigocontacto: undefined }, 400, 'Falta el destinatario'],
      [{ ...base, mensaje: 'x'.repeat(5001) }, 400, 'El mensaje es demasiado largo'],
    ];
    for (const [body, status, message] of cases) {
      const response = await send(api, body);
      expect({ body, status: response.statusCode, message: response.json().message }).toEqual({ body, status, message });
    }
    // Someone else's chat, or a receiver who is not the other member of it.
    const theirs = await createChat(t.database.db, paula, stranger);
    const foreign = await send(api, { ...base, chatId: theirs.chat.id });
    expect(foreign.statusCode).toBe(404);
    const mine = await createChat(t.database.db, lucia, paula);
    const wrongReceiver = await send(api, { ...base, chatId: mine.chat.id, receiver_codigocontacto: stranger.edu_codigocontacto });
    expect(wrongReceiver.json()).toMatchObject({ status: 'error', message: texts.chat.receiverMismatch });
    expect((await t.app.inject({ method: 'POST', url: '/api/chats/send-message', payload: base })).statusCode).toBe(401);
  });

  it('follows the reach mail follows: a student of another group is refused, an admin reaches and is reached by anyone', async () => {
    const { lucia, paula } = await academy();
    const other = await academy();
    const admin = await createContact(t.database.db, { fullname: 'Ana Administradora', admin: true });
    const [luciaApi, adminApi] = await Promise.all([as(lucia), as(admin)]);
    const message = (from: Contact, toward: Contact) => ({
      chatId: -1,
      sender_codigocontacto: from.edu_codigocontacto,
      receiver_codigocontacto: toward.edu_codigocontacto,
      mensaje: 'Hola',
    });
    const refused = await send(luciaApi, message(lucia, other.paula));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(texts.chat.cannotChatWith);
    expect((await send(luciaApi, message(lucia, paula))).statusCode).toBe(201);
    expect((await send(luciaApi, message(lucia, admin))).statusCode).toBe(201);
    expect((await send(adminApi, message(admin, other.stranger))).statusCode).toBe(201);
  });
});

describe('GET /api/chats/{id} and /messages', () => {
  it('answers one chat and pages of its messages to members only', async () => {
    const { lucia, paula, stranger } = await academy();
    const messages = Array.from({ length: 5 }, (_, i) => ({ from: (i % 2 ? 'a' : 'b') as 'a' | 'b', text: `Mensaje ${i + 1}` }));
    const { chat } = await createChat(t.database.db, lucia, paula, { messages });
    const api = await as(lucia);
    const one = await api.get(`/api/chats/${chat.id}`);
    expect(one.json()).toMatchObject({
      status: 'ok',
      chats: [{ id: chat.id, contact: { edu_codigocontacto: paula.edu_codigocontacto }, last_message: 'Mensaje 5' }],
    });
    const page1 = chatMessagesAnswerSchema.parse((await api.get(`/api/chats/${chat.id}/messages?limit=2`)).json());
    expect(page1.messagesQuery).toMatchObject({ page: 1, limit: 2, total: 5, hasMore: true });
    expect(page1.messagesQuery.data.map((m) => m.mensaje)).toEqual(['Mensaje 4', 'Mensaje 5']);
    const page3 = (await api.get(`/api/chats/${chat.id}/messages?limit=2&page=3`)).json();
    expect(page3.messagesQuery.data.map((m: { mensaje: string }) => m.mensaje)).toEqual(['Mensaje 1']);
    expect(page3.messagesQuery.hasMore).toBe(false);
    expect((await api.get(`/api/chats/${chat.id}/messages?limit=500`)).statusCode).toBe(400);
    const outsider = await as(stranger);
    expect((await outsider.get(`/api/chats/${chat.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/chats/${chat.id}/messages`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/chats/${chat.id}/messages` })).statusCode).toBe(401);
  });
});
