import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session-store';
import { makeSessionUser } from '../../../test/factories';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeCalendarEvent } from '../calendar-test-factories';
import { getCalendarEvents } from './get-calendar-events';

const range = { start_date: '2026-10-26', end_date: '2026-12-06' };

describe('GET /api/events/formations/common', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the events and checks every field against the contract once idle, logging a mismatch', async () => {
    setSession('token', makeSessionUser());
    const odd = { ...makeCalendarEvent({ id: 2 }), event_type: 'fiesta' };
    mockFetch({ '/api/events/formations/common': jsonResponse({ status: 'ok', events: [makeCalendarEvent(), odd] }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await getCalendarEvents('CT-0001', range);
    expect(answer.events.map((event) => event.id)).toEqual([1, 2]);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Respuesta inesperada de GET /api/events/formations/common', expect.anything()));
  });

  it('refuses at once an answer without the outline the page draws from', async () => {
    setSession('token', makeSessionUser());
    const { availability: _availability, ...withoutAvailability } = makeCalendarEvent();
    mockFetch({ '/api/events/formations/common': jsonResponse({ status: 'ok', events: [withoutAvailability] }) });
    await expect(getCalendarEvents('CT-0001', range)).rejects.toThrow('La respuesta del servidor no es válida. Inténtalo de nuevo más tarde.');
  });
});
