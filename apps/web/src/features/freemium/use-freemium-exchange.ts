import { isPlatformAccessAllowed, parseFreemiumState, texts, type FreemiumLoginAnswer, type FreemiumProvider } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError, isApiError } from '../../lib/api-client';
import { storeFreemiumTrial } from '../../lib/freemium-storage';
import { saveOnboardings } from '../../lib/onboarding-store';
import { paths } from '../../lib/routes';
import { setSession } from '../../lib/session-store';
import { loginAppAlumnoFreemium } from './api/login-app-alumno-freemium';
import { loginOauthAlumnoFreemium } from './api/login-oauth-alumno-freemium';
import { buildFreemiumLoginPath, freemiumDialogState } from './freemium-login-link';
import { consumeFreemiumOauthState } from './freemium-oauth-state';

/** What a freemium return carries in the /login URL. */
export type FreemiumCredential =
  | { kind: 'oauth'; code: string; state: string; provider: FreemiumProvider; course: string }
  /** The provider sent the visitor back without a code (they cancelled, or it failed). */
  | { kind: 'oauth-refused'; state: string; course: string }
  | { kind: 'lead'; leadid: string; groupId: string; name: string; email: string; phone: string };

/** Reads a freemium return: code plus a `freemium:{provider}:{course}` state, or leadid plus groupId. */
export function readFreemiumCredential(searchParams: URLSearchParams): FreemiumCredential | null {
  const state = searchParams.get('state');
  const parsed = parseFreemiumState(state);
  if (state && parsed) {
    const code = searchParams.get('code');
    if (code) return { kind: 'oauth', code, state, provider: parsed.provider, course: parsed.course };
    if (searchParams.has('error')) return { kind: 'oauth-refused', state, course: parsed.course };
  }
  const leadid = searchParams.get('leadid')?.trim();
  const groupId = searchParams.get('groupId')?.trim();
  if (leadid && groupId) {
    const read = (name: string) => searchParams.get(name)?.trim() ?? '';
    return { kind: 'lead', leadid, groupId, name: read('name'), email: read('email'), phone: read('phone') };
  }
  return null;
}

function credentialKey(credential: FreemiumCredential): string {
  if (credential.kind === 'lead') return `lead:${credential.leadid}:${credential.groupId}`;
  return `${credential.kind}:${credential.state}`;
}

/** The spec's rule for freemium sign-ins (000 §5): the returned user must be freemium and enrolled. */
export function isFreemiumAccessAllowed(user: FreemiumLoginAnswer['user']): boolean {
  return user.freemium && user.edu_matriculado !== '0' && isPlatformAccessAllowed(user);
}

async function exchangeFreemiumCredential(credential: FreemiumCredential): Promise<FreemiumLoginAnswer> {
  if (credential.kind === 'lead') {
    return loginAppAlumnoFreemium({
      leadid: credential.leadid,
      groupId: credential.groupId,
      namefree: credential.name,
      emailfree: credential.email,
      phonefree: credential.phone,
    });
  }
  // The state must be the one this browser sent to the provider, or the code may have been planted.
  const isStateOurs = credential.state === consumeFreemiumOauthState();
  if (credential.kind === 'oauth-refused' || !isStateOurs) throw new ApiError(400, 'invalid_state', texts.auth.freemiumSignInError);
  return loginOauthAlumnoFreemium({
    provider: credential.provider,
    code: credential.code,
    redirectUri: `${window.location.origin}${paths.login}`,
    course: credential.course,
  });
}

/** The group to preselect: the lead's group, or the course itself when it names one of the groups. */
function pickGroup(credential: FreemiumCredential, answer: FreemiumLoginAnswer): string | null {
  const wanted = credential.kind === 'lead' ? credential.groupId : credential.course;
  return answer.formations.some((formation) => formation.edu_codigoformacion === wanted) ? wanted : null;
}

/** Freemium exchanges in flight, so that StrictMode's second effect run does not spend the code again. */
const exchangesInFlight = new Set<string>();

/** The freemium credential of the current /login URL; the same object while the URL does not change. */
export function useFreemiumCredential(): FreemiumCredential | null {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  return useMemo(() => readFreemiumCredential(new URLSearchParams(search)), [search]);
}

/**
 * The freemium branch of /login (spec 000 §2, §4, §5):
 * - OAuth return (`code` + `state=freemium:{provider}:{course}:…`) → POST login-oauth-alumno-freemium;
 *   lead arrival (`leadid`, `groupId`, `name`, `email`, `phone`) → POST login-app-alumno-freemium;
 * - success: session, freemium formations (and the group when known) stored, 'Inicio de sesión correcto', home;
 * - a user who is not freemium and enrolled: 'No tienes acceso a esta plataforma', nothing stored;
 * - OAuth 404: back to the free-trial dialog showing "Contenido gratuito no disponible";
 * - any other OAuth failure: 'No se pudo completar el inicio de sesión freemium' and the provider dialog again.
 */
export function useFreemiumExchange(credential: FreemiumCredential | null): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!credential) return;
    const key = credentialKey(credential);
    if (exchangesInFlight.has(key)) return;
    exchangesInFlight.add(key);

    exchangeFreemiumCredential(credential)
      .then((answer) => {
        if (!isFreemiumAccessAllowed(answer.user)) throw new ApiError(403, 'no_access', texts.auth.noAccess);
        queryClient.clear();
        setSession(answer.token, answer.user);
        saveOnboardings(answer.user.edu_codigocontacto, answer.onBoarding);
        storeFreemiumTrial(answer.formations, pickGroup(credential, answer));
        toast.success(texts.auth.signInSuccess);
        navigate(paths.home, { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error, 403)) {
          toast.error(error.message);
          navigate(paths.login, { replace: true });
          return;
        }
        if (credential.kind === 'lead') {
          // A lead names its group: a 404 (unknown lead, group without free content) carries the server's reason.
          toast.error(isApiError(error, 404) ? error.message : texts.auth.freemiumSignInError);
          navigate(paths.login, { replace: true });
          return;
        }
        const trialPath = buildFreemiumLoginPath(credential.course);
        if (isApiError(error, 404)) {
          navigate(trialPath, { replace: true, state: freemiumDialogState('no-free-content') });
          return;
        }
        toast.error(texts.auth.freemiumSignInError);
        navigate(trialPath, { replace: true, state: freemiumDialogState('providers') });
      })
      .finally(() => exchangesInFlight.delete(key));
  }, [credential, navigate, queryClient]);
}
