import type { MailDraftData } from '@campus/contract';
import { formationTeachers } from '../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from './factories';
import { createSession } from './sessions';
import type { TestApp } from './test-app';
import { multipartBody, type MultipartFile } from './uploads-helpers';

export type Contact = Awaited<ReturnType<typeof createContact>>;

/** A recipient as the composer sends it. */
export const to = (person: { fullname: string; emailaddress1: string }) => ({
  contact: { fullname: person.fullname, emailaddress1: person.emailaddress1 },
  formation: null,
});

/** A file for the `attachments` field. */
export const attachment = (filename: string, data: Buffer, contentType = 'application/pdf'): MultipartFile => ({
  field: 'attachments',
  filename,
  contentType,
  data,
});

/** The mail calls as one signed-in person makes them (through the real app). */
export async function mailApi(t: TestApp, person: Contact) {
  const token = await createSession(t.database.db, person.edu_codigocontacto);
  const headers = { authorization: `Bearer ${token}` };
  const form = (url: string, data: MailDraftData | Record<string, unknown>, files: MultipartFile[] = []) => {
    const body = multipartBody(files, { mailData: JSON.stringify(data) });
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  return {
    token,
    folders: () => t.app.inject({ url: '/api/mails/folders', headers }),
    list: (folderId: string, query = '') => t.app.inject({ url: `/api/mails?folderId=${folderId}${query}`, headers }),
    search: (q: string, query = '') => t.app.inject({ url: `/api/mails/search?q=${encodeURIComponent(q)}${query}`, headers }),
    read: (id: number) => t.app.inject({ url: `/api/mails/${id}`, headers }),
    draft: (id: number) => t.app.inject({ url: `/api/mails/${id}/draft`, headers }),
    send: (data: MailDraftData | Record<string, unknown>, files: MultipartFile[] = []) => form('/api/mails/send', data, files),
    save: (data: MailDraftData | Record<string, unknown>, files: MultipartFile[] = []) => form('/api/mails', data, files),
    reply: (id: number, data: MailDraftData | Record<string, unknown>, files: MultipartFile[] = []) => form(`/api/mails/reply/${id}`, data, files),
    forward: (id: number, data: MailDraftData | Record<string, unknown>, files: MultipartFile[] = []) => form(`/api/mails/forward/${id}`, data, files),
    change: (id: number, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/mails/${id}`, headers, payload }),
    remove: (id: number) => t.app.inject({ method: 'DELETE', url: `/api/mails/${id}`, headers }),
    attachment: (id: number, attachmentId: number) => t.app.inject({ url: `/api/mails/${id}/attachments/${attachmentId}`, headers }),
    toComunicate: (payload: object = {}) => t.app.inject({ method: 'POST', url: '/api/user/to-comunicate', headers, payload }),
  };
}

/** A group with two students and its teacher, and a staff member outside it. */
export async function createClass(t: TestApp) {
  const db = t.database.db;
  const { group } = await createFormationWithGroup(db);
  const [lucia, pablo, teacher, staff] = await Promise.all([
    createContact(db, { fullname: 'Lucía Fernández Ortega' }),
    createContact(db, { fullname: 'Pablo Martín Gil' }),
    createContact(db, { fullname: 'Marta Docente Ruiz', edu_tipocontacto: '5' }),
    createContact(db, { fullname: 'Secretaría Académica', edu_tipocontacto: '4' }),
  ]);
  await Promise.all([
    createEnrolment(db, lucia, group),
    createEnrolment(db, pablo, group),
    db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto }),
  ]);
  return { group, lucia, pablo, teacher, staff };
}
