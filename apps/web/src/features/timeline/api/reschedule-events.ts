import { texts, type RescheduleAnswer, type TimelineAnswer, type WeekdayHours } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { isApiError } from '../../../lib/api-client';
import { timelineKeys } from './timeline-keys';

export interface RescheduleRequest {
  groupCode: string;
  contactCode: string;
  /** Days 'YYYY-MM-DD': the plan starts on start_date (never before today). */
  start_date: string;
  end_date: string | null;
  lineaFechaInicio: string | null;
  data: WeekdayHours;
  n4: string | null;
}

/** POST /api/events/reschedule/{groupId}/{contactId}?start_date&end_date&lineaFechaInicio {data, n4}: a new study plan. */
export function rescheduleEvents(request: RescheduleRequest) {
  return callEndpoint('rescheduleStudyPlan', {
    params: { groupId: request.groupCode, contactId: request.contactCode },
    query: { start_date: request.start_date, end_date: request.end_date || undefined, lineaFechaInicio: request.lineaFechaInicio || undefined },
    body: { data: request.data, n4: request.n4 },
  });
}

/** The timeline with the previous plan gone and the new one in place of the content it plans, by start. */
export function withNewPlan(list: TimelineAnswer, plan: RescheduleAnswer): TimelineAnswer {
  const removed = new Set(plan.removedEventIds);
  const planned = new Set(plan.events.map((event) => event.event_original));
  const kept = list.events.filter((event) => !removed.has(event.id) && !planned.has(event.id));
  const events = [...kept, ...plan.events].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  return { ...list, events };
}

/**
 * Makes the plan; on success 'Eventos reprogramados correctamente', the answer is written into the timeline
 * (the content it plans leaves, its plan events come in) and the percentage is asked again, since the
 * events up to today changed. On failure 'Error al reprogramar los eventos', with the server's reason for a refusal
 * (the dialog stays open with what was typed).
 */
export function useRescheduleEvents(parentCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleEvents,
    onSuccess: (plan, request) => {
      const key = timelineKeys.list(parentCode, request.groupCode, request.contactCode);
      const list = queryClient.getQueryData<TimelineAnswer>(key);
      if (list) queryClient.setQueryData(key, withNewPlan(list, plan));
      else void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: timelineKeys.percents() });
      toast.success(texts.timeline.rescheduled);
    },
    onError: (error) => {
      // A refusal the student can act on (no day left in the course, the content does not fit) says why under the spec's text.
      const reason = isApiError(error) && error.status === 400 ? error.message : undefined;
      toast.error(texts.timeline.rescheduleError, reason ? { description: reason } : undefined);
    },
  });
}
