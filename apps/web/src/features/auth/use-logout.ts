import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routes';
import { expectSessionEnd } from '../../lib/session-end';
import { clearSession } from '../../lib/session-store';
import { logout } from './api/logout';

/**
 * 'Cerrar sesión' (spec 000 §4): tells the server (its failure is ignored: the local session ends
 * anyway), forgets the token, the user and every cached answer, and goes to /.
 */
export function useLogout(): { logoutUser: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logoutUser = useCallback(async () => {
    setIsLoggingOut(true);
    // The server closes this tab's socket before it answers: that refusal is no news to the person leaving.
    expectSessionEnd();
    try {
      await logout();
    } catch {
      // Ignored on purpose, see above.
    }
    clearSession();
    navigate(paths.home, { replace: true });
    queryClient.clear();
    setIsLoggingOut(false);
  }, [navigate, queryClient]);

  return { logoutUser, isLoggingOut };
}
