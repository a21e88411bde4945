import { describe, expect, it } from 'vitest';
import { computeEarnedGrade, computeEvaluationGrade, formatRankingName, getTaskDeadline, getTaskDeliveryBlock, getTaskState, roundTo2 } from './evaluations';

describe('computeEvaluationGrade: the weighted grade of an evaluation', () => {
  it.each([
    {
      name: 'weights adding up to 100',
      concepts: [
        { edu_puntuacion: 7.5, edu_valor: 60 },
        { edu_puntuacion: 9, edu_valor: 30 },
        { edu_puntuacion: 10, edu_valor: 10 },
      ],
      expected: 8.2,
    },
    { name: 'a single concept', concepts: [{ edu_puntuacion: 6.25, edu_valor: 100 }], expected: 6.25 },
    // Weights that do not add up to 100 are normalised by their sum: (8 × 50 + 4 × 40) / 90 = 6.22.
    {
      name: 'weights adding up to 90',
      concepts: [
        { edu_puntuacion: 8, edu_valor: 50 },
        { edu_puntuacion: 4, edu_valor: 40 },
      ],
      expected: 6.22,
    },
    {
      name: 'a zero score counts',
      concepts: [
        { edu_puntuacion: 0, edu_valor: 50 },
        { edu_puntuacion: 10, edu_valor: 50 },
      ],
      expected: 5,
    },
    // A concept without weight does not count, even ungraded.
    {
      name: 'an ungraded concept without weight',
      concepts: [
        { edu_puntuacion: 7, edu_valor: 100 },
        { edu_puntuacion: null, edu_valor: 0 },
      ],
      expected: 7,
    },
    {
      name: 'one weighted concept still open',
      concepts: [
        { edu_puntuacion: 7, edu_valor: 70 },
        { edu_puntuacion: null, edu_valor: 30 },
      ],
      expected: null,
    },
    { name: 'no concepts', concepts: [], expected: null },
    { name: 'only unweighted concepts', concepts: [{ edu_puntuacion: 9, edu_valor: 0 }], expected: null },
    // 2 decimals: (7 × 1 + 8 × 2) / 3 = 7.666… → 7.67.
    {
      name: 'rounded to 2 decimals',
      concepts: [
        { edu_puntuacion: 7, edu_valor: 1 },
        { edu_puntuacion: 8, edu_valor: 2 },
      ],
      expected: 7.67,
    },
  ])('$name → $expected', ({ concepts, expected }) => {
    expect(computeEvaluationGrade(concepts)).toBe(expected);
  });
});

describe('computeEarnedGrade: the part already earned', () => {
  it('adds score × weight / 100 over the graded concepts', () => {
    expect(
      computeEarnedGrade([
        { edu_puntuacion: 7, edu_valor: 70 },
        { edu_puntuacion: null, edu_valor: 30 },
      ]),
    ).toBe(4.9);
  });
  it('is null while nothing is graded', () => {
    expect(computeEarnedGrade([{ edu_puntuacion: null, edu_valor: 100 }])).toBeNull();
  });
});

describe('roundTo2', () => {
  it.each([
    [1.005, 1.01],
    [7.254999, 7.25],
    [8.2, 8.2],
  ])('%d → %d', (value, expected) => expect(roundTo2(value)).toBe(expected));
});

describe('getTaskState', () => {
  it.each([
    [{ isGraded: false, attemptsUsed: 0 }, 'Pendiente'],
    [{ isGraded: false, attemptsUsed: 2 }, 'Entregada'],
    [{ isGraded: true, attemptsUsed: 1 }, 'Corregida'],
    // Graded without a delivery (a teacher graded it anyway) is still graded.
    [{ isGraded: true, attemptsUsed: 0 }, 'Corregida'],
  ] as const)('%o → %s', (task, expected) => expect(getTaskState(task)).toBe(expected));
});

describe('getTaskDeliveryBlock: when a file may be handed in or removed', () => {
  // 2026-11-26 23:59 Madrid (CET, UTC+1) = 22:59 UTC.
  const task = { edu_fechafinmax: '2026-11-26', edu_horafinmax: '23:59', edu_oportunidades: 2, intentos_usados: 0, isGraded: false };
  const at = (iso: string) => new Date(iso);

  it('closes at the deadline minute’s end, Madrid time', () => {
    expect(getTaskDeadline(task).toISOString()).toBe('2026-11-26T22:59:00.000Z');
    expect(getTaskDeliveryBlock(task, at('2026-11-26T22:59:59.000Z'))).toBeNull();
    expect(getTaskDeliveryBlock(task, at('2026-11-26T23:00:00.000Z'))).toBe('deadline');
  });

  it('refuses an upload once every attempt is used, but still lets a file be removed', () => {
    const used = { ...task, intentos_usados: 2 };
    expect(getTaskDeliveryBlock(used, at('2026-11-20T10:00:00Z'))).toBe('attempts');
    expect(getTaskDeliveryBlock(used, at('2026-11-20T10:00:00Z'), 'deliver')).toBe('attempts');
    expect(getTaskDeliveryBlock(used, at('2026-11-20T10:00:00Z'), 'delete')).toBeNull();
  });

  it('refuses everything once graded, before looking at the deadline', () => {
    expect(getTaskDeliveryBlock({ ...task, isGraded: true }, at('2026-12-20T10:00:00Z'), 'delete')).toBe('graded');
    expect(getTaskDeliveryBlock({ ...task, isGraded: true, intentos_usados: 2 }, at('2026-11-20T10:00:00Z'))).toBe('graded');
  });

  it('orders the reasons: graded, then deadline, then attempts', () => {
    expect(getTaskDeliveryBlock({ ...task, intentos_usados: 2 }, at('2026-12-01T10:00:00Z'))).toBe('deadline');
  });
});

describe('formatRankingName', () => {
  it.each([
    ['Lucía', 'Fernández Ortega', 'Lucía F.'],
    ['María José', 'Álvarez', 'María Á.'],
    ['  Pablo ', ' martín', 'Pablo M.'],
    ['Ana', null, 'Ana'],
    [null, null, 'Alumno'],
  ])('%s %s → %s', (first, last, expected) => expect(formatRankingName(first, last)).toBe(expected));
});
