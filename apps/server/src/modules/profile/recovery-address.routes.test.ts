import { profileAnswerSchema, texts, type ProfileRecord } from '@campus/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, mailOutbox } from '../../db/schema';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 27: a stolen session changed the personal (recovery) address and then reset the credentials, so the
// temporary password went to the attacker. Changing the address now takes the current password, the previous
// address is told, and a reset mails only a proven address.

const PASSWORD = 'Secreto.2026';
const ATTACKER = 'atacante@correo.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function signedInStudent(overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const contact = await createContact(t.database.db, {
    password: PASSWORD,
    firstname: 'Lucía',
    lastname: 'Fernández Ortega',
    fullname: 'Lucía Fernández Ortega',
    emailaddress2: 'lucia@correo.test',
    ...overrides,
  });
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  return { contact, token, code: contact.edu_codigocontacto };
}

async function readProfile(code: string, token: string): Promise<ProfileRecord> {
  return profileAnswerSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user/${code}`, headers: auth(token) })).json()).contacto;
}

const saveProfile = (code: string, token: string, body: { contacto: Record<string, unknown>; currentPassword?: string }) =>
  t.app.inject({ method: 'PUT', url: `/api/user/${code}?plataforma=true`, headers: auth(token), payload: body });
const resetCredentials = (token: string, emailaddress2: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-credentials', headers: auth(token), payload: { emailaddress2, forcePasswordChange: true } });

const mailsTo = (address: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address)).orderBy(desc(mailOutbox.id));

describe('changing the personal address (PUT /api/user/{id}?plataforma=true)', () => {
  it('refuses a stolen session without the password (missing or wrong): nothing saved, no reset reaches the attacker', async () => {
    const { code, token, contact } = await signedInStudent({ emailaddress2: 'lucia.robada@correo.test' });
    const before = await readProfile(code, token);

    const missing = await saveProfile(code, token, { contacto: { ...before, emailaddress2: ATTACKER } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status: 'error',
      message: 'Introduce tu contraseña actual para cambiar tu email personal',
      issues: [{ path: 'currentPassword' }],
    });
    const wrong = await saveProfile(code, token, { contacto: { ...before, emailaddress2: ATTACKER }, currentPassword: 'Adivinada.2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(texts.privacy.wrongCurrentPassword);
    // Removing the address is a change too.
    expect((await saveProfile(code, token, { contacto: { ...before, emailaddress2: '' } })).statusCode).toBe(400);
    expect(await readProfile(code, token)).toEqual(before);

    // The reset the attack went on to: the attacker's address is not the saved one, and no mail goes there.
    expect((await resetCredentials(token, ATTACKER)).statusCode).toBe(409);
    expect(await mailsTo(ATTACKER)).toEqual([]);
    expect(await mailsTo('lucia.robada@correo.test')).toEqual([]);
    const [row] = await t.database.db.select({ hash: contacts.password_hash }).from(contacts).where(eq(contacts.edu_codigocontacto, code));
    expect(row!.hash).toBe(contact.password_hash);
  });

  it('saves a new address with the current password, tells the previous one, and a reset then goes to the new one', async () => {
    const { code, token } = await signedInStudent();
    const before = await readProfile(code, token);
    const saved = await saveProfile(code, token, { contacto: { ...before, emailaddress2: 'Lucia.Nueva@Correo.test' }, currentPassword: PASSWORD });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contacto.emailaddress2).toBe('lucia.nueva@correo.test');

    const [notice] = await mailsTo('lucia@correo.test');
    expect(notice?.subject).toBe('Tu email personal de Campus ha cambiado');
    expect(notice?.text_body).toContain('l••••••••@correo.test');
    expect(notice?.text_body).toContain('Si no has hecho tú este cambio');
    // Proven by the password: the temporary password goes there.
    const reset = await resetCredentials(token, 'lucia.nueva@correo.test');
    expect(reset.statusCode).toBe(200);
    expect((await mailsTo('lucia.nueva@correo.test'))[0]?.subject).toBe(texts.privacy.temporaryPasswordSubject);
  });

  it('asks no password when the address stays (other fields save as before)', async () => {
    const { code, token } = await signedInStudent({ emailaddress2: 'lucia.sigue@correo.test' });
    const before = await readProfile(code, token);
    const response = await saveProfile(code, token, { contacto: { ...before, emailaddress2: ' LUCIA.SIGUE@correo.test ', edu_alergias: 'Polen' } });
    expect(response.statusCode).toBe(200);
    expect((await readProfile(code, token)).edu_alergias).toBe('Polen');
    expect(await mailsTo('lucia.sigue@correo.test')).toEqual([]);
  });
});

describe('POST /api/auth/reset-credentials with an unproven personal address', () => {
  it('mails the temporary password to the academy address, never to an address nobody proved', async () => {
    // Written before issue 27 (or by an outside writer): the address is saved but was never proven.
    const { token, contact } = await signedInStudent({ emailaddress2: ATTACKER, emailaddress2_proven: null });
    const reset = await resetCredentials(token, ATTACKER);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().sentTo).toMatch(/^a•+@campus\.test$/);
    expect(await mailsTo(ATTACKER)).toEqual([]);
    expect((await mailsTo(contact.emailaddress1))[0]?.subject).toBe(texts.privacy.temporaryPasswordSubject);
  });
});
