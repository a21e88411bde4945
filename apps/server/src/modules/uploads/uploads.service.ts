import { randomBytes } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildEndpointPath, CHAT_UPLOAD_MAX_BYTES, endpoints, TASK_FILE_MAX_BYTES, texts } from '@campus/contract';
import type { UploadPurpose } from '../../db/schema';
import type { FileStorage } from '../../integrations/files/file-storage';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize } from '../../policies';
import { SNIFF_HEAD_BYTES, sniffFileType } from './sniff-file-type';
import type { UploadedFileRow, UploadsExecutor, UploadsRepository } from './uploads.repository';

/** Largest file of each kind of upload. */
export const UPLOAD_MAX_BYTES: Record<UploadPurpose, number> = { chat: CHAT_UPLOAD_MAX_BYTES, post: CHAT_UPLOAD_MAX_BYTES, task: TASK_FILE_MAX_BYTES };

/** An upload nothing carries is kept this long (a form can stay open a while), then swept. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 3600_000;
/** How often the sweep of unattached uploads runs. */
export const UNATTACHED_UPLOAD_SWEEP_MS = 3600_000;

/** An uploaded (or attached) file as the API answers it: the chat file shape of the contract. */
export interface UploadedFile {
  id: number;
  name: string;
  /** `/api/files/activos/file/{id}`: asked with the session, it answers a fresh signed address. */
  url: string;
  fileType: string;
  size?: number;
}

/** A file as it arrives (a multipart part): the client's name and type, and its bytes as a stream. */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  /** A multipart file stream emits 'limit' and ends `truncated` past the parser's size limit. */
  stream: Readable & { truncated?: boolean };
}

/** The address that answers a fresh signed address of a file (the existing files flow re-checks access). */
export const fileAddress = (fileId: number) => buildEndpointPath(endpoints.getFileAddress, { id: fileId });

export function toUploadedFile(file: UploadedFileRow): UploadedFile {
  return {
    id: file.id,
    name: file.name,
    url: file.url ?? fileAddress(file.id),
    fileType: file.file_type,
    ...(file.size_bytes !== null ? { size: file.size_bytes } : {}),
  };
}

/** Bytes stored under a key, before any row names them. */
interface StoredBytes {
  name: string;
  fileType: string;
  storageKey: string;
  sizeBytes: number;
}

/** A file past its size limit (thrown at the end of the guarded stream). */
export class UploadTooLargeError extends Error {}

/**
 * Counts and passes the bytes on, keeping the first ones to tell the real type; past the limit (or when the
 * multipart parser says so) it drops the rest and fails at the end, so storage never keeps a partial file.
 */
export class UploadGuard extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);
  private tooLarge = false;

  constructor(
    private readonly maxBytes: number,
    source: IncomingFile['stream'],
  ) {
    super();
    source.once('limit', () => {
      this.tooLarge = true;
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) this.tooLarge = true;
    // Past the limit the source is still read to its end (the request goes on), but nothing more is stored.
    if (this.tooLarge) return callback();
    if (this.head.length < SNIFF_HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_HEAD_BYTES - this.head.length)]);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.tooLarge ? new UploadTooLargeError() : null);
  }
}

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'application/pdf', 'video/mp4']);
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,40}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,50}$/;

/**
 * The stored type: what the bytes are when recognisable (so a HEIC photo or a QuickTime movie is stored as
 * such, not as MP4, and downloads instead of playing); never an inline type (images, PDF, MP4 video) the bytes
 * do not match.
 */
export function decideFileType(declared: string, head: Buffer): string {
  const sniffed = sniffFileType(head);
  if (sniffed) return sniffed;
  const clean = declared.trim().toLowerCase();
  if (!MIME.test(clean) || INLINE_TYPES.has(clean)) return 'application/octet-stream';
  return clean;
}

/** The name shown to people: the file's own name without folders or control characters, at most 255 characters. */
export function cleanFileName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'archivo').slice(0, 255);
}

/** A storage key segment from a name: ASCII letters, digits, dots and dashes (accents dropped), at most 80. */
export function safeKeyName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return (ascii.slice(0, 80).replace(/[-.]+$/, '') || 'archivo').toLowerCase();
}

