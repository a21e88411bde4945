import { texts, type EventInfoAnswer, type EventsAnswer, type EventSummary, addCalendarDays, toAcademyInstant } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize, canSeeEventAttendance, getEventReach } from '../../policies';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { createAgendaAnswerCache } from './agenda-answers';
import type { EventsRepository, EventWithRelations } from './events.repository';

/** Madrid midnight of each day asked: a pure function of the day, worth remembering since the home asks the same range all day. */
const midnights = new Map<string, number>();
function toAcademyMidnight(day: string): Date {
  let instant = midnights.get(day);
  if (instant === undefined) {
    instant = toAcademyInstant(day).getTime();
    if (midnights.size >= 1000) midnights.clear();
    midnights.set(day, instant);
  }
  return new Date(instant);
}

/**
 * Events as the home list, the calendar and the event card read them. Completion rows of other people
 * are shown only to the event's organizers and to staff; a student sees their own.
 */
function toSummaries(actor: Actor, rows: readonly EventWithRelations[]): EventSummary[] {
  return rows.map((row) => {
    const eventOrganizers = row.organizers;
    const canSeeEveryone = canSeeEventAttendance(actor, eventOrganizers.map((o) => o.edu_codigocontacto));
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
      organizers: eventOrganizers.map(({ edu_codigocontacto, fullname, foto }) => ({ edu_codigocontacto, fullname, foto })),
      contacts: row.people
        .filter((p) => canSeeEveryone || p.edu_codigocontacto === actor.edu_codigocontacto)
        .map(({ edu_codigocontacto, completed }) => ({ edu_codigocontacto, completed })),
    };
  });
}

/** The student's events (home list) and one event's information. */
export function createEventsService(deps: {
  repository: EventsRepository;
  /** The contact's holdings rows (cached per contact until a write to their lines): what their agenda reaches. */
  loadHoldingRows: (contactCode: string) => Promise<object>;
  invalidation: InvalidationBus;
}) {
  const { repository } = deps;
  const agendas = createAgendaAnswerCache({ bus: deps.invalidation });
  return {
    /**
     * GET /api/events/contact/{code}/{email}?start_date&end_date: the user's own events (code and e-mail
     * must be theirs) overlapping the Madrid days start_date..end_date, by start.
     */
    async listContactEvents(actor: Actor | null, code: string, email: string, range: { start_date: string; end_date: string }): Promise<EventsAnswer> {
      const checked = authorize(actor, 'listOwnEvents', { contactCode: code, email });
      const startDay = range.start_date.slice(0, 10);
      const endDay = range.end_date.slice(0, 10);
      const holdings = await deps.loadHoldingRows(checked.edu_codigocontacto);
      return agendas.get(checked, holdings, `${startDay}|${endDay}`, async () => {
        const rows = await repository.listOwnInRange(getEventReach(checked), toAcademyMidnight(startDay), toAcademyMidnight(addCalendarDays(endDay, 1)));
        const isShareable = !rows.some((row) => canSeeEventAttendance(checked, row.organizers.map((o) => o.edu_codigocontacto)));
        return { answer: { status: 'ok', events: toSummaries(checked, rows) }, isShareable };
      });
    },

    /** Forgets the cached agendas of this instance (tests whose factories write events behind the app's back). */
    clearAgendas: () => agendas.clear(),

    /** GET /api/events/onlyInfo/{id}: one event the user may see; any other answers 404. */
    async getEventInfo(actor: Actor | null, eventId: number): Promise<EventInfoAnswer> {
      const checked = authorize(actor, 'signedIn');
      const row = await repository.findVisible(getEventReach(checked), eventId);
      if (!row) throw new AppError('not_found', texts.events.infoNotFound);
      const [event] = toSummaries(checked, [row]);
      return { status: 'ok', event: event! };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
