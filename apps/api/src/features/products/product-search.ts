import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import {
  productSearch,
  productSearchTokens,
  products,
  productVariants,
} from '../../db/schema/index.js';
import { outerProductId } from './product-list-items.js';

// Initial consonants in syllable order, as compatibility jamo (what a keyboard types).
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 588;

/**
 * Text as the search index holds it: Unicode NFC (never NFKC, which would turn a typed ㅋ into
 * a conjoining jamo), lower case, whitespace runs as one space.
 *
 * @example
 * normaliseSearchText('  Lavender  SOY '); // 'lavender soy'
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The initial consonants (초성) of the Hangul syllables of `text`; anything else separates
 * words.
 *
 * @example
 * choseongOf('라벤더 소이 캔들'); // 'ㄹㅂㄷ ㅅㅇ ㅋㄷ'
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
 * writer of `product_search` and `product_search_tokens`. Called by `insertProduct` and by
 * every later change of a name, SKU or tag, inside the same transaction.
 *
 * @example
 * await indexProductSearch(tx, productId);
 */
export async function indexProductSearch(tx: Transaction, productId: number): Promise<void> {
  const [product] = await tx
    .select({ name: products.name, nameEn: products.nameEn, tags: products.tags })
    .from(products)
    .where(eq(products.id, productId));
  await tx.delete(productSearchTokens).where(eq(productSearchTokens.productId, productId));
  await tx.delete(productSearch).where(eq(productSearch.productId, productId));
  if (!product) return;
  const skus = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const name = normaliseSearchText(product.name);
  const nameEn = normaliseSearchText(product.nameEn);
  const tags = product.tags.map(normaliseSearchText).filter(Boolean);
  const body = [name, nameEn, ...skus.map((s) => normaliseSearchText(s.sku)), ...tags].join('\n');
  const choseong = [choseongOf(product.name), ...tags.map(choseongOf)].join('\n');
  await tx.insert(productSearch).values({
    productId,
    names: `\n${name}\n${nameEn}\n`,
    body: `\n${body}\n`,
    choseong: `\n${choseong}\n`,
  });
  const tokens = new Set([...gramsOf(body), ...gramsOf(choseong)]);
  if (tokens.size > 0) {
    await tx.insert(productSearchTokens).values([...tokens].map((token) => ({ token, productId })));
  }
}

/** A keyword as SQL: which products match it and how well. */
export interface KeywordMatch {
  /** Products whose search entry has every word of the keyword. */
  where: SQL;
  /** 3 a name starts with the keyword, 2 a name has it, 1 found elsewhere (SKU, tag). */
  relevance: SQL<number>;
}

/**
 * Turns a search keyword into SQL over `products`: every word must be a substring of a name,
 * SKU or tag, or (a word of initial consonants only, ㅋㄷ) of their 초성. The token index
 * narrows the candidates first; the substring check then confirms them. Answers `undefined`
 * for a keyword with no words.
 *
 * @example
 * const match = keywordMatch('ㅋㄷ');
 * db.select().from(products).where(match.where).orderBy(desc(match.relevance));
 */
export function keywordMatch(keyword: string): KeywordMatch | undefined {
  const phrase = normaliseSearchText(keyword);
  const words = [...new Set(phrase.split(' ').filter(Boolean))];
  if (words.length === 0) return undefined;
  const tokens = new Set<string>();
  const checks: SQL[] = [];
  for (const word of words) {
    for (const gram of queryGrams(word)) tokens.add(gram);
    checks.push(
      isChoseongWord(word)
        ? sql`position(${word} in ${productSearch.choseong}) > 0`
        : sql`position(${word} in ${productSearch.body}) > 0`,
    );
  }
  const candidates =
    tokens.size === 0
      ? undefined
      : sql`${outerProductId} in (${sql`select ${productSearchTokens.productId} from ${productSearchTokens} where ${inArray(productSearchTokens.token, [...tokens])} group by ${productSearchTokens.productId} having count(*) = ${tokens.size}`})`;
  const confirmed = sql`exists (select 1 from ${productSearch} where ${productSearch.productId} = ${outerProductId} and ${and(...checks)})`;
  const framed = `\n${phrase}`;
  const relevance = sql<number>`(select case
      when position(${framed} in ${productSearch.names}) > 0 or position(${framed} in ${productSearch.choseong}) > 0 then 3
      when position(${phrase} in ${productSearch.names}) > 0 or position(${phrase} in ${productSearch.choseong}) > 0 then 2
      else 1 end
    from ${productSearch} where ${productSearch.productId} = ${outerProductId})`;
  return { where: candidates ? and(candidates, confirmed)! : confirmed, relevance };
}