/** Files people upload (chat messages, posts of the board): stored through the file storage (issue 11). */
export function createUploadsService(deps: {
  repository: UploadsRepository;
  storage: FileStorage;
  access: Pick<AccessPolicies, 'authorize'>;
  now: () => Date;
}) {
  const { repository, storage, access, now } = deps;

  function storageKeyFor(name: string): string {
    const at = now();
    const month = String(at.getUTCMonth() + 1).padStart(2, '0');
    return `uploads/${at.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}-${safeKeyName(name)}`;
  }

  /**
   * Streams one file's bytes to the storage under a new key (past the purpose's limit nothing is kept), then
   * lets `writeRows` record them; the bytes are removed again when anything fails, so storage never keeps a
   * file no row names.
   */
  async function storeThen<T>(input: { purpose: UploadPurpose; file: IncomingFile }, writeRows: (stored: StoredBytes) => Promise<T>): Promise<T> {
    const name = cleanFileName(input.file.filename);
    const key = storageKeyFor(name);
    const guard = new UploadGuard(UPLOAD_MAX_BYTES[input.purpose], input.file.stream);
    try {
      // Both settle before answering: a failed write has removed its temporary file by then.
      const [read, written] = await Promise.allSettled([pipeline(input.file.stream, guard), storage.write(key, guard, 'application/octet-stream')]);
      if (read.status === 'rejected') throw read.reason;
      if (written.status === 'rejected') throw written.reason;
      if (input.file.stream.truncated) throw new UploadTooLargeError();
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      if (error instanceof UploadTooLargeError) throw new AppError('validation', texts.chat.oneFileOnly);
      throw new AppError('validation', texts.chat.uploadError, { cause: error });
    }
    if (guard.bytes === 0) {
      await storage.delete(key);
      throw new AppError('validation', texts.chat.emptyFile);
    }
    try {
      return await writeRows({ name, fileType: decideFileType(input.file.mimetype, guard.head), storageKey: key, sizeBytes: guard.bytes });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async function attach(actor: Actor | null, fileIds: readonly number[], target: { kind: 'chat'; chatId: number } | { kind: 'post'; postId: number }) {
    const decision = await access.authorize(actor, 'attachFiles', { fileIds, target, uploadsOnly: target.kind === 'post' });
    if (decision.uploadIds.length > 0) {
      const marked = await repository.attach(
        decision.uploadIds,
        decision.actor.edu_codigocontacto,
        target.kind === 'chat' ? { chatId: target.chatId } : { postId: target.postId },
      );
      // Attached elsewhere in the meantime (two sends of the same upload at once): the later one is refused.
      if (marked.length !== decision.uploadIds.length) throw new AppError('forbidden', texts.chat.fileNotAllowed);
    }
    return { actor: decision.actor, files: decision.files.map(toUploadedFile) };
  }

  return {
    /**
     * Stores one file for the signed-in actor: the bytes stream to the file storage (never buffered; past the
     * purpose's limit nothing is kept and the answer is 400 'Solo se puede subir un fichero cada vez.'), then
     * its `files` and `file_uploads` rows. Only its owner and staff open it until it is attached.
     */
    async storeUpload(actor: Actor | null, input: { purpose: UploadPurpose; file: IncomingFile }): Promise<UploadedFile> {
      const checked = authorize(actor, 'signedIn');
      const row = await storeThen(input, (stored) =>
        repository.insertUpload({ ...stored, ownerCode: checked.edu_codigocontacto, purpose: input.purpose, at: now() }),
      );
      return toUploadedFile(row);
    },

    /**
     * The same storage for a caller that writes the upload's rows in its own transaction (a task delivery,
     * issue 14): the bytes are stored first, then `record` runs and writes the rows through `writeRows` with
     * its transaction; when `record` fails the bytes are removed, so nothing is half-written. The caller
     * has authorized the actor.
     */
    async storeUploadWithin<T>(
      ownerCode: string,
      input: { purpose: UploadPurpose; file: IncomingFile },
      record: (writeRows: (executor: UploadsExecutor, link: { taskDeliveryId: number | null; at: Date }) => Promise<UploadedFileRow>) => Promise<T>,
    ): Promise<T> {
      return storeThen(input, (stored) =>
        record((executor, link) =>
          repository.insertUploadWith(executor, { ...stored, ownerCode, purpose: input.purpose, at: link.at, taskDeliveryId: link.taskDeliveryId }),
        ),
      );
    },

    /**
     * Deletes an uploaded file another service has decided may go (a task file its owner removes): its rows
     * (the upload row on cascade) and then its bytes.
     */
    async deleteUploadedFile(fileId: number): Promise<void> {
      const upload = await repository.findUpload(fileId);
      if (!upload) return;
      await repository.deleteFile(fileId);
      if (upload.file.storage_key) await storage.delete(upload.file.storage_key).catch(() => undefined);
    },

    /**
     * Removes the actor's own upload that is not attached anywhere (a request that brought a second file, a
     * file removed before sending): its rows and its bytes. Anything else is left alone (404).
     */
    async discardUpload(actor: Actor | null, fileId: number): Promise<void> {
      const checked = authorize(actor, 'signedIn');
      const upload = await repository.findUpload(fileId);
      if (!upload) throw new AppError('not_found', texts.chat.fileNotFound);
      authorize(checked, 'discardUpload', { ownerCode: upload.ownerCode, isAttached: upload.isAttached });
      const { file } = upload;
      await repository.deleteFile(file.id);
      if (file.storage_key) await storage.delete(file.storage_key);
    },

    /**
     * Deletes uploads that nothing carries once they are older than UNATTACHED_UPLOAD_TTL_MS: a file left in a
     * form that was closed, taken off a post or whose message was never sent. The owner has no page that lists
     * them, so keeping them would only fill the storage. Safe on several instances (one statement decides).
     * Answers how many were deleted.
     */
    async sweepUnattachedUploads(now: Date): Promise<number> {
      const keys = await repository.deleteUnattachedBefore(new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS));
      for (const key of keys) await storage.delete(key).catch(() => undefined);
      return keys.length;
    },

    /**
     * Files of a chat message: content files the actor may open and the actor's own chat uploads, unattached
     * or already in this chat (marked as attached to it). Refusals come from the `attachFiles` policy.
     */
    attachToChat: (actor: Actor | null, fileIds: readonly number[], chatId: number) => attach(actor, fileIds, { kind: 'chat', chatId }),

    /** Files of a post: only the actor's own post uploads, unattached or already on this post (marked as attached to it). */
    attachToPost: (actor: Actor | null, fileIds: readonly number[], postId: number) => attach(actor, fileIds, { kind: 'post', postId }),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
