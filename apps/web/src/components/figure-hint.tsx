import { Info } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import styles from './figure-hint.module.css';

/**
 * The name of a figure and, behind a small button, what it counts (issue 29 item 12: the home's content
 * progress and the timeline's percentage were two unnamed percentages). A toggletip rather than a hover
 * tooltip: it opens with a tap, Enter or Space, closes with Escape or the button, and its text is the
 * button's description (a hidden element still describes what points to it).
 */
export function FigureHint({ name, hint, className }: { name: string; hint: string; className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
    }
  };
  return (
    <span className={[styles.figure, className].filter(Boolean).join(' ')}>
      <span className={styles.name}>{name}</span>
      <button
        type="button"
        className={styles.button}
        aria-label={`Qué cuenta «${name}»`}
        aria-expanded={isOpen}
        aria-controls={`${id}-hint`}
        aria-describedby={`${id}-hint`}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={closeOnEscape}
      >
        <Info size={16} aria-hidden="true" />
      </button>
      <span id={`${id}-hint`} className={styles.hint} hidden={!isOpen}>
        {hint}
      </span>
    </span>
  );
}
