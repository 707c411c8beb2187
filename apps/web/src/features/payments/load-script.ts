import { sleep } from '../../lib/sleep';

export interface LoadScriptOptions {
  /** How many times to try before giving up (spec 7: 3). */
  attempts?: number;
  /** The wait between attempts, in milliseconds (spec 7: 1 second). */
  delayMs?: number;
  /** Already usable (e.g. loaded by an earlier checkout): resolve without adding a tag. */
  isReady?: () => boolean;
}

function attempt(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        // A failed tag is removed so the next attempt starts clean.
        script.remove();
        reject(new Error(`Failed to load ${src}`));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
}

/**
 * Adds a <script> tag and resolves once it has loaded; on an error, tries again after a pause,
 * up to `attempts` times in all, then rejects with the last error.
 */
export async function loadScript(src: string, opts: LoadScriptOptions = {}): Promise<void> {
  const { attempts = 3, delayMs = 1000, isReady } = opts;
  let lastError: unknown = new Error(`Failed to load ${src}`);
  for (let i = 0; i < attempts; i++) {
    if (isReady?.()) return;
    if (i > 0) await sleep(delayMs);
    try {
      await attempt(src);
      return;
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}
