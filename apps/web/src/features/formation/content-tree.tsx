import { measureProgress, type ContentEvent, type ContentUnit } from '@campus/contract';
import { CheckCircle2, ChevronDown, Circle, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatAcademyDay } from '../../lib/academy-date';
import styles from './content-tree.module.css';
import { getContentIcon } from './content-icon';
import { isEventCompleted, isEventOpen } from './content-sequence';
import { formationTexts } from './formation-texts';
import { UnitTitleEditor } from './unit-title-editor';

interface ContentTreeProps {
  /** Sorted units (see sortContentTree). */
  units: readonly ContentUnit[];
  selectedEventId: number | null;
  isFreemium: boolean;
  /** Staff (contact types 4 or 6) rename units inline. */
  canEdit: boolean;
  /**
   * A teacher of the group (or staff) sees everything open: no ticks or counts of his own, and under each item what its
   * students get (issue 30 item 2); null when students open it now.
   */
  getStudentsNote?: ((event: ContentEvent) => string | null) | undefined;
  onSelectEvent: (event: ContentEvent) => void;
  onRenameUnit: (unitId: number, titulo: string) => Promise<unknown>;
}

interface EventItemProps {
  event: ContentEvent;
  isSelected: boolean;
  isFreemium: boolean;
  studentsNote: string | null | undefined;
  onSelect: () => void;
}

function EventItem({ event, isSelected, isFreemium, studentsNote, onSelect }: EventItemProps) {
  const isOpen = isEventOpen(event, isFreemium);
  const isTeaching = studentsNote !== undefined;
  const isDone = isEventCompleted(event);
  const Icon = getContentIcon(event);
  const day = event.no_fechar === 1 ? null : formatAcademyDay(event.event_date ?? event.start_date);
  return (
    <li>
      <button
        type="button"
        className={[styles.event, isSelected ? styles.selected : undefined, isOpen ? undefined : styles.locked].filter(Boolean).join(' ')}
        aria-current={isSelected ? 'true' : undefined}
        data-event-id={event.id}
        onClick={onSelect}
      >
        <Icon className={styles.typeIcon} aria-hidden="true" size={18} />
        <span className={styles.eventText}>
          <span className={styles.eventTitle}>{event.title}</span>
          {day || (isFreemium && event.freemium) ? (
            <span className={styles.eventMeta}>
              {day}
              {isFreemium && event.freemium ? <span className={styles.freeBadge}>{formationTexts.tree.freeBadge}</span> : null}
            </span>
          ) : null}
          {studentsNote ? (
            <span className={styles.studentsNote}>
              <Lock aria-hidden="true" size={12} />
              {studentsNote}
            </span>
          ) : null}
        </span>
        {isTeaching ? null : isOpen ? (
          isDone ? (
            <>
              <CheckCircle2 className={styles.done} aria-hidden="true" size={18} />
              <span className="visually-hidden">{formationTexts.tree.completed}</span>
            </>
          ) : (
            <Circle className={styles.pending} aria-hidden="true" size={18} />
          )
        ) : (
          <>
            <Lock className={styles.lockIcon} aria-hidden="true" size={16} />
            <span className="visually-hidden">{formationTexts.tree.locked}</span>
          </>
        )}
      </button>
    </li>
  );
}

