import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bucketByDay, placeEvents } from './calendar-events';
import { makeCalendarEvent } from './calendar-test-factories';
import { WeekView } from './week-view';

const day = '2026-11-24';

/** Issue 30 item 7: a 30-minute tutoría reads its title in the week view, not an empty 20 px box. */
describe('WeekView boxes', () => {
  it('gives an event under an hour its title on one line, without the hours, and keeps the whole name for screen readers', () => {
    const tutoring = makeCalendarEvent({
      id: 7,
      title: 'Tutoría: dudas de hooks',
      event_type: 'tutorias',
      start_date: '2026-11-24T16:00:00.000Z',
      end_date: '2026-11-24T16:30:00.000Z',
    });
    const lesson = makeCalendarEvent({ id: 8, title: 'Clase de JavaScript' });
    const byDay = bucketByDay(placeEvents([tutoring, lesson]), day, day);
    render(<WeekView days={[day]} today="2026-11-20" now={new Date('2026-11-20T10:00:00Z')} byDay={byDay} liveIds={new Set()} onOpen={vi.fn()} />);

    const short = screen.getByRole('button', { name: /dudas de hooks/ });
    expect(short).toHaveTextContent(/^dudas de hooks$/);
    expect(short).toHaveAccessibleName('17:00 dudas de hooks, Tutoría: dudas de hooks, 17:00–17:30, Tutorías');

    const hour = screen.getByRole('button', { name: /Clase de JavaScript/ });
    expect(hour).toHaveTextContent('Clase de JavaScript');
    expect(hour).toHaveTextContent('10:00–11:00');
  });
});
