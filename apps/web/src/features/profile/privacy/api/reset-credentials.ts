import { texts, type ResetCredentialsBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '../../../../lib/api-client';
import { callEndpoint } from '../../../../lib/api/call-endpoint';

/**
 * POST /api/auth/reset-credentials (spec 002 §7): body emailaddress2, edu_codigoo365, fullname, forcePasswordChange.
 * The server mails a temporary password to the personal address saved in the profile and ends the other sessions.
 */
export function resetCredentials(body: ResetCredentialsBody) {
  return callEndpoint('resetCredentials', { body });
}

/**
 * 'Resetear contraseña', shared by the information and privacy tabs: toasts 'Credenciales reseteadas correctamente'
 * with where the mail went, or the server's reason (a personal e-mail missing or not saved yet), else
 * 'Error al resetear las credenciales'.
 */
export function useResetCredentials() {
  return useMutation({
    mutationFn: (body: ResetCredentialsBody) => resetCredentials({ forcePasswordChange: true, ...body }),
    onSuccess: (answer) => {
      toast.success(answer.message, { description: texts.privacy.temporaryPasswordSent.replace('{email}', answer.sentTo) });
    },
    onError: (error) => {
      // 4xx answers carry a reason the person can act on; anything else is the spec's generic text.
      toast.error(isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : texts.privacy.resetCredentialsError);
    },
  });
}
