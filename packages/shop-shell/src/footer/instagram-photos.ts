import type { InstaFeedItem } from '@atelier/contracts';

import { INSTAGRAM_STRIP_MAX } from '../config/shell-limits.js';

/**
 * The Instagram items the strip shows (spec §5): photos only — media URLs containing `jpeg`
 * or `jpg` (any case, so `.JPG` uploads count) — at most `max` (6), in feed order. Reels and
 * other media are left out.
 *
 * @example
 * instagramPhotos([{ id: '1', media_url: '/a.jpg', permalink: '…' }, { id: '2', media_url: '/b.mp4', permalink: '…' }]);
 * // [{ id: '1', … }]
 */
export function instagramPhotos<T extends Pick<InstaFeedItem, 'media_url'>>(
  items: readonly T[],
  max: number = INSTAGRAM_STRIP_MAX,
): T[] {
  return items
    .filter((item) => typeof item.media_url === 'string' && /jpe?g/i.test(item.media_url))
    .slice(0, max);
}
