import { texts } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { paths } from '../../../../lib/routes';
import { cancelExpectedSessionEnd, expectSessionEnd } from '../../../../lib/session-end';
import { clearSession } from '../../../../lib/session-store';

/** POST /api/auth/logout-all-sessions (spec 002 §7): every token of the person stops working, on every device. */
export function logoutAllSessions() {
  return callEndpoint('logoutAllSessions');
}

/**
 * 'Desconectar todos los dispositivos': once the server has ended every session, this tab forgets its token (which
 * also closes its socket: the realtime connection follows the session store), drops every cached answer and goes
 * to / (spec 002 §7), with 'Dispositivos desconectados correctamente'. On failure nothing changes here:
 * 'Error al desconectar los dispositivos'. The toasts are raised here, not by the caller: the page that asked is
 * gone once the session is.
 */
export function useLogoutAllSessions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAllSessions,
    // This tab's own socket is refused once the server has ended every session, maybe before the answer
    // arrives: no 'Tu sesión ha terminado' here, where the person asked for it.
    onMutate: expectSessionEnd,
    onSuccess: (answer) => {
      toast.success(answer.message ?? texts.auth.logoutAllSuccess);
      clearSession();
      navigate(paths.home, { replace: true });
      queryClient.clear();
    },
    onError: () => {
      cancelExpectedSessionEnd();
      toast.error(texts.auth.logoutAllError);
    },
  });
}
