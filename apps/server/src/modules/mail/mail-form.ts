import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_MAX_ATTACHMENTS, texts } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../../integrations/files/file-storage';
import { AppError, isAppError } from '../../lib/app-error';
import { cleanFileName, decideFileType, safeKeyName, UploadGuard, UploadTooLargeError } from '../uploads/uploads.service';

/** The multipart fields of the mail calls (spec 002 §7: "form data with mailData (JSON) plus attachments files"). */
export const MAIL_DATA_FIELD = 'mailData';
export const MAIL_ATTACHMENTS_FIELD = 'attachments';

/** Largest `mailData`: a 200,000-character body that JSON may escape, plus the recipients. */
const MAIL_DATA_MAX_BYTES = 2 * 1024 * 1024;

/** A new attachment whose bytes are already in the file storage (removed again if the mail is not saved). */
export interface StoredMailFile {
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/** What a mail form brought: `mailData` as sent (parsed later with the contract's schema) and the stored files. */
export interface MailForm {
  data: unknown;
  files: StoredMailFile[];
}

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** Removes the bytes of files a refused or failed mail brought. */
export async function discardMailFiles(storage: FileStorage, files: readonly StoredMailFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.delete(file.storageKey).catch(() => undefined)));
}

/**
 * Reads a mail form: the `mailData` field and up to MAIL_MAX_ATTACHMENTS files in `attachments`, each streamed
 * to the file storage (never buffered) and typed from its bytes. A file over 3 MB is 413 'Uno o más archivos
 * exceden el tamaño máximo permitido.', one file too many 400; either way nothing is kept.
 */
export async function receiveMailForm(request: FastifyRequest, storage: FileStorage, now: () => Date): Promise<MailForm> {
  if (!request.isMultipart()) throw new AppError('validation', texts.mail.invalidMailData);
  const files: StoredMailFile[] = [];
  let data: unknown = undefined;
  try {
    const parts = request.parts({
      limits: { files: MAIL_MAX_ATTACHMENTS, fileSize: MAIL_ATTACHMENT_MAX_BYTES, fields: 5, fieldSize: MAIL_DATA_MAX_BYTES, parts: MAIL_MAX_ATTACHMENTS + 5 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== MAIL_DATA_FIELD) continue;
        if (part.valueTruncated) throw new AppError('validation', texts.mail.invalidMailData);
        data = part.value;
        continue;
      }
      if (part.fieldname !== MAIL_ATTACHMENTS_FIELD) {
        part.file.resume();
        throw new AppError('validation', texts.mail.invalidMailData);
      }
      const name = cleanFileName(part.filename);
      const at = now();
      const storageKey = `mail/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(12).toString('hex')}-${safeKeyName(name)}`;
      const guard = new UploadGuard(MAIL_ATTACHMENT_MAX_BYTES, part.file);
      const [read, written] = await Promise.allSettled([pipeline(part.file, guard), storage.write(storageKey, guard, 'application/octet-stream')]);
      if (read.status === 'rejected' || written.status === 'rejected' || part.file.truncated) {
        await storage.delete(storageKey).catch(() => undefined);
        throw read.status === 'rejected' ? read.reason : written.status === 'rejected' ? written.reason : new UploadTooLargeError();
      }
      files.push({ name, contentType: decideFileType(part.mimetype, guard.head), size: guard.bytes, storageKey });
    }
  } catch (error) {
    await discardMailFiles(storage, files);
    if (error instanceof UploadTooLargeError || hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('too_large', texts.mail.attachmentsTooLarge);
    if (hasCode(error, 'FST_FILES_LIMIT')) throw new AppError('validation', texts.mail.tooManyAttachments);
    if (isAppError(error)) throw error;
    throw new AppError('validation', texts.mail.invalidMailData, { cause: error });
  }
  // A browser's FormData sends the JSON as text; a Blob typed application/json arrives already parsed.
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch (error) {
      await discardMailFiles(storage, files);
      throw new AppError('validation', texts.mail.invalidMailData, { cause: error });
    }
  }
  return { data: data ?? {}, files };
}
