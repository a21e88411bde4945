import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password';
import {
  createActivityRecord,
  createBonusLine,
  createContact,
  createEnrolment,
  createEvent,
  createFile,
  createFormationWithGroup,
  createLead,
  createNotification,
  createUnitWithTopic,
} from '../../test/factories';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../../test/test-app';
import { contacts, eventContacts, eventFiles, events, formations, lineasMatricula, matriculas, notificationUsers, units } from './index';

let handle: DatabaseHandle;
const db = () => handle.db;

/** Runs a write that the database must refuse with a message matching `reason`. */
async function expectRefused(write: () => Promise<unknown>, reason: RegExp): Promise<void> {
  const error: unknown = await write().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the write should have been refused').toBeInstanceOf(Error);
  // Drizzle wraps the driver error ("Failed query: …") and keeps the database's message as the cause.
  const cause = (error as Error & { cause?: unknown }).cause;
  expect(cause instanceof Error ? cause.message : (error as Error).message).toMatch(reason);
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
});

afterAll(async () => {
  await handle.close();
});

describe('factories', () => {
  it('create contacts with unique codes and e-mails, hashing a password only when asked', async () => {
    const [a, b] = await Promise.all([createContact(db()), createContact(db(), { password: 'Secreto.2026', edu_tipocontacto: '1,4' })]);
    expect(a.edu_codigocontacto).not.toBe(b.edu_codigocontacto);
    expect(a.emailaddress1).not.toBe(b.emailaddress1);
    expect(a.password_hash).toBeNull();
    expect(await verifyPassword('Secreto.2026', b.password_hash)).toBe(true);
    expect(b.edu_tipocontacto).toBe('1,4');
  });

  it('create a formation with a group and an enrolment in it', async () => {
    const now = new Date('2026-05-04T08:00:00Z');
    const { parent, group } = await createFormationWithGroup(db(), { now, group: { edu_gru_n4: 'gru_N4_250' } });
    const student = await createContact(db());
    const { matricula, line } = await createEnrolment(db(), student, group);
    expect(group.edu_principalcodigoformacion).toBe(parent.edu_codigoformacion);
    expect(group.edu_fechainicioclases!.getTime()).toBe(now.getTime() - 30 * 86_400_000);
    expect(matricula.edu_codigoformacion).toBe(parent.edu_codigoformacion);
    expect(line).toMatchObject({ edu_codigoalumno: student.edu_codigocontacto, edu_codigoformacion: group.edu_codigoformacion, edu_activa: 0 });
  });

  it('create bonus lines whose grants and prices read back with their types', async () => {
    const { group } = await createFormationWithGroup(db());
    const { matricula, line } = await createEnrolment(db(), await createContact(db()), group);
    const event = await createEvent(db(), { formations: [group.edu_codigoformacion] });
    const bought = await createBonusLine(db(), matricula, {
      events_id: [event.id],
      mkt_precio: 19.9,
      edu_codigoslineamatricula: line.edu_codigolineamatricula,
      metadata: { bonus_grupo: group.edu_codigoformacion, mkt_notas: 'Dos talleres' },
    });
    expect(bought.product.mkt_precio).toBe(19.9);
    expect(bought.line).toMatchObject({
      events_id: [event.id],
      edu_precio: 19.9,
      edu_codigoslineamatricula: line.edu_codigolineamatricula,
      metadata: { bonus_grupo: group.edu_codigoformacion },
    });
  });
});

