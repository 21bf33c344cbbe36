import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM, then SIGKILL if the process has not exited after `graceMs`. */
export async function stopProcess(target: ChildProcess | number, graceMs = 10_000): Promise<void> {
  const pid = typeof target === 'number' ? target : target.pid;
  if (pid === undefined) return;
  const exited = (): boolean => (typeof target === 'number' ? !isAlive(pid) : target.exitCode !== null || target.signalCode !== null);

  if (exited()) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + graceMs;
  while (!exited() && Date.now() < deadline) {
    await sleep(100);
  }
  if (!exited()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone in the meantime
    }
  }
}
