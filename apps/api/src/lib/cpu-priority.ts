import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers this process's CPU priority (a nice value, 0-19) so that on a machine it shares with an
 * API instance, the API's event loop is served first (docs/decisions/0023). Linux keeps a nice
 * value per thread and a new thread inherits its creator's: every thread already running (the
 * module loader's thread pool among them) is lowered, and the ones started later follow. Elsewhere
 * only the calling thread is. Returns false where the system refuses.
 */
export function lowerCpuPriority(nice: number): boolean {
  try {
    let tids: string[] = [];
    try {
      tids = readdirSync('/proc/self/task');
    } catch {
      // not Linux
    }
    if (tids.length === 0) setPriority(nice);
    for (const tid of tids) setPriority(Number(tid), nice);
    return true;
  } catch {
    return false;
  }
}
