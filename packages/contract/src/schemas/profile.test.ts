import { describe, expect, it } from 'vitest';
import { composeFullname, profileContactSchema, profileFieldMessage, profileFieldRules, updateProfileBodySchema } from './profile';

/** A contact as the profile answers it, valid under every rule. */
const valid = {
  fullname: 'Lucía Fernández Ortega',
  firstname: 'Lucía',
  lastname: 'Fernández Ortega',
  emailaddress1: 'alumno@campus.test',
  emailaddress2: 'lucia@correo.test',
  edu_matriculado: true,
  edu_tipocontacto: '1',
  edu_documentoidentificativo: '51234567C',
  mobilephone: '+34 612 345 678',
  address1_line1: 'Calle de Fuencarral, 112',
  edu_alergias: 'Penicilina',
  edu_fechaalta: '2026-06-29',
  createdAt: '2026-06-29T10:00:00.000Z',
  edu_nps: 9,
};

const firstMessage = (value: unknown) => {
  const result = profileContactSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profile rules (spec 002 §5 Profile)', () => {
  it('accepts a complete contact, trims texts, turns blank optional texts into null and defaults booleans to false', () => {
    const parsed = profileContactSchema.parse({ ...valid, firstname: '  Lucía ', mobilephone: '', edu_alergias: '   ' });
    expect(parsed.firstname).toBe('Lucía');
    expect(parsed.mobilephone).toBeNull();
    expect(parsed.edu_alergias).toBeNull();
    expect(parsed.edu_tomamedicacion).toBe(false);
    expect(parsed.edu_renueva).toBe(false);
  });

  it.each([
    ['firstname', 'L', 'El campo Nombre debe tener entre 2 y 100 caracteres'],
    ['firstname', 'x'.repeat(101), 'El campo Nombre debe tener entre 2 y 100 caracteres'],
    ['lastname', '', 'El campo Apellidos debe tener entre 1 y 100 caracteres'],
    ['fullname', 'L', 'El campo Nombre completo debe tener entre 2 y 200 caracteres'],
    ['edu_documentoidentificativo', '1234567890123456', 'El campo DNI debe tener como máximo 15 caracteres'],
    ['edu_alergias', 'a'.repeat(256), 'El campo Alergias debe tener como máximo 255 caracteres'],
    ['emailaddress2', 'no-es-un-correo', 'El campo Email personal debe tener una dirección de correo válida'],
    ['mobilephone', '6'.repeat(51), 'El campo Teléfono debe tener como máximo 50 caracteres'],
    ['address1_city', 'M', 'El campo Ciudad debe tener entre 2 y 255 caracteres'],
    ['edu_codigoo365', 'a', 'El campo Usuario de Microsoft 365 debe tener entre 2 y 100 caracteres'],
    ['edu_tipocontacto', '1,3,4,5', 'El campo Tipo de contacto debe tener entre 1 y 6 caracteres'],
    ['nickname', 'n'.repeat(101), 'El campo Apodo debe tener como máximo 100 caracteres'],
    ['edu_nps', 9.5, 'El campo NPS debe tener un número entero'],
    ['edu_matriculado', 'sí', 'El campo Matriculado debe tener un valor sí o no'],
    ['birthdate', '31/02/2001', 'El campo Fecha de nacimiento debe tener una fecha válida'],
    ['firstname', 'Lu\u0000cía', 'El campo Nombre debe tener solo caracteres válidos'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it('requires fullname, firstname, lastname, edu_matriculado and edu_tipocontacto', () => {
    for (const field of ['fullname', 'firstname', 'lastname', 'edu_matriculado', 'edu_tipocontacto']) {
      const { [field as keyof typeof valid]: _dropped, ...rest } = valid;
      expect(firstMessage(rest), field).toMatch(/^El campo .+ debe tener /);
    }
  });

  it('words every rule as "El campo X debe tener ..."', () => {
    for (const rule of Object.values(profileFieldRules)) expect(profileFieldMessage(rule)).toMatch(/^El campo \S.* debe tener /);
  });

  it('address lines 1 and 2 accept a single character; the other address texts need two', () => {
    expect(firstMessage({ ...valid, address1_line1: 'A', address1_line2: 'B' })).toBeNull();
    expect(firstMessage({ ...valid, address1_line3: 'C' })).toBe('El campo Dirección (línea 3) debe tener entre 2 y 255 caracteres');
  });

  it('drops fields that are not the contact (nothing else travels in the body)', () => {
    const parsed = updateProfileBodySchema.parse({ contacto: { ...valid, password_hash: 'x', admin: true } });
    expect(parsed.contacto).not.toHaveProperty('password_hash');
    expect(parsed.contacto).not.toHaveProperty('admin');
  });

  it('composes the full name from the first name and the surnames', () => {
    expect(composeFullname('  Lucía ', 'Fernández   Ortega ')).toBe('Lucía Fernández Ortega');
  });
});
