import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('refuses a folder held by another live process with a clear message', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'campus.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/ya está en uso por otro proceso de Campus \(PID \d+\)/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'campus.lock'), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'campus.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'campus.lock'))).toBe(false);
  });
});
