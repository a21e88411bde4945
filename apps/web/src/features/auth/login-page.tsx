import { texts } from '@campus/contract';
import { CircleCheck, LogIn } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo';
import { buttonClassName } from '../../components/button-class';
import { Spinner } from '../../components/spinner';
import { SupportContact } from '../../components/support-contact';
import { webTexts } from '../../lib/texts';
import styles from './login-page.module.css';
import { startSignIn } from './sign-in-redirect';

/** The sign-in screen: Campus brand, a short welcome and one button to the academy sign-in. */
export function LoginPage({ isExchanging }: { isExchanging: boolean }) {
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <BrandLogo tone="light" size="large" />
        <p className={styles.claim}>{webTexts.login.brandClaim}</p>
        <ul role="list" className={styles.highlights}>
          {webTexts.login.highlights.map((highlight) => (
            <li key={highlight}>
              <CircleCheck aria-hidden="true" size={20} className={styles.check} />
              {highlight}
            </li>
          ))}
        </ul>
      </header>
      <main id="main-content" className={styles.panel}>
        <div className={styles.card}>
          <h1 className={styles.title}>{webTexts.login.welcomeTitle}</h1>
          <p className={styles.lead}>{webTexts.login.welcomeLead}</p>
          {isExchanging ? (
            <p className={styles.exchanging} role="status">
              <Spinner size="small" />
              {webTexts.login.exchanging}
            </p>
          ) : (
            <button type="button" className={buttonClassName({ variant: 'primary', size: 'large', isBlock: true })} onClick={startSignIn}>
              <LogIn aria-hidden="true" size={20} />
              {texts.auth.signInButton}
            </button>
          )}
          <p className={styles.hint}>{webTexts.login.signInHint}</p>
        </div>
        <div className={styles.support}>
          <SupportContact title={webTexts.login.troubleTitle} />
        </div>
      </main>
    </div>
  );
}
