import { eq } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import { productSearch, products, productVariants } from '../../db/schema/index.js';

// Initial consonants in syllable order, as compatibility jamo (what a keyboard types).
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 588;

/**
 * Text as the search index holds it: Unicode NFC (never NFKC, which would turn a typed ㅋ into
 * a conjoining jamo), lower case, whitespace runs as one space.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The initial consonants (초성) of the Hangul syllables of `text`; anything else separates
 * words.
 */
export function choseongOf(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    out +=
      code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
        ? CHOSEONG[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)]
        : ' ';
  }
  return out.replace(/ +/gu, ' ').trim();
}

/** True when `word` is only initial consonants (ㅋㄷ), so it is matched against 초성. */
function isChoseongWord(word: string): boolean {
  return [...word].every((ch) => CHOSEONG.includes(ch));
}

// A single ASCII letter or digit is in nearly every product: it is not indexed, and a
// one-character ASCII keyword is checked against the text alone.
const ASCII_ALNUM = /^[a-z0-9]$/u;

/** The unigrams and bigrams of one word (characters, not UTF-16 units). */
function gramsOfWord(word: string): string[] {
  const chars = [...word];
  const grams = chars.filter((ch) => !ASCII_ALNUM.test(ch));
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

/** Every distinct gram of the words of `text`. */
function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(/[\s\n]+/u)) {
    if (word) for (const gram of gramsOfWord(word)) grams.add(gram);
  }
  return grams;
}

// The grams a keyword word must all have: its bigrams, or itself when it is one character.
function queryGrams(word: string): string[] {
  const chars = [...word];
  if (chars.length === 1) return ASCII_ALNUM.test(word) ? [] : [word];
  return gramsOfWord(word).filter((gram) => [...gram].length === 2);
}

/**
 * Rewrites the search entry of one product (its names, SKUs and tags as they are now): the one
 * writer of `product_search`, which the catalog read model indexes in memory. Called by `insertProduct` and by
 * every later change of a name, SKU or tag, inside the same transaction.
 */
export async function indexProductSearch(tx: Transaction, productId: number): Promise<void> {
  const [product] = await tx
    .select({ name: products.name, nameEn: products.nameEn, tags: products.tags })
    .from(products)
    .where(eq(products.id, productId));
  await tx.delete(productSearch).where(eq(productSearch.productId, productId));
  if (!product) return;
  const skus = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  await tx.insert(productSearch).values({
    productId,
    ...searchTextOf({ ...product, skus: skus.map((row) => row.sku) }),
  });
}

/**
 * A product's searchable text as `product_search` holds it: `names` (Korean and English names),
 * `body` (names, SKUs, tags) and `choseong` (초성 of the Korean name and tags), normalised and
 * `\n`-framed.
 */
export function searchTextOf(product: {
  name: string;
  nameEn: string;
  tags: readonly string[];
  skus: readonly string[];
}): SearchText {
  const name = normaliseSearchText(product.name);
  const nameEn = normaliseSearchText(product.nameEn);
  const tags = product.tags.map(normaliseSearchText).filter(Boolean);
  const body = [name, nameEn, ...product.skus.map(normaliseSearchText), ...tags].join('\n');
  const choseong = [choseongOf(product.name), ...tags.map(choseongOf)].join('\n');
  return {
    names: `\n${name}\n${nameEn}\n`,
    body: `\n${body}\n`,
    choseong: `\n${choseong}\n`,
  };
}

/** A product's searchable text as `product_search` holds it (`\n`-framed, normalised). */
export interface SearchText {
  names: string;
  body: string;
  choseong: string;
}

/** Which entries of a {@link ProductSearchIndex} match a keyword, and how well. */
export interface SearchMatch {
  /** Per entry: 1 found, 0 not. */
  found: Uint8Array;
  /** Entries found. */
  count: number;
  /**
   * Per entry: 0 not found, 1 found only in a SKU or tag, 2 a name (or its 초성) has the keyword,
   * 3 one starts with it. Worked out on first use: only a ranked order needs it.
   */
  relevance(): Uint8Array;
}

/** Keywords whose matches a {@link ProductSearchIndex} keeps (10 kB each at 10 000 products). */
export const KEPT_MATCHES = 64;

// Entries holding one gram, ascending.
type Postings = Map<string, Int32Array>;

