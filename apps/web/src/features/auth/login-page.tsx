import { texts } from '@campus/contract';
import { CircleAlert, CircleCheck, LogIn } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo';
import { buttonClassName } from '../../components/button-class';
import { Spinner } from '../../components/spinner';
import { SupportContact } from '../../components/support-contact';
import { webTexts } from '../../lib/texts';
import styles from './login-page.module.css';
import { startSignIn } from './sign-in-redirect';
import type { SignInRefusal } from './use-login-exchange';

const nextStepOf: Record<SignInRefusal['kind'], string> = {
  no_access: webTexts.login.noAccessNext,
  teacher_link: webTexts.login.teacherLinkNext,
  error: webTexts.login.signInErrorNext,
};

/** Why the last sign-in failed and what to do next, kept on the page until the person acts (issue 29). */
function SignInRefusalNotice({ refusal }: { refusal: SignInRefusal }) {
  return (
    <div className={styles.refusal} role="alert" aria-labelledby="sign-in-refusal-title">
      <CircleAlert aria-hidden="true" size={22} className={styles.refusalIcon} />
      <div className={styles.refusalBody}>
        <p id="sign-in-refusal-title" className={styles.refusalTitle}>
          {refusal.message}
        </p>
        <p>{nextStepOf[refusal.kind]}</p>
        <SupportContact />
      </div>
    </div>
  );
}

/**
 * The sign-in screen: Campus brand, a short welcome and one button to the academy sign-in; after a refused
 * sign-in, why and what to do next above that button.
 */
export function LoginPage({ isExchanging, refusal = null }: { isExchanging: boolean; refusal?: SignInRefusal | null }) {
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
          {refusal ? <SignInRefusalNotice refusal={refusal} /> : null}
          {isExchanging ? (
            <p className={styles.exchanging} role="status">
              <Spinner size="small" />
              {webTexts.login.exchanging}
            </p>
          ) : (
            <button type="button" className={buttonClassName({ variant: 'primary', size: 'large', isBlock: true })} onClick={startSignIn}>
              <LogIn aria-hidden="true" size={20} />
              {refusal ? webTexts.login.retrySignIn : texts.auth.signInButton}
            </button>
          )}
          <p className={styles.hint}>{webTexts.login.signInHint}</p>
        </div>
        {refusal ? null : (
          <div className={styles.support}>
            <SupportContact title={webTexts.login.troubleTitle} />
          </div>
        )}
      </main>
    </div>
  );
}