describe('relations and deletes', () => {
  it('keeps a main formation that still has groups', async () => {
    const { parent } = await createFormationWithGroup(db());
    await expectRefused(() => db().delete(formations).where(eq(formations.edu_codigoformacion, parent.edu_codigoformacion)), /foreign key/);
  });

  it('removes enrolments, completions and deliveries with the contact', async () => {
    const { group } = await createFormationWithGroup(db());
    const student = await createContact(db());
    const { matricula } = await createEnrolment(db(), student, group);
    const event = await createEvent(db(), { formations: [group.edu_codigoformacion], contacts: [{ code: student.edu_codigocontacto, completed: 1 }] });
    await createNotification(db(), { recipients: [student.edu_codigocontacto], notifiable_type: 'event', notifiable_id: event.id });
    await createActivityRecord(db(), student.edu_codigocontacto, { metadata: { id_evento: event.id, id_grupo: group.edu_codigoformacion } });

    await db().delete(contacts).where(eq(contacts.edu_codigocontacto, student.edu_codigocontacto));

    expect(await db().select().from(matriculas).where(eq(matriculas.edu_codigomatricula, matricula.edu_codigomatricula))).toEqual([]);
    expect(await db().select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigoalumno, student.edu_codigocontacto))).toEqual([]);
    expect(await db().select().from(eventContacts).where(eq(eventContacts.edu_codigocontacto, student.edu_codigocontacto))).toEqual([]);
    expect(await db().select().from(notificationUsers).where(eq(notificationUsers.edu_codigocontacto, student.edu_codigocontacto))).toEqual([]);
    expect(await db().select().from(events).where(eq(events.id, event.id))).toHaveLength(1);
  });

  it('clears the rescheduling link when the original event is deleted', async () => {
    const original = await createEvent(db(), { event_type: 'clases_directo' });
    const moved = await createEvent(db(), { event_type: 'clases_directo', rescheduled: 1, event_original: original.id });
    await db().delete(events).where(eq(events.id, original.id));
    const [after] = await db().select().from(events).where(eq(events.id, moved.id));
    expect(after!.event_original).toBeNull();
  });

  it('loads the content tree through the relational query API', async () => {
    const { parent, group } = await createFormationWithGroup(db());
    const { unit, topic } = await createUnitWithTopic(db(), parent.edu_codigoformacion, { unit: { type: 'unidad extra' } });
    const event = await createEvent(db(), { topic, formations: [group.edu_codigoformacion] });
    const file = await createFile(db(), { eventId: event.id, kind: 'h5p', file_type: 'h5p', embed_code: '<iframe src="/media/x"></iframe>' });
    const tree = await db().query.units.findFirst({
      where: eq(units.id, unit.id),
      with: { topics: { with: { eventTopics: { with: { event: { with: { files: { with: { file: true } } } } } } } } },
    });
    expect(tree?.type).toBe('unidad extra');
    expect(tree?.topics[0]?.eventTopics[0]?.event.files[0]).toMatchObject({
      kind: 'h5p',
      file: { id: file.id, embed_code: '<iframe src="/media/x"></iframe>' },
    });
    await db().delete(events).where(eq(events.id, event.id));
    expect(await db().select().from(eventFiles).where(eq(eventFiles.file_id, file.id))).toEqual([]);
  });
});

describe('constraints', () => {
  it('refuses unknown event types, unit types, file kinds and flags out of 0/1', async () => {
    const { parent } = await createFormationWithGroup(db());
    await expectRefused(() => createEvent(db(), { event_type: 'fiesta' as never }), /events_type_check/);
    await expectRefused(() => createEvent(db(), { no_fechar: 2 }), /events_flags_check/);
    await expectRefused(() => createUnitWithTopic(db(), parent.edu_codigoformacion, { unit: { type: 'extra' as never } }), /units_type_check/);
    const event = await createEvent(db());
    await expectRefused(() => createFile(db(), { eventId: event.id, kind: 'video' as never }), /event_files_kind_check/);
  });

  it('delivers a notification once per contact', async () => {
    const student = await createContact(db());
    const { notification } = await createNotification(db(), { recipients: [student.edu_codigocontacto] });
    await expectRefused(
      () => db().insert(notificationUsers).values({ notification_id: notification.id, edu_codigocontacto: student.edu_codigocontacto }),
      /notification_users_notification_contact_idx/,
    );
  });

  it('requires the privacy acceptance of a lead and gives it an unguessable id', async () => {
    const lead = await createLead(db());
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    await expectRefused(() => createLead(db(), { acepta_politica: null as never }), /acepta_politica/);
  });
});
