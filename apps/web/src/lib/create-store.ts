import { useSyncExternalStore } from 'react';

/** A tiny in-memory store readable from React: dialogs that any screen may open (lead sheet, freemium gate). */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** React view of the store; re-renders on every change. */
  use: () => T;
}

/** Creates a store holding `initial`. Updates that return the same object notify nobody. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const set = (next: T | ((current: T) => T)) => {
    const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
    if (Object.is(value, state)) return;
    state = value;
    for (const listener of listeners) listener();
  };
  const use = () => useSyncExternalStore(subscribe, get, get);
  return { get, set, subscribe, use };
}
