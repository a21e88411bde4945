import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findGrantingBonus,
  getContentUnavailableMessage,
  getEventAvailability,
  getEventDisabledMessage,
  parseBonusEventIds,
  parseLineCodes,
  shouldHideEventResources,
  type AvailabilityBonusLine,
  type AvailabilityContext,
  type AvailabilityEvent,
} from './availability';

// 12:00 in Madrid on 21 Nov 2026.
const NOW = new Date('2026-11-21T11:00:00Z');
const GROUP = 'GRU-A';

function event(overrides: Partial<AvailabilityEvent> = {}): AvailabilityEvent {
  return {
    id: 10,
    event_type: 'clases',
    event_date: '2026-11-10',
    start_date: '2026-11-10T16:00:00Z',
    inicio_calendario: '2026-11-01',
    fin_calendario: '2026-12-31',
    no_fechar: 0,
    freemium: false,
    unidades: [{ unidad_id: 1, type: 'unidad' }],
    ...overrides,
  };
}

function bonus(overrides: Partial<AvailabilityBonusLine> = {}): AvailabilityBonusLine {
  return {
    unidad_id: null,
    events_id: null,
    edu_codigoslineamatricula: null,
    fecha_inicio_bonus: null,
    fecha_fin_bonus: null,
    tipo: null,
    metadata: null,
    ...overrides,
  };
}

function context(overrides: Partial<AvailabilityContext> = {}): AvailabilityContext {
  return {
    now: NOW,
    user: { freemium: false, contactTypes: [1] },
    groupCode: GROUP,
    parentFormationCode: 'FOR-A',
    // Enrolled from 1 September (stored as Madrid midnight, 22:00 UTC the day before).
    enrolmentLines: [
      { edu_codigolineamatricula: 'LM-1', edu_codigoformacion: GROUP, edu_principalcodigoformacion: 'FOR-A', edu_fechainicio: '2026-08-31T22:00:00.000Z' },
    ],
    bonusLines: [],
    ...overrides,
  };
}

const reasonOf = (e: AvailabilityEvent, c: AvailabilityContext = context()) => {
  const a = getEventAvailability(e, c);
  return a.isAvailable ? `available:${a.grantedBy}` : a.reason;
};

describe('what a purchase can open', () => {
  it('a past class (a recovery bonus reopens it), never one not published yet (it opens by itself)', () => {
    expect(getEventAvailability(event({ fin_calendario: '2026-11-20' }), context())).toEqual({ isAvailable: false, reason: 'expired', canPurchase: true });
    expect(getEventAvailability(event({ inicio_calendario: '2026-11-22' }), context())).toMatchObject({ reason: 'not_yet', canPurchase: false });
  });
});

describe('class calendar window (type clases only, day bounds)', () => {
  it.each([
    ['inside the window', event(), 'available:calendar'],
    ['on the first day', event({ inicio_calendario: '2026-11-21' }), 'available:calendar'],
    ['on the last day', event({ fin_calendario: '2026-11-21' }), 'available:calendar'],
    ['before the window', event({ inicio_calendario: '2026-11-22' }), 'not_yet'],
    ['after the window', event({ fin_calendario: '2026-11-20' }), 'expired'],
    ['after the window but no_fechar', event({ fin_calendario: '2026-11-20', no_fechar: 1 }), 'available:no_fechar'],
    ['without a window', event({ inicio_calendario: null, fin_calendario: null }), 'available:open'],
    ['a workshop outside any window', event({ event_type: 'taller', inicio_calendario: '2027-01-01' }), 'available:open'],
    ['a live class outside the window', event({ event_type: 'clases_directo', inicio_calendario: '2027-01-01' }), 'available:open'],
  ])('%s → %s', (_name, e, expected) => {
    expect(reasonOf(e)).toBe(expected);
  });

  it('uses the Madrid day: 23:30 UTC on the 21st is already the 22nd in Madrid', () => {
    const late = context({ now: new Date('2026-11-21T23:30:00Z') });
    expect(reasonOf(event({ inicio_calendario: '2026-11-22' }), late)).toBe('available:calendar');
  });

  it('tells from when it will be available', () => {
    const a = getEventAvailability(event({ inicio_calendario: '2026-12-15' }), context());
    expect(a).toEqual({ isAvailable: false, reason: 'not_yet', availableFrom: '2026-12-15', canPurchase: false });
    expect(getContentUnavailableMessage(a)).toBe('Este contenido no estará disponible hasta el 15 dic 2026');
    expect(getEventDisabledMessage(a)).toBe('Este evento no estará disponible hasta el 15 dic 2026');
  });
});

