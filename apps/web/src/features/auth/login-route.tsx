import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../lib/routes';
import { useIsSignedIn } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import { LoginPage } from './login-page';
import { startSignIn } from './sign-in-redirect';
import { readSignInRefusal, useLoginExchange } from './use-login-exchange';

/**
 * Where the invitation page sends the browser once the person has chosen a password (issue 31): the academy sign-in
 * holds a one-time ticket for this browser, so starting the usual sign-in (with this app's own state) lands them
 * signed in without a second password prompt.
 */
const isInvitationAccepted = (searchParams: URLSearchParams) => searchParams.get('invitacion') === 'aceptada';

/** /login: exchanges a code or teacher token from the URL, starts the sign-in after an invitation, else shows the sign-in page. */
export function LoginRoute() {
  usePageTitle(webTexts.login.pageTitle);
  const isSignedIn = useIsSignedIn();
  const { isExchanging } = useLoginExchange();
  const refusal = readSignInRefusal(useLocation().state);
  const isAfterInvitation = isInvitationAccepted(useSearchParams()[0]);
  // Once per page, even though StrictMode runs effects twice: one state, one trip to the academy sign-in.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!isAfterInvitation || hasStarted.current) return;
    hasStarted.current = true;
    startSignIn();
  }, [isAfterInvitation]);
  // The person who has just accepted an invitation in this browser signs in, even over an earlier session.
  if (isSignedIn && !isExchanging && !isAfterInvitation) return <Navigate to={paths.home} replace />;
  return <LoginPage isExchanging={isExchanging || isAfterInvitation} refusal={isExchanging ? null : refusal} />;
}
