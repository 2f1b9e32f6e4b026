import type { RatingSummary } from '@atelier/contracts';
import { fillPlaceholders } from '@atelier/translation-ai';
import { STAR_RATING_LABELS_EN, STAR_RATING_LABELS_KO, STAR_RATING_MAX } from '@atelier/ui-kit';

import { cx } from '../internal/cx.js';

/**
 * Texts of {@link RatingStars}; `{value}`, `{max}`, `{count}` and `{star}` are replaced.
 *
 * @example
 * const en: Partial<RatingStarsLabels> = { summary: '{value} out of {max}', reviewCount: '{count} reviews' };
 */
export interface RatingStarsLabels {
  /** Accessible name of the stars (ui-kit's `StarRating` phrase). */
  summary: string;
  /** Visible review count next to the stars. */
  reviewCount: string;
  /** Accessible name of the review count when it shows as a bare `(12)`. */
  reviewCountLong: string;
  /** Caption of the distribution bars. */
  distribution: string;
  /** One distribution row's star label. */
  distributionStar: string;
  /** One distribution row's count. */
  distributionCount: string;
}

/**
 * The Korean default {@link RatingStars} texts.
 *
 * @example
 * RATING_STARS_LABELS_KO.summary; // '{max}점 만점에 {value}점'
 */
export const RATING_STARS_LABELS_KO: Readonly<RatingStarsLabels> = Object.freeze({
  summary: STAR_RATING_LABELS_KO.summary,
  reviewCount: '({count})',
  reviewCountLong: '리뷰 {count}개',
  distribution: '별점 분포',
  distributionStar: '{star}점',
  distributionCount: '{count}명',
});

/**
 * The English of {@link RATING_STARS_LABELS_KO}, key by key (seeds the English phrase package).
 *
 * @example
 * RATING_STARS_LABELS_EN.reviewCountLong; // '{count} reviews'
 */
export const RATING_STARS_LABELS_EN: Readonly<RatingStarsLabels> = Object.freeze({
  summary: STAR_RATING_LABELS_EN.summary,
  reviewCount: '({count})',
  reviewCountLong: '{count} reviews',
  distribution: 'Rating breakdown',
  distributionStar: '{star} stars',
  distributionCount: '{count}',
});

/**
 * Props of {@link RatingStars}.
 *
 * @example
 * const props: RatingStarsProps = { average: 4.5, count: 12 };
 */
export interface RatingStarsProps {
  /** Average stars, 0–5 (one decimal on the wire). */
  average: number;
  /** Number of reviews, shown after the stars when given. */
  count?: number;
  /** With a summary, a bar per star (5 to 1) shows how many reviews gave it. */
  summary?: RatingSummary;
  /** `sm` for cards, `md` (default) for the product page. */
  size?: 'sm' | 'md';
  /** Translated texts; Korean for anything left out. */
  labels?: Partial<RatingStarsLabels>;
  className?: string;
}

const clampAverage = (n: number): number =>
  Number.isFinite(n) ? Math.min(STAR_RATING_MAX, Math.max(0, n)) : 0;
const STARS = '★'.repeat(STAR_RATING_MAX);

/**
 * An average rating as five stars filled to the tenth (4.5 fills four and a half), one image
 * to screen readers ('5점 만점에 4.5점'), with the review count and, given a
 * {@link RatingSummary}, the distribution bars of the product page.
 *
 * @example
 * <RatingStars average={item.rating} count={item.review_count} size="sm" />
 * <RatingStars average={summary.average} count={summary.count} summary={summary} />
 */
export function RatingStars({
  average,
  count,
  summary,
  size = 'md',
  labels,
  className,
}: RatingStarsProps) {
  const text = { ...RATING_STARS_LABELS_KO, ...labels };
  const value = Math.round(clampAverage(average) * 10) / 10;
  const fill = `${(value / STAR_RATING_MAX) * 100}%`;
  const total = summary ? summary.distribution.reduce((sum, n) => sum + n, 0) : 0;

  return (
    <div className={cx('atelier-rating-stars', `atelier-rating-stars--${size}`, className)}>
      <span className="atelier-rating-stars__row">
        <span
          className="atelier-rating-stars__stars"
          role="img"
          aria-label={fillPlaceholders(text.summary, { value, max: STAR_RATING_MAX })}
        >
          <span className="atelier-rating-stars__empty" aria-hidden="true">
            {STARS}
          </span>
          <span className="atelier-rating-stars__fill" aria-hidden="true" style={{ width: fill }}>
            {STARS}
          </span>
        </span>
        <span className="atelier-rating-stars__value" aria-hidden="true">
          {value.toFixed(1)}
        </span>
        {count !== undefined ? (
          <span className="atelier-rating-stars__count">
            <span aria-hidden="true">{fillPlaceholders(text.reviewCount, { count })}</span>
            <span className="atelier-visually-hidden">
              {fillPlaceholders(text.reviewCountLong, { count })}
            </span>
          </span>
        ) : null}
      </span>
      {summary ? (
        <div
          className="atelier-rating-stars__distribution"
          role="group"
          aria-label={text.distribution}
        >
          <dl>
            {[5, 4, 3, 2, 1].map((star) => {
              const n = summary.distribution[star - 1] ?? 0;
              return (
                <div key={star} className="atelier-rating-stars__bar-row">
                  <dt>{fillPlaceholders(text.distributionStar, { star })}</dt>
                  <dd className="atelier-rating-stars__bar" aria-hidden="true">
                    <span style={{ width: total > 0 ? `${(n / total) * 100}%` : '0%' }} />
                  </dd>
                  <dd className="atelier-rating-stars__bar-count">
                    {fillPlaceholders(text.distributionCount, { count: n })}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
