import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  message: string;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The friendly "nothing here" block of lists and cards. */
export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
