import { texts } from '@campus/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../lib/show-error-toast';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { clearSession, setUser, useIsSignedIn } from '../../lib/session-store';
import { sessionQueryOptions, useSessionQuery } from './api/get-session';

/**
 * Re-checks the session on mount and every 240 s while signed in (spec 002 §8, §9).
 * - a 401 raises no error toast (spec): like any 401 of the API, it has already ended the session in the
 *   API client (lib/session-end: token and cache gone, 'Tu sesión ha terminado…' once, the shell leaves);
 * - a network failure is tolerated too: no answer says nothing about the session, and logging a
 *   student out because the train went into a tunnel would lose their place;
 * - any other error answer clears the token and goes to /login with 'Error en la sesión'.
 * A successful check refreshes the stored user, so profile changes reach every open tab.
 */
export function useSessionCheck(): void {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, error, errorUpdatedAt } = useSessionQuery(isSignedIn);

  useEffect(() => {
    if (data) setUser(data.user);
  }, [data]);

  useEffect(() => {
    if (!error || isApiError(error, 401) || isApiError(error, 0)) return;
    clearSession();
    // The failed check must not outlive this session: a later sign-in would find it and sign out again.
    queryClient.removeQueries({ queryKey: sessionQueryOptions().queryKey });
    showErrorToast(texts.auth.sessionError);
    navigate(paths.login, { replace: true });
  }, [error, errorUpdatedAt, navigate, queryClient]);
}
