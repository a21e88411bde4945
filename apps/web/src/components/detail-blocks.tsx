import type { ReactNode } from 'react';
import styles from './detail-blocks.module.css';

/** An item's facts as a definition list of [label, value] rows; `className` may set --fact-label-width. */
export function FactList({ rows, className }: { rows: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={[styles.facts, className].filter(Boolean).join(' ')}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface TextBlockProps {
  /** The block's heading (an h3 under the dialog's title), which also names the section. */
  title: string;
  children: ReactNode;
  className?: string;
  /** 'polite' where the text arrives or changes while the block is shown. */
  ariaLive?: 'polite';
}

/** A titled block of text in an item's detail: a description, a response, a resolution. */
export function TextBlock({ title, children, className, ariaLive }: TextBlockProps) {
  return (
    <section className={[styles.textBlock, className].filter(Boolean).join(' ')} aria-label={title} aria-live={ariaLive}>
      <h3 className={styles.textBlockTitle}>{title}</h3>
      {children}
    </section>
  );
}
