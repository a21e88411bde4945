import { memo, useMemo, type KeyboardEvent } from 'react';
import { orderDayEvents, type PlacedEvent } from './calendar-events';
import { chunkWeeks, formatDay, weekdayNames } from './calendar-grid';
import { calendarTexts } from './calendar-texts';
import styles from './month-view.module.css';
import { EventChip } from './event-chip';
import { getEventTone } from './event-tone';

const noEvents: readonly PlacedEvent[] = [];

interface DayCellProps {
  day: string;
  items: readonly PlacedEvent[];
  isToday: boolean;
  isOutside: boolean;
  maxVisible: number;
  liveIds: ReadonlySet<number>;
  onOpen: (item: PlacedEvent) => void;
  onMore: (day: string) => void;
}

/**
 * One day of the month grid: its number, up to `maxVisible` events and '+N más' for the rest. The live
 * class comes first and timed events before all-day ones (orderDayEvents), so '+N más' never hides them.
 */
const DayCell = memo(function DayCell({ day, items: placedItems, isToday, isOutside, maxVisible, liveIds, onOpen, onMore }: DayCellProps) {
  const items = useMemo(() => orderDayEvents(placedItems, liveIds), [placedItems, liveIds]);
  // With one event over the limit the line of '+1 más' would take the place of that event: show it instead.
  const visibleCount = items.length > maxVisible + 1 ? maxVisible : items.length;
  const hidden = items.length - visibleCount;
  const longDay = formatDay(day, "EEEE d 'de' MMMM");
  const className = [styles.dayCell, isOutside ? styles.dayOutside : undefined, isToday ? styles.dayToday : undefined].filter(Boolean).join(' ');
  return (
    <div
      role="gridcell"
      tabIndex={-1}
      className={className}
      aria-label={calendarTexts.eventsOfDay(`${longDay}${isToday ? `, ${calendarTexts.todayLabel}` : ''}`, items.length)}
    >
      <span className={styles.dayNumber} aria-hidden="true">
        {Number(day.slice(8, 10))}
      </span>
      {visibleCount > 0 ? (
        <ul role="list" className={styles.dayEvents}>
          {items.slice(0, visibleCount).map((item) => (
            <li key={item.event.id}>
              <EventChip item={item} tone={getEventTone(item.event, liveIds)} variant="month" onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <button
          type="button"
          className={styles.moreButton}
          aria-label={calendarTexts.moreLabel(hidden, formatDay(day, "d 'de' MMMM"))}
          onClick={() => onMore(day)}
        >
          {calendarTexts.more(hidden)}
        </button>
      ) : null}
    </div>
  );
});

interface MonthViewProps {
  days: readonly string[];
  month: string;
  today: string;
  byDay: ReadonlyMap<string, PlacedEvent[]>;
  maxVisible: number;
  liveIds: ReadonlySet<number>;
  onOpen: (item: PlacedEvent) => void;
  onMore: (day: string) => void;
}

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Arrow keys move between days (a week up or down): the focus goes to the day's first event, or to the day
 * itself when it has none. Tab and Enter still reach and open every event.
 */
function moveBetweenDays(event: KeyboardEvent<HTMLDivElement>): void {
  const step = ARROW_STEPS[event.key];
  if (!step) return;
  const target = event.target as HTMLElement;
  const cell = target.closest<HTMLElement>('[role="gridcell"]');
  if (!cell) return;
  const cells = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="gridcell"]')];
  const next = cells[cells.indexOf(cell) + step];
  if (!next) return;
  event.preventDefault();
  (next.querySelector<HTMLElement>('button') ?? next).focus();
}

/** The month grid (spec 001 §2): Monday-first weeks, today highlighted, each day's events from the day map. */
export function MonthView({ days, month, today, byDay, maxVisible, liveIds, onOpen, onMore }: MonthViewProps) {
  const weeks = chunkWeeks(days);
  return (
    <div role="grid" className={styles.month} aria-readonly="true" aria-label={formatDay(`${month}-01`, 'LLLL yyyy')} onKeyDown={moveBetweenDays}>
      <div role="row" className={styles.monthHead}>
        {weekdayNames.map((name) => (
          <div role="columnheader" key={name.long} className={styles.weekdayName}>
            <abbr title={name.long}>{name.short}</abbr>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className={styles.monthRow}>
          {week.map((day) => (
            <DayCell
              key={day}
              day={day}
              items={byDay.get(day) ?? noEvents}
              isToday={day === today}
              isOutside={day.slice(0, 7) !== month}
              maxVisible={maxVisible}
              liveIds={liveIds}
              onOpen={onOpen}
              onMore={onMore}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
