import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on the embedded data directory. PGlite is single-process: two processes writing
 * the same directory would corrupt it, so a second one must fail at once. A lock left by a killed process
 * (kill -9) is stale and is taken over.
 */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'portale.lock');
  const release = () => {
    heldHere.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      const ownedByUs = owner === process.pid && heldHere.has(lockPath);
      if (ownedByUs || (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner))) {
        throw new DataDirLockedError(
          `La directory dati ${dataDir} è già in uso dal processo ${owner}. ` +
            'Arresta l’altra istanza o usa un DATA_DIR diverso (per più istanze usa DATABASE_URL).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Impossibile acquisire il lock su ${lockPath}`);
}
