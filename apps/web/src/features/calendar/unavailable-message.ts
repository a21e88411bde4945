import { getEventDisabledMessage, texts, type CalendarEvent } from '@campus/contract';

/** Why an event is closed (spec 001 §4): the server's message, else the contract's rule on its availability. */
export function getUnavailableMessage(event: CalendarEvent): string {
  const { availability } = event;
  if (availability.isAvailable) return '';
  if (availability.message) return availability.message;
  return (
    getEventDisabledMessage({
      isAvailable: false,
      reason: availability.reason ?? 'freemium',
      availableFrom: availability.availableFrom ?? undefined,
      canPurchase: availability.canPurchase,
    }) ?? texts.formation.eventUnavailableTitle
  );
}
