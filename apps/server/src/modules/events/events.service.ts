import { texts, type EventInfoAnswer, type EventsAnswer, type EventSummary, addCalendarDays, toAcademyInstant } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize, canSeeEventAttendance, getEventReach } from '../../policies';
import type { TableChanges } from '../../lib/table-changes';
import { createAgendaAnswerCache } from './agenda-answers';
import { toEventSummary } from './event-summary';
import type { EventsRepository } from './events.repository';

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

/** The student's events (home list) and one event's information. */
export function createEventsService(deps: {
  repository: EventsRepository;
  /** The contact's holdings rows (cached per contact until a write to their lines): what their agenda reaches. */
  loadHoldingRows: (contactCode: string) => Promise<object>;
  changes: TableChanges;
}) {
  const { repository } = deps;
  const agendas = createAgendaAnswerCache({ changes: deps.changes });
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
        const isShareable = !rows.some((row) =>
          canSeeEventAttendance(
            checked,
            row.organizers.map((o) => o.edu_codigocontacto),
          ),
        );
        return { answer: { status: 'ok', events: rows.map((row) => toEventSummary(checked, row)) }, isShareable };
      });
    },

    /** Forgets the cached agendas of this instance (tests whose factories write events behind the app's back). */
    clearAgendas: () => agendas.clear(),

    /**
     * The teacher's coming sessions for his home (issue 30): events of the groups he teaches, organized by him or
     * he is invited to, overlapping [from, to), by start, as the home lists events (the same join_url and join
     * window as students'). The caller has checked who asks and which groups he teaches.
     */
    async listTeachingEvents(actor: Actor, groupCodes: readonly string[], from: Date, to: Date, limit: number): Promise<EventSummary[]> {
      const rows = await repository.listTeachingInRange(actor.edu_codigocontacto, groupCodes, from, to, limit);
      return rows.map((row) => toEventSummary(actor, row));
    },

    /** GET /api/events/onlyInfo/{id}: one event the user may see; any other answers 404. */
    async getEventInfo(actor: Actor | null, eventId: number): Promise<EventInfoAnswer> {
      const checked = authorize(actor, 'signedIn');
      const row = await repository.findVisible(getEventReach(checked), eventId);
      if (!row) throw new AppError('not_found', texts.events.infoNotFound);
      return { status: 'ok', event: toEventSummary(checked, row) };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
