import {
  getContentUnavailableMessage,
  isProgressCounted,
  texts,
  type Availability,
  type ContentAvailability,
  type ContentEvent,
  type ContentTopic,
  type ContentUnit,
} from '@campus/contract';

/** Where an event sits in the tree. An event may appear in more than one unit; each place is listed. */
export interface EventPlace {
  event: ContentEvent;
  topic: ContentTopic;
  unit: ContentUnit;
}

const byOrder = <T extends { orden: number; id: number }>(a: T, b: T) => a.orden - b.orden || a.id - b.id;

/** Units, their topics and their events sorted by `orden` (then id, so equal orders stay stable). */
export function sortContentTree(units: readonly ContentUnit[]): ContentUnit[] {
  return [...units].sort(byOrder).map((unit) => ({
    ...unit,
    temas: [...unit.temas].sort(byOrder).map((topic) => ({ ...topic, eventos: [...topic.eventos].sort(byOrder) })),
  }));
}

/** Every event of a sorted tree in reading order: unit, topic, event. */
export function listEventPlaces(units: readonly ContentUnit[]): EventPlace[] {
  return units.flatMap((unit) => unit.temas.flatMap((topic) => topic.eventos.map((event) => ({ event, topic, unit }))));
}

/** The first place of an event in the tree, or null. */
export function findEventPlace(units: readonly ContentUnit[], eventId: number): EventPlace | null {
  return listEventPlaces(units).find((place) => place.event.id === eventId) ?? null;
}

/** True when the user may open the event; a freemium user only ever moves through freemium events. */
export function isEventOpen(event: ContentEvent, isFreemium: boolean): boolean {
  // The same rule decides what progress counts, so a tick and a count never disagree.
  return isProgressCounted(event, isFreemium);
}

/** True when the user has completed the event (the answer carries only the user's own row). */
export function isEventCompleted(event: Pick<ContentEvent, 'completed'>): boolean {
  return event.completed.some((row) => row.completed === 1);
}

/**
 * 'Siguiente' (spec 001 §2): the next event the user may open after the current one, in unit, topic,
 * event order; null at the end. Without a current event, the first one.
 */
export function findNextEvent(units: readonly ContentUnit[], currentId: number | null, isFreemium: boolean): EventPlace | null {
  const places = listEventPlaces(units);
  const start = currentId === null ? 0 : places.findIndex((place) => place.event.id === currentId) + 1;
  if (currentId !== null && start === 0) return null;
  return places.slice(start).find((place) => place.event.id !== currentId && isEventOpen(place.event, isFreemium)) ?? null;
}

/** The event to show first: the first open one not completed yet, else the first open one. */
export function findStartEvent(units: readonly ContentUnit[], isFreemium: boolean): EventPlace | null {
  const open = listEventPlaces(units).filter((place) => isEventOpen(place.event, isFreemium));
  return open.find((place) => !isEventCompleted(place.event)) ?? open[0] ?? null;
}

/** The contract's Availability from the answer's flat shape. */
export function toAvailability(availability: ContentAvailability): Availability | null {
  if (availability.isAvailable) return { isAvailable: true, grantedBy: 'open' };
  if (!availability.reason) return null;
  return {
    isAvailable: false,
    reason: availability.reason,
    availableFrom: availability.availableFrom ?? undefined,
    canPurchase: availability.canPurchase,
  };
}

/** The viewer's message for a locked event (spec 001 §4), or null when it is open. */
export function getLockedMessage(event: ContentEvent, isFreemium: boolean): string | null {
  if (isEventOpen(event, isFreemium)) return null;
  // A freemium user on an event the server left open but not freemium-flagged: the generic text.
  if (event.availability.isAvailable) return getContentUnavailableMessage({ isAvailable: false, reason: 'freemium', canPurchase: true });
  // Contact type 3 on content only in extra units: the unit is what they lack (its products open it).
  if (event.availability.reason === 'limited' && getExtraUnitIds(event).length > 0)
    return getContentUnavailableMessage({ isAvailable: false, reason: 'extra_unit', canPurchase: true });
  const availability = toAvailability(event.availability);
  return availability ? getContentUnavailableMessage(availability) : texts.formation.eventUnavailableTitle;
}

/** True when buying something could open the event (extra units, bonuses, freemium, contact type 3). */
export function canBuyAccess(event: ContentEvent, isFreemium: boolean): boolean {
  if (isFreemium && !event.freemium) return true;
  return !event.availability.isAvailable && event.availability.canPurchase;
}

/** Ids of the extra units that hold the event, when it lives only in extra units; else empty. */
export function getExtraUnitIds(event: ContentEvent): number[] {
  const isExtraOnly = event.unidades.length > 0 && event.unidades.every((unit) => unit.type === 'unidad extra');
  return isExtraOnly ? event.unidades.map((unit) => unit.unidad_id) : [];
}

/**
 * True when a click on the locked event opens the purchase dialog instead of the locked-content dialog
 * (spec 001 §1, §6): a freemium user on content that is not freemium (extra units included), and contact
 * type 3 on a non-freemium event outside extra units (an extra unit says so and lists its products).
 * Content locked by its calendar or course month keeps the dialog with its reason.
 */
export function opensPurchaseGate(event: ContentEvent, isFreemium: boolean): boolean {
  if (isEventOpen(event, isFreemium)) return false;
  if (isFreemium) return !event.freemium || event.availability.reason === 'freemium';
  return event.availability.reason === 'limited' && getExtraUnitIds(event).length === 0;
}
