import type { ContentEvent, ContentFile } from '@campus/contract';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { recordActivities } from '../../lib/api/save-activities';
import { useUpdateEventCompletion } from './api/update-event-completion';
import { isEventCompleted } from './content-sequence';
import { buildViewAttendance, type ViewedKind } from './viewers/attendance';
import { downloadFile } from './viewers/download-file';

interface EventActionsOptions {
  contactCode: string;
  parentCode: string;
  groupCode: string;
  /** A teacher of the group or staff: his visits record nothing (no attendance, no completion: they are students' figures). */
  isTeaching?: boolean;
}

/**
 * What the viewer does on the student's behalf: toggle completion; record attendance when a PDF or an image
 * is viewed (type 3) or a class video ends (type 4, and the event is then completed); download files.
 */
export function useEventActions({ contactCode, parentCode, groupCode, isTeaching = false }: EventActionsOptions) {
  const completion = useUpdateEventCompletion(contactCode, parentCode, groupCode);
  const { mutate: mutateCompletion } = completion;

  const toggleCompletion = useCallback((event: ContentEvent, completed: 0 | 1) => mutateCompletion({ eventId: event.id, completed }), [mutateCompletion]);

  const recordView = useCallback(
    (event: ContentEvent, kind: ViewedKind) => {
      if (isTeaching) return;
      // Failures are only logged ('Error al guardar la asistencia'): the student is never interrupted.
      void recordActivities([buildViewAttendance(kind, event.id, contactCode, groupCode)]);
      if (kind === 'video' && !isEventCompleted(event)) mutateCompletion({ eventId: event.id, completed: 1 });
    },
    [contactCode, groupCode, isTeaching, mutateCompletion],
  );

  const download = useCallback(async (file: ContentFile) => {
    const error = await downloadFile(file.id, file.name);
    if (error) toast.error(error);
  }, []);

  return { toggleCompletion, recordView, download, isCompletionPending: completion.isPending };
}
