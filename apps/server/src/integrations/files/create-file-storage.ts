import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/config';
import { DiskFileStorage } from './disk-file-storage';
import type { ByteRange, FileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/** Storage keys under this prefix are the media that ship with the app (the demo academy). */
export const BUNDLED_MEDIA_PREFIX = 'demo/';

/**
 * Sends `demo/…` keys to the media folder that ships with the app and every other key to the uploads
 * storage, so the demo academy plays the same whether uploads live on disk or in S3.
 */
export class RoutedFileStorage implements FileStorage {
  readonly kind = 'routed' as const;

  constructor(
    private readonly bundled: FileStorage,
    private readonly uploads: FileStorage,
  ) {}

  private pick(key: string): FileStorage {
    return key.startsWith(BUNDLED_MEDIA_PREFIX) ? this.bundled : this.uploads;
  }

  stat(key: string) {
    return this.pick(key).stat(key);
  }

  exists(key: string) {
    return this.pick(key).exists(key);
  }

  read(key: string, range?: ByteRange): Promise<Readable> {
    return this.pick(key).read(key, range);
  }

  write(key: string, data: Buffer | Readable, contentType?: string) {
    return this.pick(key).write(key, data, contentType);
  }

  /**
   * Bundled media is never deleted: it ships with the app and several `files` rows (a class, a board post, a
   * seeded mail attachment) may point at the same key, so removing one row's bytes would break the others.
   */
  async delete(key: string) {
    if (key.startsWith(BUNDLED_MEDIA_PREFIX)) return;
    await this.uploads.delete(key);
  }
}

/** The file storage chosen by configuration: bundled media on disk, uploads on disk (DATA_DIR/files) or S3. */
export function createFileStorage(config: AppConfig): FileStorage {
  const bundled = new DiskFileStorage(config.MEDIA_DIR);
  const uploads =
    config.fileStorage === 's3'
      ? new S3FileStorage({
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION!,
          endpoint: config.S3_ENDPOINT,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        })
      : new DiskFileStorage(path.resolve(config.DATA_DIR, 'files'));
  return new RoutedFileStorage(bundled, uploads);
}
