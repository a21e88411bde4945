import { academyTexts } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, contacts, lineasMatricula, matriculas } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const t_ = academyTexts.backOfficeFormations;
let t: TestApp;
const bearer = async (code: string) => ({ authorization: `Bearer ${await createSession(t.database.db, code)}` });
let staff: Record<string, string>;
let studentHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [admin, student] = await Promise.all([createContact(db, { admin: true, fullname: 'Marta Admin' }), createContact(db)]);
  staff = await bearer(admin.edu_codigocontacto);
  studentHeaders = await bearer(student.edu_codigocontacto);
});
afterAll(async () => {
  await t.close();
});

const auditRows = (entityId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, entityId));

describe('who may use the formations back office', () => {
  it('refuses a student, a teacher and a free-trial visitor (403) and anyone without a session (401)', async () => {
    const db = t.database.db;
    const [teacher, freemium] = await Promise.all([createContact(db, { edu_tipocontacto: '5' }), createContact(db, { freemium: true })]);
    const refused = [studentHeaders, await bearer(teacher.edu_codigocontacto), await bearer(freemium.edu_codigocontacto)];
    for (const headers of refused) {
      const read = await t.app.inject({ url: '/api/gestion/formaciones', headers });
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe(academyTexts.backOffice.forbidden);
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/gestion/formaciones',
        headers,
        payload: { edu_codigoformacion: 'NO-1', edu_formacion: 'No' },
      });
      expect(write.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/gestion/formaciones' })).statusCode).toBe(401);
  });
});

