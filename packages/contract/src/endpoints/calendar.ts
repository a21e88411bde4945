import { defineRoutes } from './define-endpoint';

/** Calendar (spec 001 §Calendar, spec 002 §Event card, §7): events, an event's files, calendar sync and the personal feed. */
export const calendarRoutes = defineRoutes({
  listCalendarEvents: { method: 'GET', path: '/api/events/formations/common' },
  listEventFiles: { method: 'GET', path: '/api/content/files/event/:id' },
  synchronizeEvent: { method: 'GET', path: '/api/events/synchronize/:id' },
  synchronizeSerie: { method: 'GET', path: '/api/events/synchronize/serie/:serieId' },
  getCalendarFeed: { method: 'GET', path: '/api/calendar-feed' },
  rotateCalendarFeed: { method: 'POST', path: '/api/calendar-feed' },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/calendar-feed' },
  readCalendarFeedFile: { method: 'GET', path: '/api/calendar-feeds/:file' },
});
