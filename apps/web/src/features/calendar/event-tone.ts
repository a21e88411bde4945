import { eventTypeLabels, type CalendarEvent, type EventType } from '@campus/contract';

/** How an event is drawn (spec 001 §2): normal, disabled (grey) or live (pulsing red). */
export type EventTone = 'normal' | 'disabled' | 'live';

export function getEventTone(event: CalendarEvent, liveIds: ReadonlySet<number>): EventTone {
  if (!event.availability.isAvailable) return 'disabled';
  return liveIds.has(event.id) ? 'live' : 'normal';
}

/** The type's label (spec 002 §3); types without one show their own name capitalised ("Reunion"). */
export function getEventTypeLabel(type: EventType): string {
  const label = eventTypeLabels[type];
  if (label) return label;
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toLocaleUpperCase('es') + words.slice(1);
}
