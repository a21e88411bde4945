import type { Formation } from '@campus/contract';
import { useSyncExternalStore } from 'react';
import { lazySchema, parseStored } from './contract-schemas';

/**
 * localStorage keys of the freemium trial (spec 000 §9: "kept in local storage under fixed keys", names not
 * shown): the formations the visitor may try, as the freemium sign-in answered them, and the group chosen
 * in "Elige tu formación".
 */
export const FREEMIUM_FORMATIONS_STORAGE_KEY = 'campus.freemium.formations';
export const FREEMIUM_GROUP_STORAGE_KEY = 'campus.freemium.group';

const formationsSchema = lazySchema((schemas) => schemas.storedFreemiumFormationsSchema);
const noFormations: readonly Formation[] = [];

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (privacy mode): the trial still works for this page view, without the chooser.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

let cachedFormations: { raw: string | null; value: readonly Formation[] } | null = null;

/** The stored freemium formations; empty when none are stored or the stored value is not valid. */
export function getFreemiumFormations(): readonly Formation[] {
  const raw = read(FREEMIUM_FORMATIONS_STORAGE_KEY);
  if (cachedFormations && cachedFormations.raw === raw) return cachedFormations.value;
  let value = noFormations;
  if (raw) {
    value =
      parseStored(raw, formationsSchema, () => {
        // Not the contract's shape after all: as if none were stored, as when it is checked at once.
        if (cachedFormations?.raw === raw) {
          cachedFormations = { raw, value: noFormations };
          notify();
        }
      }) ?? noFormations;
  }
  cachedFormations = { raw, value };
  return value;
}

/** The chosen freemium group code, or null while none is chosen. */
export function getFreemiumGroup(): string | null {
  return read(FREEMIUM_GROUP_STORAGE_KEY) || null;
}

/**
 * Stores what a freemium sign-in answered. `group` is the group already known (a lead names it); null lets
 * the visitor choose it in "Elige tu formación".
 */
export function storeFreemiumTrial(formations: readonly Formation[], group: string | null): void {
  write(FREEMIUM_FORMATIONS_STORAGE_KEY, JSON.stringify(formations));
  write(FREEMIUM_GROUP_STORAGE_KEY, group);
  notify();
}

/** Stores the group chosen in "Elige tu formación". */
export function setFreemiumGroup(group: string): void {
  write(FREEMIUM_GROUP_STORAGE_KEY, group);
  notify();
}

/** Forgets the trial (a regular sign-in, so nothing of an earlier visitor lingers). */
export function clearFreemiumTrial(): void {
  if (read(FREEMIUM_FORMATIONS_STORAGE_KEY) === null && read(FREEMIUM_GROUP_STORAGE_KEY) === null) return;
  write(FREEMIUM_FORMATIONS_STORAGE_KEY, null);
  write(FREEMIUM_GROUP_STORAGE_KEY, null);
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab choosing a group or signing in changes what this tab shows too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FREEMIUM_FORMATIONS_STORAGE_KEY || event.key === FREEMIUM_GROUP_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** React view of the stored freemium formations. */
export function useFreemiumFormations(): readonly Formation[] {
  return useSyncExternalStore(subscribe, getFreemiumFormations, () => noFormations);
}

/** React view of the chosen freemium group code. */
export function useFreemiumGroup(): string | null {
  return useSyncExternalStore(subscribe, getFreemiumGroup, () => null);
}

/**
 * The formation code a lead is about: the main formation of the chosen group (or of the only stored one),
 * else the group code itself; null when nothing is stored.
 */
export function getFreemiumLeadFormation(): string | null {
  const formations = getFreemiumFormations();
  const group = getFreemiumGroup();
  const chosen = formations.find((formation) => formation.edu_codigoformacion === group) ?? (formations.length === 1 ? formations[0] : undefined);
  if (chosen) return chosen.edu_principalcodigoformacion ?? chosen.edu_codigoformacion;
  return group;
}
