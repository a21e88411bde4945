import { ModalDialog } from '../../components/modal-dialog';
import { orderDayEvents, type PlacedEvent } from './calendar-events';
import { formatDay } from './calendar-grid';
import { calendarTexts } from './calendar-texts';
import styles from './day-events-dialog.module.css';
import { EventChip } from './event-chip';
import { getEventTone } from './event-tone';

interface DayEventsDialogProps {
  day: string;
  items: readonly PlacedEvent[];
  liveIds: ReadonlySet<number>;
  onOpen: (item: PlacedEvent) => void;
  onClose: () => void;
}

/** Every event of one day, from a month cell's '+N más'. */
export function DayEventsDialog({ day, items, liveIds, onOpen, onClose }: DayEventsDialogProps) {
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={calendarTexts.dayEvents(formatDay(day, "EEEE d 'de' MMMM"))}
      closeLabel={calendarTexts.close}
    >
      <ul role="list" className={styles.dayList}>
        {orderDayEvents(items, liveIds).map((item) => (
          <li key={item.event.id}>
            <EventChip item={item} tone={getEventTone(item.event, liveIds)} variant="month" onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
