import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '../internal/cx.js';
import { fillTemplate } from '../internal/fill-template.js';
import { useControllable } from '../internal/use-controllable.js';
import {
  STAR_RATING_LABELS_KO,
  STAR_RATING_MAX,
  type StarRatingLabels,
} from './star-rating-labels.js';

/**
 * Props of `StarRating`.
 *
 * @example
 * const props: StarRatingProps = { value: 4, onChange: setScore };
 */
export interface StarRatingProps {
  /** Controlled rating 1–5, or `null` for none. */
  value?: number | null;
  /** Initial rating when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the chosen rating (1–5). */
  onChange?: (value: number) => void;
  /** Show the rating without letting it change (a labelled image). */
  readOnly?: boolean;
  disabled?: boolean;
  /** Form field name: adds a hidden input carrying the rating. */
  name?: string;
  /** Translated texts; Korean for anything left out. */
  labels?: Partial<StarRatingLabels>;
  className?: string;
}

const STARS = Array.from({ length: STAR_RATING_MAX }, (_, i) => i + 1);
const clampRating = (n: number): number => Math.min(STAR_RATING_MAX, Math.max(1, Math.round(n)));

/**
 * A 1–5 star rating. Interactive, it is a radio group: Tab reaches the chosen star,
 * arrow keys move and choose, Home/End jump to 1 and 5, clicks choose. `readOnly` shows
 * the stars as one labelled image.
 *
 * @example
 * <StarRating value={score} onChange={setScore} name="rating" />
 * <StarRating value={4} readOnly />
 */
export function StarRating({
  value,
  defaultValue = null,
  onChange,
  readOnly = false,
  disabled = false,
  name,
  labels,
  className,
}: StarRatingProps) {
  const text = { ...STAR_RATING_LABELS_KO, ...labels };
  const [rating, setRating] = useControllable<number | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = rating === null ? null : clampRating(rating);

  if (readOnly) {
    return (
      <span
        className={cx('atelier-star-rating', 'atelier-star-rating--read-only', className)}
        role="img"
        aria-label={fillTemplate(text.summary, { value: current ?? 0, max: STAR_RATING_MAX })}
      >
        {STARS.map((star) => (
          <span
            key={star}
            aria-hidden="true"
            className={cx(
              'atelier-star',
              current !== null && star <= current && 'atelier-star--on',
            )}
          >
            ★
          </span>
        ))}
      </span>
    );
  }

  const choose = (star: number): void => {
    setRating(star);
    refs.current[star - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number): void => {
    const moves: Record<string, number> = {
      ArrowRight: star + 1,
      ArrowUp: star + 1,
      ArrowLeft: star - 1,
      ArrowDown: star - 1,
      Home: 1,
      End: STAR_RATING_MAX,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Radio groups wrap around at the ends.
    choose(target > STAR_RATING_MAX ? 1 : target < 1 ? STAR_RATING_MAX : target);
  };

  return (
    <div
      className={cx('atelier-star-rating', className)}
      role="radiogroup"
      aria-label={text.group}
      aria-disabled={disabled || undefined}
    >
      {STARS.map((star) => (
        <button
          key={star}
          ref={(node) => {
            refs.current[star - 1] = node;
          }}
          type="button"
          role="radio"
          aria-checked={current === star}
          aria-label={fillTemplate(text.star, { value: star, max: STAR_RATING_MAX })}
          tabIndex={(current ?? 1) === star ? 0 : -1}
          disabled={disabled}
          className={cx(
            'atelier-star',
            'atelier-focusable',
            current !== null && star <= current && 'atelier-star--on',
          )}
          onClick={() => choose(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
      {name ? <input type="hidden" name={name} value={current ?? ''} /> : null}
    </div>
  );
}
