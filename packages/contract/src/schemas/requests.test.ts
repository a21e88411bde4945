import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../texts';
import { classifyTutoringLocation, decideRequestSchema, getRequestStatusView, tutoringRequestSchema } from './requests';

const valid = {
  title: 'Dudas del tema 3',
  teacher_id: 'CON-PROF',
  group_id: 'GRU-1',
  date: '2026-11-24',
  start_time: '17:00',
  end_time: '17:30',
  student_id: 'CON-ALU',
};

/** The messages zod reports per field, as the form shows them. */
function messagesOf(input: unknown): Record<string, string[]> {
  const result = tutoringRequestSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('tutoringRequestSchema (spec 002 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23:30 UTC on the 23rd is already the 24th in Madrid (UTC+1 in November).
    vi.setSystemTime(new Date('2026-11-23T23:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete request, trims it and defaults request_id to 1', () => {
    const parsed = tutoringRequestSchema.parse({ ...valid, title: '  Dudas del tema 3  ', start_time: '17:00:00' });
    expect(parsed).toEqual({ ...valid, request_id: 1 });
  });

  it('reports every missing field with its own message', () => {
    expect(messagesOf({ title: '', teacher_id: '', group_id: '', date: '', start_time: '', end_time: '', student_id: 'CON-ALU' })).toEqual({
      title: [texts.requests.titleRequired],
      teacher_id: [texts.requests.teacherRequired],
      group_id: [texts.requests.groupRequired],
      date: [texts.requests.dateNotBeforeToday],
      start_time: [texts.requests.startTimeRequired],
      end_time: [texts.requests.endTimeAfterStart],
    });
    expect(messagesOf({ student_id: 'CON-ALU' }).title).toEqual([texts.requests.titleRequired]);
    // The end-after-start rule shows together with the other fields' messages.
    expect(messagesOf({ ...valid, title: '', start_time: '18:00', end_time: '17:00' })).toEqual({
      title: [texts.requests.titleRequired],
      end_time: [texts.requests.endTimeAfterStart],
    });
  });

  it('limits the title to 255 characters', () => {
    expect(messagesOf({ ...valid, title: 'a'.repeat(255) })).toEqual({});
    expect(messagesOf({ ...valid, title: 'a'.repeat(256) })).toEqual({ title: [texts.requests.titleTooLong] });
  });

  it('takes today as the Madrid day: the Madrid today passes, the day before does not', () => {
    expect(messagesOf({ ...valid, date: '2026-11-24' })).toEqual({});
    expect(messagesOf({ ...valid, date: '2026-11-23' })).toEqual({ date: [texts.requests.dateNotBeforeToday] });
    expect(messagesOf({ ...valid, date: '2027-01-15' })).toEqual({});
  });

  it('moves with the clock: a day that was valid stops being so the next Madrid day', () => {
    vi.setSystemTime(new Date('2026-11-24T23:00:00Z'));
    expect(messagesOf({ ...valid, date: '2026-11-24' })).toEqual({ date: [texts.requests.dateNotBeforeToday] });
  });

  it('refuses dates that are not calendar days', () => {
    expect(messagesOf({ ...valid, date: '2026-02-30' })).toEqual({ date: [texts.requests.dateNotBeforeToday] });
    expect(messagesOf({ ...valid, date: '24/11/2026' })).toEqual({ date: [texts.requests.dateNotBeforeToday] });
  });

  it('needs the end after the start', () => {
    expect(messagesOf({ ...valid, start_time: '17:00', end_time: '17:00' })).toEqual({ end_time: [texts.requests.endTimeAfterStart] });
    expect(messagesOf({ ...valid, start_time: '17:00', end_time: '16:59' })).toEqual({ end_time: [texts.requests.endTimeAfterStart] });
    expect(messagesOf({ ...valid, start_time: '09:00', end_time: '10:00' })).toEqual({});
  });

  it('refuses malformed times', () => {
    expect(messagesOf({ ...valid, start_time: '25:00' })).toEqual({ start_time: [texts.requests.invalidTime] });
  });
});

describe('decideRequestSchema', () => {
  it('needs a reason to reject, not to approve', () => {
    expect(decideRequestSchema.safeParse({ status: 'aprobado' }).success).toBe(true);
    const rejected = decideRequestSchema.safeParse({ status: 'rechazado', response: '  ' });
    expect(rejected.error?.issues.map((i) => i.message)).toEqual([texts.requests.rejectNeedsResponse]);
    expect(decideRequestSchema.safeParse({ status: 'pendiente' }).error?.issues[0]?.message).toBe(texts.requests.invalidStatus);
  });
});

describe('getRequestStatusView (spec 002 §4)', () => {
  it('maps pendiente, aprobado and anything else', () => {
    expect(getRequestStatusView('pendiente')).toEqual({ label: 'En proceso', tone: 'pending' });
    expect(getRequestStatusView('aprobado')).toEqual({ label: 'Aprobada', tone: 'approved' });
    expect(getRequestStatusView('rechazado')).toEqual({ label: 'Rechazada', tone: 'rejected' });
    expect(getRequestStatusView('cancelado').label).toBe('Rechazada');
  });
});

describe('the question and the place of a tutoría (issue 30)', () => {
  it('keeps the student’s question trimmed and refuses one over 1000 characters in Spanish', () => {
    const future = { ...valid, date: '2999-01-01' };
    expect(tutoringRequestSchema.parse({ ...future, message: '  Los hooks  ' }).message).toBe('Los hooks');
    expect(tutoringRequestSchema.parse(future).message).toBeUndefined();
    const result = tutoringRequestSchema.safeParse({ ...future, message: 'a'.repeat(1001) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([texts.teachingTutoring.messageTooLong]);
  });

  it('reads an https link as the join URL, other text as a place, and refuses what looks like a link but is not https', () => {
    expect(classifyTutoringLocation('  ')).toEqual({ kind: 'none' });
    expect(classifyTutoringLocation('https://meet.google.com/abc-defg-hij')).toEqual({ kind: 'url', url: 'https://meet.google.com/abc-defg-hij' });
    expect(classifyTutoringLocation('Aula 3, segunda planta')).toEqual({ kind: 'place', place: 'Aula 3, segunda planta' });
    for (const bad of ['http://meet.example.com/x', 'meet.google.com/abc', 'www.zoom.us', 'javascript:alert(1)', 'https://localhost/x', 'https://a b.com']) {
      expect(classifyTutoringLocation(bad), bad).toEqual({ kind: 'invalid' });
    }
  });

  it('refuses a bad link only when approving', () => {
    const approve = decideRequestSchema.safeParse({ status: 'aprobado', location: 'http://zoom.us/j/1' });
    expect(approve.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['location'], texts.teachingTutoring.locationNeedsHttps]]);
    expect(decideRequestSchema.safeParse({ status: 'rechazado', response: 'No puedo', location: 'http://zoom.us/j/1' }).success).toBe(true);
    expect(decideRequestSchema.safeParse({ status: 'aprobado', location: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      texts.teachingTutoring.locationTooLong,
    );
  });
});
