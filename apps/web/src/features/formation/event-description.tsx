import { texts } from '@campus/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import descriptionStyles from '../../components/clamped-description.module.css';
import { SafeHtml } from '../../components/safe-html';
import styles from './event-viewer.module.css';
import { formationTexts } from './formation-texts';

/**
 * The event's description clamped to 4 lines (spec 001 §2, §9) with 'Leer más' / 'Leer menos' when it is
 * longer. Descriptions may carry HTML: it is sanitized.
 */
export function EventDescription({ description, id }: { description: string | null; id: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [isClamped, setIsClamped] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = textRef.current?.firstElementChild as HTMLElement | null | undefined;
    if (!element) return;
    const measure = () => {
      if (!isExpanded) setIsClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [description, isExpanded]);

  if (!description?.trim()) return <p className={styles.muted}>{formationTexts.viewer.noDescription}</p>;
  return (
    <div ref={textRef}>
      <SafeHtml
        id={id}
        html={description}
        className={[descriptionStyles.description, isExpanded ? undefined : descriptionStyles.clamped].filter(Boolean).join(' ')}
      />
      {isClamped || isExpanded ? (
        <button
          type="button"
          className={descriptionStyles.readMore}
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? texts.formation.readLess : texts.formation.readMore}
        </button>
      ) : null}
    </div>
  );
}
