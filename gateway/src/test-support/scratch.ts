import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { templateDir } from './template';

/** Room a test run may take in memory: two workers' database copies and a backup drill's dumps. */
const MEMORY_ROOM = 2 * 1024 ** 3;

let root: string | undefined;

/**
 * Where the suites keep their databases: the machine's shared memory (`/dev/shm`, a tmpfs) when it
 * has room, else the system's temporary folder. A PGlite data folder is 39 MB of small files and
 * PGlite writes through to them: on this machine's disk, copying the template took 1.0–1.3 s per
 * test file and every write paid the disk; in memory the copy takes 0.1 s (issue 31 §7).
 */
export function scratchRoot(): string {
  if (root) return root;
  root = os.tmpdir();
  try {
    const shm = fs.statfsSync('/dev/shm');
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    if (shm.bavail * shm.bsize >= MEMORY_ROOM) root = '/dev/shm';
  } catch {
    // No shared memory here (or not writable): the temporary folder.
  }
  return root;
}

/** A new, empty folder of its own under `scratchRoot()`; the caller removes it. */
export function scratchDir(prefix: string): string {
  return fs.mkdtempSync(path.join(scratchRoot(), prefix));
}

/** A private copy of the migrated template in a new scratch folder (the caller removes the folder). */
export function templateCopy(prefix: string): string {
  const dir = scratchDir(prefix);
  fs.cpSync(templateDir(), dir, { recursive: true });
  return dir;
}