describe('before the month of the earliest enrolment start', () => {
  it.each([
    ['a class in August', event({ event_date: '2026-08-20', start_date: '2026-08-20T16:00:00Z', no_fechar: 1 }), 'before_course_month'],
    ['a live class in August', event({ event_type: 'clases_directo', event_date: '2026-08-20', start_date: '2026-08-20T16:00:00Z' }), 'before_course_month'],
    ['a class in September (same month)', event({ event_date: '2026-09-01', start_date: '2026-09-01T16:00:00Z', no_fechar: 1 }), 'available:no_fechar'],
    [
      'an exam in August (rule only for clases/clases_directo)',
      event({ event_type: 'examen', event_date: '2026-08-20', start_date: '2026-08-20T16:00:00Z' }),
      'available:open',
    ],
  ])('%s → %s', (_name, e, expected) => {
    expect(reasonOf(e)).toBe(expected);
  });

  it('reads the enrolment date with the +2 h shift (Madrid midnight stored as 22:00 UTC)', () => {
    // Stored as 31 Aug 22:00 UTC = 1 Sep in Madrid: an August class is before the course month.
    const c = context();
    expect(reasonOf(event({ event_date: '2026-08-31', start_date: '2026-08-31T16:00:00Z', no_fechar: 1 }), c)).toBe('before_course_month');
  });

  it('takes the earliest of several enrolments in the formation', () => {
    const c = context({
      enrolmentLines: [
        { edu_codigolineamatricula: 'LM-1', edu_codigoformacion: GROUP, edu_principalcodigoformacion: 'FOR-A', edu_fechainicio: '2026-08-31T22:00:00.000Z' },
        {
          edu_codigolineamatricula: 'LM-0',
          edu_codigoformacion: 'GRU-OLD',
          edu_principalcodigoformacion: 'FOR-A',
          edu_fechainicio: '2026-05-31T22:00:00.000Z',
        },
      ],
    });
    expect(reasonOf(event({ event_date: '2026-08-20', start_date: '2026-08-20T16:00:00Z', no_fechar: 1 }), c)).toBe('available:no_fechar');
  });

  it('removes the link and files, with its own message', () => {
    const a = getEventAvailability(event({ event_date: '2026-08-20', start_date: '2026-08-20T16:00:00Z' }), context());
    expect(shouldHideEventResources(a)).toBe(true);
    expect(getEventDisabledMessage(a)).toBe('Este evento es anterior al mes de inicio de su curso');
  });
});

describe('extra units', () => {
  const extra = event({ unidades: [{ unidad_id: 9, type: 'unidad extra' }], no_fechar: 1 });

  it('locks content only in extra units without a bonus for the unit', () => {
    const a = getEventAvailability(extra, context());
    expect(a).toEqual({ isAvailable: false, reason: 'extra_unit', canPurchase: true });
    expect(getEventDisabledMessage(a)).toBe('Este evento pertenece a un producto extra');
  });

  it('opens it with a bonus line for its unit', () => {
    expect(reasonOf(extra, context({ bonusLines: [bonus({ unidad_id: 9, tipo: 'unidad' })] }))).toBe('available:bonus');
  });

  it('a bonus for another unit does not open it', () => {
    expect(reasonOf(extra, context({ bonusLines: [bonus({ unidad_id: 8, tipo: 'unidad' })] }))).toBe('extra_unit');
  });

  it('content also placed in a regular unit is regular content', () => {
    expect(
      reasonOf(
        event({
          unidades: [
            { unidad_id: 9, type: 'unidad extra' },
            { unidad_id: 1, type: 'unidad' },
          ],
        }),
      ),
    ).toBe('available:calendar');
  });
});

