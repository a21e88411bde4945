import { attendanceAnswerSchema, certificateAnswerSchema, texts, toAcademyDay, verificationAnswerSchema } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, eventContacts, issuedDocuments } from '../../db/schema';
import { createActivityRecord, createContact, createEnrolment, createEvent, createFormationWithGroup, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readPdfText } from '../../test/read-pdf-text';
import { A4_SIZE } from './pdf/render-document';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const daysAgo = (days: number, hour = 17) => {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

/**
 * A student in a group with an index (one unit, one topic, two content items she completed) and three live
 * classes held (2 h each), of which she joined two; a group without index; another student.
 */
async function createCourse(options: { allowCertificate?: boolean; completeAll?: boolean } = {}) {
  const db = t.database.db;
  const student = await createContact(db, { fullname: 'Lucía Fernández Ortega', edu_documentoidentificativo: '12345678Z' });
  const other = await createContact(db);
  const { parent, group } = await createFormationWithGroup(db, {
    parent: { edu_formacion: 'Auxiliar de Enfermería', allow_certificate: options.allowCertificate ?? true },
    group: { edu_formacion: 'Enfermería · Grupo A', allow_certificate: options.allowCertificate ?? true, edu_fechainicioclases: daysAgo(40) },
  });
  await createEnrolment(db, student, group);
  await createEnrolment(db, other, group);
  const { unit, topic } = await createUnitWithTopic(db, parent.edu_codigoformacion, {
    unit: { titulo: 'Unidad 1. Anatomía básica' },
    topic: { titulo: 'Tema 1. El cuerpo humano' },
  });
  const content = [];
  for (const days of [20, 10]) {
    content.push(
      await createEvent(db, {
        formations: [group.edu_codigoformacion],
        topic: { id: topic.id, unidad_id: unit.id },
        start_date: daysAgo(days),
        inicio_calendario: toAcademyDay(daysAgo(days)),
        contacts: [{ code: student.edu_codigocontacto, completed: days === 20 || options.completeAll ? 1 : 0 }],
      }),
    );
  }
  const live = [];
  for (const days of [15, 8, 3]) {
    live.push(
      await createEvent(db, { event_type: 'clases_directo', formations: [group.edu_codigoformacion], start_date: daysAgo(days), end_date: daysAgo(days, 19) }),
    );
  }
  for (const event of live.slice(0, 2)) {
    await createActivityRecord(db, student.edu_codigocontacto, { metadata: { id_evento: event.id, id_grupo: group.edu_codigoformacion } });
  }
  // Someone else's attendance of the third class counts for nobody but them.
  await createActivityRecord(db, other.edu_codigocontacto, { metadata: { id_evento: live[2]!.id, id_grupo: group.edu_codigoformacion } });
  const bare = await createFormationWithGroup(db);
  await createEnrolment(db, student, bare.group);
  return {
    student,
    other,
    group,
    bareGroup: bare.group,
    live,
    content,
    tokens: { student: await createSession(db, student.edu_codigocontacto), other: await createSession(db, other.edu_codigocontacto) },
  };
}
type Course = Awaited<ReturnType<typeof createCourse>>;

const attendance = (c: Course, query = '', grupo = c.group.edu_codigoformacion, token = c.tokens.student, code = c.student.edu_codigocontacto) =>
  t.app.inject({ method: 'POST', url: `/api/actividades/asistencia/${code}${query}`, headers: auth(token), payload: { data: { grupo } } });
const certificate = (c: Course, kind: string, grupo: string, token = c.tokens.student, code = c.student.edu_codigocontacto) =>
  t.app.inject({ method: 'POST', url: `/api/certificados/${kind}/${code}`, headers: auth(token), payload: { grupo } });

async function fetchPdf(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return readPdfText(response.rawPayload);
}

describe('POST /api/actividades/asistencia/{contactCode}', () => {
  it('adds up the hours of the live classes the student joined and lists the days missed', async () => {
    const c = await createCourse();
    const response = await attendance(c);
    expect(response.statusCode).toBe(200);
    expect(attendanceAnswerSchema.parse(response.json()).data).toEqual({ totalHorasAsistidas: 4, fechasNoAsistidas: [toAcademyDay(c.live[2]!.start_date!)] });

    const onlyHours = await attendance(c, '?onlyHours=true');
    expect(onlyHours.json().data).toEqual({ totalHorasAsistidas: 4, fechasNoAsistidas: [] });
    // The range counts only the classes inside it.
    const recent = await attendance(c, `?start_date=${toAcademyDay(daysAgo(9))}&end_date=${toAcademyDay(new Date())}`);
    expect(recent.json().data).toEqual({ totalHorasAsistidas: 2, fechasNoAsistidas: [toAcademyDay(c.live[2]!.start_date!)] });
  });

  it('refuses another student’s contact, a group the student is not in, and a malformed date', async () => {
    const c = await createCourse();
    expect((await attendance(c, '', c.group.edu_codigoformacion, c.tokens.other)).statusCode).toBe(403);
    const foreign = await attendance(c, '', 'GRU-AJENO');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(texts.secretary.selectGroup);
    expect((await attendance(c, '?start_date=ayer')).statusCode).toBe(400);
  });
});

describe('POST /api/certificados/{kind}/{contactCode}', () => {
  it('needs a group: none chosen, or one that is not the student’s, answers ‘Debes seleccionar un grupo’', async () => {
    const c = await createCourse();
    for (const grupo of ['', 'GRU-AJENO']) {
      const response = await certificate(c, 'matricula', grupo);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(texts.secretary.selectGroup);
    }
    expect((await certificate(c, 'matricula', c.group.edu_codigoformacion, c.tokens.other)).statusCode).toBe(403);
  });

  it('issues the enrolment and attendance certificates as A4 PDFs with the holder, the formation, the hours and the verification code', async () => {
    const c = await createCourse();
    const enrolment = await certificate(c, 'matricula', c.group.edu_codigoformacion);
    expect(enrolment.statusCode).toBe(201);
    const issued = certificateAnswerSchema.parse(enrolment.json());
    expect(issued.message).toBe(texts.secretary.certificateGenerated);
    const pdf = await fetchPdf(issued.url);
    expect(pdf.pageSizes[0]).toEqual([A4_SIZE.width, A4_SIZE.height]);
    expect(pdf.text).toContain('Certificado de matrícula');
    expect(pdf.text).toContain('Nombre y apellidos: Lucía Fernández Ortega');
    expect(pdf.text).toContain('Auxiliar de Enfermería');
    expect(pdf.text).toContain(`Código de verificación: ${issued.verificationCode}`);

    const presence = certificateAnswerSchema.parse((await certificate(c, 'asistencia', c.group.edu_codigoformacion)).json());
    const attendancePdf = await fetchPdf(presence.url);
    expect(attendancePdf.text).toContain('4 h de 6 h impartidas');
    expect(attendancePdf.text).toContain('2 de 3 (67 %)');
    const [row] = await t.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.verification_code, presence.verificationCode));
    expect(row).toMatchObject({ kind: 'certificado-asistencia', edu_codigocontacto: c.student.edu_codigocontacto, subject_ref: c.group.edu_codigoformacion });
  });

  it('refuses the content certificate without an index, or with the index not completed, and issues it when completed', async () => {
    const c = await createCourse();
    const bare = await certificate(c, 'contenidos', c.bareGroup.edu_codigoformacion);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(texts.secretary.noContentIndex);

    const incomplete = await certificate(c, 'contenidos', c.group.edu_codigoformacion);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(texts.secretary.contentIndexIncomplete);

    await t.database.db.update(eventContacts).set({ completed: 1 }).where(eq(eventContacts.edu_codigocontacto, c.student.edu_codigocontacto));
    const complete = await certificate(c, 'contenidos', c.group.edu_codigoformacion);
    expect(complete.statusCode).toBe(201);
    const { text } = await fetchPdf(certificateAnswerSchema.parse(complete.json()).url);
    expect(text).toContain('Certificado de contenidos');
    expect(text).toContain('Unidad 1. Anatomía básica');
    expect(text).toContain('Tema 1. El cuerpo humano');
  });

  it('refuses the content certificate of a formation that does not allow it, even completed', async () => {
    const c = await createCourse({ allowCertificate: false, completeAll: true });
    const response = await certificate(c, 'contenidos', c.group.edu_codigoformacion);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(texts.secretary.contentIndexIncomplete);
  });
});

