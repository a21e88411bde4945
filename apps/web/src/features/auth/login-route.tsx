import { Navigate, useLocation } from 'react-router';
import { paths } from '../../lib/routes';
import { useIsSignedIn } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import { LoginPage } from './login-page';
import { readSignInRefusal, useLoginExchange } from './use-login-exchange';

/** /login: exchanges a code or teacher token from the URL, else shows the sign-in page. */
export function LoginRoute() {
  usePageTitle(webTexts.login.pageTitle);
  const isSignedIn = useIsSignedIn();
  const { isExchanging } = useLoginExchange();
  const refusal = readSignInRefusal(useLocation().state);
  if (isSignedIn && !isExchanging) return <Navigate to={paths.home} replace />;
  return <LoginPage isExchanging={isExchanging} refusal={isExchanging ? null : refusal} />;
}
