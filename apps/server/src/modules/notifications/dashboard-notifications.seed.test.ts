import { dashboardNotificationsAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContactCodes as C, seedDemoAcademy } from '../../db/seed/index';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAcademy(t.database.db, { now });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const listAs = async (code: string) => {
  const token = await createSession(t.database.db, code, { now });
  const answer = await t.app.inject({ url: '/api/notifications/dashboard', headers: { authorization: `Bearer ${token}` } });
  return dashboardNotificationsAnswerSchema.parse(answer.json()).notifications;
};

describe('the demo academy’s dashboard notifications', () => {
  it('gives the demo student several sent notices, newest first, one addressed to her by name and none still scheduled', async () => {
    const list = await listAs(C.student);
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((n) => n.scheduled === null || new Date(n.scheduled) <= now)).toBe(true);
    const sentAt = list.map((n) => new Date(n.scheduled ?? n.created_at).getTime());
    expect(sentAt).toEqual([...sentAt].sort((a, b) => b - a));
    const toHer = list.filter((n) => n.contactos.length > 0);
    expect(toHer.length).toBeGreaterThanOrEqual(1);
    expect(toHer.every((n) => n.contactos.every((c) => c.edu_codigocontacto === C.student))).toBe(true);
    expect(list.some((n) => n.formations.length > 1)).toBe(true);
  });

  it('shows the academy side the scheduled ones too, with who they reach', async () => {
    const list = await listAs(C.staff);
    const scheduled = list.filter((n) => n.scheduled !== null && new Date(n.scheduled) > now);
    expect(scheduled.length).toBeGreaterThanOrEqual(1);
    expect(list.every((n) => (n.recipients_count ?? 0) > 0)).toBe(true);
    // A group plus people of another group addressed by name: the academy sees those people.
    expect(list.some((n) => n.formations.length > 0 && n.contactos.length > 0)).toBe(true);
  });
});
