import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { rescheduleFormSchema, rescheduleBodySchema, toWeekdayHours } from '../schemas/timeline';
import {
  countPreviousStep,
  formatRescheduledFrom,
  formatShowPrevious,
  formatTimelinePercent,
  getInitialTimelineWindow,
  getTimelineProgressMessage,
  hasNextEvents,
  showNextEvents,
  showPreviousEvents,
  WEEKDAY_NAMES_MONDAY_FIRST,
} from './timeline';

const days = (...list: string[]) => list;

describe('timeline progress message and percentage', () => {
  it.each([
    [100, texts.timeline.progressDone],
    [75.01, texts.timeline.progressAbove75],
    [75, texts.timeline.progressAbove50],
    [50.5, texts.timeline.progressAbove50],
    [50, texts.timeline.progressAbove25],
    [25.01, texts.timeline.progressAbove25],
    [25, texts.timeline.progressStarting],
    [0, texts.timeline.progressStarting],
  ])('%d %% → its tier', (percent, message) => {
    expect(getTimelineProgressMessage(percent)).toBe(message);
  });
  it('five distinct messages', () => {
    expect(new Set([100, 80, 60, 30, 0].map(getTimelineProgressMessage)).size).toBe(5);
  });
  it('shows two decimals', () => {
    expect(formatTimelinePercent(62.5)).toBe('62,50 %');
    expect(formatTimelinePercent(100 / 3)).toBe('33,33 %');
  });
});

describe('timeline window', () => {
  const ten = days('2026-11-01', '2026-11-05', '2026-11-10', '2026-11-15', '2026-11-20', '2026-11-24', '2026-11-26', '2026-11-28', '2026-12-01', '2026-12-03');
  it('starts two events before the first upcoming one, 5 events', () => {
    expect(getInitialTimelineWindow(ten, '2026-11-24')).toEqual({ start: 3, end: 8 });
  });
  it('keeps 5 events near either end, and shows the last 5 when nothing is upcoming', () => {
    expect(getInitialTimelineWindow(ten, '2026-10-01')).toEqual({ start: 0, end: 5 });
    expect(getInitialTimelineWindow(ten, '2026-12-02')).toEqual({ start: 5, end: 10 });
    expect(getInitialTimelineWindow(ten, '2027-01-01')).toEqual({ start: 5, end: 10 });
    expect(getInitialTimelineWindow(ten.slice(0, 3), '2026-11-24')).toEqual({ start: 0, end: 3 });
    expect(getInitialTimelineWindow([], '2026-11-24')).toEqual({ start: 0, end: 0 });
  });
  it('reveals earlier and later events in steps of 5', () => {
    const window = { start: 7, end: 12 };
    expect(countPreviousStep(window)).toBe(5);
    expect(showPreviousEvents(window)).toEqual({ start: 2, end: 12 });
    expect(countPreviousStep({ start: 2, end: 12 })).toBe(2);
    expect(showPreviousEvents({ start: 2, end: 12 })).toEqual({ start: 0, end: 12 });
    expect(hasNextEvents(window, 14)).toBe(true);
    expect(showNextEvents(window, 14)).toEqual({ start: 7, end: 14 });
    expect(hasNextEvents({ start: 7, end: 14 }, 14)).toBe(false);
  });
  it('texts with their values', () => {
    expect(formatShowPrevious(3)).toBe('Mostrar 3 eventos anteriores');
    expect(formatRescheduledFrom('2 nov 2026')).toBe('Evento reprogramado de 2 nov 2026');
  });
});

describe('reschedule form', () => {
  it('weekday names are Monday first', () => {
    expect(WEEKDAY_NAMES_MONDAY_FIRST).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
  });
  it("'A diario' gives the same hours to all seven days, 'Semanal' each its own", () => {
    expect(toWeekdayHours({ mode: 'daily', daily: 2, weekly: [0, 0, 0, 0, 0, 0, 0] })).toEqual({ '1': 2, '2': 2, '3': 2, '4': 2, '5': 2, '6': 2, '7': 2 });
    expect(toWeekdayHours({ mode: 'weekly', daily: 9, weekly: [1, 0, 0, 0, 0, 3, 0] })).toEqual({ '1': 1, '2': 0, '3': 0, '4': 0, '5': 0, '6': 3, '7': 0 });
  });
  it("refuses all zeros with 'Debe seleccionar al menos un dia' and negative hours", () => {
    const zero = rescheduleFormSchema.safeParse({ mode: 'weekly', daily: 3, weekly: [0, 0, 0, 0, 0, 0, 0] });
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.message).toBe(texts.timeline.atLeastOneDay);
    expect(rescheduleFormSchema.safeParse({ mode: 'daily', daily: 0, weekly: [1, 1, 1, 1, 1, 1, 1] }).success).toBe(false);
    expect(rescheduleFormSchema.safeParse({ mode: 'weekly', daily: 0, weekly: [1, -1, 0, 0, 0, 0, 0] }).error?.issues[0]?.message).toBe(
      texts.timeline.negativeHours,
    );
    // Only the chosen mode counts (issue 29): a negative or emptied 'Semanal' field left behind does not block 'A diario'.
    expect(rescheduleFormSchema.safeParse({ mode: 'daily', daily: 2, weekly: [-1, Number.NaN, 0, 0, 0, 0, 0] }).success).toBe(true);
    expect(rescheduleFormSchema.safeParse({ mode: 'weekly', daily: -3, weekly: [1, 0, 0, 0, 0, 0, 0] }).success).toBe(true);
    expect(rescheduleFormSchema.safeParse({ mode: 'daily', daily: Number.NaN, weekly: [1, 1, 1, 1, 1, 1, 1] }).error?.issues[0]).toMatchObject({
      path: ['daily'],
      message: texts.errors.invalidNumber,
    });
    const body = rescheduleBodySchema.safeParse({ data: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 } });
    expect(body.error?.issues[0]?.message).toBe(texts.timeline.atLeastOneDay);
  });
});
