import type { CertificateKind } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';

/** POST /api/certificados/{kind}/{contactCode} (ours), body grupo: issues a certificate and answers its short-lived address. */
export function issueCertificate(contactCode: string, kind: CertificateKind, group: string) {
  return callEndpoint('issueCertificate', { params: { kind, contactCode }, body: { grupo: group } });
}

export function useIssueCertificate(contactCode: string) {
  return useMutation({ mutationFn: ({ kind, group }: { kind: CertificateKind; group: string }) => issueCertificate(contactCode, kind, group) });
}
