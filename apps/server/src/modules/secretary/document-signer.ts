import { createHmac, timingSafeEqual } from 'node:crypto';
import { buildEndpointPath, endpoints } from '@campus/contract';
import type { FileHolder } from '../files/file-signer';

/** A signed download of an issued document. */
export interface DocumentGrant extends FileHolder {
  code: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Short-lived signed addresses of the secretary's PDFs, like the files module's: an <a download> cannot send
 * the bearer token, so the address carries the grant (document, contact, sign-in, expiry), signed with the
 * files secret under its own purpose; serving re-checks that the sign-in is still open.
 */
export function createDocumentSigner(options: { secret: string; ttlSeconds: number; now: () => Date }) {
  const { secret, ttlSeconds, now } = options;
  const signature = (grant: DocumentGrant) =>
    createHmac('sha256', secret).update(['document', grant.code, grant.contactCode, grant.sessionId, grant.exp].join('\n')).digest('base64url');

  return {
    /** `/api/documentos/descargar/{code}?c&s&exp&sig` (downloadDocument): the PDF, for its owner's sign-in only. */
    downloadUrl(code: string, holder: FileHolder): string {
      const exp = Math.ceil(now().getTime() / 1000 + ttlSeconds);
      const sig = signature({ code, ...holder, exp });
      const params = new URLSearchParams({ c: holder.contactCode, s: String(holder.sessionId), exp: String(exp), sig });
      return `${buildEndpointPath(endpoints.downloadDocument, { code })}?${params.toString()}`;
    },

    /** True when the signature matches and the address has not expired (the caller checks the sign-in). */
    verify(grant: DocumentGrant, sig: string): boolean {
      if (grant.exp * 1000 < now().getTime()) return false;
      const expected = Buffer.from(signature(grant));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type DocumentSigner = ReturnType<typeof createDocumentSigner>;
