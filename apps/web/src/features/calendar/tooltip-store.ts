import { createStore } from '../../lib/create-store';
import type { PlacedEvent } from './calendar-events';

/** The event under the pointer or the keyboard focus, and where its chip is: one tooltip serves every chip. */
export interface TooltipState {
  item: PlacedEvent | null;
  rect: { top: number; left: number; bottom: number; width: number } | null;
}

const store = createStore<TooltipState>({ item: null, rect: null });

export function showEventTooltip(item: PlacedEvent, element: HTMLElement): void {
  const rect = element.getBoundingClientRect();
  store.set({ item, rect: { top: rect.top, left: rect.left, bottom: rect.bottom, width: rect.width } });
}

export function hideEventTooltip(item?: PlacedEvent): void {
  store.set((current) => (current.item === null || (item && current.item !== item) ? current : { item: null, rect: null }));
}

export const useEventTooltip = store.use;
