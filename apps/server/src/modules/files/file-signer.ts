import { buildEndpointPath, endpoints } from '@campus/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed address lets its holder fetch. */
export type FileGrantPurpose = 'stream' | 'subtitles' | 'h5p';

/** Who a signed address is for: a contact, within one sign-in (the session that asked for it). */
export interface FileHolder {
  contactCode: string;
  /** The session that obtained the address: it stops working when that sign-in ends (logout, expiry). */
  sessionId: number;
}

export interface FileGrant extends FileHolder {
  purpose: FileGrantPurpose;
  fileId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Content-Disposition: attachment. */
  isDownload: boolean;
}

/** Expiries are rounded up to this step, so addresses signed close together are equal and the browser caches them. */
const EXPIRY_STEP_S = 300;

/**
 * Short-lived signed file addresses (HMAC-SHA256 over purpose, file, contact, session, expiry and download
 * flag). A <video>, <img> or <iframe> cannot send the bearer token, so the address itself carries the
 * grant; the server re-checks the session on every request, so a logout ends the address too.
 */
export function createFileSigner(options: { secret: string; ttlSeconds: number; now: () => Date }) {
  const { secret, ttlSeconds, now } = options;

  const signature = (grant: FileGrant) =>
    createHmac('sha256', secret)
      .update([grant.purpose, grant.fileId, grant.contactCode, grant.sessionId, grant.exp, grant.isDownload ? 1 : 0].join('\n'))
      .digest('base64url');

  const expiry = () => Math.ceil((now().getTime() / 1000 + ttlSeconds) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  const query = (grant: FileGrant) => {
    const params = new URLSearchParams({ c: grant.contactCode, s: String(grant.sessionId), exp: String(grant.exp), sig: signature(grant) });
    if (grant.isDownload) params.set('dl', '1');
    return params.toString();
  };

  return {
    /**
     * The expiry that addresses signed now carry (it moves in steps of EXPIRY_STEP_S): an answer holding
     * signed addresses stays the same, and may be cached, while this does not change.
     */
    currentExpiry: expiry,

    /** True when the signature matches and the address has not expired (the session is checked by the caller). */
    verify(grant: FileGrant, sig: string): boolean {
      if (grant.exp * 1000 < now().getTime()) return false;
      const expected = Buffer.from(signature(grant));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /** /api/files/stream/{id}?c&s&exp&sig[&dl=1]: the file itself (HTTP ranges for video). */
    streamUrl(fileId: number, holder: FileHolder, isDownload = false): string {
      return `${buildEndpointPath(endpoints.streamFile, { id: fileId })}?${query({ purpose: 'stream', fileId, ...holder, exp: expiry(), isDownload })}`;
    },

    /** /api/files/subtitles/{id}?c&s&exp&sig: the WebVTT subtitles of a video. */
    subtitlesUrl(fileId: number, holder: FileHolder): string {
      return `${buildEndpointPath(endpoints.streamSubtitles, { id: fileId })}?${query({ purpose: 'subtitles', fileId, ...holder, exp: expiry(), isDownload: false })}`;
    },

    /**
     * /api/files/h5p/{id}/{c}/{s}/{exp}/{sig}/{entry}: an H5P package served under a signed folder prefix,
     * so its relative app.js and styles.css load under the same grant.
     */
    h5pUrl(fileId: number, holder: FileHolder, entry: string): string {
      const grant: FileGrant = { purpose: 'h5p', fileId, ...holder, exp: expiry(), isDownload: false };
      const prefix = buildEndpointPath(endpoints.streamH5pFile, {
        id: fileId,
        c: holder.contactCode,
        s: holder.sessionId,
        exp: grant.exp,
        sig: signature(grant),
      });
      // The route's trailing `*` is the package's own path, segment by segment.
      return prefix.replace(/\*$/, entry.split('/').map(encodeURIComponent).join('/'));
    },
  };
}

export type FileSigner = ReturnType<typeof createFileSigner>;
