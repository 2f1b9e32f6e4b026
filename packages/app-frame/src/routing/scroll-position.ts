/**
 * Space kept above a hash target when scrolling to it (spec §9 "scroll offset 70 px"), so
 * the sticky top bar does not cover it.
 *
 * @example
 * resolveScrollTop({ hash: '#reviews', elementTop: () => 900 }); // 830
 */
export const HASH_SCROLL_OFFSET = 70;

/**
 * Inputs of {@link resolveScrollTop}.
 *
 * @example
 * const input: ScrollInput = { saved: 420, hash: '', elementTop: () => null };
 */
export interface ScrollInput {
  /** The position saved for this history entry (back/forward), if any. */
  saved?: number | null;
  /** `location.hash`, with or without the leading `#`. */
  hash?: string;
  /** The document Y of the element with this id, or `null` when there is none. */
  elementTop?: (id: string) => number | null;
  /** Default 70. */
  offset?: number;
}

/**
 * Where the window scrolls after a navigation (spec §2 Shell): the saved position when
 * there is one, else the hash target minus the 70 px offset (never above 0), else the top.
 *
 * @example
 * resolveScrollTop({ saved: 420, hash: '#reviews', elementTop: () => 900 }); // 420
 * resolveScrollTop({ hash: '#reviews', elementTop: () => 900 }); // 830
 * resolveScrollTop({ hash: '#missing', elementTop: () => null }); // 0
 */
export function resolveScrollTop(input: ScrollInput): number {
  const { saved, hash = '', elementTop, offset = HASH_SCROLL_OFFSET } = input;
  if (typeof saved === 'number' && Number.isFinite(saved)) return Math.max(0, saved);
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw !== '' && elementTop) {
    let id = raw;
    try {
      id = decodeURIComponent(raw);
    } catch {
      // a malformed escape: look the raw text up
    }
    const top = elementTop(id);
    if (typeof top === 'number' && Number.isFinite(top)) return Math.max(0, top - offset);
  }
  return 0;
}