describe('formations and groups', () => {
  it('creates a main formation and a group with Madrid days, lists and searches them, and audits each change', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gestion/formaciones',
      headers: staff,
      payload: { edu_codigoformacion: 'BO-DAW', edu_formacion: 'Desarrollo web', edu_nombre: '' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().formation).toEqual({
      edu_codigoformacion: 'BO-DAW',
      edu_formacion: 'Desarrollo web',
      edu_nombre: null,
      groupCount: 0,
      studentCount: 0,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/gestion/formaciones',
      headers: staff,
      payload: { edu_codigoformacion: 'BO-DAW', edu_formacion: 'Otra' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t_.codeTaken);

    const group = {
      edu_codigoformacion: 'BO-DAW-G1',
      edu_formacion: 'DAW mañana',
      edu_fechainicioclases: '2026-09-15',
      edu_fechafinclases: '2027-06-20',
      edu_fechainicioacceso: '2026-09-01',
      edu_fechafinacceso: '',
      cr479_modalidad: 2,
      allow_certificate: true,
    };
    const made = await t.app.inject({ method: 'POST', url: '/api/gestion/formaciones/BO-DAW/grupos', headers: staff, payload: group });
    expect(made.statusCode).toBe(201);
    expect(made.json().group).toMatchObject({
      ...group,
      edu_fechafinacceso: null,
      is_freemium_available: false,
      edu_principalcodigoformacion: 'BO-DAW',
      teachers: [],
    });
    // Stored as Madrid midnight, as the CRM keeps days (22:00 UTC the day before in summer).
    const [audit] = await auditRows('BO-DAW-G1');
    expect(audit).toMatchObject({ action: 'group.create', entity_type: 'formation', summary: 'Alta del grupo DAW mañana (BO-DAW-G1)' });
    expect(audit!.after).toMatchObject({ edu_fechainicioclases: '2026-09-15', cr479_modalidad: 2 });
    expect((await auditRows('BO-DAW'))[0]).toMatchObject({ action: 'formation.create', before: null });

    const list = await t.app.inject({ url: '/api/gestion/formaciones?q=desarrollo&pageSize=10', headers: staff });
    expect(list.json()).toMatchObject({ formations: [{ edu_codigoformacion: 'BO-DAW', groupCount: 1 }], page: { page: 1, pageSize: 10, total: 1 } });
    const detail = await t.app.inject({ url: '/api/gestion/formaciones/BO-DAW', headers: staff });
    expect(detail.json().groups.map((item: { edu_codigoformacion: string }) => item.edu_codigoformacion)).toEqual(['BO-DAW-G1']);
  });

  it('answers Spanish messages: days out of order, a group as parent, unknown codes, a bad code', async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: staff, payload });
    const { parent, group } = await createFormationWithGroup(t.database.db);
    const base = { edu_codigoformacion: 'BO-X1', edu_formacion: 'X' };
    const order = await post(`/api/gestion/formaciones/${parent.edu_codigoformacion}/grupos`, {
      ...base,
      edu_fechainicioclases: '2026-10-01',
      edu_fechafinclases: '2026-09-01',
    });
    expect([order.statusCode, order.json().message]).toEqual([400, t_.classDatesOrder]);
    const badDay = await post(`/api/gestion/formaciones/${parent.edu_codigoformacion}/grupos`, { ...base, edu_fechafinacceso: '2026-02-30' });
    expect([badDay.statusCode, badDay.json().message]).toEqual([400, t_.invalidDay]);
    const groupAsParent = await post(`/api/gestion/formaciones/${group.edu_codigoformacion}/grupos`, base);
    expect([groupAsParent.statusCode, groupAsParent.json().message]).toEqual([400, t_.notMainFormation]);
    const unknown = await post('/api/gestion/formaciones/NADA/grupos', base);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, t_.formationNotFound]);
    const badCode = await post('/api/gestion/formaciones', { edu_codigoformacion: 'con espacios', edu_formacion: 'X' });
    expect([badCode.statusCode, badCode.json().message]).toEqual([400, t_.codeInvalid]);
    // An edit is checked on the row as it will be: the end before the stored start.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/gestion/grupos/${group.edu_codigoformacion}`,
      headers: staff,
      payload: { edu_fechafinclases: '2000-01-01' },
    });
    expect([edit.statusCode, edit.json().message]).toEqual([400, t_.classDatesOrder]);
    const missing = await t.app.inject({ url: '/api/gestion/grupos/NADA', headers: staff });
    expect([missing.statusCode, missing.json().message]).toEqual([404, t_.groupNotFound]);
  });

  it('edits a group (only what changed is audited) and adds and removes a teacher', async () => {
    const db = t.database.db;
    const { group } = await createFormationWithGroup(db);
    const code = group.edu_codigoformacion;
    const teacher = await createContact(db, { edu_tipocontacto: '5', fullname: 'Pablo Profesor' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/gestion/grupos/${code}`,
      headers: staff,
      payload: { edu_formacion: group.edu_formacion, is_freemium_available: true, edu_fechafinacceso: '2030-07-31' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().group).toMatchObject({ is_freemium_available: true, edu_fechafinacceso: '2030-07-31' });
    const [change] = await auditRows(code);
    expect(change!.before).toEqual({ is_freemium_available: false, edu_fechafinacceso: expect.any(String) });
    expect(change!.after).toEqual({ is_freemium_available: true, edu_fechafinacceso: '2030-07-31' });

    const notTeacher = await t.app.inject({
      method: 'POST',
      url: `/api/gestion/grupos/${code}/profesores`,
      headers: staff,
      payload: { edu_codigocontacto: (await createContact(db)).edu_codigocontacto },
    });
    expect([notTeacher.statusCode, notTeacher.json().message]).toEqual([400, t_.notATeacher]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/gestion/grupos/${code}/profesores`,
      headers: staff,
      payload: { edu_codigocontacto: teacher.edu_codigocontacto, role: 'Tutor del grupo' },
    });
    expect(added.json().group.teachers).toEqual([
      { edu_codigocontacto: teacher.edu_codigocontacto, fullname: 'Pablo Profesor', emailaddress1: teacher.emailaddress1, role: 'Tutor del grupo' },
    ]);
    // The teacher's own groups follow at once (the holdings cache dropped by the published change).
    const taught = await t.app.inject({ url: '/api/teaching/groups', headers: await bearer(teacher.edu_codigocontacto) });
    expect(taught.json().formations.map((item: { edu_codigoformacion: string }) => item.edu_codigoformacion)).toContain(code);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/gestion/grupos/${code}/profesores/${teacher.edu_codigocontacto}`, headers: staff });
    expect(removed.json().group.teachers).toEqual([]);
    expect((await auditRows(`${code}/${teacher.edu_codigocontacto}`)).map((row) => row.action).sort()).toEqual(['group.teacher.add', 'group.teacher.remove']);
  });
});

describe('enrolments', () => {
  it('enrols (a matrícula and a line), refuses a duplicate, moves and unenrols, telling the student live and changing what they see', async () => {
    const db = t.database.db;
    const { parent, group } = await createFormationWithGroup(db);
    const [other] = await db
      .insert((await import('../../db/schema')).formations)
      .values({ edu_codigoformacion: `${group.edu_codigoformacion}-B`, edu_formacion: 'Grupo B', edu_principalcodigoformacion: parent.edu_codigoformacion })
      .returning();
    const teacher = await createContact(db, { edu_tipocontacto: '5' });
    await t.app.inject({
      method: 'POST',
      url: `/api/gestion/grupos/${other!.edu_codigoformacion}/profesores`,
      headers: staff,
      payload: { edu_codigocontacto: teacher.edu_codigocontacto },
    });
    const student = await createContact(db, { fullname: 'Lucía Nueva' });
    const studentCode = student.edu_codigocontacto;
    const ownHeaders = await bearer(studentCode);
    const ownGroups = async () =>
      (await t.app.inject({ url: `/api/lineaMatriculas/formations/${studentCode}`, headers: ownHeaders }))
        .json<{ formations: { edu_codigoformacion: string }[] }>()
        .formations.map((item) => item.edu_codigoformacion);
    expect(await ownGroups()).toEqual([]);
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToUser');

    const enrolled = await t.app.inject({
      method: 'POST',
      url: `/api/gestion/grupos/${group.edu_codigoformacion}/alumnos`,
      headers: staff,
      payload: { edu_codigocontacto: studentCode },
    });
    expect(enrolled.statusCode).toBe(201);
    const line = enrolled.json().student;
    expect(line).toMatchObject({ edu_codigocontacto: studentCode, fullname: 'Lucía Nueva', isActive: true, edu_fechafin: null });
    expect(line.edu_codigolineamatricula).toMatch(/^LM-/);
    const [matricula] = await db.select().from(matriculas).where(eq(matriculas.edu_codigocontacto, studentCode));
    expect(matricula).toMatchObject({ edu_codigomatricula: line.edu_codigomatricula, edu_codigoformacion: parent.edu_codigoformacion });
    expect(emit).toHaveBeenCalledWith(studentCode, 'enrolments-changed', { reason: 'enrolled', groupCodes: [group.edu_codigoformacion] });
    expect(await ownGroups()).toEqual([group.edu_codigoformacion]);
    expect((await auditRows(line.edu_codigomatricula))[0]).toMatchObject({ action: 'enrolment.create' });
    expect((await auditRows(line.edu_codigolineamatricula))[0]).toMatchObject({
      action: 'enrolment.enrol',
      summary: `Lucía Nueva matriculado en ${group.edu_formacion}`,
    });

    const duplicate = await t.app.inject({
      method: 'POST',
      url: `/api/gestion/grupos/${group.edu_codigoformacion}/alumnos`,
      headers: staff,
      payload: { edu_codigocontacto: studentCode },
    });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, t_.alreadyEnrolled]);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/gestion/grupos/${group.edu_codigoformacion}/alumnos/${line.edu_codigolineamatricula}/cambio-de-grupo`,
      headers: staff,
      payload: { targetGroupCode: other!.edu_codigoformacion },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().from).toMatchObject({ isActive: false, edu_codigolineamatricula: line.edu_codigolineamatricula });
    expect(moved.json().to).toMatchObject({ isActive: true, edu_codigomatricula: line.edu_codigomatricula, edu_fechainicio: line.edu_fechainicio });
    const movedPayload = { reason: 'moved', groupCodes: [group.edu_codigoformacion, other!.edu_codigoformacion] };
    expect(emit).toHaveBeenCalledWith(studentCode, 'enrolments-changed', movedPayload);
    // The target group's teacher sees the change in his lists too.
    expect(emit).toHaveBeenCalledWith(teacher.edu_codigocontacto, 'enrolments-changed', movedPayload);
    expect(await ownGroups()).toEqual([other!.edu_codigoformacion]);

    const newLine = moved.json().to.edu_codigolineamatricula;
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/gestion/grupos/${other!.edu_codigoformacion}/alumnos/${newLine}`, headers: staff });
    expect(ended.json().student).toMatchObject({ isActive: false, edu_fechafin: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(emit).toHaveBeenCalledWith(studentCode, 'enrolments-changed', { reason: 'unenrolled', groupCodes: [other!.edu_codigoformacion] });
    expect(await ownGroups()).toEqual([]);
    const [row] = await db
      .select()
      .from(lineasMatricula)
      .where(and(eq(lineasMatricula.edu_codigolineamatricula, newLine)));
    expect(row!.edu_activa).toBe(1);
    const twice = await t.app.inject({ method: 'DELETE', url: `/api/gestion/grupos/${other!.edu_codigoformacion}/alumnos/${newLine}`, headers: staff });
    expect([twice.statusCode, twice.json().message]).toEqual([409, t_.lineAlreadyEnded]);
    expect((await auditRows(newLine))[0]).toMatchObject({ action: 'enrolment.unenrol', before: { edu_activa: 0, edu_fechafin: null } });
    emit.mockRestore();
  });

  it('refuses a move to another formation’s group, a free-trial visitor and an unknown person', async () => {
    const db = t.database.db;
    const { group } = await createFormationWithGroup(db);
    const { group: elsewhere } = await createFormationWithGroup(db);
    const { line } = await createEnrolment(db, await createContact(db), group);
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/gestion/grupos/${group.edu_codigoformacion}/alumnos/${line.edu_codigolineamatricula}/cambio-de-grupo`,
      headers: staff,
      payload: { targetGroupCode: elsewhere.edu_codigoformacion },
    });
    expect([move.statusCode, move.json().message]).toEqual([400, t_.moveOtherFormation]);
    const enrol = (code: string) =>
      t.app.inject({ method: 'POST', url: `/api/gestion/grupos/${group.edu_codigoformacion}/alumnos`, headers: staff, payload: { edu_codigocontacto: code } });
    const visitor = await createContact(db, { freemium: true });
    expect((await enrol(visitor.edu_codigocontacto)).json().message).toBe(t_.personFreemium);
    expect((await enrol('NADIE')).json().message).toBe(t_.personNotFound);
  });
});

