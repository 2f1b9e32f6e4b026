import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { formatIssues, hasControlCharacters, plainText } from './index.js';

describe('hasControlCharacters', () => {
  it('finds C0, DEL and C1 controls', () => {
    for (const c of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F', '\n', '\t']) {
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    expect(hasControlCharacters('홍길동 Hong-Gil_dong.')).toBe(false);
  });

  it('lets tab, line feed and carriage return through in multi-line text', () => {
    expect(hasControlCharacters('첫 줄\r\n\t둘째 줄', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
  });
});

describe('plainText', () => {
  const name = plainText(z.string().trim().min(1).max(30));

  it('refuses control characters with the control_characters message', () => {
    const result = name.safeParse('홍\u0000길동');
    expect(result.success).toBe(false);
    expect(formatIssues(result.error!.issues, 'en', { _: { kr: '이름', en: 'name' } })).toEqual({
      _: ['The name field contains characters that are not allowed.'],
    });
  });

  it('checks after trimming, so surrounding line breaks are still trimmed away', () => {
    expect(name.parse(' 홍길동\n')).toBe('홍길동');
  });
});
