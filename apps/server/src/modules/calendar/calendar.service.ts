import { randomBytes } from 'node:crypto';
import {
  type Availability,
  type CalendarAnswer,
  type CalendarEvent,
  type CalendarEventAnswer,
  type CalendarFeedAnswer,
  type CalendarQuery,
  type EventFilesAnswer,
  MAX_CALENDAR_GROUPS,
  addCalendarDays,
  buildEndpointPath,
  endpoints,
  getEventDay,
  getEventDisabledMessage,
  shouldHideEventResources,
  texts,
  toAcademyDay,
  toAcademyInstant,
} from '@campus/contract';
import { type Actor, toActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type AccessPolicies, authorize, canSeeEventAttendance, type EventPlacement, type GroupAccess, isAuthorized, type UserHoldings } from '../../policies';
import type { TableChanges } from '../../lib/table-changes';
import { createAgendaAnswerCache } from '../events/agenda-answers';
import { presentFile } from '../files/file-presenter';
import type { FileSigner } from '../files/file-signer';
import { buildIcs, type IcsEvent } from './calendar-ics';
import type { CalendarRepository, CalendarRow } from './calendar.repository';

const OPEN: Availability = { isAvailable: true, grantedBy: 'open' };
/** The personal feed covers this much past and future (calendar apps keep what they already imported). */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 366;

/** A downloaded calendar file. */
export interface IcsFile {
  fileName: string;
  body: string;
}

const parseCodes = (value: string | undefined) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code.length > 0),
  ),
];

/** The codes an event of these groups is linked to: the groups and their main formations. */
function linkCodes(groups: readonly GroupAccess[]): string[] {
  return [
    ...new Set(groups.flatMap((g) => [g.group.edu_codigoformacion, ...(g.group.edu_principalcodigoformacion ? [g.group.edu_principalcodigoformacion] : [])])),
  ];
}

function toPlacement(row: CalendarRow): EventPlacement {
  return { event: row.event, groupCodes: row.groupCodes, unidades: row.unidades, organizerCodes: row.organizers.map((o) => o.edu_codigocontacto) };
}

/**
 * The calendar of spec 001 §Calendar and the event card of spec 002: events of the user's groups with
 * their availability decided here by the contract's rules (the same engine as the formation tree), the
 * event's files, .ics downloads and the personal subscription feed.
 */
