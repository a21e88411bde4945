import { useEffect } from 'react';
import { formatDay } from './calendar-grid';
import { calendarTexts } from './calendar-texts';
import styles from './event-tooltip.module.css';
import { getEventTypeLabel } from './event-tone';
import { hideEventTooltip, useEventTooltip } from './tooltip-store';
import { getUnavailableMessage } from './unavailable-message';

const TOOLTIP_WIDTH = 260;
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/**
 * The small tooltip of the event under the pointer or the focus (spec 001 §2): title, type, day and time,
 * group and, for a closed event, why. One element for every chip; what it says is also in each chip's
 * accessible name, so it is hidden from screen readers.
 */
export function EventTooltip({ groupNames }: { groupNames: ReadonlyMap<string, string> }) {
  const { item, rect } = useEventTooltip();
  const isShown = !!item;
  // It is placed where the event was: any scroll (the page, the hour grid) would leave it pointing elsewhere.
  useEffect(() => {
    if (!isShown) return;
    const hide = () => hideEventTooltip();
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [isShown]);
  if (!item || !rect) return null;
  const { event } = item;
  const group = event.formations.find((formation) => groupNames.has(formation.value)) ?? event.formations[0];
  const reason = event.availability.isAvailable ? null : getUnavailableMessage(event);
  const left = Math.max(8, Math.min(rect.left + rect.width / 2 - TOOLTIP_WIDTH / 2, window.innerWidth - TOOLTIP_WIDTH - 8));
  const below = rect.bottom + 8;
  const isAbove = below + 120 > window.innerHeight;
  const style = isAbove ? { left, bottom: window.innerHeight - rect.top + 8, width: TOOLTIP_WIDTH } : { left, top: below, width: TOOLTIP_WIDTH };
  return (
    <div className={styles.tooltip} style={style} aria-hidden="true" data-testid="event-tooltip">
      <p className={styles.tooltipTitle}>{event.title}</p>
      <p className={styles.tooltipMeta}>
        {`${getEventTypeLabel(event.event_type)} · ${capitalize(formatDay(item.startDay, 'EEEE d MMM'))}`}
        {item.isAllDay ? ` · ${calendarTexts.allDay}` : ` · ${item.startTime}–${item.endTime}`}
      </p>
      {group ? <p className={styles.tooltipMeta}>{groupNames.get(group.value) ?? group.label}</p> : null}
      {reason ? <p className={styles.tooltipReason}>{reason}</p> : null}
    </div>
  );
}