function UnitItem({
  unit,
  selectedEventId,
  isFreemium,
  canEdit,
  getStudentsNote,
  onSelectEvent,
  onRenameUnit,
}: Omit<ContentTreeProps, 'units'> & { unit: ContentUnit }) {
  const [isExpanded, setIsExpanded] = useState(true);
  const events = unit.temas.flatMap((topic) => topic.eventos);
  // The contract's one definition of progress (as the header and the home count it): only what the user can
  // open now counts, and done is exactly what shows a tick; a unit with nothing open shows no count.
  // A teacher's own marks are no progress: his units show no count.
  const progress = getStudentsNote ? { completed: 0, total: 0 } : measureProgress(events, isFreemium);
  const isExtra = unit.type === 'unidad extra';
  const isUnitLocked = events.length > 0 && events.every((event) => !isEventOpen(event, isFreemium));
  const panelId = `unit-${unit.id}-panel`;
  return (
    <li className={styles.unit} data-unit-id={unit.id}>
      <div className={styles.unitHeader}>
        <UnitTitleEditor titulo={unit.titulo} canEdit={canEdit} onSave={(titulo) => onRenameUnit(unit.id, titulo)}>
          <button
            type="button"
            className={styles.unitToggle}
            aria-expanded={isExpanded}
            aria-controls={panelId}
            onClick={() => setIsExpanded((value) => !value)}
          >
            <ChevronDown className={[styles.chevron, isExpanded ? styles.chevronOpen : undefined].filter(Boolean).join(' ')} aria-hidden="true" size={18} />
            <span className={styles.unitText}>
              {isExtra ? (
                <span className={styles.extraBadge}>
                  {isUnitLocked ? <Lock aria-hidden="true" size={12} /> : null}
                  {formationTexts.tree.extraUnit}
                </span>
              ) : null}
              <span className={styles.unitTitle}>{unit.titulo}</span>
            </span>
            {progress.total > 0 ? (
              <span className={styles.unitProgress} aria-label={formationTexts.tree.unitProgressLabel(progress.completed, progress.total)}>
                {formationTexts.tree.unitProgress(progress.completed, progress.total)}
              </span>
            ) : null}
          </button>
        </UnitTitleEditor>
      </div>
      <div id={panelId} hidden={!isExpanded}>
        {unit.temas.map((topic) => (
          <section key={topic.id} className={styles.topic} aria-label={topic.titulo}>
            <h3 className={styles.topicTitle}>{topic.titulo}</h3>
            <ul role="list" className={styles.events}>
              {topic.eventos.map((event) => (
                <EventItem
                  key={event.id}
                  event={event}
                  isSelected={event.id === selectedEventId}
                  isFreemium={isFreemium}
                  studentsNote={getStudentsNote ? getStudentsNote(event) : undefined}
                  onSelect={() => onSelectEvent(event)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </li>
  );
}

/** The closest ancestor that scrolls on its own (the sticky tree column), never the page itself. */
function findScrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const { overflowY } = window.getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Brings the selected item into view inside the tree's own scrolling column (issue 29: 'Siguiente' opened an
 * item the tree did not show). Only that column moves: the page itself scrolls to the viewer (spec 001 §2).
 */
export function revealTreeItem(item: HTMLElement): void {
  const container = findScrollingAncestor(item);
  if (!container) return;
  const box = container.getBoundingClientRect();
  // The column may reach below the window (the page is at its top, under the formation's header): only its part
  // on screen counts.
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const rect = item.getBoundingClientRect();
  if (rect.top < top) container.scrollTop -= top - rect.top;
  else if (rect.bottom > bottom) container.scrollTop += rect.bottom - bottom;
}

/**
 * The 380 px tree of units → topics → events (spec 001 §2): content-type icons, completion ticks, and a lock
 * with dimming on what the user cannot open (a click on it opens the locked dialog).
 */
export function ContentTree({ units, ...unitProps }: ContentTreeProps) {
  const navRef = useRef<HTMLElement>(null);
  const { selectedEventId } = unitProps;
  useEffect(() => {
    if (selectedEventId === null) return;
    const item = navRef.current?.querySelector<HTMLElement>(`[data-event-id="${selectedEventId}"]`);
    if (item) revealTreeItem(item);
  }, [selectedEventId]);
  if (units.length === 0) return <p className={styles.empty}>{formationTexts.tree.empty}</p>;
  return (
    <nav ref={navRef} aria-labelledby="formation-tree-heading" data-tour="syllabus">
      {/* The tree's topics are level 3 under the page's h1: this level 2 keeps the outline whole (axe heading-order). */}
      <h2 id="formation-tree-heading" className="visually-hidden">
        {formationTexts.tree.label}
      </h2>
      <ul role="list" className={styles.units}>
        {units.map((unit) => (
          <UnitItem key={unit.id} unit={unit} {...unitProps} />
        ))}
      </ul>
    </nav>
  );
}
