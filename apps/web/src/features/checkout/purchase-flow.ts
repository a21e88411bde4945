import type { PaymentMethod } from '@campus/contract';

/**
 * The card purchase as a state machine (spec 001 §4): payment-methods → add-card → payment-methods →
 * processing → done when the invoice is 'paid', or back to payment-methods with the error. A card that
 * needs 3-D Secure goes processing → authentication (the bank's challenge) → processing.
 * 'loading' and 'unavailable' frame it: preparing the customer, and a payment system that failed to start.
 */
export type PurchaseStep = 'loading' | 'unavailable' | 'payment-methods' | 'add-card' | 'processing' | 'authentication' | 'done';

export interface PurchaseState {
  step: PurchaseStep;
  customerId: string | null;
  methods: readonly PaymentMethod[];
  selectedMethodId: string | null;
  /** The Spanish error shown on the current step, if any. */
  error: string | null;
  /** What the provider said about that error (a declined card's reason), shown under it; null when none. */
  errorDetail: string | null;
  /** While authenticating: the sandbox's challenge page to frame, or null when Stripe.js shows the bank's. */
  challengeUrl: string | null;
  /** Once done: the invoice paid (its PDF is in the secretary), or null. */
  invoiceId: string | null;
}

export type PurchaseAction =
  | { type: 'ready'; customerId: string; methods: readonly PaymentMethod[]; error?: string | null }
  | { type: 'init-failed'; error: string }
  | { type: 'select'; methodId: string }
  | { type: 'add-card' }
  | { type: 'cancel-add-card' }
  | { type: 'card-failed'; error: string }
  /** `methods` is the refreshed list (empty when refreshing failed: `error` says so); `method` the new card. */
  | { type: 'card-added'; methods: readonly PaymentMethod[]; method: PaymentMethod; error?: string | null }
  | { type: 'rejected'; error: string }
  | { type: 'processing' }
  | { type: 'authentication-required'; challengeUrl: string | null }
  | { type: 'authenticated' }
  | { type: 'failed'; error: string; detail?: string | null }
  /** `invoiceId` the provider invoice paid: the done step offers its PDF. */
  | { type: 'paid'; invoiceId?: string };

export const initialPurchaseState: PurchaseState = {
  step: 'loading',
  customerId: null,
  methods: [],
  selectedMethodId: null,
  error: null,
  errorDetail: null,
  challengeUrl: null,
  invoiceId: null,
};

/** The saved card chosen by default: the only one, or none so the student picks. */
function defaultSelection(methods: readonly PaymentMethod[]): string | null {
  return methods.length === 1 ? methods[0]!.id : null;
}

/** Moves the purchase on; actions that make no sense in the current step leave it as it is. */
export function purchaseReducer(state: PurchaseState, action: PurchaseAction): PurchaseState {
  const next = movePurchase(state, action);
  // A detail belongs to the failed payment it explains: whatever happens next drops it.
  if (next === state || action.type === 'failed' || next.errorDetail === null) return next;
  return { ...next, errorDetail: null };
}

function movePurchase(state: PurchaseState, action: PurchaseAction): PurchaseState {
  switch (action.type) {
    case 'ready':
      if (state.step !== 'loading') return state;
      return {
        ...state,
        step: 'payment-methods',
        customerId: action.customerId,
        methods: action.methods,
        selectedMethodId: defaultSelection(action.methods),
        error: action.error ?? null,
      };
    case 'init-failed':
      return state.step === 'loading' ? { ...state, step: 'unavailable', error: action.error } : state;
    case 'select':
      return state.step === 'payment-methods' && state.methods.some((method) => method.id === action.methodId)
        ? { ...state, selectedMethodId: action.methodId, error: null }
        : state;
    case 'add-card':
      return state.step === 'payment-methods' ? { ...state, step: 'add-card', error: null } : state;
    case 'cancel-add-card':
      return state.step === 'add-card' ? { ...state, step: 'payment-methods', error: null } : state;
    case 'card-failed':
      return state.step === 'add-card' ? { ...state, error: action.error } : state;
    case 'card-added': {
      if (state.step !== 'add-card') return state;
      const refreshed = action.error ? state.methods : action.methods;
      const methods = refreshed.some((method) => method.id === action.method.id) ? refreshed : [...refreshed, action.method];
      return { ...state, step: 'payment-methods', methods, selectedMethodId: action.method.id, error: action.error ?? null };
    }
    case 'rejected':
      return state.step === 'payment-methods' ? { ...state, error: action.error } : state;
    case 'processing':
      return state.step === 'payment-methods' ? { ...state, step: 'processing', error: null } : state;
    case 'authentication-required':
      return state.step === 'processing' ? { ...state, step: 'authentication', challengeUrl: action.challengeUrl } : state;
    case 'authenticated':
      return state.step === 'authentication' ? { ...state, step: 'processing', challengeUrl: null } : state;
    case 'failed':
      return state.step === 'processing' || state.step === 'authentication'
        ? { ...state, step: 'payment-methods', error: action.error, errorDetail: action.detail ?? null, challengeUrl: null }
        : state;
    case 'paid':
      return state.step === 'processing' ? { ...state, step: 'done', error: null, invoiceId: action.invoiceId ?? null } : state;
  }
}
