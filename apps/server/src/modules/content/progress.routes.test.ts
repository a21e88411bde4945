import { type ContentAnswer, measureProgress, texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formationTeachers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createContact, createEnrolment, createEvent, createFormationWithGroup, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function completion(token: string, contactCode: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/contact/complete/${contactCode}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
}

describe('POST /api/events/contact/complete/{contactId}', () => {
  it("answers the share of the group's content events the student completed, with 2 decimals", async () => {
    const db = t.database.db;
    const student = await createContact(db);
    const classmate = await createContact(db);
    const { parent, group } = await createFormationWithGroup(db);
    await createEnrolment(db, student, group);
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const inTree = { id: topic.id, unidad_id: topic.unidad_id };
    await createEvent(db, { formations: [group.edu_codigoformacion], topic: inTree, contacts: [{ code: student.edu_codigocontacto, completed: 1 }] });
    await createEvent(db, { formations: [group.edu_codigoformacion], topic: inTree, contacts: [{ code: classmate.edu_codigocontacto, completed: 1 }] });
    await createEvent(db, { formations: [group.edu_codigoformacion], topic: inTree });
    // A tutoring session outside the content tree does not count.
    await createEvent(db, { formations: [group.edu_codigoformacion], event_type: 'tutorias', contacts: [{ code: student.edu_codigocontacto, completed: 1 }] });

    const token = await createSession(db, student.edu_codigocontacto);
    const response = await completion(token, student.edu_codigocontacto, { formation: group.edu_codigoformacion });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', data: { percentage_partial: 33.33, completed: 1, total: 3 } });
  });

  it('does not count completed content that has since expired, and agrees with the tree the student sees', async () => {
    const db = t.database.db;
    const student = await createContact(db);
    const { parent, group } = await createFormationWithGroup(db);
    await createEnrolment(db, student, group);
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const inTree = { id: topic.id, unidad_id: topic.unidad_id };
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const done = [{ code: student.edu_codigocontacto, completed: 1 as const }];
    // Completed while it was open; its calendar window closed yesterday, so the tree locks it without a tick.
    const expired = await createEvent(db, {
      formations: [group.edu_codigoformacion],
      topic: inTree,
      start_date: new Date(Date.now() - 3 * 86_400_000),
      inicio_calendario: day(-3),
      fin_calendario: day(-1),
      contacts: done,
    });
    await createEvent(db, { formations: [group.edu_codigoformacion], topic: inTree, no_fechar: 1, contacts: done });
    await createEvent(db, { formations: [group.edu_codigoformacion], topic: inTree, no_fechar: 1 });

    const token = await createSession(db, student.edu_codigocontacto);
    const response = await completion(token, student.edu_codigocontacto, { formation: group.edu_codigoformacion });
    expect(response.json().data).toEqual({ percentage_partial: 50, completed: 1, total: 2 });

    const tree = await t.app.inject({
      method: 'GET',
      url: `/api/content/${parent.edu_codigoformacion}?group=${group.edu_codigoformacion}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const treeEvents = (tree.json() as ContentAnswer).data.flatMap((unit) => unit.temas.flatMap((topicItem) => topicItem.eventos));
    expect(treeEvents.find((e) => e.id === expired.id)?.availability.isAvailable).toBe(false);
    expect(measureProgress(treeEvents, false)).toEqual(response.json().data);
  });

  it('answers 0 for a group without content', async () => {
    const student = await createContact(t.database.db);
    const { group } = await createFormationWithGroup(t.database.db);
    await createEnrolment(t.database.db, student, group);
    const token = await createSession(t.database.db, student.edu_codigocontacto);
    expect((await completion(token, student.edu_codigocontacto, { formation: group.edu_codigoformacion })).json().data.percentage_partial).toBe(0);
  });

  it("answers staff and the group's teachers with their own progress over all the group's content, not a 403", async () => {
    const db = t.database.db;
    const staff = await createContact(db, { edu_tipocontacto: '1,4' });
    const teacher = await createContact(db, { edu_tipocontacto: '5' });
    const outsider = await createContact(db, { edu_tipocontacto: '5' });
    const { parent, group } = await createFormationWithGroup(db);
    await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const inTree = { id: topic.id, unidad_id: topic.unidad_id };
    await createEvent(db, { formations: [group.edu_codigoformacion], topic: inTree, contacts: [{ code: teacher.edu_codigocontacto, completed: 1 }] });
    await createEvent(db, { formations: [group.edu_codigoformacion], topic: inTree });
    const staffAnswer = await completion(await createSession(db, staff.edu_codigocontacto), staff.edu_codigocontacto, { formation: group.edu_codigoformacion });
    expect(staffAnswer.statusCode).toBe(200);
    expect(staffAnswer.json().data).toEqual({ percentage_partial: 0, completed: 0, total: 2 });
    const teacherAnswer = await completion(await createSession(db, teacher.edu_codigocontacto), teacher.edu_codigocontacto, {
      formation: group.edu_codigoformacion,
    });
    expect(teacherAnswer.statusCode).toBe(200);
    expect(teacherAnswer.json().data).toEqual({ percentage_partial: 50, completed: 1, total: 2 });
    // A teacher of another group does not reach this one.
    const outsiderAnswer = await completion(await createSession(db, outsider.edu_codigocontacto), outsider.edu_codigocontacto, {
      formation: group.edu_codigoformacion,
    });
    expect(outsiderAnswer.statusCode).toBe(403);
    expect(outsiderAnswer.json().message).toBe(texts.formation.noAccess);
  });

  it("refuses another student's progress, a group the student is not in, and bad input", async () => {
    const student = await createContact(t.database.db);
    const other = await createContact(t.database.db);
    const { group } = await createFormationWithGroup(t.database.db);
    const token = await createSession(t.database.db, student.edu_codigocontacto);
    expect((await completion(token, other.edu_codigocontacto, { formation: group.edu_codigoformacion })).statusCode).toBe(403);
    const notEnrolled = await completion(token, student.edu_codigocontacto, { formation: group.edu_codigoformacion });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe('No tienes acceso a esta formación');
    const bad = await completion(token, student.edu_codigocontacto, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Falta la formación');
  });
});
