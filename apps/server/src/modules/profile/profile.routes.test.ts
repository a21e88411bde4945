import {
  PROFILE_PICTURE_MAX_BYTES,
  profileAnswerSchema,
  profilePictureAnswerSchema,
  texts,
  updateProfileAnswerSchema,
  type ProfileRecord,
} from '@campus/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contacts } from '../../db/schema';
import { createContact, createEvent } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/uploads-helpers';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  // Keeping the caches on direct writes proves that the app's own profile writes drop the session's contact.
  t = await createTestApp({ keepCachesOnDirectWrites: true });
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A student with a complete profile, signed in. */
async function signedInStudent(overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const contact = await createContact(t.database.db, {
    firstname: 'Lucía',
    lastname: 'Fernández Ortega',
    fullname: 'Lucía Fernández Ortega',
    emailaddress2: 'lucia@correo.test',
    edu_documentoidentificativo: '51234567C',
    mobilephone: '+34 612 345 678',
    address1_line1: 'Calle de Fuencarral, 112',
    edu_alergias: 'Penicilina',
    edu_fechaalta: '2026-03-02',
    ...overrides,
  });
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  return { contact, token, code: contact.edu_codigocontacto };
}

async function readProfile(code: string, token: string): Promise<ProfileRecord> {
  const response = await t.app.inject({ method: 'GET', url: `/api/user/${code}`, headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return profileAnswerSchema.parse(response.json()).contacto;
}

const saveProfile = (code: string, token: string, contacto: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/user/${code}?plataforma=true`, headers: auth(token), payload: { contacto } });

const picture = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const uploadPicture = (token: string, data: Buffer, options: { field?: string; filename?: string; contentType?: string } = {}) => {
  const body = multipartBody([
    { field: options.field ?? 'avatar', filename: options.filename ?? 'foto.png', contentType: options.contentType ?? 'image/png', data },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/user/profile-pic', headers: { ...auth(token), ...body.headers }, payload: body.payload });
};

const sessionUser = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(token) })).json().user as { fullname: string; foto: string | null };

describe('GET /api/user/{id} and /api/user/freemium/{id}', () => {
  it('answers one’s own contact as the profile shows it, without secrets', async () => {
    const { code, token } = await signedInStudent();
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${code}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const { contacto } = profileAnswerSchema.parse(response.json());
    expect(contacto).toMatchObject({
      edu_codigocontacto: code,
      firstname: 'Lucía',
      lastname: 'Fernández Ortega',
      edu_documentoidentificativo: '51234567C',
      edu_fechaalta: '2026-03-02',
      edu_matriculado: true,
      foto: null,
    });
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('foto_key');
  });

  it('answers a free-trial visitor’s own contact from the freemium endpoint', async () => {
    const { code, token } = await signedInStudent({ freemium: true });
    const response = await t.app.inject({ method: 'GET', url: `/api/user/freemium/${code}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    expect(profileAnswerSchema.parse(response.json()).contacto).toMatchObject({ edu_codigocontacto: code, freemium: true });
  });

  it.each(['/api/user/', '/api/user/freemium/'])(
    '%s: another contact’s code or an unknown one is "Este usuario no existe" (404); no session is 401',
    async (prefix) => {
      const { token } = await signedInStudent();
      const { code: other } = await signedInStudent();
      for (const id of [other, 'CON-NO-EXISTE']) {
        const response = await t.app.inject({ method: 'GET', url: `${prefix}${id}`, headers: auth(token) });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: 'error', message: texts.profile.userNotFound });
      }
      expect((await t.app.inject({ method: 'GET', url: `${prefix}${other}` })).statusCode).toBe(401);
    },
  );

  it('reads no statement once the session’s contact is cached, whatever the contact (profile-cache.routes.test.ts)', async () => {
    const { code, token } = await signedInStudent();
    await readProfile(code, token);
    const { statements } = await t.recordQueries(() => t.app.inject({ method: 'GET', url: `/api/user/${code}`, headers: auth(token) }));
    expect(statements).toEqual([]);
  });
});

