import { StandalonePage } from '../../components/standalone-page';
import { useIsSignedIn } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import { AppShell } from '../layout/app-shell';
import { NotFoundPage } from './not-found-page';

/** The catch-all route: inside the shell when signed in, on its own otherwise. */
export function NotFoundRoute() {
  const isSignedIn = useIsSignedIn();
  if (isSignedIn) {
    return (
      <AppShell>
        <NotFoundPage />
      </AppShell>
    );
  }
  return (
    <StandalonePage homeLabel={webTexts.a11y.goHome}>
      <NotFoundPage />
    </StandalonePage>
  );
}
