import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeFileKey, type ByteRange, FileNotFoundError, type FileStat, type FileStorage } from './file-storage';

/** Files in a folder on disk: the key is the path under `root`. */
export class DiskFileStorage implements FileStorage {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    assertSafeFileKey(key);
    const full = path.resolve(this.root, key);
    // Defence in depth: the safe-key check already forbids leaving the root.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new FileNotFoundError(key);
    return full;
  }

  async stat(key: string): Promise<FileStat | null> {
    try {
      const info = await fsp.stat(this.resolve(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const full = this.resolve(key);
    if (!(await this.stat(key))) throw new FileNotFoundError(key);
    return fs.createReadStream(full, range ? { start: range.start, end: range.end } : {});
  }

  async write(key: string, data: Buffer | Readable): Promise<void> {
    const full = this.resolve(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Write aside and rename, so a reader never sees half a file.
    const temporary = `${full}.${process.pid}.${Date.now()}.tmp`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, fs.createWriteStream(temporary));
      await fsp.rename(temporary, full);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }
}
