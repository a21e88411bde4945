import { texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LEAD_RATE_LIMIT_PER_HOUR: '4' } });
});
afterAll(async () => {
  await t.close();
});

const valid = {
  nombre: '  Nuria ',
  apellidos: 'Lozano Prieto',
  telefono: '+34 (600) 123-456',
  email: 'Nuria.Lozano@Correo.test',
  formacion: 'auxiliar-enfermeria',
  aceptaPolitica: true,
  extra: 'se descarta',
};
let lastAddress = 0;
const nextAddress = () => `10.0.1.${(lastAddress += 1)}`;
const post = (payload: object, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/nueva-oportunidad', payload, remoteAddress: ip });

describe('POST /api/auth/nueva-oportunidad', () => {
  it('stores the lead, trimmed, and answers 201 without anything that signs in (no session needed)', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    // The trial link's secret goes to the lead's mailbox only, never to whoever sent the form.
    expect(response.json()).toEqual({ status: 'ok', message: texts.lead.submitSuccess });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, 'nuria.lozano@correo.test'));
    expect(row).toMatchObject({
      nombre: 'Nuria',
      apellidos: 'Lozano Prieto',
      telefono: '+34 (600) 123-456',
      email: 'nuria.lozano@correo.test',
      formacion: 'auxiliar-enfermeria',
      acepta_politica: true,
    });
  });

  it.each([
    [{ nombre: '   ' }, texts.lead.nombreRequired],
    [{ apellidos: '' }, texts.lead.apellidosRequired],
    [{ telefono: '' }, texts.lead.telefonoRequired],
    [{ telefono: '600 12 3' }, texts.lead.telefonoInvalid],
    [{ telefono: '600-abc-123' }, texts.lead.telefonoInvalid],
    [{ email: '' }, texts.lead.emailRequired],
    [{ email: 'nuria@correo' }, texts.lead.emailInvalid],
    [{ aceptaPolitica: false }, texts.lead.politicaRequired],
  ])('refuses %o with 400 and the Spanish message', async (change, message) => {
    // Refused requests count against the limit too: each case comes from its own address.
    const response = await post({ ...valid, ...change }, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'validation', message });
  });

  it('rate limits per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await post(valid, '10.0.0.3')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 429]);
    expect((await post(valid, '10.0.0.4')).statusCode).toBe(201);
  });
});
