import { normaliseDraft, type KycDraft } from './draft';

/**
 * A tiny promise wrapper over IndexedDB: one database, one object store of drafts keyed by the
 * member's uuid (the update wizard adds ':update'). Images are data URLs, too big for localStorage.
 */
const DB_NAME = 'vouch-kyc';
const STORE = 'drafts';

let opening: Promise<IDBDatabase> | null = null;

function promisify<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  if (!opening) {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    opening = promisify(req).catch((err: unknown) => {
      opening = null;
      throw err;
    });
  }
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  return promisify(action(db.transaction(STORE, mode).objectStore(STORE)));
}

export function draftKey(uuid: string, mode: 'capture' | 'update'): string {
  return mode === 'update' ? `${uuid}:update` : uuid;
}

/** The saved draft, or null when there is none (or IndexedDB is unavailable, e.g. private mode). */
export async function loadDraft(key: string): Promise<KycDraft | null> {
  try {
    const value = (await run('readonly', (s) => s.get(key))) as KycDraft | undefined;
    return value && value.version === 1 ? normaliseDraft(value) : null;
  } catch {
    return null;
  }
}

/** Saves the draft; a failure only means progress will not survive a reload. */
export async function saveDraft(key: string, draft: KycDraft): Promise<void> {
  try {
    await run('readwrite', (s) => s.put(draft, key));
  } catch {
    // Storage full or blocked: the wizard still works for this visit.
  }
}

export async function clearDraft(key: string): Promise<void> {
  try {
    await run('readwrite', (s) => s.delete(key));
  } catch {
    // Nothing to clear.
  }
}

/**
 * Saves in order without piling up: while one write runs, only the newest draft waits for the next.
 * After clear() (submitted), nothing is saved again.
 */
export function draftSaver(key: string) {
  let chain: Promise<void> = Promise.resolve();
  let latest: KycDraft | null = null;
  let queued = false;
  let closed = false;
  return {
    save(draft: KycDraft) {
      if (closed) return;
      latest = draft;
      if (queued) return;
      queued = true;
      chain = chain.then(() => {
        queued = false;
        return latest ? saveDraft(key, latest) : undefined;
      });
    },
    clear(): Promise<void> {
      closed = true;
      latest = null;
      chain = chain.then(() => clearDraft(key));
      return chain;
    },
  };
}

/**
 * Forgets every saved draft on this device (ID images included). For logout: call it before or
 * after clearing the session.
 */
export async function deleteAllDrafts(): Promise<void> {
  try {
    (await openDb()).close();
  } catch {
    // Never opened: there may still be a database from an earlier visit.
  }
  opening = null;
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}
