import type { ChangePasswordBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';

/**
 * POST /api/auth/change-password: the current password and the new one twice (the contract's rule). The server
 * ends the person's other sessions; this one stays.
 */
export function changePassword(body: ChangePasswordBody) {
  return callEndpoint('changePassword', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(body) });
}
