import path from 'node:path';
import type { Readable } from 'node:stream';
import { type FileAnswer, texts } from '@campus/contract';
import { type FileStorage, isSafeFileKey } from '../../integrations/files/file-storage';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize, type FileRow } from '../../policies';
import { parseRangeHeader } from './byte-range';
import { contentDisposition, contentTypeOf } from './content-types';
import { presentFile, splitH5pKey, toFileType } from './file-presenter';
import type { FileGrant, FileSigner } from './file-signer';

/** Bytes to send and the headers that describe them. */
export interface FileDelivery {
  statusCode: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

/** Storage key of the intro clip played before every class video (spec 001 §2, Content viewers). */
export const INTRO_VIDEO_KEY = 'demo/videos/intro-campus.mp4';

/**
 * Signed file addresses and the bytes behind them. Every address is issued only for a file the user may
 * open (availability of spec 001 §4) and, when served, re-checked for the contact it was issued to.
 */
export function createFilesService(deps: {
  storage: FileStorage;
  signer: FileSigner;
  access: AccessPolicies;
  /** Whether the sign-in that obtained an address still goes on (not logged out, not expired). */
  sessions: { isSignInLive(sessionId: number): Promise<boolean> };
  now: () => Date;
}) {
  const { storage, signer, access, sessions, now } = deps;

  async function deliver(
    key: string,
    options: { range?: string | undefined; contentType: string; disposition?: string; maxAgeS: number; isPublic?: boolean },
  ): Promise<FileDelivery> {
    const stat = await storage.stat(key);
    if (!stat) throw new AppError('not_found', texts.files.notFound);
    const headers: Record<string, string> = {
      'content-type': options.contentType,
      'accept-ranges': 'bytes',
      'cache-control': `${options.isPublic ? 'public' : 'private'}, max-age=${Math.max(0, Math.floor(options.maxAgeS))}`,
      ...(options.disposition ? { 'content-disposition': options.disposition } : {}),
      ...(stat.modifiedAt ? { 'last-modified': stat.modifiedAt.toUTCString() } : {}),
    };
    const request = parseRangeHeader(options.range, stat.size);
    if (request.kind === 'unsatisfiable') return { statusCode: 416, headers: { ...headers, 'content-range': `bytes */${stat.size}` }, body: null };
    if (request.kind === 'partial') {
      const { start, end } = request.range;
      return {
        statusCode: 206,
        headers: { ...headers, 'content-range': `bytes ${start}-${end}/${stat.size}`, 'content-length': String(end - start + 1) },
        body: await storage.read(key, request.range),
      };
    }
    return { statusCode: 200, headers: { ...headers, 'content-length': String(stat.size) }, body: await storage.read(key) };
  }

  /**
   * Checks a signed address: signature and expiry, then, on every request (a video's range requests
   * included), that the sign-in that obtained it is still open, and that its contact may still open the
   * file and, for a download, download it. A logout, a class that closes or a download flag turned off
   * stops serving at once: no cache, the session check is one indexed lookup beside the access check.
   */
  async function checkGrant(grant: FileGrant, sig: string): Promise<{ actor: Actor; file: FileRow }> {
    const isGrantValid = signer.verify(grant, sig) && (await sessions.isSignInLive(grant.sessionId));
    const { actor, file } = await access.authorizeSignedFile({
      isGrantValid,
      contactCode: grant.contactCode,
      sessionId: grant.sessionId,
      fileId: grant.fileId,
      isDownload: grant.isDownload,
    });
    return { actor, file: file.file };
  }

  const secondsLeft = (exp: number) => exp - now().getTime() / 1000;

  return {
    /** GET /api/files/activos/file/{id}[?download=1]: a fresh signed address of a file the user may open. */
    async getFile(actor: Actor | null, fileId: number, isDownload: boolean): Promise<FileAnswer> {
      const { actor: checked, file: fileAccess } = await access.authorize(actor, 'openFile', { fileId, isDownload });
      const { file } = fileAccess;
      const fileType = toFileType(file.file_type);
      if (isDownload) {
        authorize(checked, 'downloadFile', { canDownload: fileAccess.canDownload, fileType, hasStoredBytes: file.storage_key !== null });
        return {
          status: 'ok',
          data: { url: signer.streamUrl(file.id, { contactCode: checked.edu_codigocontacto, sessionId: checked.sessionId }, true), name: file.name, fileType },
        };
      }
      authorize(checked, 'viewFile', { canDownload: fileAccess.canDownload, fileType });
      const { url } = presentFile(file, {
        isOpen: true,
        canDownload: fileAccess.canDownload,
        contactCode: checked.edu_codigocontacto,
        sessionId: checked.sessionId,
        signer,
      });
      if (!url) throw new AppError('not_found', texts.files.urlUnavailable);
      return { status: 'ok', data: { url, name: file.name, fileType } };
    },

    /** GET /api/files/stream/{id}?c&s&exp&sig[&dl=1]: the file, with HTTP ranges; attachment only for a signed download. */
    async streamFile(
      query: { id: number; c: string; s: number; exp: number; sig: string; dl?: '1' | undefined },
      range: string | undefined,
    ): Promise<FileDelivery> {
      const grant: FileGrant = { purpose: 'stream', fileId: query.id, contactCode: query.c, sessionId: query.s, exp: query.exp, isDownload: query.dl === '1' };
      const { actor, file } = await checkGrant(grant, query.sig);
      if (!file.storage_key) throw new AppError('not_found', texts.files.urlUnavailable);
      const fileType = toFileType(file.file_type);
      if (!grant.isDownload) authorize(actor, 'streamFileInline', { fileType });
      const contentType = fileType !== 'other' && fileType !== 'h5p' ? (fileType === 'image/jpg' ? 'image/jpeg' : fileType) : contentTypeOf(file.storage_key);
      const downloadName = path.posix.extname(file.name) ? file.name : `${file.name}${path.posix.extname(file.storage_key)}`;
      return deliver(file.storage_key, {
        range,
        contentType,
        disposition: contentDisposition(grant.isDownload ? 'attachment' : 'inline', downloadName),
        maxAgeS: secondsLeft(grant.exp),
      });
    },

    /** GET /api/files/subtitles/{id}?c&s&exp&sig: the WebVTT subtitles of a video. */
    async streamSubtitles(query: { id: number; c: string; s: number; exp: number; sig: string }, range: string | undefined): Promise<FileDelivery> {
      const { file } = await checkGrant(
        { purpose: 'subtitles', fileId: query.id, contactCode: query.c, sessionId: query.s, exp: query.exp, isDownload: false },
        query.sig,
      );
      if (!file.subtitles_storage_key) throw new AppError('not_found', texts.files.notFound);
      return deliver(file.subtitles_storage_key, { range, contentType: 'text/vtt; charset=utf-8', maxAgeS: secondsLeft(query.exp) });
    },

    /** GET /api/files/h5p/{id}/{c}/{s}/{exp}/{sig}/{path}: a file of the H5P package folder. */
    async streamH5p(params: { id: number; c: string; s: number; exp: number; sig: string; '*': string }, range: string | undefined): Promise<FileDelivery> {
      const { file } = await checkGrant(
        { purpose: 'h5p', fileId: params.id, contactCode: params.c, sessionId: params.s, exp: params.exp, isDownload: false },
        params.sig,
      );
      if (!file.storage_key || toFileType(file.file_type) !== 'h5p') throw new AppError('not_found', texts.files.notFound);
      const inner = params['*'] || splitH5pKey(file.storage_key).entry;
      if (!isSafeFileKey(inner)) throw new AppError('not_found', texts.files.notFound);
      const key = `${splitH5pKey(file.storage_key).folder}/${inner}`;
      return deliver(key, { range, contentType: contentTypeOf(key), maxAgeS: secondsLeft(params.exp) });
    },

    /** GET /api/files/intro: the academy's intro clip (public, no grant needed). */
    async streamIntro(range: string | undefined): Promise<FileDelivery> {
      return deliver(INTRO_VIDEO_KEY, { range, contentType: 'video/mp4', maxAgeS: 86_400, isPublic: true });
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
