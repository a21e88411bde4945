import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session-store';
import { makeSessionUser } from '../../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { downloadCalendarFile, synchronizePath } from './synchronize';

const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:event-7@campus\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

describe('calendar sync download (spec 002 §7)', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    setSession('token-123', makeSessionUser());
    clicked = [];
    // jsdom has no object URLs: the test gives the page some.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:calendar'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('asks the event or the series with the bearer token and saves the file under the server’s name', async () => {
    const fetchMock = mockFetch({
      '/api/events/synchronize/7': () =>
        new Response(ICS, { headers: { 'content-type': 'text/calendar', 'content-disposition': 'attachment; filename="clase-en-directo.ics"' } }),
      '/api/events/synchronize/serie/6b0c0a52-47a5-4a57-9d3b-0c4f3b3b2a10': () => new Response(ICS, { headers: { 'content-type': 'text/calendar' } }),
    });
    await downloadCalendarFile({ kind: 'event', eventId: 7 });
    const [, init] = callsTo(fetchMock, '/api/events/synchronize/7')[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
    expect(clicked).toEqual([{ href: 'blob:calendar', download: 'clase-en-directo.ics' }]);

    await downloadCalendarFile({ kind: 'serie', serieId: '6b0c0a52-47a5-4a57-9d3b-0c4f3b3b2a10' });
    expect(clicked[1]?.download).toBe('serie-6b0c0a52-47a5-4a57-9d3b-0c4f3b3b2a10.ics');
    expect(synchronizePath({ kind: 'serie', serieId: 'a b' })).toBe('/api/events/synchronize/serie/a%20b');
  });

  it('fails with the spec’s message when the server refuses', async () => {
    mockFetch({
      '/api/events/synchronize/8': jsonResponse({ status: 'error', code: 'not_found', message: 'No se encontró información del evento' }, { status: 404 }),
    });
    await expect(downloadCalendarFile({ kind: 'event', eventId: 8 })).rejects.toThrow('Error al sincronizar el evento');
    expect(clicked).toEqual([]);
  });
});
