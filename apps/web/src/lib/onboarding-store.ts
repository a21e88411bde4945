import type { Onboarding } from '@campus/contract';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { lazySchema, parseStored } from './contract-schemas';
import type { storedOnboardingsSchema } from './schemas-chunk';

/**
 * localStorage key of the user's onboardings. Only the login answer carries them (`onBoarding`), and
 * the session check does not, so the sign-in stores them here and the tour reads them.
 */
export const ONBOARDING_STORAGE_KEY = 'campus.onboarding';

const storedSchema = lazySchema((schemas) => schemas.storedOnboardingsSchema);
type Stored = z.infer<typeof storedOnboardingsSchema>;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; value: Stored | null } | null = null;

function read(): Stored | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(ONBOARDING_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.value;
  let value: Stored | null = null;
  if (raw) {
    value = parseStored(raw, storedSchema, () => {
      // Not the contract's shape after all: as if nothing were stored, as when it is checked at once.
      if (cached?.raw === raw) {
        cached = { raw, value: null };
        notifyAll();
      }
    });
  }
  cached = { raw, value };
  return value;
}

/** Stores the onboardings of a user (login answer, or the answer of completing one). */
export function saveOnboardings(edu_codigocontacto: string, onBoarding: readonly Onboarding[]): void {
  try {
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ edu_codigocontacto, onBoarding }));
  } catch {
    // Storage unavailable: the tour then simply does not show.
  }
  notifyAll();
}

function notifyAll(): void {
  for (const listener of listeners) listener();
}

/** The stored onboardings of this user; empty when none are stored or they belong to someone else. */
export function getOnboardings(edu_codigocontacto: string): readonly Onboarding[] {
  const stored = read();
  return stored && stored.edu_codigocontacto === edu_codigocontacto ? stored.onBoarding : noOnboardings;
}

const noOnboardings: readonly Onboarding[] = [];

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ONBOARDING_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** React view of the user's stored onboardings. */
export function useOnboardings(edu_codigocontacto: string | null | undefined): readonly Onboarding[] {
  return useSyncExternalStore(
    subscribe,
    () => (edu_codigocontacto ? getOnboardings(edu_codigocontacto) : noOnboardings),
    () => noOnboardings,
  );
}
