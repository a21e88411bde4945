/** Query keys of the calendar feature, built in one place so the socket hook and the purchase refetch reach them. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  range: (contactCode: string, startDate: string, endDate: string) => [...calendarKeys.events(), contactCode, startDate, endDate] as const,
  event: (eventId: number) => [...calendarKeys.all, 'event', eventId] as const,
  files: (eventId: number) => [...calendarKeys.all, 'files', eventId] as const,
  file: (fileId: number) => [...calendarKeys.all, 'file', fileId] as const,
  products: (eventId: number, startDay: string | null) => [...calendarKeys.all, 'products', eventId, startDay] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
