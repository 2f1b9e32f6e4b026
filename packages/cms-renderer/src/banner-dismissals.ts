import { own, ownKeys } from './own.js';

/**
 * The localStorage key holding dismissed banners as JSON `{ [bannerId]: expiresAtEpochMs }`.
 *
 * @example
 * localStorage.getItem(CMS_BANNER_STORAGE_KEY); // '{"home-banner-top":1767193200000}'
 */
export const CMS_BANNER_STORAGE_KEY = 'atelier/cms/banner-dismissals';

/**
 * The part of `Storage` the dismissal record needs (`localStorage` fits).
 *
 * @example
 * const storage: BannerStorage = window.sessionStorage;
 */
export type BannerStorage = Pick<Storage, 'getItem' | 'setItem'>;

type Dismissals = Record<string, number>;

let memoryStorage: BannerStorage | undefined;

/**
 * `window.localStorage`; an in-memory stand-in for this page view when the browser blocks
 * storage (so closing still works); `null` on the server.
 */
export function defaultBannerStorage(): BannerStorage | null {
  if (typeof window === 'undefined') return null;
  try {
    const storage = window.localStorage;
    if (storage) return storage;
  } catch {
    // Blocked (privacy settings, sandboxed frame): fall through.
  }
  memoryStorage ??= createMemoryStorage();
  return memoryStorage;
}

function createMemoryStorage(): BannerStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

// Dismissals a storage refused (quota, blocked writes): kept for this page view only.
const unsaved = new WeakMap<BannerStorage, Dismissals>();

/** The stored record, minus anything malformed; `{}` when unreadable. */
export function readDismissals(storage: BannerStorage | null): Dismissals {
  const result: Dismissals = Object.create(null) as Dismissals;
  if (!storage) return result;
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(CMS_BANNER_STORAGE_KEY) ?? '{}');
  } catch {
    parsed = {};
  }
  for (const id of ownKeys(parsed)) {
    const expiresAt = own(parsed, id);
    if (typeof expiresAt === 'number' && Number.isFinite(expiresAt)) result[id] = expiresAt;
  }
  Object.assign(result, unsaved.get(storage));
  return result;
}

// A dismissal ends at the next midnight: never more than a day away (25 h on a DST day).
// A later expiry was not written by us (tampering, a clock set back) and is ignored.
const MAX_DISMISSAL_MS = 25 * 60 * 60 * 1000;

/** When the dismissal of banner `id` ends, or `0` when it is not dismissed at `nowMs`. */
export function dismissedUntil(storage: BannerStorage | null, id: string, nowMs: number): number {
  const dismissals = readDismissals(storage);
  const expiresAt = Object.hasOwn(dismissals, id) ? dismissals[id]! : 0;
  return nowMs < expiresAt && expiresAt - nowMs <= MAX_DISMISSAL_MS ? expiresAt : 0;
}

/** Records banner `id` as dismissed until `expiresAt`, dropping expired entries. */
export function writeDismissal(
  storage: BannerStorage | null,
  id: string,
  expiresAt: number,
  nowMs: number,
): void {
  if (!storage) return;
  // A null-prototype record: an id like `__proto__` is an ordinary key here and in the JSON.
  const next = readDismissals(storage);
  for (const key of Object.keys(next)) {
    if (next[key]! <= nowMs) delete next[key];
  }
  next[id] = expiresAt;
  try {
    storage.setItem(CMS_BANNER_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the banner still closes for this page view.
    const pending = unsaved.get(storage) ?? (Object.create(null) as Dismissals);
    pending[id] = expiresAt;
    unsaved.set(storage, pending);
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells every mounted banner to re-read its state. */
export function notifyDismissalChange(): void {
  for (const listener of [...listeners]) listener();
}

/** Subscribes to dismissals made in this document; answers the unsubscribe function. */
export function onDismissalChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
