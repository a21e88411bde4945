import { constants, isTeacherOnlyUser, texts, toAcademyDay, type Product, type SessionUser } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, ChevronLeft, ChevronRight, GraduationCap, ListTree, TriangleAlert, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { IconButton } from '../../components/icon-button';
import { PurchaseDialog } from '../../components/purchase-dialog';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useContactFormations } from '../../lib/api/get-contact-formations';
import { isApiError } from '../../lib/api-client';
import { openFreemiumGate } from '../../lib/freemium-gate-store';
import { useFreemiumFormations } from '../../lib/freemium-storage';
import { openLeadSheet } from '../../lib/lead-sheet-store';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useIsMobile, useMediaQuery } from '../../lib/use-media-query';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { AgendaView } from './agenda-view';
import { calendarKeys } from './api/calendar-keys';
import { useCalendarEvent } from './api/get-calendar-event';
import { useCalendarEvents } from './api/get-calendar-events';
import { bucketByDay, filterByGroups, placeEvent, placeEvents, type PlacedEvent } from './calendar-events';
import { formatPeriodTitle, shiftAnchor, visibleDays, type DaysPerPage } from './calendar-grid';
import { calendarTexts } from './calendar-texts';
import styles from './calendar-route.module.css';
import { EventTooltip } from './event-tooltip';
import { hideEventTooltip } from './tooltip-store';
import { useLiveEventIds } from './live-events';
import { MonthView } from './month-view';
import { useCalendarLive } from './use-calendar-live';
import { useSwipe } from './use-swipe';
import { useStoredView } from './view-storage';
import { WeekView } from './week-view';

const EventCardDialog = lazy(() => import('./calendar-dialogs').then((module) => ({ default: module.EventCardDialog })));
const UnavailableEventDialog = lazy(() => import('./calendar-dialogs').then((module) => ({ default: module.UnavailableEventDialog })));
const DayEventsDialog = lazy(() => import('./calendar-dialogs').then((module) => ({ default: module.DayEventsDialog })));
const CalendarFeedDialog = lazy(() => import('./calendar-dialogs').then((module) => ({ default: module.CalendarFeedDialog })));
const TutoringRequestDialog = lazy(() => import('./tutoring-request/tutoring-request-dialog').then((module) => ({ default: module.TutoringRequestDialog })));

const tabletMediaQuery = `(max-width: ${constants.breakpoints.tablet - 0.02}px)`;
const noEvents = [] as const;
/** Events a month cell lists before '+N más'. */
const MONTH_CELL_EVENTS = { desktop: 3, tablet: 2 } as const;

interface StudentGroup {
  code: string;
  name: string;
}

/** The student's groups for the filter and the tutoring form: enrolments, or a freemium visitor's trial. */
function useStudentGroups(user: SessionUser): readonly StudentGroup[] {
  const trial = useFreemiumFormations();
  const enrolments = useContactFormations(user.freemium && trial.length > 0 ? null : user.edu_codigocontacto);
  const isTrial = user.freemium && trial.length > 0;
  const enrolled = enrolments.data?.formations;
  return useMemo(() => {
    const formations = isTrial ? trial : (enrolled ?? []);
    const seen = new Map<string, StudentGroup>();
    for (const formation of formations) {
      if (!seen.has(formation.edu_codigoformacion))
        seen.set(formation.edu_codigoformacion, { code: formation.edu_codigoformacion, name: formation.edu_formacion });
    }
    return [...seen.values()];
  }, [isTrial, trial, enrolled]);
}

function GroupFilter({
  groups,
  selected,
  onToggle,
  onClear,
}: {
  groups: readonly StudentGroup[];
  selected: ReadonlySet<string>;
  onToggle: (code: string) => void;
  onClear: () => void;
}) {
  if (groups.length === 0) return null;
  return (
    <div className={styles.filter} role="group" aria-label={calendarTexts.groupsLabel}>
      <ListTree aria-hidden="true" size={18} className={styles.filterIcon} />
      <ul role="list" className={styles.filterList}>
        {groups.map((group) => (
          <li key={group.code}>
            <button type="button" className={styles.filterChip} aria-pressed={selected.has(group.code)} onClick={() => onToggle(group.code)}>
              {group.name}
            </button>
          </li>
        ))}
      </ul>
      {selected.size > 0 ? (
        <button type="button" className={styles.clearButton} onClick={onClear}>
          <X aria-hidden="true" size={16} />
          {texts.calendar.clearFilters}
        </button>
      ) : null}
    </div>
  );
}

