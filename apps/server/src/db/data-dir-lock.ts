import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/config';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of an embedded data folder. PGlite is single-process: two servers on one folder
 * would corrupt it, so the second one stops with a clear message. A lock left by a dead process is
 * taken over. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'campus.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let isReleased = false;
      const release = () => {
        if (isReleased) return;
        isReleased = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new ConfigError(
          `La carpeta de datos ${path.resolve(dataDir)} ya está en uso por otro proceso de Campus (PID ${owner}). ` +
            'Detén ese proceso o usa otra carpeta con DATA_DIR.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new ConfigError(`No se pudo bloquear la carpeta de datos ${path.resolve(dataDir)}`);
}
