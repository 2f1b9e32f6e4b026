import { expect, test } from 'vitest';

import { runEach } from './bulk-selection.js';

const refusal = (message: string) => ({ kind: 'other', status: 409, message });

test('runEach keeps going past a refused row and reports each row in order', async () => {
  const seen: string[] = [];
  const answer = await runEach(['a', 'b', 'c'], async (key) => {
    seen.push(key);
    if (key === 'b') throw refusal('이미 처리된 항목입니다.');
  });
  expect(seen).toEqual(['a', 'b', 'c']);
  expect(answer).toEqual({
    data: [
      { key: 'a', ok: true, message: '' },
      { key: 'b', ok: false, message: '이미 처리된 항목입니다.' },
      { key: 'c', ok: true, message: '' },
    ],
    done: 2,
    refused: 1,
  });
});

test('runEach stops when the session lapsed, so the console can ask to sign in', async () => {
  const lapsed = { kind: 'unauthorized', status: 401, message: '로그인이 필요합니다.' };
  await expect(runEach(['a', 'b'], () => Promise.reject(lapsed))).rejects.toBe(lapsed);
});
