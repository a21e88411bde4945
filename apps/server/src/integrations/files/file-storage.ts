import type { Readable } from 'node:stream';

/** Size and last change of a stored file. */
export interface FileStat {
  size: number;
  modifiedAt: Date | null;
}

/** Inclusive byte range of a file, as an HTTP Range header asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file bytes live: a folder on disk or an S3 bucket. Keys are relative paths such as
 * "demo/videos/clase-muestra.mp4"; every implementation refuses keys that could escape their root.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3' | 'routed';
  /** Size and date, or null when the key does not exist. */
  stat(key: string): Promise<FileStat | null>;
  exists(key: string): Promise<boolean>;
  /** The bytes of the file (only `range` when given). Throws FileNotFoundError when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  write(key: string, data: Buffer | Readable, contentType?: string): Promise<void>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No existe el archivo ${key}`);
    this.name = 'FileNotFoundError';
  }
}

/** Thrown for a key that is not a plain relative path (absolute, `..`, backslashes, control characters). */
export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Clave de archivo no válida: ${JSON.stringify(key).slice(0, 120)}`);
    this.name = 'InvalidFileKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$/;

/** True for a storage key made only of safe relative segments (no `..`, no hidden or empty segments). */
export function isSafeFileKey(key: string): boolean {
  if (key.length === 0 || key.length > 500) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** Throws InvalidFileKeyError unless the key is safe. */
export function assertSafeFileKey(key: string): void {
  if (!isSafeFileKey(key)) throw new InvalidFileKeyError(key);
}
