import { memo, type CSSProperties } from 'react';
import { getEventTypeIcon } from '../../lib/event-type-icon';
import type { PlacedEvent } from './calendar-events';
import { calendarTexts } from './calendar-texts';
import styles from './event-chip.module.css';
import { getEventTypeLabel, type EventTone } from './event-tone';
import { hideEventTooltip, showEventTooltip } from './tooltip-store';

interface EventChipProps {
  item: PlacedEvent;
  tone: EventTone;
  /** month: up to two lines in a day cell; box: a timed block of the week view; allDay: the week's all-day strip. */
  variant: 'month' | 'box' | 'allDay';
  /**
   * A box too low for its hours and title on two lines (under an hour: a 30-minute tutoría is 20 px): the title
   * alone on one line, its start read from the grid; the accessible name still says the whole title and hours.
   */
  isShort?: boolean;
  style?: CSSProperties;
  onOpen: (item: PlacedEvent) => void;
}

/** The academy's habit of naming an event after its type ("Clase en directo: …", "Tarea: …"). */
const TYPE_PREFIX =
  /^(?:clase(?: en directo| grabada| de prueba)?|tarea|test|sesi[oó]n(?: zoom)?|tutor[ií]a(?: individual| grupal)?|taller(?: pr[aá]ctico)?|reuni[oó]n|examen|simulacro)\s*:\s+(.{4,})$/i;

/**
 * The part of a title a month chip shows: "Clase en directo: hooks personalizados" reads "hooks personalizados",
 * because the chip's icon already says the type and a cell of 125 px has room for a dozen words at most. Only a
 * type prefix goes ("Docker desde cero: imágenes…" is a subject and stays whole); the name and tooltip keep it all.
 */
export function getChipTitle(title: string): string {
  return TYPE_PREFIX.exec(title)?.[1] ?? title;
}

/** The words a screen reader hears: what is visible first (WCAG 2.5.3), then the whole title, the type and the state. */
function describe(item: PlacedEvent, tone: EventTone, visibleTitle: string): string {
  const parts = [item.isAllDay ? `${calendarTexts.allDay} ${visibleTitle}` : `${item.startTime} ${visibleTitle}`];
  if (visibleTitle !== item.event.title) parts.push(item.event.title);
  if (!item.isAllDay) parts.push(`${item.startTime}–${item.endTime}`);
  parts.push(getEventTypeLabel(item.event.event_type));
  if (tone === 'live') parts.push(calendarTexts.live);
  if (tone === 'disabled') parts.push(calendarTexts.unavailable);
  return parts.join(', ');
}

/**
 * One event on the calendar: a button (Tab, Enter) coloured by its tone, with the type's icon, its start
 * and title; hovering or focusing it shows the shared tooltip. A disabled event stays a button so that a
 * click or Enter explains why it is closed ('Evento no disponible').
 */
export const EventChip = memo(function EventChip({ item, tone, variant, isShort = false, style, onOpen }: EventChipProps) {
  const Icon = getEventTypeIcon(item.event.event_type);
  const isShortBox = variant === 'box' && isShort;
  const className = [styles.chip, styles[`chip_${variant}`], isShortBox ? styles.chip_boxShort : null, styles[`tone_${tone}`]].filter(Boolean).join(' ');
  const visibleTitle = variant === 'month' || isShortBox ? getChipTitle(item.event.title) : item.event.title;
  return (
    <button
      type="button"
      className={className}
      style={style}
      data-event-id={item.event.id}
      data-tone={tone}
      aria-label={describe(item, tone, visibleTitle)}
      onClick={() => onOpen(item)}
      onMouseEnter={(event) => showEventTooltip(item, event.currentTarget)}
      onMouseLeave={() => hideEventTooltip(item)}
      onFocus={(event) => showEventTooltip(item, event.currentTarget)}
      onBlur={() => hideEventTooltip(item)}
    >
      {variant === 'month' ? (
        // A month chip's icon, start and title flow as one text of a few lines, the lines after the first taking
        // the chip's whole width: the title is read, not "Clas…".
        <span className={styles.chipText}>
          <Icon aria-hidden="true" size={13} className={styles.chipIcon} />
          {/* The space lets the line break between the start and the title's first word. */}
          {item.isAllDay ? null : <span className={styles.chipTime}>{item.startTime}</span>} <span className={styles.chipTitle}>{visibleTitle}</span>
        </span>
      ) : (
        <>
          <Icon aria-hidden="true" size={variant === 'box' ? 14 : 13} className={styles.chipIcon} />
          {item.isAllDay || variant === 'allDay' || isShortBox ? null : <span className={styles.chipTime}>{item.startTime}</span>}
          <span className={styles.chipTitle}>{visibleTitle}</span>
        </>
      )}
      {variant === 'box' && !item.isAllDay && !isShortBox ? <span className={styles.chipRange}>{`${item.startTime}–${item.endTime}`}</span> : null}
    </button>
  );
});
