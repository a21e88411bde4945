import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routes';
import { expectSessionEnd } from '../../lib/session-end';
import { clearSession } from '../../lib/session-store';
import { logout } from './api/logout';

/**
 * 'Cerrar sesión' (spec 000 §4): tells the server (its failure is ignored: the local session ends
 * anyway), forgets the token, the user and every cached answer, and goes to / (through the OIDC provider's
 * logout first when the server names it).
 */
export function useLogout(): { logoutUser: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logoutUser = useCallback(async () => {
    setIsLoggingOut(true);
    // The server closes this tab's socket before it answers: that refusal is no news to the person leaving.
    expectSessionEnd();
    let endSessionUrl: string | undefined;
    try {
      endSessionUrl = (await logout()).endSessionUrl;
    } catch {
      // Ignored on purpose, see above.
    }
    clearSession();
    // Signed in through the academy's OpenID Connect provider: its session ends too, and it sends the browser
    // back to /; otherwise the next person at a shared computer would be signed in again as this one.
    if (endSessionUrl) {
      queryClient.clear();
      window.location.assign(endSessionUrl);
      return;
    }
    navigate(paths.home, { replace: true });
    queryClient.clear();
    setIsLoggingOut(false);
  }, [navigate, queryClient]);

  return { logoutUser, isLoggingOut };
}
