import { contractsAnswerSchema, debtsAnswerSchema, documentUrlAnswerSchema, invoicePdfAnswerSchema, texts, verificationAnswerSchema } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedDocuments, supportCases } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readPdfText } from '../../test/read-pdf-text';
import { A4_SIZE } from './pdf/render-document';
import { createContract, createDebt, createPaidDebt } from '../../test/secretary-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const lastYear = new Date().getUTCFullYear() - 1;

/** A student enrolled in a group with debts of every kind, another student, and a freemium visitor. */
async function createStudent() {
  const db = t.database.db;
  const [student, other, freemium] = await Promise.all([
    createContact(db, { fullname: 'Lucía Fernández Ortega', edu_documentoidentificativo: '12345678Z' }),
    createContact(db),
    createContact(db, { freemium: true }),
  ]);
  const { parent, group } = await createFormationWithGroup(db, { parent: { edu_formacion: 'Auxiliar de Enfermería' } });
  const { matricula } = await createEnrolment(db, student, group);
  const enrolment = matricula.edu_codigomatricula;
  const paid = await createPaidDebt(db, enrolment, new Date(Date.UTC(lastYear, 4, 3, 9)), { caja_concepto: 'Mensualidad Auxiliar de Enfermería' });
  const paidCurrent = await createPaidDebt(db, enrolment, new Date(), { caja_concepto: 'Mensualidad actual' });
  const cashier = await createPaidDebt(db, enrolment, new Date(Date.UTC(lastYear, 5, 3, 9)), { caja_cajero: true, caja_stripeid: null });
  const pending = await createDebt(db, enrolment, { caja_periodoservicio: '2026-02-01' });
  const tokens = {
    student: await createSession(db, student.edu_codigocontacto),
    other: await createSession(db, other.edu_codigocontacto),
    freemium: await createSession(db, freemium.edu_codigocontacto),
  };
  return { student, other, freemium, parent, group, enrolment, debts: { paid, paidCurrent, cashier, pending }, tokens };
}
type Student = Awaited<ReturnType<typeof createStudent>>;

const listDebts = (s: Student, token: string, code = s.student.edu_codigocontacto, enrolments = [s.enrolment]) =>
  t.app.inject({ method: 'POST', url: `/api/adeudos/${code}`, headers: auth(token), payload: { enrolments } });

/** Follows a signed document address and parses the PDF it serves. */
async function fetchPdf(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return readPdfText(response.rawPayload);
}