export function createCalendarService(deps: {
  repository: CalendarRepository;
  access: AccessPolicies;
  signer: FileSigner;
  now: () => Date;
  publicUrl: string;
  changes: TableChanges;
}) {
  const { repository, access, signer, now } = deps;
  // A month is served again while nothing it shows changed (the home agenda's rules: same session and
  // holdings objects, no event change anywhere, none of the user's completions, study plan or invitations,
  // which their writers announce on the completions topic), and the same academy day (availability).
  const months = createAgendaAnswerCache<CalendarAnswer>({ changes: deps.changes });

  /** Every group the user reaches through an enrolment or teaching (what their detail, downloads and feed see). */
  async function ownGroups(actor: Actor, holdings: UserHoldings): Promise<GroupAccess[]> {
    const codes = [...new Set([...holdings.lines.map((l) => l.line.edu_codigoformacion), ...holdings.taughtGroups])];
    const found = await Promise.all(codes.map((code) => access.findGroup(actor, code, holdings)));
    return found.filter((g): g is GroupAccess => g !== null);
  }

  /**
   * Whether the user sees the event, and its availability for them (null: not visible). A study-plan event
   * is only its owner's (decided through the plan's group); a group event through the first of the user's
   * groups that opens it (else the first that holds it, with its reason); an event they organize or are
   * invited to, and any event for staff, is open.
   */
  function decide(actor: Actor, row: CalendarRow, groups: readonly GroupAccess[]): Availability | null {
    const code = actor.edu_codigocontacto;
    const placement = toPlacement(row);
    if (row.event.plan_contact !== null) {
      if (row.event.plan_contact !== code) return null;
      const through = groups.find((g) => g.group.edu_codigoformacion === row.event.plan_group);
      return through ? access.availabilityIn(actor, placement, through) : OPEN;
    }
    let fallback: Availability | null = null;
    for (const through of groups) {
      const { edu_codigoformacion, edu_principalcodigoformacion } = through.group;
      if (!row.groupCodes.includes(edu_codigoformacion) && !(edu_principalcodigoformacion !== null && row.groupCodes.includes(edu_principalcodigoformacion)))
        continue;
      const availability = access.availabilityIn(actor, placement, through);
      if (availability.isAvailable) return availability;
      fallback ??= availability;
    }
    if (fallback) return fallback;
    // Invited: a contact row of an event without groups (a tutoría); on a group event it is a completion mark.
    const isPersonal = placement.organizerCodes.includes(code) || (row.groupCodes.length === 0 && row.people.some((p) => p.edu_codigocontacto === code));
    return isAuthorized(actor, 'seeEventOutsideGroups', { isOrganizerOrInvited: isPersonal }) ? OPEN : null;
  }

  /** The event as the calendar and the event card show it to this user. */
  function toCalendarEvent(actor: Actor, row: CalendarRow, availability: Availability, isPlanShown: boolean): CalendarEvent {
    const { event } = row;
    const canSeeEveryone = canSeeEventAttendance(
      actor,
      row.organizers.map((o) => o.edu_codigocontacto),
    );
    // A locked event never offers its join link; one before the course month loses it explicitly (spec 001 §4).
    const hidesLink = !availability.isAvailable || shouldHideEventResources(availability);
    const start = event.start_date!;
    return {
      id: event.id,
      serie_id: event.serie_id,
      title: event.title,
      description: event.description,
      foto: event.foto,
      event_type: event.event_type,
      event_date: event.event_date,
      start_date: start.toISOString(),
      end_date: event.end_date!.toISOString(),
      start_hour: event.start_hour,
      end_hour: event.end_hour,
      all_day: event.all_day,
      join_url: hidesLink ? null : event.join_url,
      no_fechar: event.no_fechar,
      freemium: event.freemium,
      inicio_calendario: event.inicio_calendario,
      fin_calendario: event.fin_calendario,
      rescheduled: event.rescheduled,
      formations: row.groups,
      organizers: row.organizers,
      contacts: row.people.filter((p) => canSeeEveryone || p.edu_codigocontacto === actor.edu_codigocontacto),
      days_of_week: event.days_of_week ?? [],
      metadata: event.metadata ?? null,
      zoom_id: hidesLink ? null : event.zoom_id,
      event_original: event.event_original,
      // The user's own study plan marks the original it replaces, for them only (the shared row is never written).
      event_rescheduled: (isPlanShown ? row.replacedBy : null) ?? event.event_rescheduled,
      unidades: row.unidades,
      download: event.download,
      availability: availability.isAvailable
        ? { isAvailable: true, reason: null, message: null, availableFrom: null, canPurchase: false }
        : {
            isAvailable: false,
            reason: availability.reason,
            message: getEventDisabledMessage(availability),
            availableFrom: availability.availableFrom ?? null,
            canPurchase: availability.canPurchase,
          },
    };
  }

  /** One event the user may see, with its availability; null otherwise. */
  async function findVisible(actor: Actor, eventId: number): Promise<{ row: CalendarRow; availability: Availability } | null> {
    const [row, holdings] = await Promise.all([repository.findById(actor.edu_codigocontacto, eventId), access.loadHoldings(actor)]);
    if (!row) return null;
    const availability = decide(actor, row, await ownGroups(actor, holdings));
    return availability ? { row, availability } : null;
  }

  /** One event the user may see, with its availability; 404 otherwise. */
  async function requireVisible(actor: Actor, eventId: number) {
    const found = await findVisible(actor, eventId);
    if (!found) throw new AppError('not_found', texts.events.infoNotFound);
    return found;
  }

  function toIcsEvent(row: CalendarRow, availability: Availability): IcsEvent {
    const { event } = row;
    const start = event.start_date!;
    return {
      id: event.id,
      title: event.title,
      description: event.description,
      start,
      end: event.end_date!,
      day: getEventDay({ event_date: event.event_date, start_date: start.toISOString() }),
      allDay: event.all_day,
      joinUrl: availability.isAvailable ? event.join_url : null,
      groups: row.groups.map((g) => g.label),
      updatedAt: event.updated_at,
    };
  }

  const feedUrls = (token: string, createdAt: Date) => {
    const httpsUrl = new URL(buildEndpointPath(endpoints.readCalendarFeedFile, { file: `${token}.ics` }), deps.publicUrl).href;
    return { webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:'), httpsUrl, created_at: createdAt.toISOString() };
  };

  return {
    /** GET /api/events/formations/common?start_date&end_date&formations&contacts&reeschedule */
    async listCalendar(actor: Actor | null, query: CalendarQuery): Promise<CalendarAnswer> {
      const codes = parseCodes(query.formations);
      if (codes.length > MAX_CALENDAR_GROUPS) throw new AppError('validation', texts.errors.validation);
      const { actor: checked, groups, holdings } = await access.authorize(actor, 'viewCalendar', { groupCodes: codes, contactCode: query.contacts });
      const withPlan = query.reeschedule === '1';
      const groupCodes = groups.map((g) => g.group.edu_codigoformacion);
      const variant = [
        toAcademyDay(now()),
        query.start_date.slice(0, 10),
        query.end_date.slice(0, 10),
        groupCodes.join(','),
        query.contacts ?? '',
        withPlan ? 1 : 0,
      ].join('|');
      return months.get(checked, holdings, variant, async () => {
        const rows = await repository.listInRange({
          me: checked.edu_codigocontacto,
          from: toAcademyInstant(query.start_date.slice(0, 10)),
          to: toAcademyInstant(addCalendarDays(query.end_date.slice(0, 10), 1)),
          groups: linkCodes(groups),
          withContact: query.contacts !== undefined,
          withPlan,
          planGroups: groupCodes,
        });
        const events: CalendarEvent[] = [];
        for (const row of rows) {
          const availability = decide(checked, row, groups);
          if (availability) events.push(toCalendarEvent(checked, row, availability, withPlan));
        }
        // An organizer's or staff member's month shows everyone's completion, which anyone changes: not kept.
        const isShareable = !rows.some((row) =>
          canSeeEventAttendance(
            checked,
            row.organizers.map((o) => o.edu_codigocontacto),
          ),
        );
        return { answer: { status: 'ok' as const, events }, isShareable };
      });
    },

    /** Forgets the kept months of this instance (tests whose factories write events behind the app's back). */
    clearMonths: () => months.clear(),

    /** GET /api/events/onlyInfo/{id}: one event the user may see, in the calendar's shape. */
    async getEvent(actor: Actor | null, eventId: number): Promise<CalendarEventAnswer> {
      const checked = authorize(actor, 'signedIn');
      const { row, availability } = await requireVisible(checked, eventId);
      return { status: 'ok', event: toCalendarEvent(checked, row, availability, true) };
    },

    /** GET /api/content/files/event/{id}: the files of an event the user may open, with signed addresses. */
    async listEventFiles(actor: Actor | null, eventId: number): Promise<EventFilesAnswer> {
      const checked = authorize(actor, 'signedIn');
      const { row, availability } = await requireVisible(checked, eventId);
      authorize(checked, 'openEventFiles', { availability });
      // A study-plan event is the original content on the student's own day: it shows the original's files,
      // while the original itself is still one the student may see and open.
      let source = row.event;
      if (row.event.plan_contact !== null && row.event.event_original !== null) {
        const original = await findVisible(checked, row.event.event_original);
        if (!original?.availability.isAvailable) return { status: 'ok', files: [] };
        source = original.row.event;
      }
      const fileRows = await repository.listEventFiles(source.id);
      const options = { isOpen: true, canDownload: source.download === 1, contactCode: checked.edu_codigocontacto, sessionId: checked.sessionId, signer };
      return { status: 'ok', files: fileRows.map(({ file }) => presentFile(file, options)) };
    },

    /** GET /api/events/synchronize/{id}: the event as an .ics file. */
    async synchronizeEvent(actor: Actor | null, eventId: number): Promise<IcsFile> {
      const checked = authorize(actor, 'signedIn');
      const { row, availability } = await requireVisible(checked, eventId);
      return {
        fileName: `evento-${eventId}.ics`,
        body: buildIcs([toIcsEvent(row, availability)], { name: row.event.title, now: now(), publicUrl: deps.publicUrl }),
      };
    },

    /** GET /api/events/synchronize/serie/{serieId}: every event of the series the user may see, in one .ics file. */
    async synchronizeSerie(actor: Actor | null, serieId: string): Promise<IcsFile> {
      const checked = authorize(actor, 'signedIn');
      const [rows, holdings] = await Promise.all([repository.listBySerie(checked.edu_codigocontacto, serieId), access.loadHoldings(checked)]);
      const groups = await ownGroups(checked, holdings);
      const items: IcsEvent[] = [];
      for (const row of rows) {
        const availability = decide(checked, row, groups);
        if (availability) items.push(toIcsEvent(row, availability));
      }
      if (items.length === 0) throw new AppError('not_found', texts.calendar.serieNotFound);
      return { fileName: `serie-${serieId}.ics`, body: buildIcs(items, { name: rows[0]!.event.title, now: now(), publicUrl: deps.publicUrl }) };
    },

    /** GET /api/calendar-feed: the caller's subscription addresses, or null. */
    async getFeed(actor: Actor | null): Promise<CalendarFeedAnswer> {
      const checked = authorize(actor, 'signedIn');
      const feed = await repository.findFeed(checked.edu_codigocontacto);
      return { status: 'ok', feed: feed ? feedUrls(feed.token, feed.created_at) : null };
    },

    /** POST /api/calendar-feed: creates the feed or rotates its secret (the old address answers 404 from now on). */
    async rotateFeed(actor: Actor | null): Promise<CalendarFeedAnswer> {
      const checked = authorize(actor, 'signedIn');
      // 256 random bits: the address is the only credential of the feed.
      const saved = await repository.saveFeed(checked.edu_codigocontacto, randomBytes(32).toString('base64url'), now());
      return { status: 'ok', feed: feedUrls(saved.token, saved.created_at) };
    },

    /**
     * A reset of the credentials (auth's credentials service) gives the feed a new secret: whoever took the
     * account may have copied its address. Only an existing feed; none is created.
     */
    async renewFeedAfterReset(actor: Actor | null): Promise<void> {
      const checked = authorize(actor, 'signedIn');
      await repository.replaceFeedToken(checked.edu_codigocontacto, randomBytes(32).toString('base64url'), now());
    },

    /** DELETE /api/calendar-feed: revokes the feed. */
    async revokeFeed(actor: Actor | null): Promise<CalendarFeedAnswer> {
      const checked = authorize(actor, 'signedIn');
      await repository.deleteFeed(checked.edu_codigocontacto);
      return { status: 'ok', feed: null };
    },

    /**
     * GET /api/calendar-feeds/{token}.ics (public; the token is the credential): the owner's events of
     * every group from 60 days ago to a year ahead, those they organize or are invited to and their study
     * plan. An original replaced by their plan is left out (the plan's event takes its place); since the
     * UIDs are stable, a calendar app updates moved events and drops removed ones on its next refresh.
     */
    async readFeed(file: string): Promise<IcsFile> {
      const token = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(file)?.[1];
      const contact = token ? await repository.findFeedContact(token) : null;
      if (!contact) throw new AppError('not_found', texts.calendar.feedNotFound);
      // No sign-in behind a feed: an actor of session 0 (it never signs a file address).
      const actor = toActor(contact, 0);
      const holdings = await access.loadHoldings(actor);
      const groups = await ownGroups(actor, holdings);
      const today = toAcademyDay(now());
      const rows = await repository.listInRange({
        me: actor.edu_codigocontacto,
        from: toAcademyInstant(addCalendarDays(today, -FEED_PAST_DAYS)),
        to: toAcademyInstant(addCalendarDays(today, FEED_FUTURE_DAYS)),
        groups: linkCodes(groups),
        withContact: true,
        withPlan: true,
        planGroups: groups.map((g) => g.group.edu_codigoformacion),
      });
      const items: IcsEvent[] = [];
      for (const row of rows) {
        if (row.replacedBy !== null) continue;
        const availability = decide(actor, row, groups);
        if (availability) items.push(toIcsEvent(row, availability));
      }
      return { fileName: 'campus.ics', body: buildIcs(items, { name: texts.calendar.icsCalendarName, now: now(), publicUrl: deps.publicUrl, isFeed: true }) };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
