import { constants, type Activity } from '@campus/contract';

/** What the student viewed: the class video (type 4, view attendance) or a PDF or image (type 3). */
export type ViewedKind = 'video' | 'pdf' | 'image';

/**
 * The attendance record of viewing an event's content (spec 001 §2, §9): type 4 at the end of a class
 * video, type 3 when a PDF or an image is viewed; metadata {id_evento, id_grupo, after}.
 */
export function buildViewAttendance(kind: ViewedKind, eventId: number, contactCode: string, groupCode: string): Activity {
  return {
    tipo_actividad_id: kind === 'video' ? constants.activityType.viewAttendance : constants.activityType.eventJoin,
    edu_codigocontacto: contactCode,
    hasActivity: true,
    metadata: { id_evento: eventId, id_grupo: groupCode, after: kind },
  };
}
