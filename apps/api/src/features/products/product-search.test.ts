import { describe, expect, it } from 'vitest';

import { ProductSearchIndex, searchTextOf } from './product-search.js';

const entries = [
  {
    name: '라벤더 소이 캔들',
    nameEn: 'Lavender soy candle',
    tags: ['향초', '선물'],
    skus: ['CDL-LAV'],
  },
  { name: '소이 왁스 1kg', nameEn: 'Soy wax 1 kg', tags: ['재료'], skus: ['WAX-SOY-1KG'] },
  { name: '향 샘플러', nameEn: 'Scent sampler', tags: [], skus: ['SMP-1'] },
  {
    name: '블랙체리 리드 디퓨저',
    nameEn: 'Black cherry reed diffuser',
    tags: [],
    skus: ['DIF-CH'],
  },
  { name: 'abc 세트', nameEn: 'Bcd set', tags: [], skus: ['SET-9'] },
].map(searchTextOf);
const index = new ProductSearchIndex(entries);

// Entry positions found for `keyword`, with their relevance.
function found(keyword: string): Record<number, number> {
  const match = index.match(keyword);
  if (!match) throw new Error(`no words in ${keyword}`);
  const out: Record<number, number> = {};
  match.relevance().forEach((r, entry) => {
    if (r > 0) out[entry] = r;
    expect(match.found[entry], `entry ${entry}`).toBe(r > 0 ? 1 : 0);
  });
  expect(Object.keys(out)).toHaveLength(match.count);
  return out;
}

describe('searchTextOf', () => {
  it('frames normalised names, body and 초성 with newlines', () => {
    expect(entries[0]).toEqual({
      names: '\n라벤더 소이 캔들\nlavender soy candle\n',
      body: '\n라벤더 소이 캔들\nlavender soy candle\ncdl-lav\n향초\n선물\n',
      choseong: '\nㄹㅂㄷ ㅅㅇ ㅋㄷ\nㅎㅊ\nㅅㅁ\n',
    });
  });
});

describe('ProductSearchIndex', () => {
  it('finds one- and two-syllable words and longer ones, in any case', () => {
    expect(Object.keys(found('향'))).toEqual(['0', '2']);
    expect(Object.keys(found('캔들'))).toEqual(['0']);
    expect(Object.keys(found('라벤더'))).toEqual(['0']);
    expect(Object.keys(found('LAVENDER'))).toEqual(['0']);
    expect(Object.keys(found('wax-soy'))).toEqual(['1']);
    expect(Object.keys(found('zzzz'))).toEqual([]);
  });

  it('matches a word of initial consonants in the 초성 only', () => {
    expect(Object.keys(found('ㅋㄷ'))).toEqual(['0']);
    expect(Object.keys(found('ㄹㄷ ㄷㅍㅈ'))).toEqual(['3']);
    // ㅅㅇ is the 초성 of 소이 (entries 0 and 1) and of nothing in their text.
    expect(Object.keys(found('ㅅㅇ'))).toEqual(['0', '1']);
  });

  it('needs every word (AND), and never joins bigrams of different words', () => {
    expect(Object.keys(found('소이 캔들'))).toEqual(['0']);
    expect(Object.keys(found('소이 왁스'))).toEqual(['1']);
    expect(Object.keys(found('소이 디퓨저'))).toEqual([]);
    // 이캔 spans two words of '소이 캔들'.
    expect(Object.keys(found('소이캔'))).toEqual([]);
    // Every bigram of 'abcd' is in entry 4 ('abc', 'bcd'), the word is not.
    expect(Object.keys(found('abcd'))).toEqual([]);
    expect(Object.keys(found('abc'))).toEqual(['4']);
  });

  it('confirms a long word on the text when its common bigrams are left unmerged', () => {
    const many = Array.from({ length: 20 }, (_, k) =>
      searchTextOf({ name: `xab ${k}`, nameEn: '', tags: [], skus: [] }),
    );
    const wide = new ProductSearchIndex([
      ...many,
      searchTextOf({ name: 'zzab', nameEn: '', tags: [], skus: [] }),
      searchTextOf({ name: 'zza ab', nameEn: '', tags: [], skus: [] }),
    ]);
    const hits = (keyword: string) => {
      const found = wide.match(keyword)!.found;
      return [...found.keys()].filter((entry) => found[entry] === 1);
    };
    expect(hits('zzab')).toEqual([20]);
    expect(hits('xab')).toHaveLength(20);
  });

  it('looks for a single ASCII letter or digit in the text', () => {
    expect(Object.keys(found('9'))).toEqual(['4']);
    expect(Object.keys(found('1 wax'))).toEqual(['1']);
  });

  it('ranks 3 when a name or its 초성 starts with the keyword, 2 when it has it, else 1', () => {
    expect(found('soy')).toEqual({ 0: 2, 1: 3 });
    expect(found('향')).toEqual({ 0: 1, 2: 3 });
    expect(found('ㅋㄷ')).toEqual({ 0: 2 });
    expect(found('ㄹㅂㄷ')).toEqual({ 0: 3 });
  });

  it('answers undefined for a keyword without words, and the same match for the same phrase', () => {
    expect(index.match('   ')).toBeUndefined();
    expect(index.match(' Lavender  ')).toBe(index.match('lavender'));
  });
});
