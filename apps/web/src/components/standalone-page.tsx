import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import styles from './standalone-page.module.css';

/**
 * Frame of the pages shown outside the shell (not-found while signed out, crash screen): the logo and
 * one centred card. The logo is a plain link so it also works when the router itself has failed.
 */
export function StandalonePage({ children, homeLabel }: { children: ReactNode; homeLabel: string }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="/" className={styles.logoLink} aria-label={homeLabel}>
          <BrandLogo />
        </a>
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
