import { onboardingSchema, type Onboarding } from '@campus/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * localStorage key of the user's onboardings. Only the login answer carries them (`onBoarding`), and
 * the session check does not, so the sign-in stores them here and the tour reads them.
 */
export const ONBOARDING_STORAGE_KEY = 'campus.onboarding';

const storedSchema = z.object({ edu_codigocontacto: z.string(), onBoarding: z.array(onboardingSchema) });
type Stored = z.infer<typeof storedSchema>;

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
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : null;
    } catch {
      value = null;
    }
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
