import { afterEach, describe, expect, it } from 'vitest';
import { formatAcademyDateTime, formatAcademyDay, formatAcademyDeadline, formatAcademyTime, getAcademyZoneNote, toAcademyDayKey } from './academy-date';

/*
 * Node applies a new process.env.TZ at once (Date's local getters and Intl follow it; the server's render of the
 * home relies on the same thing): each case runs on the viewer's clock named, and puts the machine's back after.
 */
const machineZone = process.env.TZ;
function onViewerClock(zone: string): void {
  process.env.TZ = zone;
}
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// As the API writes a course's first day of classes (1 Dec 2026): the instant of Madrid's midnight.
const classesFrom = '2026-11-30T23:00:00.000Z';
// An all-day task on Saturday 28 Nov 2026: from Madrid's midnight to the next one.
const taskStart = '2026-11-27T23:00:00.000Z';

describe.each(['Atlantic/Canary', 'UTC', 'America/New_York', 'Europe/Madrid', 'Asia/Tokyo'])('the academy’s days, read on a %s clock', (zone) => {
  it('keeps a date without a time on its day (course dates, all-day events)', () => {
    onViewerClock(zone);
    expect(formatAcademyDay(classesFrom)).toBe('1 dic 2026');
    expect(formatAcademyDay(taskStart, 'EEEE, d MMM')).toBe('sábado, 28 nov');
    expect(formatAcademyDay(taskStart, 'd')).toBe('28');
    expect(toAcademyDayKey(taskStart)).toBe('2026-11-28');
  });

  it('reads a bare day as that day', () => {
    onViewerClock(zone);
    expect(formatAcademyDay('2026-11-30')).toBe('30 nov 2026');
    expect(formatAcademyDay('2026-03-29', "EEEE d 'de' MMMM")).toBe('domingo 29 de marzo');
    expect(toAcademyDayKey('2026-12-01T00:00:00')).toBe('2026-12-01');
  });

  it('writes event times on the academy’s clock', () => {
    onViewerClock(zone);
    // 16:00 in Madrid in winter (UTC+1) and in summer (UTC+2).
    expect(formatAcademyTime('2026-11-24T15:00:00.000Z')).toBe('16:00');
    expect(formatAcademyTime('2026-06-24T14:00:00.000Z')).toBe('16:00');
  });

  it('answers null for what is not a date', () => {
    onViewerClock(zone);
    expect(formatAcademyDay(null)).toBeNull();
    expect(formatAcademyDay('no es una fecha')).toBeNull();
    expect(formatAcademyTime(undefined)).toBeNull();
  });
});

describe('naming the academy’s zone', () => {
  const classAt = '2026-11-24T15:00:00.000Z';

  it('names it where the viewer’s clock reads another hour', () => {
    onViewerClock('Atlantic/Canary');
    expect(getAcademyZoneNote(classAt)).toBe(' (hora de Madrid)');
    expect(formatAcademyDateTime(classAt)).toBe('24 nov 2026, 16:00 (hora de Madrid)');
    expect(formatAcademyDeadline('2026-11-30', '23:59')).toBe('30 nov 2026, 23:59 (hora de Madrid)');
    onViewerClock('UTC');
    expect(getAcademyZoneNote(classAt)).toBe(' (hora de Madrid)');
  });

  it('says nothing where the viewer’s clock reads the same hour (Madrid, Paris)', () => {
    onViewerClock('Europe/Madrid');
    expect(formatAcademyDateTime(classAt)).toBe('24 nov 2026, 16:00');
    expect(formatAcademyDeadline('2026-11-30', '23:59:00')).toBe('30 nov 2026, 23:59');
    onViewerClock('Europe/Paris');
    expect(getAcademyZoneNote(classAt)).toBe('');
  });
});
