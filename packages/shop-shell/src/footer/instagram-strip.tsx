import type { InstaFeedItem } from '@atelier/contracts';
import { useId } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { Icon } from '../shared/icon.js';
import { instagramPhotos } from './instagram-photos.js';

/**
 * Props of {@link InstagramStrip}.
 *
 * @example
 * const props: InstagramStripProps = { items, profileUrl: COMPANY_INFO.social.instagram };
 */
export interface InstagramStripProps {
  /** The feed (`GET /api/v1/insta-feeds`); only jpeg/jpg photos show, at most 6. */
  items: readonly InstaFeedItem[];
  /** The shop's profile, linked from the heading. */
  profileUrl?: string;
}

/**
 * A strip of the latest Instagram photos (spec §2, §5), each opening its post in a new tab.
 * Nothing is rendered when there is no photo.
 *
 * @example
 * <InstagramStrip items={feed} />
 */
export function InstagramStrip({ items, profileUrl }: InstagramStripProps) {
  const { labels } = useShopShell();
  const { language } = useShellSession();
  const titleId = useId();
  const photos = instagramPhotos(items);
  if (photos.length === 0) return null;
  return (
    <section className="atelier-shell-instagram" aria-labelledby={titleId}>
      <h2 id={titleId} className="atelier-shell-footer__heading">
        {profileUrl ? (
          <a
            href={profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="atelier-shell-instagram__profile"
          >
            <Icon name="instagram" size={20} />
            {labels.instagramTitle}
          </a>
        ) : (
          labels.instagramTitle
        )}
      </h2>
      <ul className="atelier-shell-instagram__grid">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={photo.permalink}
              target="_blank"
              rel="noopener noreferrer"
              className="atelier-shell-instagram__item"
            >
              <img
                src={photo.media_url}
                alt={
                  (language === 'kr' ? photo.caption : photo.caption_en)?.trim() ||
                  `${labels.instagram} ${index + 1}`
                }
                width={200}
                height={200}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
