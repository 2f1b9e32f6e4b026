import { createMemoryStorage } from '@atelier/test-utils/fakes';
import { describe, expect, it } from 'vitest';
import { POPUP_READ_MAX } from '../config/shell-limits.js';
import {
  hasUnreadPopups,
  isPopupRead,
  markPopupsRead,
  POPUP_READ_STORAGE_KEY,
  readPopupRecords,
  writePopupRecords,
  type PopupReadRecord,
} from './popup-reads.js';

const daily = { id: 1, type: 'daily' };
const notice = { id: 2, type: 'notice' };
const at = (iso: string) => new Date(iso);

describe('popup read rules', () => {
  it('counts a popup read once its id is stored', () => {
    expect(isPopupRead(notice, [], at('2026-11-20T12:00:00'))).toBe(false);
    expect(
      isPopupRead(notice, [{ id: 2, read_at: '2026-01-03T09:00:00' }], at('2026-11-20T12:00:00')),
    ).toBe(true);
    expect(
      isPopupRead(notice, [{ id: 3, read_at: '2026-11-20T09:00:00' }], at('2026-11-20T12:00:00')),
    ).toBe(false);
  });

  it('counts a daily popup read only when read on the same day of the month as today', () => {
    const records = [{ id: 1, read_at: at('2026-11-20T00:05:00').toISOString() }];
    expect(isPopupRead(daily, records, at('2026-11-20T23:55:00'))).toBe(true);
    expect(isPopupRead(daily, records, at('2026-11-21T00:01:00'))).toBe(false);
    expect(isPopupRead(daily, records, at('2026-11-19T23:59:00'))).toBe(false);
    // The spec compares the day of the month only.
    expect(isPopupRead(daily, records, at('2026-12-20T10:00:00'))).toBe(true);
    expect(isPopupRead(daily, [{ id: 1, read_at: 'not a date' }], at('2026-11-20T10:00:00'))).toBe(
      false,
    );
  });

  it('shows the carousel only when there are popups and not all are read', () => {
    const now = at('2026-11-20T12:00:00');
    const readToday = now.toISOString();
    expect(hasUnreadPopups([], [], now)).toBe(false);
    expect(hasUnreadPopups([daily, notice], [], now)).toBe(true);
    expect(hasUnreadPopups([daily, notice], [{ id: 2, read_at: readToday }], now)).toBe(true);
    expect(
      hasUnreadPopups(
        [daily, notice],
        [
          { id: 1, read_at: readToday },
          { id: 2, read_at: readToday },
        ],
        now,
      ),
    ).toBe(false);
    expect(
      hasUnreadPopups(
        [daily, notice],
        [
          { id: 1, read_at: at('2026-11-19T12:00:00').toISOString() },
          { id: 2, read_at: readToday },
        ],
        now,
      ),
    ).toBe(true);
  });

  it('keeps at most 5 records, dropping the oldest, and moves a re-read id to the newest place', () => {
    const t = (d: number) => at(`2026-11-${String(d).padStart(2, '0')}T10:00:00`);
    let records: PopupReadRecord[] = [];
    for (let id = 1; id <= 5; id += 1) records = markPopupsRead(records, [id], t(id));
    expect(records.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    records = markPopupsRead(records, [6], t(6));
    expect(records).toHaveLength(POPUP_READ_MAX);
    expect(records.map((r) => r.id)).toEqual([2, 3, 4, 5, 6]);
    records = markPopupsRead(records, [3], t(7));
    expect(records.map((r) => r.id)).toEqual([2, 4, 5, 6, 3]);
    expect(records.at(-1)).toEqual({ id: 3, read_at: t(7).toISOString() });
    records = markPopupsRead(records, [7, 8, 9], t(8));
    expect(records.map((r) => r.id)).toEqual([6, 3, 7, 8, 9]);
    expect(markPopupsRead([], [1, 1], t(1))).toHaveLength(1);
  });

  it('stores the records as JSON under the documented key and survives bad or missing storage', () => {
    const storage = createMemoryStorage();
    const { items } = storage;
    const records = [{ id: 4, read_at: '2026-11-20T01:00:00.000Z' }];
    writePopupRecords(storage, records);
    expect(POPUP_READ_STORAGE_KEY).toBe('atelier/popups/read');
    expect(JSON.parse(items.get(POPUP_READ_STORAGE_KEY) ?? '')).toEqual(records);
    expect(readPopupRecords(storage)).toEqual(records);
    items.set(POPUP_READ_STORAGE_KEY, '{broken');
    expect(readPopupRecords(storage)).toEqual([]);
    items.set(POPUP_READ_STORAGE_KEY, JSON.stringify([{ id: 'x' }, { id: 5, read_at: 'y' }, null]));
    expect(readPopupRecords(storage)).toEqual([{ id: 5, read_at: 'y' }]);
    expect(readPopupRecords(null)).toEqual([]);
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writePopupRecords(full, records)).not.toThrow();
  });
});
