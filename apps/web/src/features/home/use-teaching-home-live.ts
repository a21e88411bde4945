import type { Notification } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { teachingHomeKey } from './api/get-teaching-home';

/** The bell notices (issue 30 item 6) that change what waits for a teacher: a delivery, a request, a class comment, a board post. */
const TEACHER_WORK_NOTICES: ReadonlySet<Notification['notifiable_type']> = new Set(['task', 'request', 'event', 'post']);

/**
 * Keeps the teacher's home live: what a student hands in, asks, comments or posts (the bell notice, and the
 * module's own push: delivery-updated, request-updated, post-changed) and what he does himself in another tab
 * (grading, deciding, answering push the same events to him) ask the home again, the answer replacing the cached
 * one. `groupCodes`: his groups, so a board post elsewhere (he is only a member there) changes nothing.
 */
export function useTeachingHomeLive(groupCodes: readonly string[]): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: teachingHomeKey() }), [queryClient]);

  useSocketEvent('bell', (notification) => {
    if (TEACHER_WORK_NOTICES.has(notification.notifiable_type)) refresh();
  });
  useSocketEvent('delivery-updated', refresh);
  useSocketEvent('request-updated', refresh);
  useSocketEvent('calendar-changed', refresh);
  useSocketEvent('post-changed', (payload) => {
    if (payload.groupCodes.some((code) => groupCodes.includes(code))) refresh();
  });
  // Pushes sent while the connection was down are lost.
  useSocketRelogin(refresh);
}