describe('POST /api/adeudos/{contactCode}', () => {
  it('lists the debts of the student’s own enrolments, newest period first, with the spec’s fields', async () => {
    const s = await createStudent();
    const response = await listDebts(s, s.tokens.student);
    expect(response.statusCode).toBe(200);
    const { data } = debtsAnswerSchema.parse(response.json());
    expect(data.map((d) => d.caja_adeudoid).sort()).toEqual(
      Object.values(s.debts)
        .map((d) => d.caja_adeudoid)
        .sort(),
    );
    expect(data.map((d) => d.caja_periodoservicio)).toEqual([...data.map((d) => d.caja_periodoservicio)].sort().reverse());
    const cashier = data.find((d) => d.caja_adeudoid === s.debts.cashier.caja_adeudoid)!;
    expect(cashier).toMatchObject({ caja_pagado: true, caja_cajero: true, caja_stripeid: null, caja_Matricula: { edu_codigomatricula: s.enrolment } });
  });

  it('refuses another student’s contact code and a freemium visitor; someone else’s enrolment codes match nothing', async () => {
    const s = await createStudent();
    expect((await listDebts(s, s.tokens.other)).statusCode).toBe(403);
    expect((await listDebts(s, s.tokens.freemium, s.freemium.edu_codigocontacto)).statusCode).toBe(403);
    const foreign = await listDebts(s, s.tokens.other, s.other.edu_codigocontacto);
    expect(debtsAnswerSchema.parse(foreign.json()).data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/adeudos/${s.student.edu_codigocontacto}`, payload: { enrolments: [s.enrolment] } })).statusCode,
    ).toBe(401);
  });

  it('reads the debts in one statement however many there are (none when kept: debts-cache.routes.test.ts)', async () => {
    const s = await createStudent();
    const debtStatements = ({ statements }: { statements: string[] }) => statements.filter((statement) => /"adeudos"/.test(statement));
    const first = await t.recordQueries(() => listDebts(s, s.tokens.student));
    // Written behind the app's back: this test app drops the kept answers, so the next read asks again.
    for (let i = 0; i < 6; i += 1) await createDebt(t.database.db, s.enrolment, { caja_periodoservicio: `2025-0${i + 1}-01` });
    const second = await t.recordQueries(() => listDebts(s, s.tokens.student));
    expect(debtsAnswerSchema.parse(second.result.json()).data).toHaveLength(10);
    expect(debtStatements(first)).toHaveLength(1);
    expect(second.statements).toHaveLength(1);
  });
});

describe('GET /api/adeudos/stripe/{stripeId}', () => {
  it('answers a signed address of our own A4 invoice PDF (issued once, then served again), for its owner’s sign-in only', async () => {
    const s = await createStudent();
    const response = await t.app.inject({ method: 'GET', url: `/api/adeudos/stripe/${s.debts.paid.caja_stripeid}`, headers: auth(s.tokens.student) });
    expect(response.statusCode).toBe(200);
    const { invoice_pdf } = invoicePdfAnswerSchema.parse(response.json());
    expect(invoice_pdf).toMatch(/^\/api\/documentos\/descargar\/[A-Z2-9]{20}\?/);
    const { text, pageSizes } = await fetchPdf(invoice_pdf);
    expect(pageSizes[0]![0]).toBeCloseTo(A4_SIZE.width, 2);
    expect(pageSizes[0]![1]).toBeCloseTo(A4_SIZE.height, 2);
    expect(text).toContain(`Factura ${s.debts.paid.caja_numerofactura}`);
    expect(text).toContain('Nombre y apellidos: Lucía Fernández Ortega');
    expect(text).toContain('DNI/NIE: 12345678Z');
    expect(text).toContain('Mensualidad Auxiliar de Enfermería');
    expect(text).toMatch(/89,00\s€/);
    const code = /descargar\/([A-Z2-9]{20})/.exec(invoice_pdf)![1]!;
    expect(text).toContain(`Código de verificación: ${code}`);

    // The invoice number finds it too, and the same document comes back.
    const again = await t.app.inject({ method: 'GET', url: `/api/adeudos/stripe/${s.debts.paid.caja_numerofactura}`, headers: auth(s.tokens.student) });
    expect(invoicePdfAnswerSchema.parse(again.json()).invoice_pdf).toContain(code);
    const issued = await t.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.subject_ref, s.debts.paid.caja_adeudoid));
    expect(issued).toHaveLength(1);

    // A tampered signature, or the address after the sign-in ended, serves nothing.
    expect((await t.app.inject({ method: 'GET', url: invoice_pdf.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(403);
    await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: auth(s.tokens.student) });
    expect((await t.app.inject({ method: 'GET', url: invoice_pdf })).statusCode).toBe(403);
  });

  it('has no invoice for a debt paid at the cash desk, a pending one, or someone else’s', async () => {
    const s = await createStudent();
    for (const [token, reference] of [
      [s.tokens.student, s.debts.cashier.caja_numerofactura],
      [s.tokens.student, 'in_unknown'],
      [s.tokens.other, s.debts.paid.caja_stripeid],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/adeudos/stripe/${reference}`, headers: auth(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(texts.secretary.noInvoice);
    }
  });
});

describe('GET /api/adeudos/yearly/{enrolment}', () => {
  it('puts every paid invoice of the previous calendar year in one PDF, leaving out this year’s', async () => {
    const s = await createStudent();
    const response = await t.app.inject({ method: 'GET', url: `/api/adeudos/yearly/${s.enrolment}`, headers: auth(s.tokens.student) });
    expect(response.statusCode).toBe(200);
    const { text } = await fetchPdf(documentUrlAnswerSchema.parse(response.json()).url);
    expect(text).toContain(`Facturas del año ${lastYear}`);
    expect(text).toContain(s.debts.paid.caja_numerofactura!);
    expect(text).toContain(s.debts.cashier.caja_numerofactura!);
    expect(text).not.toContain(s.debts.paidCurrent.caja_numerofactura!);
  });

  it('answers the spec’s text when there is none, and for someone else’s enrolment', async () => {
    const s = await createStudent();
    const { group } = await createFormationWithGroup(t.database.db);
    const { matricula } = await createEnrolment(t.database.db, s.student, group);
    for (const [token, enrolment] of [
      [s.tokens.student, matricula.edu_codigomatricula],
      [s.tokens.other, s.enrolment],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/adeudos/yearly/${enrolment}`, headers: auth(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(texts.secretary.noPreviousYearInvoices);
    }
  });
});

describe('POST /api/user/casos/administration', () => {
  const body = (debtId: string) => ({
    data: { title: 'Solicitud de factura', description: 'Necesito la factura.', caja_adeudoid: debtId, emailaddress: 'lucia@example.com' },
  });

  it('registers a support case of type 1 naming the debt, and answers the spec’s text', async () => {
    const s = await createStudent();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/casos/administration',
      headers: auth(s.tokens.student),
      payload: body(s.debts.pending.caja_adeudoid),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(texts.secretary.invoiceRequested);
    const [caso] = await t.database.db.select().from(supportCases).where(eq(supportCases.ticketnumber, response.json().ticketnumber));
    expect(caso).toMatchObject({ tipo_incidencia: 1, edu_codigocontacto: s.student.edu_codigocontacto, title: 'Solicitud de factura' });
    expect(caso!.description).toContain(`matrícula ${s.enrolment}`);
    expect(caso!.description).toContain('lucia@example.com');
  });

  it('refuses someone else’s debt and a freemium visitor', async () => {
    const s = await createStudent();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/casos/administration',
      headers: auth(s.tokens.other),
      payload: body(s.debts.pending.caja_adeudoid),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/casos/administration',
          headers: auth(s.tokens.freemium),
          payload: body(s.debts.pending.caja_adeudoid),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/contratos/{contactId}', () => {
  it('lists the contracts with a signed address of each PDF, and an empty list for a student without one', async () => {
    const s = await createStudent();
    const contract = await createContract(t.database.db, s.student.edu_codigocontacto, s.enrolment);
    const response = await t.app.inject({ method: 'GET', url: `/api/contratos/${s.student.edu_codigocontacto}`, headers: auth(s.tokens.student) });
    const { data } = contractsAnswerSchema.parse(response.json());
    expect(data).toHaveLength(1);
    expect(data[0]!.edu_referencia).toBe(contract.edu_referencia);
    const { text } = await fetchPdf(data[0]!.edu_urlcontrato);
    expect(text).toContain(`Contrato de formación ${contract.edu_referencia}`);
    expect(text).toContain('6 meses');

    const none = await t.app.inject({ method: 'GET', url: `/api/contratos/${s.other.edu_codigocontacto}`, headers: auth(s.tokens.other) });
    expect(contractsAnswerSchema.parse(none.json()).data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/contratos/${s.student.edu_codigocontacto}`, headers: auth(s.tokens.other) })).statusCode).toBe(403);
  });
});

describe('GET /api/documentos/verificar/{code}', () => {
  it('confirms an issued document without a session, with the holder’s DNI partly hidden', async () => {
    const s = await createStudent();
    const created = await t.app.inject({ method: 'GET', url: `/api/adeudos/stripe/${s.debts.paid.caja_stripeid}`, headers: auth(s.tokens.student) });
    const code = /descargar\/([A-Z2-9]{20})/.exec(created.json().invoice_pdf as string)![1]!;
    const response = await t.app.inject({ method: 'GET', url: `/api/documentos/verificar/${code.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    const { document } = verificationAnswerSchema.parse(response.json());
    expect(document).toMatchObject({
      verificationCode: code,
      kind: 'factura',
      holderName: 'Lucía Fernández Ortega',
      holderDni: '******78Z',
      formation: 'Auxiliar de Enfermería',
      isRevoked: false,
    });
    expect(document.facts).toContainEqual({ label: 'Número de factura', value: s.debts.paid.caja_numerofactura });
  });

  it('answers a clear 404 for an unknown or malformed code', async () => {
    for (const code of ['ABCDEFGHJKLMNPQRSTUV', 'x']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/documentos/verificar/${code}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(texts.secretary.verificationNotFound);
    }
  });
});
