import { getWeekday, toAcademyTime } from '@campus/contract';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { layoutDay, type PlacedEvent } from './calendar-events';
import { formatDay, weekdayNames } from './calendar-grid';
import { calendarTexts } from './calendar-texts';
import styles from './week-view.module.css';
import { EventChip } from './event-chip';
import { getEventTone } from './event-tone';

/** Spec 001 §9: 24 hourly rows of 40 px. */
export const HOUR_ROW_PX = 40;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Opened on a day without "now": the morning is in view. */
const MORNING_HOUR = 8;
const noEvents: readonly PlacedEvent[] = [];

/** Under an hour a box has no room for its hours and title on two lines (see EventChip's isShort). */
const SHORT_BOX_MINUTES = 60;
const minuteToPx = (minute: number) => (minute / 60) * HOUR_ROW_PX;

interface DayColumnProps {
  day: string;
  items: readonly PlacedEvent[];
  isToday: boolean;
  nowMinute: number | null;
  liveIds: ReadonlySet<number>;
  onOpen: (item: PlacedEvent) => void;
}

/** One day's timed events, overlapping ones side by side. */
const DayColumn = memo(function DayColumn({ day, items, isToday, nowMinute, liveIds, onOpen }: DayColumnProps) {
  const boxes = useMemo(() => layoutDay(items), [items]);
  return (
    <div
      role="group"
      className={[styles.dayColumn, isToday ? styles.dayColumnToday : undefined].filter(Boolean).join(' ')}
      aria-label={`${formatDay(day, "EEEE d 'de' MMMM")}${isToday ? `, ${calendarTexts.todayLabel}` : ''}`}
    >
      {boxes.map((box) => (
        <EventChip
          key={box.item.event.id}
          item={box.item}
          tone={getEventTone(box.item.event, liveIds)}
          variant="box"
          isShort={box.bottom - box.top < SHORT_BOX_MINUTES}
          onOpen={onOpen}
          style={{
            top: minuteToPx(box.top),
            height: Math.max(minuteToPx(box.bottom - box.top) - 2, 18),
            left: `calc(${(box.column / box.columns) * 100}% + 2px)`,
            width: `calc(${100 / box.columns}% - 4px)`,
          }}
        />
      ))}
      {nowMinute !== null ? <div className={styles.nowLine} style={{ top: minuteToPx(nowMinute) }} aria-hidden="true" /> : null}
    </div>
  );
});

interface WeekViewProps {
  days: readonly string[];
  today: string;
  now: Date;
  byDay: ReadonlyMap<string, PlacedEvent[]>;
  liveIds: ReadonlySet<number>;
  onOpen: (item: PlacedEvent) => void;
}

/**
 * The week view (spec 001 §2): 7, 3 or 1 day columns, an all-day strip and 24 hourly rows of 40 px. It
 * opens scrolled to the current hour when today is on screen, else to the morning.
 */
export function WeekView({ days, today, now, byDay, liveIds, onOpen }: WeekViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const showsToday = days.includes(today);
  const nowMinute = showsToday ? Number(toAcademyTime(now).slice(0, 2)) * 60 + Number(toAcademyTime(now).slice(3, 5)) : null;
  const firstDay = days[0];
  const hasAllDay = days.some((day) => (byDay.get(day) ?? noEvents).some((item) => item.isAllDay));

  // On open and on each new period: the hour before now, or the morning.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const hour = nowMinute !== null ? Math.max(0, Math.floor(nowMinute / 60) - 1) : MORNING_HOUR;
    element.scrollTop = hour * HOUR_ROW_PX;
    // Only the period matters: the scroll must not jump back while the student reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstDay, days.length]);

  const columns = { gridTemplateColumns: `var(--gutter-width) repeat(${days.length}, minmax(0, 1fr))` };
  return (
    <div className={styles.week}>
      {/* The headers repeat what each day column's name says: hidden from screen readers. */}
      <div className={styles.weekHead} style={columns} aria-hidden="true">
        <div className={styles.gutterHead} />
        {days.map((day) => {
          const names = weekdayNames[getWeekday(day)];
          return (
            <div key={day} className={[styles.weekDayHead, day === today ? styles.weekDayHeadToday : undefined].filter(Boolean).join(' ')}>
              <span className={styles.weekDayName}>{names?.short}</span>
              <span className={styles.weekDayNumber}>{Number(day.slice(8, 10))}</span>
            </div>
          );
        })}
      </div>
      {hasAllDay ? (
        <div className={styles.allDayRow} style={columns}>
          <div className={styles.allDayLabel} aria-hidden="true">
            {calendarTexts.allDay}
          </div>
          {days.map((day) => (
            <div role="group" key={day} className={styles.allDayCell} aria-label={`${calendarTexts.allDay}: ${formatDay(day, "EEEE d 'de' MMMM")}`}>
              {(byDay.get(day) ?? noEvents)
                .filter((item) => item.isAllDay)
                .map((item) => (
                  <EventChip key={item.event.id} item={item} tone={getEventTone(item.event, liveIds)} variant="allDay" onOpen={onOpen} />
                ))}
            </div>
          ))}
        </div>
      ) : null}
      <div ref={scrollRef} role="region" className={styles.weekScroll} tabIndex={0} aria-label={calendarTexts.hours}>
        <div className={styles.weekBody} style={{ ...columns, height: 24 * HOUR_ROW_PX }}>
          <div className={styles.gutter} aria-hidden="true">
            {HOURS.map((hour) => (
              <span key={hour} className={styles.hourLabel} style={{ top: hour * HOUR_ROW_PX }}>
                {hour === 0 ? '' : `${String(hour).padStart(2, '0')}:00`}
              </span>
            ))}
          </div>
          {days.map((day) => (
            <DayColumn
              key={day}
              day={day}
              items={byDay.get(day) ?? noEvents}
              isToday={day === today}
              nowMinute={day === today ? nowMinute : null}
              liveIds={liveIds}
              onOpen={onOpen}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
