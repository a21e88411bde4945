import type { ComponentPropsWithRef } from 'react';
import styles from './chip.module.css';

export type ChipTone = 'brand' | 'accent' | 'violet' | 'green' | 'muted' | 'danger';

type ChipProps = ComponentPropsWithRef<'span'> & {
  tone?: ChipTone;
  /** small: inside a dense list item; medium (default): in a card or an article's header. */
  size?: 'small' | 'medium';
};

/** A short label on a pill; other props (data-*, ref) reach the <span>. */
export function Chip({ tone = 'brand', size = 'medium', className, ...props }: ChipProps) {
  return <span className={[styles.chip, styles[size], styles[tone], className].filter(Boolean).join(' ')} {...props} />;
}
