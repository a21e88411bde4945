import { texts } from '@campus/contract/plain';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { openFreemiumGate } from '../lib/freemium-gate-store';
import { buttonClassName } from './button-class';
import styles from './freemium-locked.module.css';

interface FreemiumLockedProps {
  /** What is locked, as a sentence subject ("Las notificaciones"). */
  featureName: string;
  /** A preview of the page behind the lock: shown blurred, hidden from assistive technology and unreachable. */
  children: ReactNode;
}

/**
 * A page a freemium visitor may not use (spec 002: notifications and cases "blurred or locked"): the
 * preview stays blurred behind a card that explains why and opens the purchase prompt (the freemium gate).
 */
export function FreemiumLocked({ featureName, children }: FreemiumLockedProps) {
  const fill = (text: string, name = featureName) => text.replaceAll('{feature}', name);
  // The body names the feature mid-sentence: a leading article goes to lower case ("para usar el tablón");
  // a page's proper name ("Incidencias") stays as it is.
  const midSentenceName = featureName.replace(/^(El|La|Los|Las) /, (article) => article.toLowerCase());
  return (
    <div className={styles.wrapper}>
      <div className={styles.preview} aria-hidden="true" inert>
        {children}
      </div>
      <section className={styles.card} aria-labelledby="freemium-locked-title">
        <Lock aria-hidden="true" size={28} className={styles.icon} />
        <h2 id="freemium-locked-title" className={styles.title}>
          {fill(texts.freemiumWeb.lockedTitle)}
        </h2>
        <p className={styles.body}>{fill(texts.freemiumWeb.lockedBody, midSentenceName)}</p>
        <button type="button" className={buttonClassName()} onClick={() => openFreemiumGate({ featureName })}>
          {texts.freemiumWeb.lockedAction}
        </button>
      </section>
    </div>
  );
}