describe('bonus grants', () => {
  const closed = event({ fin_calendario: '2026-11-01' });

  it.each([
    ['by event id (array)', bonus({ events_id: [3, 10] })],
    ['by event id (comma-separated string)', bonus({ events_id: '3, 10 ,12' })],
    ['by matching enrolment line of the group (class event)', bonus({ edu_codigoslineamatricula: 'LM-9,LM-1' })],
    [
      'by a date window containing the calendar start',
      bonus({ tipo: 'fecha', fecha_inicio_bonus: '2026-10-31T23:00:00.000Z', fecha_fin_bonus: '2026-11-01T23:00:00.000Z' }),
    ],
    [
      'by a date window limited to this group',
      bonus({ tipo: 'fecha', fecha_inicio_bonus: '2026-10-31T23:00:00.000Z', fecha_fin_bonus: '2026-11-30T23:00:00.000Z', metadata: { bonus_grupo: GROUP } }),
    ],
  ])('%s', (_name, line) => {
    expect(reasonOf(closed, context({ bonusLines: [line] }))).toBe('available:bonus');
  });

  it.each([
    ['an event id not listed', bonus({ events_id: '3,11' })],
    ['an enrolment line of another group', bonus({ edu_codigoslineamatricula: 'LM-OTHER' })],
    [
      'a date window for another group',
      bonus({ tipo: 'fecha', fecha_inicio_bonus: '2026-10-31T23:00:00.000Z', fecha_fin_bonus: '2026-11-30T23:00:00.000Z', metadata: { bonus_grupo: 'GRU-B' } }),
    ],
    [
      'a date window that ends the day before',
      bonus({ tipo: 'fecha', fecha_inicio_bonus: '2026-10-01T22:00:00.000Z', fecha_fin_bonus: '2026-10-30T23:00:00.000Z' }),
    ],
  ])('does not grant: %s', (_name, line) => {
    expect(reasonOf(closed, context({ bonusLines: [line] }))).toBe('expired');
  });

  it('shifts the window end by +2 h: a window ending at Madrid midnight still includes that day', () => {
    // 1 Nov 2026 00:00 Madrid = 31 Oct 23:00 UTC; +2 h → 1 Nov.
    const line = bonus({ tipo: 'fecha', fecha_inicio_bonus: '2026-10-01T22:00:00.000Z', fecha_fin_bonus: '2026-10-31T23:00:00.000Z' });
    expect(findGrantingBonus(closed, context({ bonusLines: [line] }))).toBe(line);
  });

  it('the enrolment-line bonus only opens class events', () => {
    const exam = event({
      event_type: 'examen',
      event_date: '2026-08-20',
      start_date: '2026-08-20T16:00:00Z',
      unidades: [{ unidad_id: 9, type: 'unidad extra' }],
    });
    expect(reasonOf(exam, context({ bonusLines: [bonus({ edu_codigoslineamatricula: 'LM-1' })] }))).toBe('extra_unit');
  });

  it('a date bonus does not open content only in extra units', () => {
    const extra = event({ unidades: [{ unidad_id: 9, type: 'unidad extra' }] });
    expect(
      reasonOf(extra, context({ bonusLines: [bonus({ tipo: 'fecha', fecha_inicio_bonus: '2026-01-01T00:00:00Z', fecha_fin_bonus: '2027-01-01T00:00:00Z' })] })),
    ).toBe('extra_unit');
  });

  it('covers classes before the course month', () => {
    const august = event({ event_date: '2026-08-20', start_date: '2026-08-20T16:00:00Z', no_fechar: 1 });
    expect(reasonOf(august, context({ bonusLines: [bonus({ events_id: [10] })] }))).toBe('available:bonus');
  });

  it('parses both shapes of the bonus fields', () => {
    expect(parseBonusEventIds('1,2, 3,x')).toEqual([1, 2, 3]);
    expect(parseBonusEventIds([4, 5])).toEqual([4, 5]);
    expect(parseBonusEventIds(null)).toEqual([]);
    expect(parseLineCodes(' LM-1, ,LM-2')).toEqual(['LM-1', 'LM-2']);
  });
});

describe('freemium and limited users', () => {
  const freemiumUser = context({ user: { freemium: true, contactTypes: [1] }, enrolmentLines: [] });

  it.each([
    ['a freemium class', event({ freemium: true }), 'available:calendar'],
    ['a regular class', event(), 'freemium'],
    [
      'a freemium class in an extra unit',
      event({
        freemium: true,
        unidades: [
          { unidad_id: 9, type: 'unidad extra' },
          { unidad_id: 1, type: 'unidad' },
        ],
      }),
      'freemium',
    ],
  ])('freemium: %s → %s', (_name, e, expected) => {
    expect(reasonOf(e, freemiumUser)).toBe(expected);
  });

  it('freemium: a trial line started this month does not close earlier free classes', () => {
    const trial = {
      ...freemiumUser,
      enrolmentLines: [
        {
          edu_codigolineamatricula: 'LM-F',
          edu_codigoformacion: freemiumUser.groupCode,
          edu_principalcodigoformacion: freemiumUser.parentFormationCode,
          edu_fechainicio: '2099-01-01T00:00:00Z',
        },
      ],
    };
    expect(reasonOf(event({ freemium: true }), trial)).toBe('available:calendar');
    expect(reasonOf(event(), trial)).toBe('freemium');
  });

  it('freemium: even a bonus does not open non-freemium content', () => {
    expect(reasonOf(event(), { ...freemiumUser, bonusLines: [bonus({ events_id: [10] })] })).toBe('freemium');
  });

  it('contact type 3 gets the purchase path on non-freemium events', () => {
    const limited = context({ user: { freemium: false, contactTypes: [3] } });
    const a = getEventAvailability(event(), limited);
    expect(a).toEqual({ isAvailable: false, reason: 'limited', canPurchase: true });
    expect(getEventDisabledMessage(a)).toBe('Este evento no está disponible');
    expect(getContentUnavailableMessage(a)).toBe('Este contenido no está disponible');
    expect(reasonOf(event({ freemium: true }), limited)).toBe('available:calendar');
  });
});

