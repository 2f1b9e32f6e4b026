import type { CmsNode } from '@atelier/contracts';
import { normaliseLang, type Lang } from '@atelier/contracts';
import type { ReactElement } from 'react';

import type { BannerStorage } from './banner-dismissals.js';
import { CmsRenderer } from './cms-renderer.js';
import type { CmsLimits } from './limits.js';
import type { CmsComponents } from './render-cms-node.js';
import { sanitizeClassName } from './sanitize-class-name.js';
import type { TranslateText } from './translate-text.js';
import { useBannerDismissal } from './use-banner-dismissal.js';

/**
 * A CMS banner: a published template that a visitor may close for the rest of the day
 * when `closable`.
 *
 * @example
 * const banner: CmsBannerData = { id: 'home-banner-top', closable: true, template: page.template, link: page.link };
 */
export interface CmsBannerData {
  id: string | number;
  closable: boolean;
  template: readonly CmsNode[];
  link?: string | null | undefined;
}

/**
 * Default labels of {@link CmsBanner} per language: Korean first, English as the option.
 *
 * @example
 * CMS_BANNER_LABELS.en.close; // 'Close'
 */
export const CMS_BANNER_LABELS: Readonly<Record<Lang, Readonly<{ close: string }>>> = Object.freeze(
  {
    kr: Object.freeze({ close: '닫기' }),
    en: Object.freeze({ close: 'Close' }),
  },
);

/**
 * Props of {@link CmsBanner}.
 *
 * @example
 * const props: CmsBannerProps = { banner, lang: 'en', onDismiss: (id) => track('banner-close', id) };
 */
export interface CmsBannerProps {
  banner: CmsBannerData;
  /** Picks the default close label (`kr` → '닫기', `en` → 'Close'); default `kr`. */
  lang?: Lang | string | undefined;
  /** The close button's text; wins over `lang` (pass translated text here). */
  closeLabel?: string | undefined;
  /**
   * Translates the banner's texts (not the close label), as `CmsRenderer`'s `translateText`.
   * Default: texts render as written.
   */
  translateText?: TranslateText | undefined;
  components?: CmsComponents | undefined;
  limits?: Partial<CmsLimits> | undefined;
  /** Extra classes on the banner (which always has `atelier-cms-banner`). */
  className?: string | undefined;
  /** Called after the visitor closed the banner. */
  onDismiss?: ((id: string | number) => void) | undefined;
  /** The clock in epoch ms (tests, stories). Default `Date.now`. */
  now?: (() => number) | undefined;
  /** Where dismissals are kept. Default `window.localStorage`. */
  storage?: BannerStorage | null | undefined;
}

/**
 * A CMS banner rendered with {@link CmsRenderer}. A closable banner has a close button
 * ('닫기' by default) and, once closed, stays hidden until the next local midnight
 * (see `useBannerDismissal`); a non-closable banner always shows.
 *
 * @example
 * <CmsBanner banner={{ id: 'home-banner-top', closable: true, template }} />
 * <CmsBanner banner={banner} lang="en" />
 * <CmsBanner banner={banner} closeLabel={t('닫기')} />
 * <CmsBanner banner={banner} lang="en" translateText={t} />
 */
export function CmsBanner(props: CmsBannerProps): ReactElement | null {
  const { banner, components, limits, onDismiss, translateText } = props;
  const closable = banner.closable === true;
  const { dismissed, dismiss } = useBannerDismissal(banner.id, {
    closable,
    now: props.now,
    storage: props.storage,
  });
  if (dismissed) return null;
  const label = props.closeLabel ?? CMS_BANNER_LABELS[normaliseLang(props.lang)].close;
  const className = ['atelier-cms-banner', sanitizeClassName(props.className)]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-banner-id={String(banner.id)}>
      <CmsRenderer
        template={banner.template}
        link={banner.link}
        components={components}
        limits={limits}
        translateText={translateText}
      />
      {closable && (
        <button
          type="button"
          className="atelier-cms-banner__close"
          onClick={() => {
            dismiss();
            onDismiss?.(banner.id);
          }}
        >
          {label}
        </button>
      )}
    </div>
  );
}
