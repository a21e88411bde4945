import { freemiumProviders, texts, type FreemiumProvider, type FreemiumProviderMode } from '@campus/contract';
import { Gift, Mail, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { openLeadSheet } from '../../lib/lead-sheet-store';
import { paths } from '../../lib/routes';
import { useIsSignedIn } from '../../lib/session-store';
import { useFreemiumProviders } from './api/get-freemium-providers';
import { FREEMIUM_LOGIN_MODE, readFreemiumDialogView } from './freemium-login-link';
import { startFreemiumSignIn } from './freemium-redirect';
import styles from './freemium.module.css';
import { ProviderLogo } from './provider-logos';
import { useFreemiumCredential, useFreemiumExchange } from './use-freemium-exchange';

const web = texts.freemiumWeb;
const nameOf = (provider: FreemiumProvider) => web.providerNames[provider];

/** One entry of the dialog: a provider, the single e-mail entry of the built-in provider, or a provider that is off. */
type ProviderEntry = { kind: 'provider' | 'off'; provider: FreemiumProvider } | { kind: 'email'; provider: FreemiumProvider };

/**
 * What the dialog offers: real providers (and the development simulation) by name; a built-in provider that
 * proves the e-mail with a mailed code is one "Continuar con tu correo" entry, since no Google, Microsoft or
 * Facebook account is involved; a provider that is off is shown as not available. Until the modes are known,
 * every provider is listed (the server refuses what is off anyway).
 */
function listEntries(modes: readonly { provider: FreemiumProvider; mode: FreemiumProviderMode }[] | undefined): ProviderEntry[] {
  if (!modes) return freemiumProviders.map((provider) => ({ kind: 'provider', provider }));
  const entries: ProviderEntry[] = [];
  for (const { provider, mode } of modes) {
    if (mode === 'oauth' || mode === 'simulation') entries.push({ kind: 'provider', provider });
    else if (mode === 'email-code' && !entries.some((entry) => entry.kind === 'email')) entries.push({ kind: 'email', provider });
    else if (mode === 'off') entries.push({ kind: 'off', provider });
  }
  return entries;
}

/**
 * The freemium part of /login (spec 000 §2, §4): `?mode=prueba-gratis&course=…` opens the provider dialog
 * (Google, Microsoft, Facebook); choosing one leaves for that provider. The return (`code` + freemium state,
 * or a lead's link) is exchanged here. When the exchange answered 404 it arrives with the view
 * 'no-free-content': "Contenido gratuito no disponible" with 'Solicitar más información', which opens the
 * lead form about that course.
 */
export function FreemiumSignInDialogs() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const [leavingFor, setLeavingFor] = useState<FreemiumProvider | null>(null);
  useFreemiumExchange(useFreemiumCredential());

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
  const providers = useFreemiumProviders(isFreeTrial && view === 'providers');

  const close = () => void navigate(paths.login, { replace: true });

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
        description={web.noFreeContentBody}
        icon={<SearchX size={28} />}
        closeLabel={web.close}
      >
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={requestInfo}>
            {texts.freemium.requestMoreInfo}
          </button>
        </ModalDialogActions>
      </ModalDialog>
    );
  }

  const entries = listEntries(providers.data?.providers);
  const isEverythingOff = entries.every((entry) => entry.kind === 'off');
  // Without any provider account involved, the text does not promise Google, Microsoft or Facebook.
  const hasProviderAccounts = entries.some((entry) => entry.kind === 'provider');

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={web.providerTitle}
      description={hasProviderAccounts || isEverythingOff ? web.providerDescription : web.providerDescriptionEmail}
      icon={<Gift size={28} />}
      closeLabel={web.close}
    >
      <ul role="list" className={styles.providers} aria-busy={providers.isPending}>
        {entries.map((entry) => {
          const name = nameOf(entry.provider);
          const isLeaving = leavingFor === entry.provider;
          const label =
            entry.kind === 'off'
              ? web.providerOff.replace('{provider}', name)
              : isLeaving
                ? web.redirecting.replace('{provider}', entry.kind === 'email' ? 'Campus' : name)
                : entry.kind === 'email'
                  ? web.continueWithEmail
                  : web.continueWith.replace('{provider}', name);
          return (
            <li key={`${entry.kind}-${entry.provider}`}>
              <button
                type="button"
                className={styles.providerButton}
                onClick={() => choose(entry.provider)}
                disabled={leavingFor !== null || entry.kind === 'off' || providers.isPending}
              >
                {isLeaving ? (
                  <Spinner size="small" />
                ) : entry.kind === 'email' ? (
                  <Mail aria-hidden="true" size={22} />
                ) : (
                  <ProviderLogo provider={entry.provider} />
                )}
                <span>{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {isEverythingOff ? (
        <p className={styles.privacyNote} role="status">
          {web.allProvidersOff}
        </p>
      ) : (
        <p className={styles.privacyNote}>{web.privacyNote}</p>
      )}
      <p className={styles.preferCall}>
        {web.preferCall}{' '}
        <button type="button" className={styles.linkButton} onClick={requestInfo}>
          {web.askInfo}
        </button>
      </p>
    </ModalDialog>
  );
}