function postingsOf(texts: readonly string[]): Postings {
  const lists = new Map<string, number[]>();
  texts.forEach((text, entry) => {
    for (const gram of gramsOf(text)) {
      const list = lists.get(gram);
      if (list) list.push(entry);
      else lists.set(gram, [entry]);
    }
  });
  return new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      out[n++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

/**
 * The catalog's search, in memory: every unigram and bigram of every word of each entry's
 * `body` and `choseong`, with the entries holding it. A keyword is split into words and every
 * word must be a substring of `body`, or (a word of initial consonants only, ㅋㄷ) of
 * `choseong`. The grams narrow the candidates; words longer than a bigram are then confirmed on
 * the text, so a bigram match across words is never a false hit.
 */
export class ProductSearchIndex {
  private readonly body: Postings;
  private readonly choseong: Postings;
  private readonly kept = new Map<string, SearchMatch>();
  // Names and 초성 in one string per entry for relevance: both are `\n`-framed and a normalised
  // phrase holds no `\n`, so no match spans the two.
  private readonly heads: string[];
  private readonly bodyTexts: string[];
  private readonly choseongTexts: string[];

  constructor(private readonly entries: readonly SearchText[]) {
    this.body = postingsOf(entries.map((e) => e.body));
    this.choseong = postingsOf(entries.map((e) => e.choseong));
    this.heads = entries.map((e) => e.names + e.choseong);
    this.bodyTexts = entries.map((e) => e.body);
    this.choseongTexts = entries.map((e) => e.choseong);
  }

  /**
   * Which entries hold every word of `keyword`, and how well; `undefined` for a keyword with no
   * words (it filters nothing). The last {@link KEPT_MATCHES} keywords' matches are kept: paging
   * or re-sorting a search costs no matching.
   */
  match(keyword: string): SearchMatch | undefined {
    const phrase = normaliseSearchText(keyword);
    const kept = this.kept.get(phrase);
    if (kept) {
      this.kept.delete(phrase);
      this.kept.set(phrase, kept);
      return kept;
    }
    const match = this.find(phrase);
    if (match) {
      this.kept.set(phrase, match);
      if (this.kept.size > KEPT_MATCHES) this.kept.delete(this.kept.keys().next().value!);
    }
    return match;
  }

  private find(phrase: string): SearchMatch | undefined {
    const words = [...new Set(phrase.split(' ').filter(Boolean))];
    if (words.length === 0) return undefined;
    let found: Int32Array | undefined;
    for (const word of words) {
      found = this.matchWord(word, found);
      if (found.length === 0) break;
    }
    const hits = found!;
    const mask = new Uint8Array(this.entries.length);
    for (let k = 0; k < hits.length; k += 1) mask[hits[k]!] = 1;
    let ranks: Uint8Array | undefined;
    const rank = (): Uint8Array => {
      const relevance = new Uint8Array(this.entries.length);
      const framed = `\n${phrase}`;
      for (let k = 0; k < hits.length; k += 1) {
        const entry = hits[k]!;
        const heads = this.heads[entry]!;
        relevance[entry] = !heads.includes(phrase) ? 1 : heads.includes(framed) ? 3 : 2;
      }
      return relevance;
    };
    return { found: mask, count: hits.length, relevance: () => (ranks ??= rank()) };
  }

  // The entries among `within` (all when undefined) holding `word`, ascending.
  private matchWord(word: string, within: Int32Array | undefined): Int32Array {
    const choseong = isChoseongWord(word);
    const postings = choseong ? this.choseong : this.body;
    const grams = queryGrams(word);
    let found = within;
    const lists = grams.map((gram) => postings.get(gram) ?? new Int32Array(0));
    for (const list of lists.sort((a, b) => a.length - b.length)) {
      // A word longer than a bigram is confirmed on the text below: once the candidates are few
      // beside the next (common) gram's entries, checking their text is cheaper than merging.
      if (found && grams.length > 1 && list.length > found.length * 4) break;
      found = found ? intersect(found, list) : list;
      if (found.length === 0) return found;
    }
    // A word of one or two characters is one gram of a word of the text: holding the gram is
    // holding the word. A single ASCII letter or digit has no gram and is looked for in the text.
    if (grams.length === 1 && [...word].length <= 2) return found!;
    const texts = choseong ? this.choseongTexts : this.bodyTexts;
    const kept: number[] = [];
    if (!found) {
      for (let entry = 0; entry < texts.length; entry += 1) {
        if (texts[entry]!.includes(word)) kept.push(entry);
      }
    } else {
      for (let k = 0; k < found.length; k += 1) {
        if (texts[found[k]!]!.includes(word)) kept.push(found[k]!);
      }
    }
    return Int32Array.from(kept);
  }
}
