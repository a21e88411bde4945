import type { EventSummary } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { canSeeEventAttendance } from '../../policies';
import type { EventWithRelations } from './events.repository';

/** An event row with its groups, organizers and completion rows: what an EventSummary is made from. */
export type { EventWithRelations };

/**
 * An event as the home list, the calendar pushes, the event card, an approved tutoría and a study plan
 * send it. Completion rows of other people are shown only to the event's organizers and to staff; anyone
 * else sees their own.
 */
export function toEventSummary(actor: Actor, row: EventWithRelations): EventSummary {
  const canSeeEveryone = canSeeEventAttendance(
    actor,
    row.organizers.map((o) => o.edu_codigocontacto),
  );
  return {
    id: row.id,
    serie_id: row.serie_id,
    title: row.title,
    description: row.description,
    foto: row.foto,
    event_type: row.event_type,
    event_date: row.event_date,
    start_date: row.start_date!.toISOString(),
    end_date: row.end_date!.toISOString(),
    start_hour: row.start_hour,
    end_hour: row.end_hour,
    all_day: row.all_day,
    join_url: row.join_url,
    no_fechar: row.no_fechar,
    freemium: row.freemium,
    inicio_calendario: row.inicio_calendario,
    fin_calendario: row.fin_calendario,
    rescheduled: row.rescheduled,
    formations: row.groups.map(({ value, label }) => ({ value, label })),
    organizers: row.organizers.map(({ edu_codigocontacto, fullname, foto }) => ({ edu_codigocontacto, fullname, foto })),
    contacts: row.people
      .filter((p) => canSeeEveryone || p.edu_codigocontacto === actor.edu_codigocontacto)
      .map(({ edu_codigocontacto, completed }) => ({ edu_codigocontacto, completed })),
  };
}
