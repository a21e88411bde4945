// The calendar's dialogs, one chunk loaded the first time one of them opens (docs/ARCHITECTURE.md: dialogs
// load on use), so the page's own chunk holds only the grid.
export { CalendarFeedDialog } from './calendar-feed-dialog';
export { DayEventsDialog } from './day-events-dialog';
export { EventCardDialog } from './event-card-dialog';
export { UnavailableEventDialog } from './unavailable-event-dialog';
