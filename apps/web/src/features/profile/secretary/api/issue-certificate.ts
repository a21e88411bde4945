import { certificateAnswerSchema, type CertificateKind } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/certificados/{kind}/{contactCode} (ours), body grupo: issues a certificate and answers its short-lived address. */
export function issueCertificate(contactCode: string, kind: CertificateKind, group: string) {
  return apiRequest(`/api/certificados/${kind}/${encodeURIComponent(contactCode)}`, { method: 'POST', body: { grupo: group }, schema: certificateAnswerSchema });
}

export function useIssueCertificate(contactCode: string) {
  return useMutation({ mutationFn: ({ kind, group }: { kind: CertificateKind; group: string }) => issueCertificate(contactCode, kind, group) });
}
