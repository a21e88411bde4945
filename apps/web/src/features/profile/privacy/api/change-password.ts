import { passwordAnswerSchema, type ChangePasswordBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/auth/change-password: the current password and the new one twice (the contract's rule). The server
 * ends the person's other sessions; this one stays.
 */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest('/api/auth/change-password', { method: 'POST', body, schema: passwordAnswerSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(body) });
}
