import { calendarAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBonusLine, createContact, createEnrolment, createEvent, createFormationWithGroup, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app's own invalidation is what is proved here: factory writes do not drop any cache.
let now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now, keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => new Date(iso);

async function setUp() {
  const db = t.database.db;
  const contact = await createContact(db);
  const token = await createSession(db, contact.edu_codigocontacto, { now: at('2026-11-24T09:00:00Z'), ttlMs: 7 * 86_400_000 });
  const headers = { authorization: `Bearer ${token}` };
  const { parent, group } = await createFormationWithGroup(db, { now, group: { edu_fechainicioclases: at('2026-09-01T00:00:00Z') } });
  const { matricula } = await createEnrolment(db, contact, group);
  const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
  const url = `/api/events/formations/common?start_date=2026-11-01&end_date=2026-11-30&contacts=${contact.edu_codigocontacto}&reeschedule=1`;
  const read = async () => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return calendarAnswerSchema.parse(response.json()).events;
  };
  return { db, contact, headers, parent, group, matricula, topic, read };
}

describe('a calendar month served again', () => {
  it('issues no statement while nothing changed, and shows the user’s own completion in the very next read', async () => {
    const { contact, headers, group, topic, read } = await setUp();
    const past = await createEvent(t.database.db, { no_fechar: 1, start_date: at('2026-11-20T16:00:00Z'), formations: [group.edu_codigoformacion], topic });
    expect((await read()).map((e) => e.id)).toEqual([past.id]);
    const warm = await t.recordQueries(read);
    expect(warm.statements).toEqual([]);

    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/contact/${past.id}/${contact.edu_codigocontacto}`,
      headers,
      payload: { completed: 1 },
    });
    expect(done.statusCode).toBe(200);
    expect((await read())[0]!.contacts).toEqual([{ edu_codigocontacto: contact.edu_codigocontacto, completed: 1 }]);
  });

  it('shows a new study plan or invitation (announced on the completions topic) and a changed event (formation structure) in the very next read', async () => {
    const { db, contact, parent, group, read } = await setUp();
    const original = await createEvent(db, { start_date: at('2026-11-05T16:00:00Z'), formations: [group.edu_codigoformacion] });
    expect((await read()).map((e) => [e.id, e.event_rescheduled])).toEqual([[original.id, null]]);

    const planned = await createEvent(db, {
      start_date: at('2026-11-26T16:00:00Z'),
      rescheduled: 1,
      event_original: original.id,
      plan_contact: contact.edu_codigocontacto,
      plan_group: group.edu_codigoformacion,
    });
    // What the timeline's reschedule and the requests' approval publish after their writes.
    t.app.ctx.changes.publish('event_contacts', contact.edu_codigocontacto);
    expect((await read()).map((e) => [e.id, e.event_rescheduled])).toEqual([
      [original.id, planned.id],
      [planned.id, null],
    ]);

    const added = await createEvent(db, { start_date: at('2026-11-12T16:00:00Z'), formations: [parent.edu_codigoformacion] });
    t.app.ctx.changes.publish('events', parent.edu_codigoformacion);
    expect((await read()).map((e) => e.id)).toEqual([original.id, added.id, planned.id]);
  });

  it('opens an event in the very next read when the academy day changes or a bonus is bought', async () => {
    const { db, contact, group, parent, matricula, topic, read } = await setUp();
    const { topic: extraTopic } = await createUnitWithTopic(db, parent.edu_codigoformacion, { unit: { type: 'unidad extra', titulo: 'Extra', orden: 2 } });
    const tomorrow = await createEvent(db, {
      inicio_calendario: '2026-11-25',
      start_date: at('2026-11-25T16:00:00Z'),
      formations: [group.edu_codigoformacion],
      topic,
    });
    const extra = await createEvent(db, { no_fechar: 1, start_date: at('2026-11-26T16:00:00Z'), formations: [group.edu_codigoformacion], topic: extraTopic });
    const availability = async () => Object.fromEntries((await read()).map((e) => [e.id, e.availability.reason]));
    expect(await availability()).toEqual({ [tomorrow.id]: 'not_yet', [extra.id]: 'extra_unit' });

    now = new Date('2026-11-24T23:30:00Z'); // 00:30 on the 25th in Madrid
    expect(await availability()).toEqual({ [tomorrow.id]: null, [extra.id]: 'extra_unit' });

    await createBonusLine(db, matricula, { unidad_id: extraTopic.unidad_id, tipo: 'unidad' });
    // What the checkout's grant calls after writing the bonus line.
    t.app.ctx.changes.publish('lineas_matricula', contact.edu_codigocontacto);
    expect(await availability()).toEqual({ [tomorrow.id]: null, [extra.id]: null });
    now = new Date('2026-11-24T09:00:00Z');
  });
});
