import { freemiumProviders, texts, type FreemiumProvider } from '@campus/contract';
import { Gift, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { FREEMIUM_LOGIN_MODE, readFreemiumDialogView } from '../../lib/freemium-login-link';
import { openLeadSheet } from '../../lib/lead-sheet-store';
import { paths } from '../../lib/routes';
import { useIsSignedIn } from '../../lib/session-store';
import { startFreemiumSignIn } from './freemium-redirect';
import { freemiumSignInTexts } from './freemium-texts';
import styles from './freemium.module.css';
import { ProviderLogo } from './provider-logos';

/**
 * The freemium dialogs of /login (spec 000 §2, §4): `?mode=prueba-gratis&course=…` opens the provider
 * dialog (Google, Microsoft, Facebook); choosing one leaves for that provider. When the exchange answered
 * 404 it arrives here with the view 'no-free-content': "Contenido gratuito no disponible" with
 * 'Solicitar más información', which opens the lead form about that course.
 */
export function FreemiumSignInDialogs() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const [leavingFor, setLeavingFor] = useState<FreemiumProvider | null>(null);

  // Coming back from the provider with the browser's Back button restores this page as it was left.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const course = searchParams.get('course')?.trim() ?? '';
  const isFreeTrial = searchParams.get('mode') === FREEMIUM_LOGIN_MODE && course !== '' && !isSignedIn;
  const view = readFreemiumDialogView(location.state);

  const close = () => navigate(paths.login, { replace: true });

  const choose = (provider: FreemiumProvider) => {
    setLeavingFor(provider);
    startFreemiumSignIn(provider, course);
  };

  const requestInfo = () => {
    close();
    openLeadSheet({ formacion: course, intent: 'info' });
  };

  if (!isFreeTrial) return null;

  if (view === 'no-free-content') {
    return (
      <ModalDialog
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        title={texts.freemium.noFreeContentTitle}
        description={freemiumSignInTexts.noFreeContentBody}
        icon={<SearchX size={28} />}
        closeLabel={freemiumSignInTexts.close}
      >
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={requestInfo}>
            {texts.freemium.requestMoreInfo}
          </button>
        </ModalDialogActions>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={freemiumSignInTexts.providerTitle}
      description={freemiumSignInTexts.providerDescription}
      icon={<Gift size={28} />}
      closeLabel={freemiumSignInTexts.close}
    >
      <ul role="list" className={styles.providers}>
        {freemiumProviders.map((provider) => {
          const name = freemiumSignInTexts.providerNames[provider];
          const isLeaving = leavingFor === provider;
          return (
            <li key={provider}>
              <button type="button" className={styles.providerButton} onClick={() => choose(provider)} disabled={leavingFor !== null}>
                {isLeaving ? <Spinner size="small" /> : <ProviderLogo provider={provider} />}
                <span>{isLeaving ? freemiumSignInTexts.redirecting(name) : freemiumSignInTexts.continueWith(name)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.privacyNote}>{freemiumSignInTexts.privacyNote}</p>
      <p className={styles.preferCall}>
        {freemiumSignInTexts.preferCall}{' '}
        <button type="button" className={styles.linkButton} onClick={requestInfo}>
          {freemiumSignInTexts.askInfo}
        </button>
      </p>
    </ModalDialog>
  );
}
