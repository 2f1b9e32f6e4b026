import { describe, expect, it } from 'vitest';

import { writtenLang } from './written-lang.js';

describe('writtenLang', () => {
  it('marks text holding Hangul (syllables or jamo) as Korean', () => {
    expect(writtenLang('서울 중구 세종대로 110')).toBe('ko');
    expect(writtenLang('Hong 길동')).toBe('ko');
    expect(writtenLang('ㅋㅋ')).toBe('ko');
  });

  it('leaves other text and nothing unmarked', () => {
    expect(writtenLang('Changed my mind')).toBeUndefined();
    expect(writtenLang('')).toBeUndefined();
    expect(writtenLang(null)).toBeUndefined();
    expect(writtenLang(undefined)).toBeUndefined();
  });
});
