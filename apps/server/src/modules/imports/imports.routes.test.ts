import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportResult } from '@campus/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, eventFormations, events, formations, formationTeachers, invitations, lineasMatricula, matriculas } from '../../db/schema';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';
import { multipartBody } from '../../test/uploads-helpers';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.database.db;
const exampleFolder = path.resolve(import.meta.dirname, '../../../../../examples/import');
const exampleFiles = Object.fromEntries(
  readdirSync(exampleFolder, { withFileTypes: true }).flatMap((e) =>
    e.name.endsWith('.csv') ? [[e.name, readFileSync(path.join(exampleFolder, e.name))]] : [],
  ),
);
const staff = await createContact(db, { fullname: 'Elena Personal', edu_tipocontacto: '4' });
const staffHeaders = { authorization: `Bearer ${await createSession(db, staff.edu_codigocontacto)}` };

/** Posts files (name → bytes; by the part's field name, or by its file name when `byFileName`). */
async function postImport(files: Record<string, Buffer | string>, options: { dryRun?: boolean; headers?: Record<string, string>; byFileName?: boolean } = {}) {
  const body = multipartBody(
    Object.entries(files).map(([name, data]) => ({
      field: options.byFileName ? 'file' : name,
      filename: options.byFileName ? name : 'datos.csv',
      contentType: 'text/csv',
      data: Buffer.from(data),
    })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/gestion/importaciones?dryRun=${options.dryRun ?? false}`,
    headers: { ...(options.headers ?? staffHeaders), ...body.headers },
    payload: body.payload,
  });
}
const counts = (contacts: number, formations: number, teachers: number, enrolments: number, events: number) => ({
  contacts,
  formations,
  teachers,
  enrolments,
  events,
});
const none = counts(0, 0, 0, 0, 0);
const countLevante = async () => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(like(contacts.edu_codigocontacto, 'LEV-%'));
  return row!.count;
};

describe('importing the example academy (examples/import)', () => {
  it('previews in a dry run without writing, applies in one go, and a second apply creates nothing', async () => {
    const dryRun = await postImport(exampleFiles, { dryRun: true });
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toEqual({ status: 'ok', dryRun: true, created: counts(29, 3, 4, 25, 10), updated: none, errors: [] });
    expect(await countLevante()).toBe(0);

    const applied = await postImport(exampleFiles);
    const result = applied.json<ImportResult>();
    expect(applied.statusCode).toBe(200);
    expect(result).toMatchObject({ status: 'ok', dryRun: false, created: counts(29, 3, 4, 25, 10), updated: none, errors: [] });
    // No SMTP in tests: every new person's link comes back for the academy to hand over.
    expect(result.invitations).toHaveLength(29);
    expect(result.invitations![0]!.url).toMatch(/^http:\/\/localhost:3000\/auth\/invitacion\?token=/);
    expect(await countLevante()).toBe(29);

    // Types 5|4 are stored as Campus keeps them; Spanish days are Madrid midnights; event times are Madrid's.
    const [teacher] = await db.select().from(contacts).where(eq(contacts.edu_codigocontacto, 'LEV-00004'));
    expect(teacher).toMatchObject({ edu_tipocontacto: '4,5', fullname: 'Tomás Vera Lozano', password_hash: null });
    const [group] = await db.select().from(formations).where(eq(formations.edu_codigoformacion, 'LEV-TSAF-2026-M'));
    expect(group).toMatchObject({
      edu_principalcodigoformacion: 'LEV-TSAF',
      edu_formacion: 'Administración y Finanzas · Grupo mañana (presencial; Valencia)',
      cr479_modalidad: 3,
    });
    expect(group!.edu_fechainicioclases!.toISOString()).toBe('2026-09-13T22:00:00.000Z');
    const [liveClass] = await db.select().from(events).where(eq(events.source_id, 'LEV-EV-M-1'));
    expect(liveClass).toMatchObject({ event_type: 'clases_directo', event_date: '2027-01-11', start_hour: '10:00:00', end_hour: '11:30:00', all_day: false });
    expect(liveClass!.start_date!.toISOString()).toBe('2027-01-11T09:00:00.000Z');
    const links = await db.select().from(eventFormations).where(eq(eventFormations.event_id, liveClass!.id));
    expect(links).toEqual([{ event_id: liveClass!.id, edu_codigoformacion: 'LEV-TSAF-2026-M' }]);
    const [line] = await db.select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigolineamatricula, 'LEV-LM-5001'));
    expect(line).toMatchObject({ edu_matricula: 'LEV-MAT-3001', edu_codigoalumno: 'LEV-10001', edu_codigoformacion: 'LEV-TSAF-2026-M', edu_activa: 0 });
    const [matricula] = await db.select().from(matriculas).where(eq(matriculas.edu_codigomatricula, 'LEV-MAT-3001'));
    expect(matricula).toMatchObject({ edu_codigocontacto: 'LEV-10001', edu_codigoformacion: 'LEV-TSAF' });
    expect(await db.select().from(formationTeachers).where(like(formationTeachers.edu_codigoformacion, 'LEV-%'))).toHaveLength(4);
    expect(await db.select().from(invitations).where(like(invitations.edu_codigocontacto, 'LEV-%'))).toHaveLength(29);

    // The audit log: the import itself, and each created row, by the staff member.
    const audit = await db.select().from(auditLog).where(eq(auditLog.actor_code, staff.edu_codigocontacto));
    expect(audit.filter((entry) => entry.action === 'import.apply')).toHaveLength(1);
    expect(audit.filter((entry) => entry.action === 'contact.create')).toHaveLength(29);
    expect(audit.find((entry) => entry.action === 'event.create' && entry.entity_id === 'LEV-EX-T-1')).toBeDefined();

    const again = await postImport(exampleFiles);
    expect(again.json()).toEqual({ status: 'ok', dryRun: false, created: none, updated: none, errors: [] });
  });

  it('updates only the rows that changed, with the same files written with commas, no BOM and ISO dates', async () => {
    const contactsWithCommas = exampleFiles['contacts.csv']!.toString('utf8')
      .replace(/^\uFEFF/, '')
      .replaceAll(';', ',')
      .replace('LEV-10001,Lucía,', 'LEV-10001,"Lucía María",');
    const formationsIso = exampleFiles['formations.csv']!.toString('utf8').replaceAll('14/09/2026', '2026-09-14');
    const eventsMoved = exampleFiles['events.csv']!.toString('utf8').replace('2027-01-11 10:00,2027-01-11 11:30', '2027-01-11 10:30,2027-01-11 12:00');
    const response = await postImport({ 'contacts.csv': contactsWithCommas, 'formations.csv': formationsIso, 'events.csv': eventsMoved }, { byFileName: true });
    expect(response.json()).toMatchObject({ status: 'ok', created: none, updated: counts(1, 0, 0, 0, 1) });
    const [lucia] = await db.select().from(contacts).where(eq(contacts.edu_codigocontacto, 'LEV-10001'));
    expect(lucia!.fullname).toMatch(/^Lucía María /);
    const [update] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.update'), eq(auditLog.entity_id, 'LEV-EV-M-1')));
    expect(update!.after).toMatchObject({ start_date: '2027-01-11T09:30:00.000Z' });
  });

  it('answers 422 with every error (file, line, column) and changes nothing when a row is wrong', async () => {
    const enrolments = [
      'edu_codigolineamatricula;edu_codigomatricula;edu_codigoalumno;edu_codigoformacion;edu_fechainicio;edu_fechafin',
      'LEV-LM-9001;LEV-MAT-9001;LEV-10002;LEV-TSAF-2026-T;14/09/2026;18/06/2027',
      'LEV-LM-9002;LEV-MAT-9002;LEV-99999;LEV-TSAF-2026-T;31/02/2027;18/06/2027',
      'LEV-LM-9003;LEV-MAT-9003;LEV-10003;LEV-TSAF;14/09/2026;01/09/2026',
    ].join('\n');
    const contactsBad = 'edu_codigocontacto,firstname,lastname,emailaddress1,edu_tipocontacto,telefono\nLEV-20001,Ana,Ruiz,ana.ruiz@levante.test,1,600000000\n';
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(lineasMatricula);
    const response = await postImport({ 'enrolments.csv': enrolments, 'contacts.csv': contactsBad, 'events.csv': exampleFiles['events.csv']! });
    expect(response.statusCode).toBe(422);
    const result = response.json<ImportResult>();
    expect(result.status).toBe('error');
    expect(result.errors).toEqual([
      { file: 'contacts.csv', line: 1, column: 'telefono', message: 'Columna desconocida «telefono»' },
      { file: 'enrolments.csv', line: 3, column: 'edu_fechainicio', message: expect.stringContaining('«31/02/2027» no es válida') },
      { file: 'enrolments.csv', line: 4, column: 'edu_fechafin', message: 'La fecha de fin es anterior a la de inicio' },
    ]);
    // Cells right, references wrong: found once the rows are read.
    const references = await postImport({ 'enrolments.csv': enrolments.replace('31/02/2027', '01/02/2027').replace('01/09/2026', '01/09/2027') });
    expect(references.json<ImportResult>().errors).toEqual([
      { file: 'enrolments.csv', line: 3, column: 'edu_codigoalumno', message: 'No existe la persona LEV-99999 ni en este fichero ni en Campus' },
      { file: 'enrolments.csv', line: 4, column: 'edu_codigoformacion', message: 'LEV-TSAF es una formación principal: indica uno de sus grupos' },
    ]);
    expect(await db.select({ count: sql<number>`count(*)::int` }).from(lineasMatricula)).toEqual(before);
    expect(await db.select().from(matriculas).where(eq(matriculas.edu_codigomatricula, 'LEV-MAT-9001'))).toEqual([]);
  });

  it('writes in a constant number of statements whatever the number of rows', async () => {
    const contactsOf = (from: number, count: number) =>
      [
        'edu_codigocontacto;firstname;lastname;emailaddress1;edu_tipocontacto',
        ...Array.from({ length: count }, (_, index) => `BULK-${from + index};Persona;Número ${from + index};bulk.${from + index}@levante.test;1`),
      ].join('\n');
    const enrolmentsOf = (from: number, count: number) =>
      [
        'edu_codigolineamatricula,edu_codigomatricula,edu_codigoalumno,edu_codigoformacion',
        ...Array.from({ length: count }, (_, index) => `BULK-LM-${from + index},BULK-MAT-${from + index},BULK-${from + index},LEV-TSAF-2026-T`),
      ].join('\n');
    const run = (from: number, count: number) =>
      t.recordQueries(() => postImport({ 'contacts.csv': contactsOf(from, count), 'enrolments.csv': enrolmentsOf(from, count) }));
    const few = await run(1000, 3);
    const many = await run(2000, 60);
    expect(few.result.json()).toMatchObject({ created: counts(3, 0, 0, 3, 0) });
    expect(many.result.json()).toMatchObject({ created: counts(60, 0, 0, 60, 0) });
    expect(many.statements.length).toBe(few.statements.length);
    const enrolled = await db
      .select()
      .from(lineasMatricula)
      .where(inArray(lineasMatricula.edu_codigoalumno, ['BULK-2000', 'BULK-2059']));
    expect(enrolled).toHaveLength(2);
  });

  it('refuses a student and an anonymous caller before reading the files', async () => {
    const student = await createContact(db);
    const asStudent = await postImport(exampleFiles, { headers: { authorization: `Bearer ${await createSession(db, student.edu_codigocontacto)}` } });
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await postImport(exampleFiles, { headers: {} });
    expect(anonymous.statusCode).toBe(401);
    const unknownFile = await postImport({ 'alumnos.csv': 'a,b\n1,2\n' }, { byFileName: true });
    expect(unknownFile.statusCode).toBe(400);
  });
});
