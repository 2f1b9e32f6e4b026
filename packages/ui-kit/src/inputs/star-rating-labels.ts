// Apart from the component: pages that only show ratings (commerce-ui's RatingStars) take
// these constants without the input's code.

/**
 * Highest star rating; ratings are whole numbers from 1 to this.
 *
 * @example
 * STAR_RATING_MAX; // 5
 */
export const STAR_RATING_MAX = 5;

/**
 * Texts of `StarRating`; `{value}` and `{max}` are replaced.
 *
 * @example
 * const en: StarRatingLabels = { group: 'Rating', star: '{value} stars', summary: '{value} of {max} stars' };
 */
export interface StarRatingLabels {
  /** Accessible name of the radio group. */
  group: string;
  /** Accessible name of each star. */
  star: string;
  /** Accessible name of the read-only display. */
  summary: string;
}

/**
 * The Korean default `StarRating` texts.
 *
 * @example
 * STAR_RATING_LABELS_KO.star; // '{value}점'
 */
export const STAR_RATING_LABELS_KO: Readonly<StarRatingLabels> = Object.freeze({
  group: '별점',
  star: '{value}점',
  summary: '{max}점 만점에 {value}점',
});

/**
 * The English of {@link STAR_RATING_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * STAR_RATING_LABELS_EN.group; // 'Rating'
 */
export const STAR_RATING_LABELS_EN: Readonly<StarRatingLabels> = Object.freeze({
  group: 'Rating',
  star: '{value} points',
  summary: '{value} out of {max}',
});