describe('PUT /api/user/{id}?plataforma=true', () => {
  it('saves the editable fields, keeps the academy’s fields (the name and DNI among them) and tells every tab', async () => {
    const { code, token, contact } = await signedInStudent();
    const before = await readProfile(code, token);
    expect((await sessionUser(token)).fullname).toBe('Lucía Fernández Ortega');
    const socket = await openUserSocket(baseUrl, token, code, t.config.PUBLIC_URL);
    try {
      const pushed = waitForSocketEvent(socket, 'profile-changed');
      const response = await saveProfile(code, token, {
        ...before,
        // The name and DNI as the academy has them (spaces and case aside): accepted, and kept as they are.
        firstname: ' Lucía ',
        lastname: 'Fernández  Ortega',
        edu_documentoidentificativo: '51234567c',
        // The same personal address in other case: not a change, so no password is asked.
        emailaddress2: 'Lucia@Correo.test',
        mobilephone: '',
        address1_line1: 'Calle de Alcalá, 20, 2.º A',
        edu_alergias: 'Ninguna',
        // The academy's fields are not the student's to change: sent, and ignored.
        emailaddress1: 'otra@campus.test',
        edu_fechaalta: '2020-01-01',
        edu_tipocontacto: '1,4',
        edu_matriculado: false,
        statecode: 1,
        fullname: 'Nombre Inventado',
      });
      expect(response.statusCode).toBe(200);
      const answer = updateProfileAnswerSchema.parse(response.json());
      expect(answer.message).toBe('Contacto actualizado correctamente');
      expect(answer.contacto).toMatchObject({
        fullname: 'Lucía Fernández Ortega',
        firstname: 'Lucía',
        lastname: 'Fernández Ortega',
        edu_documentoidentificativo: '51234567C',
        emailaddress2: 'lucia@correo.test',
        mobilephone: null,
        address1_line1: 'Calle de Alcalá, 20, 2.º A',
        edu_alergias: 'Ninguna',
        emailaddress1: contact.emailaddress1,
        edu_fechaalta: '2026-03-02',
        edu_tipocontacto: '1',
        edu_matriculado: true,
        statecode: 0,
      });
      expect(await pushed).toEqual({
        edu_codigocontacto: code,
        fullname: 'Lucía Fernández Ortega',
        firstname: 'Lucía',
        lastname: 'Fernández Ortega',
        foto: null,
      });
    } finally {
      socket.disconnect();
    }
    // The session's cached contact was dropped: the next read shows the saved fields at once.
    expect(await readProfile(code, token)).toMatchObject({ firstname: 'Lucía', mobilephone: null, address1_line1: 'Calle de Alcalá, 20, 2.º A' });
  });

  it('refuses a field that breaks its rule with "El campo X debe tener ..." and saves nothing', async () => {
    const { code, token } = await signedInStudent();
    const before = await readProfile(code, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: 'L' }, 'El campo Nombre debe tener entre 2 y 100 caracteres'],
      [{ lastname: '' }, 'El campo Apellidos debe tener entre 1 y 100 caracteres'],
      [{ edu_documentoidentificativo: '1234567890123456' }, 'El campo DNI debe tener como máximo 15 caracteres'],
      [{ emailaddress2: 'lucia-en-correo' }, 'El campo Email personal debe tener una dirección de correo válida'],
      [{ edu_alergias: 'a'.repeat(256) }, 'El campo Alergias debe tener como máximo 255 caracteres'],
      [{ edu_nps: 'diez' }, 'El campo NPS debe tener un número entero'],
    ];
    for (const [change, message] of cases) {
      const response = await saveProfile(code, token, { ...before, ...change, address1_line1: 'Otra calle, 1' });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'validation', message });
    }
    expect((await saveProfile(code, token, { firstname: 'Lucía' })).json().message).toMatch(/^El campo .+ debe tener /);
    expect(await readProfile(code, token)).toEqual(before);
  });

  it('saves only one’s own profile (404 for another) and never on a free trial (403)', async () => {
    const { code, token } = await signedInStudent();
    const other = await signedInStudent();
    const otherBefore = await readProfile(other.code, other.token);
    const foreign = await saveProfile(other.code, token, { ...otherBefore, firstname: 'Intrusa' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(texts.profile.userNotFound);
    expect(await readProfile(other.code, other.token)).toEqual(otherBefore);

    const trial = await signedInStudent({ freemium: true });
    const trialBefore = await readProfile(trial.code, trial.token);
    const refused = await saveProfile(trial.code, trial.token, { ...trialBefore, firstname: 'Pablo' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(texts.profile.freemiumLocked);
    expect((await saveProfile(code, token, { ...(await readProfile(code, token)) })).statusCode).toBe(200);
  });

  it('refuses another name or DNI once the academy has them (403), so nobody issues certificates in a name they typed', async () => {
    const { code, token } = await signedInStudent();
    const before = await readProfile(code, token);
    const attempts: Record<string, unknown>[] = [
      { firstname: 'Marta' },
      { lastname: 'Suplantada Pérez' },
      { edu_documentoidentificativo: '00000000T' },
      { edu_documentoidentificativo: '' },
    ];
    for (const change of attempts) {
      const response = await saveProfile(code, token, { ...before, ...change, edu_alergias: 'Ninguna' });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', message: 'Para cambiar tu nombre o DNI, abre una solicitud a secretaría' });
    }
    expect(await readProfile(code, token)).toEqual(before);
    expect((await sessionUser(token)).fullname).toBe('Lucía Fernández Ortega');
  });

  it('lets a student give the DNI the academy lacks, once; then it is the academy’s', async () => {
    const { code, token } = await signedInStudent({ edu_documentoidentificativo: null });
    const before = await readProfile(code, token);
    const given = await saveProfile(code, token, { ...before, edu_documentoidentificativo: '12345678z' });
    expect(given.statusCode).toBe(200);
    expect(updateProfileAnswerSchema.parse(given.json()).contacto.edu_documentoidentificativo).toBe('12345678Z');
    const changed = await saveProfile(code, token, { ...before, edu_documentoidentificativo: '87654321X' });
    expect(changed.statusCode).toBe(403);
    expect((await readProfile(code, token)).edu_documentoidentificativo).toBe('12345678Z');
  });

  it('never overwrites a DNI the academy wrote after the session cached the contact', async () => {
    const { code, token } = await signedInStudent({ edu_documentoidentificativo: null });
    const before = await readProfile(code, token);
    // The academy's CRM writes the DNI directly; this app keeps its cached row until told.
    await t.database.db.update(contacts).set({ edu_documentoidentificativo: '51234567C' }).where(eq(contacts.edu_codigocontacto, code));
    expect((await saveProfile(code, token, { ...before, edu_documentoidentificativo: '00000000T' })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ dni: contacts.edu_documentoidentificativo }).from(contacts).where(eq(contacts.edu_codigocontacto, code));
    expect(row!.dni).toBe('51234567C');
  });

  it('still drops the cached formation structures when an organizer’s picture changes (they show it on their events)', async () => {
    const teacher = await signedInStudent({ edu_tipocontacto: '5' });
    await createEvent(t.database.db, { organizers: [teacher.code] });
    const spy = vi.spyOn(t.app.ctx.changes, 'publish');
    const organizerChanges = () => spy.mock.calls.filter(([table, , facet]) => table === 'contacts' && facet === 'organizer');
    try {
      const teacherBefore = await readProfile(teacher.code, teacher.token);
      await saveProfile(teacher.code, teacher.token, { ...teacherBefore, edu_alergias: 'Ninguna' });
      expect(organizerChanges()).toHaveLength(0);
      expect((await uploadPicture(teacher.token, await picture())).statusCode).toBe(201);
      expect(organizerChanges()).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('saves with one statement', async () => {
    const { code, token } = await signedInStudent();
    const before = await readProfile(code, token);
    await sessionUser(token);
    const { result, statements } = await t.recordQueries(() => saveProfile(code, token, { ...before, edu_alergias: 'Polen' }));
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
  });
});

describe('profile picture (POST, GET, DELETE /api/user/profile-pic; GET /api/avatars/{name})', () => {
  it('keeps a square WebP thumbnail served at a public address, replaces it and removes it', async () => {
    const { code, token } = await signedInStudent();
    const uploaded = await uploadPicture(token, await picture(1200, 800));
    expect(uploaded.statusCode).toBe(201);
    const first = profilePictureAnswerSchema.parse(uploaded.json());
    expect(first.message).toBe(texts.profile.avatarUpdated);
    expect(first.foto).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.webp$/);

    // No session needed: an <img> in a classmate's chat list loads it.
    const served = await t.app.inject({ method: 'GET', url: first.foto! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile-pic', headers: auth(token) })).json()).toEqual({ status: 'ok', foto: first.foto });
    expect((await readProfile(code, token)).foto).toBe(first.foto);
    expect((await sessionUser(token)).foto).toBe(first.foto);

    // A new picture gets a new address; the old file is gone.
    const second = profilePictureAnswerSchema.parse(
      (await uploadPicture(token, await picture(300, 300), { filename: 'otra.jpg', contentType: 'image/jpeg' })).json(),
    );
    expect(second.foto).not.toBe(first.foto);
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: first.foto! })).statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user/profile-pic', headers: auth(token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'ok', foto: null, message: texts.profile.avatarDeleted });
    expect((await sessionUser(token)).foto).toBeNull();
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: second.foto! })).statusCode).toBe(404);
  });

  it('tells every open tab about a new picture', async () => {
    const { code, token } = await signedInStudent();
    const socket = await openUserSocket(baseUrl, token, code, t.config.PUBLIC_URL);
    try {
      const pushed = waitForSocketEvent(socket, 'profile-changed');
      const { foto } = (await uploadPicture(token, await picture())).json() as { foto: string };
      expect(await pushed).toMatchObject({ edu_codigocontacto: code, foto });
    } finally {
      socket.disconnect();
    }
  });

  it('decides by the bytes: a text file named like a PNG is 400, and nothing changes', async () => {
    const { code, token } = await signedInStudent();
    const response = await uploadPicture(token, Buffer.from('no soy una imagen, aunque me llame foto.png'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(texts.profile.avatarNotImage);
    expect((await readProfile(code, token)).foto).toBeNull();
  });

  it('refuses a picture over 5 MB with 413, a missing file or another field with 400', async () => {
    const { token } = await signedInStudent();
    const tooLarge = await uploadPicture(token, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1, 0x41));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('La imagen no puede superar los 5 MB');
    const otherField = await uploadPicture(token, await picture(), { field: 'files' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().message).toBe(texts.profile.avatarMissing);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/user/profile-pic', headers: auth(token), payload: { avatar: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('is refused on a free trial (403), before anything is stored', async () => {
    const { code, token } = await signedInStudent({ freemium: true });
    const response = await uploadPicture(token, await picture());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(texts.profile.freemiumLocked);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/profile-pic', headers: auth(token) })).statusCode).toBe(403);
    const [row] = await t.database.db.select({ foto: contacts.foto, foto_key: contacts.foto_key }).from(contacts).where(eq(contacts.edu_codigocontacto, code));
    expect(row).toEqual({ foto: null, foto_key: null });
  });

  it('needs a session to change a picture; an unknown or malformed picture address is 404', async () => {
    expect((await uploadPicture('token-falso', await picture())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/profile-pic' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/0123456789abcdef0123456789abcdef.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fsecreto.webp' })).statusCode).toBe(404);
  });

  it('changes a picture with one statement', async () => {
    const { token } = await signedInStudent();
    await sessionUser(token);
    const bytes = await picture();
    const { result, statements } = await t.recordQueries(() => uploadPicture(token, bytes));
    expect(result.statusCode).toBe(201);
    expect(statements).toHaveLength(1);
  });
});
