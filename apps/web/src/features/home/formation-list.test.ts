import { afterEach, describe, expect, it } from 'vitest';
import { describeClassDates } from './formation-list';

// The API writes a course's days as the instants of their Madrid midnight (formations.formation-mapper).
const course = { edu_fechainicioclases: '2026-11-30T23:00:00.000Z', edu_fechafinclases: '2027-06-29T22:00:00.000Z' };

describe.each(['Atlantic/Canary', 'UTC', 'Europe/Madrid'])('the course dates on a %s clock', (zone) => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it("read the academy's days (1 dic, not 30 nov)", () => {
    process.env.TZ = zone;
    expect(describeClassDates(course)).toBe('Clases del 1 dic 2026 al 30 jun 2027');
  });
});