describe('reads at any size', () => {
  it('answers the list, a formation, a group and its students in the same number of statements with 2 or 40 students', async () => {
    const db = t.database.db;
    const { parent, group } = await createFormationWithGroup(db);
    const code = group.edu_codigoformacion;
    let added = 0;
    const addStudents = async (count: number) => {
      const codes = Array.from({ length: count }, () => `${code}-S${(added += 1)}`);
      await db
        .insert(contacts)
        .values(codes.map((item) => ({ edu_codigocontacto: item, fullname: `Alumno ${item}`, emailaddress1: `${item.toLowerCase()}@campus.test` })));
      await db
        .insert(matriculas)
        .values(codes.map((item) => ({ edu_codigomatricula: `M-${item}`, edu_codigocontacto: item, edu_codigoformacion: parent.edu_codigoformacion })));
      await db
        .insert(lineasMatricula)
        .values(
          codes.map((item) => ({ edu_codigolineamatricula: `L-${item}`, edu_matricula: `M-${item}`, edu_codigoformacion: code, edu_codigoalumno: item })),
        );
    };
    const urls = [
      '/api/gestion/formaciones?pageSize=100',
      `/api/gestion/formaciones/${parent.edu_codigoformacion}`,
      `/api/gestion/grupos/${code}`,
      `/api/gestion/grupos/${code}/alumnos?pageSize=100`,
      `/api/gestion/grupos/${code}/candidatos?tipo=alumno&q=alumno`,
    ];
    const count = async () => {
      const counts: number[] = [];
      for (const url of urls) {
        await t.app.inject({ url, headers: staff });
        const { result, statements } = await t.recordQueries(() => t.app.inject({ url, headers: staff }));
        expect(result.statusCode, url).toBe(200);
        counts.push(statements.length);
      }
      return counts;
    };
    await addStudents(2);
    const few = await count();
    await addStudents(38);
    const many = await count();
    expect(many).toEqual(few);
    for (const statements of many) expect(statements).toBeLessThanOrEqual(3);
    const students = await t.app.inject({ url: `/api/gestion/grupos/${code}/alumnos?pageSize=100`, headers: staff });
    expect(students.json().students).toHaveLength(40);
    expect(students.json().page.total).toBe(40);
  });
});
