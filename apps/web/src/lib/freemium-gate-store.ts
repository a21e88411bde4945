import { createStore } from './create-store';

export interface FreemiumGateState {
  isOpen: boolean;
  /** What the freemium user tried to open ("la Plataforma de Test"), shown in the dialog's text. */
  featureName: string | null;
  /** Formation code the lead is about, when the caller knows it better than the stored freemium group. */
  formacion: string | null;
  /** The dialog's text when the user is not on the free trial (contact type 3), instead of the trial's. */
  description: string | null;
}

const gateStore = createStore<FreemiumGateState>({ isOpen: false, featureName: null, formacion: null, description: null });

/**
 * Opens the freemium gate (spec 000 §2, §4, §6): a freemium user reached something only students have.
 * It offers 'Pedir información' and 'Comprar ahora'.
 */
export function openFreemiumGate(options: { featureName?: string | null; formacion?: string | null; description?: string | null } = {}): void {
  gateStore.set({ isOpen: true, featureName: options.featureName ?? null, formacion: options.formacion ?? null, description: options.description ?? null });
}

/** Closes the freemium gate. */
export function closeFreemiumGate(): void {
  gateStore.set((current) => (current.isOpen ? { ...current, isOpen: false } : current));
}

export const useFreemiumGate = gateStore.use;
export const getFreemiumGate = gateStore.get;
