import type { CalendarEvent } from '@campus/contract';

export const TEST_GROUP = 'GRU-DAW-A';

/** A calendar event as the calendar call answers it; times are instants (Madrid 10:00–11:00 on 24 Nov 2026 by default). */
export function makeCalendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 1,
    serie_id: null,
    title: 'Clase de JavaScript',
    description: 'Repaso de closures y promesas.',
    foto: null,
    event_type: 'clases_directo',
    event_date: null,
    start_date: '2026-11-24T09:00:00.000Z',
    end_date: '2026-11-24T10:00:00.000Z',
    start_hour: '10:00',
    end_hour: '11:00',
    all_day: false,
    join_url: null,
    no_fechar: 0,
    freemium: false,
    inicio_calendario: null,
    fin_calendario: null,
    rescheduled: 0,
    formations: [{ value: TEST_GROUP, label: 'DAW Grupo A' }],
    organizers: [],
    contacts: [],
    days_of_week: [],
    metadata: null,
    zoom_id: null,
    event_original: null,
    event_rescheduled: null,
    unidades: [],
    download: 0,
    availability: { isAvailable: true, reason: null, availableFrom: null, canPurchase: false, message: null },
    ...overrides,
  };
}
