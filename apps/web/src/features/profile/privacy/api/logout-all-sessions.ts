import { logoutAnswerSchema } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../../lib/api-client';
import { paths } from '../../../../lib/routes';
import { clearSession } from '../../../../lib/session-store';

/** POST /api/auth/logout-all-sessions (spec 002 §7): every token of the person stops working, on every device. */
export function logoutAllSessions() {
  return apiRequest('/api/auth/logout-all-sessions', { method: 'POST', schema: logoutAnswerSchema });
}

/**
 * 'Desconectar todos los dispositivos': once the server has ended every session, this tab forgets its token (which
 * also closes its socket: the realtime connection follows the session store), drops every cached answer and goes
 * to / (spec 002 §7). On failure nothing changes here and the caller shows the error.
 */
export function useLogoutAllSessions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAllSessions,
    onSuccess: () => {
      clearSession();
      navigate(paths.home, { replace: true });
      queryClient.clear();
    },
  });
}
