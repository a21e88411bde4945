import { describe, expect, it } from 'vitest';
import { isEmailAddress, leadFormSchema, leadPayloadSchema } from './leads';

const valid = { nombre: ' Ana ', apellidos: ' Pérez Gil ', telefono: '+34 (600) 123-456', email: ' ana@correo.es ', aceptaPolitica: true };

function messagesOf(input: unknown): Record<string, string> {
  const result = leadFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('lead form rules', () => {
  it('trims values and drops unknown keys', () => {
    const parsed = leadFormSchema.parse({ ...valid, extra: 'x' });
    expect(parsed).toEqual({ nombre: 'Ana', apellidos: 'Pérez Gil', telefono: '+34 (600) 123-456', email: 'ana@correo.es', aceptaPolitica: true });
  });

  it('collects every error with the spec’s messages', () => {
    expect(messagesOf({ nombre: ' ', apellidos: '', telefono: '', email: '', aceptaPolitica: false })).toEqual({
      nombre: 'El nombre es requerido',
      apellidos: 'Los apellidos son requeridos',
      telefono: 'El teléfono es requerido',
      email: 'El email es requerido',
      aceptaPolitica: 'Debes aceptar la política de privacidad',
    });
  });

  it.each(['12345678', '600 12a 456', '++34600123456', '6001234 5x'])('refuses the phone %s', (telefono) => {
    expect(messagesOf({ ...valid, telefono }).telefono).toBe('Formato de teléfono inválido');
  });

  it.each(['600123456', '+34600123456', '(91) 123-4567'])('accepts the phone %s', (telefono) => {
    expect(messagesOf({ ...valid, telefono }).telefono).toBeUndefined();
  });

  it.each(['ana', 'ana@', 'ana@correo', 'a b@c.es'])('refuses the e-mail %s', (email) => {
    expect(messagesOf({ ...valid, email }).email).toBe('Formato de email inválido');
  });

  it.each(['ana@correo.es', 'a.b+c@sub.dominio.com'])('accepts the e-mail %s', (email) => {
    expect(messagesOf({ ...valid, email }).email).toBeUndefined();
  });

  it.each(['a@b.', 'a@.b', '@b.es', 'a@b@c.es'])('refuses the malformed e-mail %s', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  // The pattern this replaced backtracked quadratically on these; one pass takes milliseconds (generous bound).
  it('checks hostile e-mails in linear time and caps their length first', () => {
    const started = Date.now();
    expect(isEmailAddress(`a@${'.'.repeat(1_000_000)}@`)).toBe(false);
    expect(isEmailAddress(`a@${'a.'.repeat(500_000)} `)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(messagesOf({ ...valid, email: `a@${'.'.repeat(60_000)}` }).email).toBe('Formato de email inválido');
  });

  it('accepts the API payload with formacion and without the checkbox', () => {
    const { aceptaPolitica: _omit, ...rest } = valid;
    expect(leadPayloadSchema.parse({ ...rest, formacion: 'FOR-DAW' })).toMatchObject({ nombre: 'Ana', formacion: 'FOR-DAW', aceptaPolitica: true });
  });
});
