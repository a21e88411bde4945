import { useSyncExternalStore } from 'react';

/**
 * sessionStorage key of the events the student joined in this browser session: the check-out link
 * ('Registrar salida') is offered for them, also after a reload.
 */
export const JOINED_EVENTS_STORAGE_KEY = 'campus.joinedEvents';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; ids: ReadonlySet<number> } | null = null;
const empty: ReadonlySet<number> = new Set();

function read(): ReadonlySet<number> {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(JOINED_EVENTS_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.ids;
  let ids = empty;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = new Set(parsed.filter((id): id is number => Number.isInteger(id)));
  } catch {
    ids = empty;
  }
  cached = { raw, ids };
  return ids;
}

/** Remembers that the student joined (or checked out of) an event. */
export function markEventJoined(eventId: number): void {
  const ids = new Set(read());
  ids.add(eventId);
  try {
    window.sessionStorage.setItem(JOINED_EVENTS_STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Without storage the check-out link simply is not offered after a reload.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The ids of the events joined in this browser session. */
export function useJoinedEvents(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, read, () => empty);
}
