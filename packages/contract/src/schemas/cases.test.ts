import { describe, expect, it } from 'vitest';
import { createCaseSchema, getCaseStatusView, normalizeTicketSearch, ticketFromNumber, ticketNumberPattern, ticketToNumber, updateCaseSchema } from './cases';
import { getNotificationTarget } from './notifications';

describe('ticket numbers', () => {
  it('turn into a whole number and back, for the first, the last and a seeded ticket', () => {
    expect(ticketToNumber('CAS-2222-AAA')).toBe(0);
    expect(ticketToNumber('CAS-9999-999')).toBe(8 ** 4 * 24 ** 3 - 1);
    for (const ticket of ['CAS-2222-AAA', 'CAS-9999-999', 'CAS-4827-K3M', 'CAS-7352-HTP']) {
      const value = ticketToNumber(ticket);
      expect(value).not.toBeNull();
      expect(ticketFromNumber(value!)).toBe(ticket);
    }
    expect(ticketFromNumber(8 ** 4 * 24 ** 3)).toBeNull();
    expect(ticketFromNumber(-1)).toBeNull();
    expect(ticketFromNumber(1.5)).toBeNull();
    expect(ticketToNumber('CAS-1234-ABC')).toBeNull();
    expect(ticketNumberPattern.test(ticketFromNumber(123_456)!)).toBe(true);
  });

  it('are searched as dictated', () => {
    expect(normalizeTicketSearch('cas 4827 k3m')).toBe('CAS4827K3M');
    expect(normalizeTicketSearch('4827-K3M')).toBe('4827K3M');
  });

  it('open the case from a bell notification: /incidencias?case=<ticket>, or the list when it names none', () => {
    expect(getNotificationTarget({ notifiable_type: 'case', notifiable_id: String(ticketToNumber('CAS-4827-K3M')) })).toBe('/incidencias?case=CAS-4827-K3M');
    expect(getNotificationTarget({ notifiable_type: 'case', notifiable_id: null })).toBe('/incidencias');
  });
});

describe('case status (spec 002 §4)', () => {
  it.each([
    [0, 1, 'En curso', 'active'],
    [0, 4, 'Investigación', 'active'],
    [1, 5, 'Resuelto', 'resolved'],
    [1, 1000, 'Información proporcionada', 'resolved'],
    [2, 6, 'Cancelado', 'cancelled'],
    [2, 2000, 'Combinado', 'cancelled'],
    [1, 77, 'Resueltas', 'resolved'],
  ])('%i/%i reads %s (%s)', (statecode, statuscode, label, tone) => {
    expect(getCaseStatusView(statecode, statuscode)).toEqual({ label, tone });
  });
});

describe('the incident form (spec 002 §5)', () => {
  it("needs title, description and type: 'Todos los campos son requridos.'; technology is 9", () => {
    const missing = createCaseSchema.safeParse({ title: ' ', description: 'x', tipoIncidencia: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.message)).toContain('Todos los campos son requridos.');
    expect(createCaseSchema.parse({ title: ' Sin vídeo ', description: 'No carga', tipoIncidencia: '1' })).toEqual({
      title: 'Sin vídeo',
      description: 'No carga',
      tipoIncidencia: 1,
      technology: 9,
    });
    expect(createCaseSchema.safeParse({ title: 'a', description: 'b', tipoIncidencia: 2 }).success).toBe(false);
    // No type chosen is not type 0.
    for (const tipoIncidencia of ['', null, undefined, 'abc', true]) {
      const parsed = createCaseSchema.safeParse({ title: 'a', description: 'b', tipoIncidencia });
      expect(
        parsed.error?.issues.map((issue) => issue.message),
        String(tipoIncidencia),
      ).toEqual(['Todos los campos son requridos.']);
    }
    expect(createCaseSchema.parse({ title: 'a', description: 'b', tipoIncidencia: 0 }).tipoIncidencia).toBe(0);
  });

  it('lets the academy change only to pairs of the table, and something must change', () => {
    expect(updateCaseSchema.safeParse({ statecode: 1, statuscode: 5 }).success).toBe(true);
    expect(updateCaseSchema.safeParse({ statecode: 0, statuscode: 5 }).success).toBe(false);
    expect(updateCaseSchema.safeParse({ resolution: 'Hecho' }).success).toBe(true);
    expect(updateCaseSchema.safeParse({}).success).toBe(false);
  });
});
