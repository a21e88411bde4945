import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links at the header's end (below the text on narrow screens). */
  actions?: ReactNode;
  /**
   * The title's element: the page's h1, or a plain paragraph where the header is only a picture (a preview
   * behind the freemium lock, whose page keeps its own h1).
   */
  titleAs?: 'h1' | 'p';
}

/** A list page's header: its title (the h1), a lead line under it and the page's actions. */
export function PageHeader({ title, lead, actions, titleAs: Title = 'h1' }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <Title className={styles.title}>{title}</Title>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {actions}
    </header>
  );
}
