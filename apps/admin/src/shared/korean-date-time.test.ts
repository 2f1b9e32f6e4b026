import { expect, test } from 'vitest';

import { koreanDateTime } from './korean-date-time.js';

test('koreanDateTime writes the Korea time of an instant', () => {
  expect(koreanDateTime('2026-11-25T10:00:00.000Z')).toBe('2026-11-25 19:00');
  expect(koreanDateTime(null)).toBe('');
});

test('a time already in Korea time keeps its wall clock', () => {
  expect(koreanDateTime('2026-11-25 19:00:42')).toBe('2026-11-25 19:00');
});
