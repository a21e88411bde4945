import type { Availability, ContentAvailability, ContentEvent, ContentFile } from '@campus/contract';
import type { EventPlacement } from '../../policies';

/** The availability of the rules as the API answers it. */
export function toContentAvailability(availability: Availability): ContentAvailability {
  if (availability.isAvailable) return { isAvailable: true, reason: null, availableFrom: null, canPurchase: false };
  return { isAvailable: false, reason: availability.reason, availableFrom: availability.availableFrom ?? null, canPurchase: availability.canPurchase };
}

export interface ContentEventParts {
  placement: EventPlacement;
  /** Order of the event inside its topic. */
  orden: number;
  availability: Availability;
  archivos: ContentFile[];
  h5pFiles: ContentFile[];
  completed: { edu_codigocontacto: string; completed: number }[];
  organizers: { edu_codigocontacto: string; fullname: string; foto: string | null }[];
}

/** An event of the formation tree (spec 001 §3). A locked event keeps its description but loses its join link. */
export function toContentEvent(parts: ContentEventParts): ContentEvent {
  const { event, unidades } = parts.placement;
  const start = event.start_date ?? event.created_at;
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    event_type: event.event_type,
    event_date: event.event_date,
    start_date: start.toISOString(),
    end_date: (event.end_date ?? start).toISOString(),
    start_hour: event.start_hour,
    end_hour: event.end_hour,
    all_day: event.all_day,
    daysOfWeek: event.days_of_week ?? [],
    inicio_calendario: event.inicio_calendario,
    fin_calendario: event.fin_calendario,
    no_fechar: event.no_fechar,
    freemium: event.freemium,
    download: event.download,
    join_url: parts.availability.isAvailable ? event.join_url : null,
    zoom_id: parts.availability.isAvailable ? event.zoom_id : null,
    source_id: event.source_id,
    orden: parts.orden,
    rescheduled: event.rescheduled,
    event_original: event.event_original,
    event_rescheduled: event.event_rescheduled,
    metadata: event.metadata ?? null,
    unidades,
    archivos: parts.archivos,
    h5pFiles: parts.h5pFiles,
    completed: parts.completed,
    organizers: parts.organizers,
    availability: toContentAvailability(parts.availability),
  };
}
