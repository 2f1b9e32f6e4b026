import { fillPlaceholders } from '@atelier/translation-ai';
import { describe, expect, it } from 'vitest';

describe('fillPlaceholders', () => {
  it('replaces every {name} token with its value, numbers included', () => {
    expect(
      fillPlaceholders('{name}님, 장바구니에 {count}개 ({name})', { name: '홍길동', count: 3 }),
    ).toBe('홍길동님, 장바구니에 3개 (홍길동)');
  });

  it('trims the token name, as the i18next interpolation does', () => {
    expect(fillPlaceholders('최대 { max }개', { max: 5 })).toBe('최대 5개');
  });

  it('keeps tokens without a value and fills null with nothing', () => {
    expect(fillPlaceholders('{a}-{b}-{c}', { a: undefined, c: null })).toBe('{a}-{b}-');
  });

  it('does not read inherited properties', () => {
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('answers the text unchanged without values', () => {
    expect(fillPlaceholders('최대 {max}개의 파일만 업로드 가능합니다.')).toBe(
      '최대 {max}개의 파일만 업로드 가능합니다.',
    );
  });
});
