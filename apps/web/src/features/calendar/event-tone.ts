import { getEventTypeLabel as getContractEventTypeLabel, type CalendarEvent, type EventType } from '@campus/contract';

/** How an event is drawn (spec 001 §2): normal, disabled (grey) or live (pulsing red). */
export type EventTone = 'normal' | 'disabled' | 'live';

export function getEventTone(event: CalendarEvent, liveIds: ReadonlySet<number>): EventTone {
  if (!event.availability.isAvailable) return 'disabled';
  return liveIds.has(event.id) ? 'live' : 'normal';
}

/** The type's label (spec 002 §3, and the contract's for the types the spec leaves unnamed: "Reunión"). */
export function getEventTypeLabel(type: EventType): string {
  return getContractEventTypeLabel(type);
}
