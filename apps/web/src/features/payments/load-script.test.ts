// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';

const SRC = 'https://checkout.example.test/v3.js';

/** jsdom never fetches scripts: each appended tag gets the outcome the test scripted for it. */
function scriptOutcomes(...outcomes: ('load' | 'error')[]) {
  const appended: HTMLScriptElement[] = [];
  const original = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    appended.push(script);
    original(node);
    const outcome = outcomes[appended.length - 1] ?? 'error';
    queueMicrotask(() => script.dispatchEvent(new Event(outcome)));
    return node;
  });
  return appended;
}

describe('loadScript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('resolves on the first attempt when the script loads', async () => {
    const appended = scriptOutcomes('load');
    await expect(loadScript(SRC)).resolves.toBeUndefined();
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(SRC);
  });

  it('tries 3 times, 1 second apart, then rejects', async () => {
    const appended = scriptOutcomes('error', 'error', 'error');
    const result = loadScript(SRC, { attempts: 3, delayMs: 1000 });
    const settled = vi.fn();
    result.then(settled, settled);

    await vi.advanceTimersByTimeAsync(0);
    expect(appended).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(appended).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(appended).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(appended).toHaveLength(3);
    await expect(result).rejects.toThrow(`Failed to load ${SRC}`);

    // No fourth attempt, however long we wait; failed tags are removed.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(appended).toHaveLength(3);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('succeeds when a retry loads', async () => {
    const appended = scriptOutcomes('error', 'load');
    const result = loadScript(SRC);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeUndefined();
    expect(appended).toHaveLength(2);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('adds nothing when the script is already usable', async () => {
    const appended = scriptOutcomes();
    await loadScript(SRC, { isReady: () => true });
    expect(appended).toHaveLength(0);
  });
});
