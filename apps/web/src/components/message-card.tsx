import { useId, type ReactNode } from 'react';
import styles from './message-card.module.css';

interface MessageCardProps {
  icon: ReactNode;
  /** Small line above the title, such as "Error 404". */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  tone?: 'brand' | 'danger';
}

/** A centred card with an illustration, a page title (h1), text and actions: not-found and crash screens. */
export function MessageCard({ icon, eyebrow, title, children, tone = 'brand' }: MessageCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <span className={[styles.icon, styles[tone]].join(' ')} aria-hidden="true">
        {icon}
      </span>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** The row of actions under a MessageCard's text. */
export function MessageCardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The support block at the foot of a MessageCard. */
export function MessageCardFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
