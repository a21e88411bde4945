import { createStore } from './create-store';

/** Why the visitor opens the lead form: to ask for information, or to buy (an advisor completes the enrolment). */
export type LeadIntent = 'info' | 'purchase';

export interface LeadSheetState {
  isOpen: boolean;
  /** Formation code sent as `formacion` with the lead (the freemium course being tried), if any. */
  formacion: string | null;
  intent: LeadIntent;
}

const closedState: LeadSheetState = { isOpen: false, formacion: null, intent: 'info' };

const leadSheetStore = createStore<LeadSheetState>(closedState);

/**
 * Opens the side sheet "¿Necesitas más información? Te llamamos gratis" (spec 000 §2) from any screen:
 * the freemium gate, the "Contenido gratuito no disponible" dialog, the help articles.
 */
export function openLeadSheet(options: { formacion?: string | null; intent?: LeadIntent } = {}): void {
  leadSheetStore.set({ isOpen: true, formacion: options.formacion ?? null, intent: options.intent ?? 'info' });
}

/** Closes the lead sheet (after a successful submit, or when the visitor dismisses it). */
export function closeLeadSheet(): void {
  leadSheetStore.set((current) => (current.isOpen ? { ...current, isOpen: false } : current));
}

/** The lead sheet's state, for the sheet itself and for tests. */
export const useLeadSheet = leadSheetStore.use;
export const getLeadSheet = leadSheetStore.get;