// ---- Properties ---------------------------------------------------------------------------------

const dayArb = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const eventArb: fc.Arbitrary<AvailabilityEvent> = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  event_type: fc.constantFrom('clases', 'clases_directo', 'clases_prueba', 'tutorias', 'examen', 'taller', 'reunion', 'zoom', 'actividad', 'test'),
  event_date: dayArb,
  start_date: dayArb.map((d) => `${d}T16:00:00.000Z`),
  inicio_calendario: fc.option(dayArb, { nil: null }),
  fin_calendario: fc.option(dayArb, { nil: null }),
  no_fechar: fc.constantFrom(0, 1),
  freemium: fc.boolean(),
  unidades: fc.array(fc.record({ unidad_id: fc.integer({ min: 1, max: 6 }), type: fc.constantFrom<'unidad' | 'unidad extra'>('unidad', 'unidad extra') }), {
    maxLength: 3,
  }),
});
const bonusArb: fc.Arbitrary<AvailabilityBonusLine> = fc.record({
  unidad_id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  events_id: fc.option(
    fc.oneof(
      fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 4 }),
      fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 4 }).map((ids) => ids.join(',')),
    ),
    { nil: null },
  ),
  edu_codigoslineamatricula: fc.option(fc.constantFrom('LM-1', 'LM-2', 'LM-1,LM-2'), { nil: null }),
  fecha_inicio_bonus: fc.option(
    dayArb.map((d) => `${d}T22:00:00.000Z`),
    { nil: null },
  ),
  fecha_fin_bonus: fc.option(
    dayArb.map((d) => `${d}T22:00:00.000Z`),
    { nil: null },
  ),
  tipo: fc.constantFrom<'fecha' | 'unidad' | null>('fecha', 'unidad', null),
  metadata: fc.option(fc.record({ bonus_grupo: fc.option(fc.constantFrom(GROUP, 'GRU-B'), { nil: null }) }), { nil: null }),
});
const contextArb: fc.Arbitrary<AvailabilityContext> = fc.record({
  now: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
  user: fc.record({ freemium: fc.boolean(), contactTypes: fc.subarray([1, 3, 4, 5]) }),
  groupCode: fc.constant(GROUP),
  parentFormationCode: fc.constant('FOR-A'),
  enrolmentLines: fc.array(
    fc.record({
      edu_codigolineamatricula: fc.constantFrom('LM-1', 'LM-2'),
      edu_codigoformacion: fc.constantFrom(GROUP, 'GRU-B'),
      edu_principalcodigoformacion: fc.constant('FOR-A'),
      edu_fechainicio: fc.option(
        dayArb.map((d) => `${d}T22:00:00.000Z`),
        { nil: null },
      ),
    }),
    { maxLength: 2 },
  ),
  bonusLines: fc.array(bonusArb, { maxLength: 3 }),
});

describe('invariants', () => {
  it('a bonus never removes access', () => {
    fc.assert(
      fc.property(eventArb, contextArb, bonusArb, (e, c, extra) => {
        fc.pre(getEventAvailability(e, c).isAvailable);
        expect(getEventAvailability(e, { ...c, bonusLines: [...c.bonusLines, extra] }).isAvailable).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('freemium users never open non-freemium or extra-unit content', () => {
    fc.assert(
      fc.property(eventArb, contextArb, (e, c) => {
        const result = getEventAvailability(e, { ...c, user: { ...c.user, freemium: true } });
        if (!e.freemium || e.unidades.some((u) => u.type === 'unidad extra')) expect(result.isAvailable).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('content only in extra units opens only through a bonus', () => {
    fc.assert(
      fc.property(eventArb, contextArb, (e, c) => {
        const onlyExtra = e.unidades.length > 0 && e.unidades.every((u) => u.type === 'unidad extra');
        const result = getEventAvailability(e, c);
        if (onlyExtra && result.isAvailable) expect(result.grantedBy).toBe('bonus');
      }),
      { numRuns: 500 },
    );
  });

  it('every unavailable answer has a Spanish message for the calendar and for the viewer', () => {
    fc.assert(
      fc.property(eventArb, contextArb, (e, c) => {
        const result = getEventAvailability(e, c);
        if (result.isAvailable) {
          expect(getEventDisabledMessage(result)).toBeNull();
        } else {
          expect(getEventDisabledMessage(result)).toMatch(/^Este evento/);
          expect(getContentUnavailableMessage(result)).toMatch(/^Este (contenido|evento)/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
