import { isPlatformAccessAllowed, texts, type LoginAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError, isApiError } from '../../lib/api-client';
import { isFreemiumReturn } from '../../lib/freemium-return';
import { clearFreemiumTrial } from '../../lib/freemium-storage';
import { saveOnboardings } from '../../lib/onboarding-store';
import { paths } from '../../lib/routes';
import { isSignedIn, setSession } from '../../lib/session-store';
import { loginAppAlumno } from './api/login-app-alumno';
import { loginTokenProfesor } from './api/login-token-profesor';
import { consumeSignInState } from './sign-in-redirect';

type Credential = { kind: 'code'; value: string } | { kind: 'teacher-token'; value: string };

/**
 * Why the last sign-in failed, kept in the history entry of /login (issue 29): the sign-in page says it until the
 * person acts, instead of a toast that vanishes while the page looks as before.
 */
export interface SignInRefusal {
  /** no_access: signed in but refused by the platform; teacher_link: a bad or expired teacher link; error: anything else. */
  kind: 'no_access' | 'teacher_link' | 'error';
  message: string;
}

/** The refusal the exchange left in the location state, if any. */
export function readSignInRefusal(state: unknown): SignInRefusal | null {
  if (typeof state !== 'object' || state === null || !('signInRefusal' in state)) return null;
  const refusal = state.signInRefusal;
  if (typeof refusal !== 'object' || refusal === null) return null;
  const { kind, message } = refusal as Partial<SignInRefusal>;
  if ((kind !== 'no_access' && kind !== 'teacher_link' && kind !== 'error') || typeof message !== 'string') return null;
  return { kind, message };
}

function toRefusal(error: unknown, credential: Credential['kind']): SignInRefusal {
  if (isApiError(error, 403)) return { kind: 'no_access', message: error.message };
  // A bad teacher link: the server's message names it ('El enlace de acceso del profesor no es válido o ha caducado').
  if (credential === 'teacher-token' && error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return { kind: 'teacher_link', message: error.message };
  return { kind: 'error', message: texts.auth.signInError };
}

/**
 * Exchanges in flight, by credential. A one-time code must reach the server once, even though React 19
 * StrictMode mounts, unmounts and re-mounts effects in development: the second run finds the first one
 * here and leaves it to finish (and navigate).
 */
const exchangesInFlight = new Set<string>();

function readCredential(searchParams: URLSearchParams): Credential | null {
  const code = searchParams.get('code');
  if (code) return { kind: 'code', value: code };
  const teacherToken = searchParams.get('t');
  if (teacherToken) return { kind: 'teacher-token', value: teacherToken };
  return null;
}

async function exchangeCredential(credential: Credential, returnedState: string | null): Promise<LoginAnswer> {
  if (credential.kind === 'teacher-token') return loginTokenProfesor(credential.value);
  // The return must carry the state this browser sent: a code without it, or with another, may have been
  // planted by another site (login CSRF), so it is refused before it reaches the server.
  const sentState = consumeSignInState();
  if (returnedState === null || sentState === null || returnedState !== sentState) {
    throw new ApiError(400, 'invalid_state', texts.auth.signInError);
  }
  return loginAppAlumno(credential.value);
}

/**
 * Signs in from the /login URL (spec 000 §2, §4): `code` goes to login-app-alumno, `t` to
 * login-token-profesor. Success stores the session, toasts 'Inicio de sesión correcto' and goes home.
 * Failure stays on the sign-in page, which says why ('Error al iniciar sesión'; on a 403 the server's message,
 * 'No tienes acceso a esta plataforma'; a bad teacher link's message) and what to do next, unless the user is
 * already signed in (then it just goes home).
 * @returns whether an exchange is under way (the URL still carries a credential).
 */
export function useLoginExchange(): { isExchanging: boolean } {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A freemium return (state freemium:…, or a lead's leadid/groupId) is the freemium feature's exchange.
  const isFreemium = isFreemiumReturn(searchParams);
  const credential = isFreemium ? null : readCredential(searchParams);
  const returnedState = searchParams.get('state');
  const kind = credential?.kind;
  const value = credential?.value;

  useEffect(() => {
    if (!kind || !value) return;
    const key = `${kind}:${value}`;
    if (exchangesInFlight.has(key)) return;
    exchangesInFlight.add(key);

    exchangeCredential({ kind, value }, returnedState)
      .then((answer) => {
        if (!isPlatformAccessAllowed(answer.user)) throw new ApiError(403, 'no_access', texts.auth.noAccess);
        // A new session starts with an empty cache: nothing of a previous user may show.
        queryClient.clear();
        setSession(answer.token, answer.user);
        // The tour reads them (features/onboarding); only the login answer carries them.
        saveOnboardings(answer.user.edu_codigocontacto, answer.onBoarding);
        // A regular sign-in is not a free trial: no formations of an earlier visitor may linger.
        clearFreemiumTrial();
        toast.success(texts.auth.signInSuccess);
        navigate(paths.home, { replace: true });
      })
      .catch((error: unknown) => {
        const wasSignedIn = isSignedIn();
        // Replacing the URL drops the spent code, so a reload does not try it again.
        if (wasSignedIn) {
          if (isApiError(error, 403)) toast.error(error.message);
          navigate(paths.home, { replace: true });
        } else navigate(paths.login, { replace: true, state: { signInRefusal: toRefusal(error, kind) } });
      })
      .finally(() => exchangesInFlight.delete(key));
  }, [kind, value, returnedState, navigate, queryClient]);

  return { isExchanging: credential !== null || isFreemium };
}
