import { describe, expect, it } from 'vitest';
import { getModalityLabel, getWithdrawalBlock, getWithdrawalEffectiveDay, isPermanenceFulfilled } from './withdrawal';

describe('getWithdrawalEffectiveDay (help faq-007)', () => {
  it('applies from the first day of next month when asked before day 25', () => {
    expect(getWithdrawalEffectiveDay(new Date('2026-03-01T10:00:00Z'))).toBe('2026-04-01');
    expect(getWithdrawalEffectiveDay(new Date('2026-03-24T12:00:00Z'))).toBe('2026-04-01');
  });

  it('applies from the first day of the month after from the 25th on', () => {
    expect(getWithdrawalEffectiveDay(new Date('2026-03-25T08:00:00Z'))).toBe('2026-05-01');
    expect(getWithdrawalEffectiveDay(new Date('2026-03-31T20:00:00Z'))).toBe('2026-05-01');
  });

  it('counts the day in Madrid, not in UTC', () => {
    // 23:30 UTC on the 24th is already 00:30 of the 25th in Madrid (winter, UTC+1).
    expect(getWithdrawalEffectiveDay(new Date('2026-02-24T23:30:00Z'))).toBe('2026-04-01');
    // 22:30 UTC on the 24th is still the 24th in Madrid in winter.
    expect(getWithdrawalEffectiveDay(new Date('2026-02-24T22:30:00Z'))).toBe('2026-03-01');
    // Summer (UTC+2): 22:30 UTC on 24 June is 00:30 of the 25th.
    expect(getWithdrawalEffectiveDay(new Date('2026-06-24T22:30:00Z'))).toBe('2026-08-01');
  });

  it('rolls over the year end', () => {
    expect(getWithdrawalEffectiveDay(new Date('2026-12-10T10:00:00Z'))).toBe('2027-01-01');
    expect(getWithdrawalEffectiveDay(new Date('2026-11-26T10:00:00Z'))).toBe('2027-01-01');
    expect(getWithdrawalEffectiveDay(new Date('2026-12-28T10:00:00Z'))).toBe('2027-02-01');
  });
});

describe('isPermanenceFulfilled', () => {
  it('is fulfilled from the last day of the permanence on, and when there is none', () => {
    expect(isPermanenceFulfilled('2026-06-30', '2026-06-29')).toBe(false);
    expect(isPermanenceFulfilled('2026-06-30', '2026-06-30')).toBe(true);
    expect(isPermanenceFulfilled('2026-06-30', '2026-07-01')).toBe(true);
    expect(isPermanenceFulfilled(null, '2026-07-01')).toBe(true);
  });
});

describe('getWithdrawalBlock', () => {
  const free = { adeudosPendientes: 0, permanenciaCumplida: true, solicitudExistente: false };
  it('lets a free line through', () => expect(getWithdrawalBlock(free)).toBeNull());
  it('names each block with its exact text, an existing request first, then debts, then the permanence', () => {
    expect(getWithdrawalBlock({ adeudosPendientes: 2, permanenciaCumplida: false, solicitudExistente: true })).toBe(
      'Ya existe una solicitud de baja para esta línea de matrícula.',
    );
    expect(getWithdrawalBlock({ adeudosPendientes: 1, permanenciaCumplida: false, solicitudExistente: false })).toBe(
      'No puede solicitar la baja porque tiene facturas pendientes de pagar.',
    );
    expect(getWithdrawalBlock({ ...free, permanenciaCumplida: false })).toBe('No puede solicitar la baja porque aún no ha cumplido la permanencia.');
  });
});

describe('getModalityLabel', () => {
  it('reads 1 as online, 2 as hybrid and anything else as in person', () => {
    expect([1, 2, 3, null].map(getModalityLabel)).toEqual(['Online', 'Semipresencial', 'Presencial', 'Presencial']);
  });
});