const verify = async (code: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/documentos/verificar/${code}` });
  expect(response.statusCode).toBe(200);
  return verificationAnswerSchema.parse(response.json()).document;
};

describe('the identity an issued document states (issue 27)', () => {
  it('verifies under the name and DNI it was issued to, whatever the profile says later', async () => {
    const c = await createCourse();
    const first = certificateAnswerSchema.parse((await certificate(c, 'matricula', c.group.edu_codigoformacion)).json());
    // The attack: a rename (and another DNI) written straight into the contact after the document was issued.
    await t.database.db
      .update(contacts)
      .set({ fullname: 'Nombre Cambiado Después', edu_documentoidentificativo: '87654321X' })
      .where(eq(contacts.edu_codigocontacto, c.student.edu_codigocontacto));

    expect(await verify(first.verificationCode)).toMatchObject({ holderName: 'Lucía Fernández Ortega', holderDni: '******78Z', kind: 'certificado-matricula' });
    // A certificate asked for now names her as she is now; the first one still says what it said.
    const second = certificateAnswerSchema.parse((await certificate(c, 'matricula', c.group.edu_codigoformacion)).json());
    expect(second.verificationCode).not.toBe(first.verificationCode);
    expect((await fetchPdf(second.url)).text).toContain('Nombre Cambiado Después');
    expect(await verify(second.verificationCode)).toMatchObject({ holderName: 'Nombre Cambiado Después', holderDni: '******21X' });
    expect(await verify(first.verificationCode)).toMatchObject({ holderName: 'Lucía Fernández Ortega', holderDni: '******78Z' });
  });
});

describe('an unchanged certificate asked for again (issue 27)', () => {
  it('serves the document already issued, rendered once in the worker pool; a change of what it states issues a new one', async () => {
    const c = await createCourse();
    const renderer = t.app.ctx.documentRenderer;
    const rendered = renderer.completed;
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await certificate(c, 'asistencia', c.group.edu_codigoformacion);
      expect(response.statusCode).toBe(201);
      answers.push(certificateAnswerSchema.parse(response.json()));
    }
    expect(new Set(answers.map((a) => a.verificationCode)).size).toBe(1);
    // The PDF was laid out by the pool's worker threads (not the request thread), and only once.
    expect(renderer.completed).toBe(rendered + 1);
    const stored = await t.database.db
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.edu_codigocontacto, c.student.edu_codigocontacto), eq(issuedDocuments.kind, 'certificado-asistencia')));
    expect(stored).toHaveLength(1);
    expect((await fetchPdf(answers[2]!.url)).text).toContain(`Código de verificación: ${answers[0]!.verificationCode}`);

    // She joins the third class: the attendance certificate states something else now, so it is a new document.
    await createActivityRecord(t.database.db, c.student.edu_codigocontacto, { metadata: { id_evento: c.live[2]!.id, id_grupo: c.group.edu_codigoformacion } });
    const changed = certificateAnswerSchema.parse((await certificate(c, 'asistencia', c.group.edu_codigoformacion)).json());
    expect(changed.verificationCode).not.toBe(answers[0]!.verificationCode);
    expect((await verify(changed.verificationCode)).facts).toContainEqual({ label: 'Asistencia', value: '3 de 3 clases (100 %)' });
    expect(renderer.completed).toBe(rendered + 2);
  });

  it('gives two clicks at the same moment one document', async () => {
    const c = await createCourse();
    const responses = await Promise.all([1, 2, 3].map(() => certificate(c, 'matricula', c.group.edu_codigoformacion)));
    const codes = responses.map((response) => certificateAnswerSchema.parse(response.json()).verificationCode);
    expect(new Set(codes).size).toBe(1);
    const stored = await t.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.edu_codigocontacto, c.student.edu_codigocontacto));
    expect(stored).toHaveLength(1);
  });
});