/**
 * /calendario (spec 001 §Calendar): the month or week view of the student's events, the group filter,
 * 'Solicitar tutoría' and 'Ver Timeline', the event card, the 'Evento no disponible' dialog with its
 * purchase, and `?event_id=` opening one event.
 */
export function CalendarRoute() {
  const user = useSessionUser();
  if (!user) return null;
  return <CalendarPage user={user} />;
}

function CalendarPage({ user }: { user: SessionUser }) {
  usePageTitle(calendarTexts.pageTitle);
  useCalendarLive();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const isMobile = useIsMobile();
  const isTablet = useMediaQuery(tabletMediaQuery);
  const daysPerPage: DaysPerPage = isMobile ? 1 : isTablet ? 3 : 7;
  const [storedView, setStoredView] = useStoredView();
  // Phones get the week view (one day at a time) or the agenda, never the month grid.
  const view = isMobile && storedView === 'month' ? 'week' : storedView;
  const now = useNow(60_000);
  const today = toAcademyDay(now);
  const [anchor, setAnchor] = useState(today);
  const days = useMemo(() => visibleDays(view, anchor, daysPerPage), [view, anchor, daysPerPage]);
  const firstDay = days[0] as string;
  const lastDay = days[days.length - 1] as string;
  const query = useCalendarEvents(user.edu_codigocontacto, { start_date: firstDay, end_date: lastDay });
  const groups = useStudentGroups(user);
  const groupNames = useMemo(() => new Map(groups.map((group) => [group.code, group.name])), [groups]);
  const [selectedGroups, setSelectedGroups] = useState<ReadonlySet<string>>(() => new Set());

  // Dates are parsed once per answer; days are bucketed once per answer, filter and period.
  const placed = useMemo(() => placeEvents(query.data?.events ?? noEvents), [query.data]);
  const shown = useMemo(() => filterByGroups(placed, selectedGroups), [placed, selectedGroups]);
  const byDay = useMemo(() => bucketByDay(shown, firstDay, lastDay), [shown, firstDay, lastDay]);
  const liveIds = useLiveEventIds(shown);

  const [cardItem, setCardItem] = useState<PlacedEvent | null>(null);
  const [lockedItem, setLockedItem] = useState<PlacedEvent | null>(null);
  const [moreDay, setMoreDay] = useState<string | null>(null);
  const [isFeedOpen, setIsFeedOpen] = useState(false);
  const [isTutoringOpen, setIsTutoringOpen] = useState(false);
  const [purchase, setPurchase] = useState<{ product: Product; eventId: number } | null>(null);
  const [boughtEventId, setBoughtEventId] = useState<number | null>(null);

  const openItem = useCallback((item: PlacedEvent) => {
    // The dialog takes over: a tooltip left from a tap or the focus would float over the page once it closes.
    hideEventTooltip();
    if (item.event.availability.isAvailable) setCardItem(item);
    else setLockedItem(item);
  }, []);

  // ?event_id= opens that event (a notification, the timeline): from the answer when it holds it, else asked alone.
  const eventIdParam = Number(searchParams.get('event_id'));
  const linkedId = Number.isInteger(eventIdParam) && eventIdParam > 0 ? eventIdParam : null;
  const linkedQuery = useCalendarEvent(linkedId);
  const handledLink = useRef<number | null>(null);
  useEffect(() => {
    if (linkedId === null || handledLink.current === linkedId || !linkedQuery.data) return;
    handledLink.current = linkedId;
    const item = placeEvent(linkedQuery.data.event);
    if (!item) return;
    setAnchor(item.startDay);
    openItem(item);
  }, [linkedId, linkedQuery.data, openItem]);
  useQueryErrorToast(linkedQuery, isApiError(linkedQuery.error, 404) ? texts.events.infoNotFound : texts.calendar.eventInfoError);
  useEffect(() => {
    if (linkedQuery.isError) {
      setSearchParams(
        (params) => {
          params.delete('event_id');
          return params;
        },
        { replace: true },
      );
    }
  }, [linkedQuery.isError, setSearchParams]);

  const closeCard = () => {
    setCardItem(null);
    setLockedItem(null);
    if (searchParams.has('event_id')) {
      setSearchParams(
        (params) => {
          params.delete('event_id');
          return params;
        },
        { replace: true },
      );
    }
  };

  // After a purchase the calendar reloads; the bought event opens once it is available and the checkout is closed.
  useEffect(() => {
    if (boughtEventId === null || purchase !== null) return;
    const bought = placed.find((item) => item.event.id === boughtEventId);
    if (bought?.event.availability.isAvailable) {
      setBoughtEventId(null);
      setCardItem(bought);
    }
  }, [boughtEventId, purchase, placed]);

  const move = useCallback((direction: 1 | -1) => setAnchor((current) => shiftAnchor(view, current, direction, daysPerPage)), [view, daysPerPage]);
  const swipe = useSwipe(move);

  const requestTutoring = () => {
    if (user.freemium) {
      openFreemiumGate({ featureName: calendarTexts.tutoringFeature });
      return;
    }
    setIsTutoringOpen(true);
  };

  const askForInformation = (item: PlacedEvent) => {
    setLockedItem(null);
    const groupCode = item.event.formations[0]?.value ?? null;
    if (user.freemium) {
      openLeadSheet({ formacion: groupCode, intent: 'info' });
      return;
    }
    const teacher = item.event.organizers[0];
    if (!teacher) {
      navigate(paths.chat);
      return;
    }
    navigate(paths.chatWith(teacher.edu_codigocontacto), {
      state: { contact: { edu_codigocontacto: teacher.edu_codigocontacto, fullname: teacher.fullname, foto: teacher.foto, emailaddress1: null } },
    });
  };

  const toggleGroup = (code: string) =>
    setSelectedGroups((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const periodKind = view !== 'week' ? 'month' : daysPerPage === 7 ? 'week' : daysPerPage === 3 ? 'days' : 'day';
  const title = formatPeriodTitle(view, anchor, daysPerPage);
  const initialGroupCode = selectedGroups.size === 1 ? [...selectedGroups][0] : groups.length === 1 ? groups[0]?.code : undefined;
  const isEmpty = !query.isPending && !query.isError && byDay.size === 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{calendarTexts.heading}</h1>
        <div className={styles.actions}>
          <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => setIsFeedOpen(true)} aria-haspopup="dialog">
            <CalendarPlus aria-hidden="true" size={16} />
            {calendarTexts.feed.button}
          </button>
          <Link to={paths.timeline} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
            {texts.calendar.viewTimeline}
          </Link>
          {/* Asking for a tutoría is a student's: a teacher who does not study has no group to ask in (issue 30 item 9). */}
          {isTeacherOnlyUser(user) ? null : (
            <button type="button" className={buttonClassName({ size: 'small' })} onClick={requestTutoring} aria-haspopup="dialog">
              <GraduationCap aria-hidden="true" size={16} />
              {texts.calendar.requestTutoring}
            </button>
          )}
        </div>
      </header>

      <GroupFilter groups={groups} selected={selectedGroups} onToggle={toggleGroup} onClear={() => setSelectedGroups(new Set())} />

      <section className={styles.calendar} aria-labelledby="calendar-period">
        <div className={styles.toolbar}>
          <div className={styles.nav}>
            <IconButton label={calendarTexts.previous[periodKind]} tone="outline" onClick={() => move(-1)}>
              <ChevronLeft aria-hidden="true" size={20} />
            </IconButton>
            <IconButton label={calendarTexts.next[periodKind]} tone="outline" onClick={() => move(1)}>
              <ChevronRight aria-hidden="true" size={20} />
            </IconButton>
            <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={() => setAnchor(today)}>
              {calendarTexts.today}
            </button>
          </div>
          <h2 id="calendar-period" className={styles.period} aria-live="polite">
            {title}
          </h2>
          <div className={styles.viewSwitch} role="group" aria-label={calendarTexts.viewLabel}>
            {isMobile ? null : (
              <button type="button" className={styles.viewButton} aria-pressed={view === 'month'} onClick={() => setStoredView('month')}>
                {calendarTexts.month}
              </button>
            )}
            <button type="button" className={styles.viewButton} aria-pressed={view === 'week'} onClick={() => setStoredView('week')}>
              {isMobile ? calendarTexts.day : calendarTexts.week}
            </button>
            <button type="button" className={styles.viewButton} aria-pressed={view === 'agenda'} onClick={() => setStoredView('agenda')}>
              {calendarTexts.agenda}
            </button>
          </div>
        </div>

        {query.isError && !query.data ? (
          <div className={styles.state} role="alert">
            <TriangleAlert aria-hidden="true" size={22} />
            <p>{query.error.message || calendarTexts.loadError}</p>
            <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void query.refetch()}>
              {calendarTexts.retry}
            </button>
          </div>
        ) : null}

        <div className={styles.surface} {...swipe} aria-busy={query.isFetching} data-view={view} data-days={view === 'week' ? daysPerPage : undefined}>
          {view === 'month' ? (
            <MonthView
              days={days}
              month={anchor.slice(0, 7)}
              today={today}
              byDay={byDay}
              maxVisible={isTablet ? MONTH_CELL_EVENTS.tablet : MONTH_CELL_EVENTS.desktop}
              liveIds={liveIds}
              onOpen={openItem}
              onMore={setMoreDay}
            />
          ) : view === 'agenda' ? (
            <AgendaView days={days} today={today} byDay={byDay} liveIds={liveIds} onOpen={openItem} />
          ) : (
            <WeekView days={days} today={today} now={now} byDay={byDay} liveIds={liveIds} onOpen={openItem} />
          )}
          {query.isPending ? <p className={styles.loadingNote}>{calendarTexts.loading}</p> : null}
          {isEmpty ? <p className={styles.emptyNote}>{calendarTexts.noEvents}</p> : null}
        </div>
      </section>

      <EventTooltip groupNames={groupNames} />

      <Suspense fallback={null}>
        {cardItem ? (
          <EventCardDialog
            key={cardItem.event.id}
            item={cardItem}
            today={today}
            isLive={liveIds.has(cardItem.event.id)}
            contactCode={user.edu_codigocontacto}
            studentGroups={groupNames}
            onClose={closeCard}
          />
        ) : null}
        {lockedItem ? (
          <UnavailableEventDialog
            key={lockedItem.event.id}
            item={lockedItem}
            onClose={closeCard}
            onMoreInfo={() => askForInformation(lockedItem)}
            onBuy={(product) => {
              setPurchase({ product, eventId: lockedItem.event.id });
              setLockedItem(null);
            }}
          />
        ) : null}
        {moreDay ? (
          <DayEventsDialog
            day={moreDay}
            items={byDay.get(moreDay) ?? []}
            liveIds={liveIds}
            onClose={() => setMoreDay(null)}
            onOpen={(item) => {
              setMoreDay(null);
              openItem(item);
            }}
          />
        ) : null}
        {isFeedOpen ? <CalendarFeedDialog onClose={() => setIsFeedOpen(false)} /> : null}
        {isTutoringOpen ? <TutoringRequestDialog open onOpenChange={setIsTutoringOpen} groups={[...groups]} initialGroupCode={initialGroupCode} /> : null}
      </Suspense>
      <PurchaseDialog
        product={purchase?.product ?? null}
        onClose={() => setPurchase(null)}
        onPurchased={() => {
          if (purchase) setBoughtEventId(purchase.eventId);
          void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isQueryOfEndpoints(queryKey, calendarKeys.names) });
        }}
      />
    </div>
  );
}
