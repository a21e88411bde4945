import styles from './brand-logo.module.css';

interface BrandLogoProps {
  /** 'dark' text on light backgrounds, 'light' text on the brand colour. */
  tone?: 'dark' | 'light';
  size?: 'medium' | 'large';
}

/** The Campus mark (a mortarboard in a rounded square) and word mark. Decorative: callers label links. */
export function BrandLogo({ tone = 'dark', size = 'medium' }: BrandLogoProps) {
  return (
    <span className={[styles.logo, styles[tone], styles[size]].join(' ')}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" className={styles.markBackground} />
        <path d="M32 14 8 26l24 12 18-9v13h4V26L32 14Z" className={styles.markCap} />
        <path d="M18 35v9c0 4 6.3 7 14 7s14-3 14-7v-9l-14 7-14-7Z" className={styles.markBand} />
      </svg>
      <span className={styles.word}>Campus</span>
    </span>
  );
}
