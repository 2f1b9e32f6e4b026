import type { Popup } from '@atelier/contracts';
import type { StorageLike } from '@atelier/session';

import { POPUP_READ_MAX } from '../config/shell-limits.js';

/**
 * The local-storage key of the popup read records: a JSON array of
 * {@link PopupReadRecord}, oldest first, at most 5.
 *
 * @example
 * JSON.parse(localStorage.getItem(POPUP_READ_STORAGE_KEY) ?? '[]'); // [{ id: 1, read_at: '2026-11-20T01:00:00.000Z' }]
 */
export const POPUP_READ_STORAGE_KEY = 'atelier/popups/read';

/**
 * One popup the visitor has read (spec §3 "local read record: id and read_at").
 *
 * @example
 * const record: PopupReadRecord = { id: 3, read_at: new Date().toISOString() };
 */
export interface PopupReadRecord {
  id: number;
  /** When it was read, ISO 8601. */
  read_at: string;
}

function isRecord(value: unknown): value is PopupReadRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { id, read_at } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isFinite(id) && typeof read_at === 'string';
}

/**
 * The stored read records; `[]` when there are none, the value is unreadable, or there is
 * no storage (SSR, storage disabled).
 *
 * @example
 * const records = readPopupRecords(window.localStorage);
 */
export function readPopupRecords(storage: StorageLike | null | undefined): PopupReadRecord[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(POPUP_READ_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/**
 * Stores the read records (a full or refused storage is ignored: the popups then simply
 * show again next time).
 *
 * @example
 * writePopupRecords(window.localStorage, markPopupsRead(records, [1, 2], new Date()));
 */
export function writePopupRecords(
  storage: StorageLike | null | undefined,
  records: readonly PopupReadRecord[],
): void {
  if (!storage) return;
  try {
    storage.setItem(POPUP_READ_STORAGE_KEY, JSON.stringify(records));
  } catch {
    // QuotaExceededError or a privacy mode: nothing to do.
  }
}

/**
 * Whether `popup` counts as read at `now` (spec §4): it has a record; a `daily` popup only
 * when that record is from the same day of the month as today. The spec compares the day
 * of the month alone (read on 5 March still counts on 5 April), and so does this.
 *
 * @example
 * isPopupRead({ id: 1, type: 'daily' }, [{ id: 1, read_at: '2026-11-20T09:00:00' }], new Date('2026-11-20T18:00:00')); // true
 * isPopupRead({ id: 1, type: 'daily' }, [{ id: 1, read_at: '2026-11-19T09:00:00' }], new Date('2026-11-20T18:00:00')); // false
 */
export function isPopupRead(
  popup: Pick<Popup, 'id' | 'type'>,
  records: readonly PopupReadRecord[],
  now: Date,
): boolean {
  const record = records.find((r) => r.id === popup.id);
  if (!record) return false;
  if (popup.type !== 'daily') return true;
  const readAt = new Date(record.read_at);
  return !Number.isNaN(readAt.getTime()) && readAt.getDate() === now.getDate();
}

/**
 * Whether the carousel shows at load: there are popups and not all are read.
 *
 * @example
 * hasUnreadPopups(popups, readPopupRecords(localStorage), new Date());
 */
export function hasUnreadPopups(
  popups: readonly Pick<Popup, 'id' | 'type'>[],
  records: readonly PopupReadRecord[],
  now: Date,
): boolean {
  return popups.length > 0 && !popups.every((popup) => isPopupRead(popup, records, now));
}

/**
 * The records after reading `ids` at `now`: each id's old record is replaced by a new one
 * at the end, and only the newest `max` (5) are kept — the oldest are dropped (spec §4).
 *
 * @example
 * markPopupsRead([], [7, 8], new Date()); // [{ id: 7, read_at: … }, { id: 8, read_at: … }]
 */
export function markPopupsRead(
  records: readonly PopupReadRecord[],
  ids: readonly number[],
  now: Date,
  max: number = POPUP_READ_MAX,
): PopupReadRecord[] {
  const read_at = now.toISOString();
  const fresh = [...new Set(ids)];
  const kept = records.filter((r) => !fresh.includes(r.id));
  const next = [...kept, ...fresh.map((id) => ({ id, read_at }))];
  return next.slice(Math.max(0, next.length - max));
}
