import type { ServerToClientEvents } from '@campus/contract';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import {
  getRealtimeSocket,
  getRealtimeStatus,
  retainRealtime,
  subscribeRealtimeSocket,
  subscribeRealtimeStatus,
  subscribeRelogin,
  type CampusSocket,
  type RealtimeStatus,
} from './realtime-connection';

const getNoSocket = () => null;
const getIdleStatus = (): RealtimeStatus => 'idle';

/** The connection's state (see RealtimeStatus); re-renders when it changes. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeRealtimeStatus, getRealtimeStatus, getIdleStatus);
}

/** The signed-in user's socket (null while signed out); re-renders when it is replaced. */
export function useRealtimeSocket(): CampusSocket | null {
  return useSyncExternalStore(subscribeRealtimeSocket, getRealtimeSocket, getNoSocket);
}

/** Opens the realtime connection for as long as the calling component is mounted (the shell). */
export function useRealtimeConnection(): void {
  useEffect(() => retainRealtime(), []);
}

type ServerEvent = keyof ServerToClientEvents;

interface UntypedEmitter {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * Calls `handler` for every `event` the server pushes. The handler may change on every render: the
 * latest one runs, without re-subscribing. Each feature subscribes in its own hook and writes what it
 * receives into the query cache.
 */
export function useSocketEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useRealtimeSocket();
  const onEvent = useEffectEvent((...args: unknown[]) => {
    (handler as (...received: unknown[]) => void)(...args);
  });

  useEffect(() => {
    if (!socket) return;
    const listener = (...args: unknown[]) => onEvent(...args);
    // socket.io's typed `on` does not narrow through a generic event name; `handler` is typed above.
    const untyped = socket as unknown as UntypedEmitter;
    untyped.on(event, listener);
    return () => {
      untyped.off(event, listener);
    };
  }, [socket, event]);
}

/**
 * Calls `handler` when the socket logs in again after a dropped connection: whatever was pushed in
 * between was lost, so features refetch.
 */
export function useSocketRelogin(handler: () => void): void {
  const onRelogin = useEffectEvent(handler);
  useEffect(() => subscribeRelogin(() => onRelogin()), []);
}
