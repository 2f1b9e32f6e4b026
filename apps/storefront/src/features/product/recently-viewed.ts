import type { Lang, ProductListItem } from '@atelier/contracts';
import { useSessionEnvironment, type StorageLike } from '@atelier/session';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

/**
 * The local-storage key of the visitor's recently viewed products.
 */
export const RECENTLY_VIEWED_KEY = 'atelier/recently-viewed';

/**
 * How many recently viewed products are kept (the oldest drop off).
 */
export const RECENTLY_VIEWED_MAX = 20;

interface Entry {
  it_id: string;
  /** The product as last seen in each language (names and prices differ per language). */
  items: Partial<Record<Lang, ProductListItem>>;
}

function parseEntries(raw: string | null | undefined): Entry[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Entry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Entry).it_id === 'string' &&
        typeof (entry as Entry).items === 'object' &&
        (entry as Entry).items !== null,
    );
  } catch {
    // Unreadable or foreign data: start a new list rather than fail the page.
    return [];
  }
}

const readEntries = (storage: StorageLike | null): Entry[] =>
  parseEntries(storage?.getItem(RECENTLY_VIEWED_KEY));

/**
 * The visitor's recently viewed products in `lang`, newest first, without `except` (the
 * product on screen). Products last seen only in the other language are left out.
 */
export function readRecentlyViewed(
  storage: StorageLike | null,
  lang: Lang,
  except?: string,
): ProductListItem[] {
  return recentlyViewedIn(storage?.getItem(RECENTLY_VIEWED_KEY), lang, except);
}

function recentlyViewedIn(
  raw: string | null | undefined,
  lang: Lang,
  except?: string,
): ProductListItem[] {
  return parseEntries(raw)
    .filter((entry) => entry.it_id !== except)
    .map((entry) => entry.items[lang])
    .filter((item): item is ProductListItem => Boolean(item && typeof item.it_id === 'string'));
}

/**
 * Records a product view: the product moves to the front (as seen in `lang`) and the list
 * keeps the last {@link RECENTLY_VIEWED_MAX}. Storage failures (full, disabled) are ignored.
 */
export function rememberViewed(
  storage: StorageLike | null,
  lang: Lang,
  product: ProductListItem,
): void {
  if (!storage) return;
  const entries = readEntries(storage);
  const earlier = entries.find((entry) => entry.it_id === product.it_id);
  const item: ProductListItem = {
    it_id: product.it_id,
    name: product.name,
    price: product.price,
    sale_price: product.sale_price,
    list_price: product.list_price,
    currency: product.currency,
    thumbnail: product.thumbnail,
    rating: product.rating,
    review_count: product.review_count,
    sold_out: product.sold_out,
    flags: product.flags,
  };
  const next: Entry[] = [
    { it_id: product.it_id, items: { ...earlier?.items, [lang]: item } },
    ...entries.filter((entry) => entry.it_id !== product.it_id),
  ].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage only loses the list.
  }
}

const subscribeToOtherTabs = (onChange: () => void): (() => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * The recently viewed products to show beside `product` (which is left out), and the view of
 * `product` recorded. Empty on the server and in the first browser render (local storage is
 * the browser's), so hydration matches the server's markup.
 */
export function useRecentlyViewed(lang: Lang, product: ProductListItem): ProductListItem[] {
  const { storage } = useSessionEnvironment();
  const raw = useSyncExternalStore(
    subscribeToOtherTabs,
    () => storage?.getItem(RECENTLY_VIEWED_KEY) ?? null,
    () => null,
  );
  useEffect(() => rememberViewed(storage, lang, product), [storage, lang, product]);
  return useMemo(() => recentlyViewedIn(raw, lang, product.it_id), [raw, lang, product.it_id]);
}
