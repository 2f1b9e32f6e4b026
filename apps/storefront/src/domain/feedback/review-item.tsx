import { useT } from '@atelier/translation-ai';
import { RATING_STARS_LABELS_KO, RatingStars } from '@atelier/commerce-ui';
import type { ProductReview } from '@atelier/contracts';
import { IMAGE_PREVIEW_LABELS_KO, ImagePreview } from '@atelier/ui-kit';
import type { ReactNode } from 'react';

import { translateLabels } from '@atelier/app-frame';

import { AppLink } from '../../shared/routing/app-link.js';
import { FEEDBACK_LABELS } from './feedback-labels.js';
import './feedback.css';
import { writtenLang } from '../../shared/i18n/written-lang.js';

/**
 * Props of {@link ReviewItem}.
 */
export interface ReviewItemProps {
  review: ProductReview;
  /** Name the product with a link to it (lists of every product's reviews). */
  showProduct?: boolean;
  /** Buttons of the member's own review (edit, delete). */
  actions?: ReactNode;
}

/**
 * One review: its stars, the masked author, the date, the text and its photos (each opens
 * ui-kit's image preview).
 */
export function ReviewItem({ review, showProduct = false, actions }: ReviewItemProps) {
  const { t } = useT();
  return (
    <article className="atelier-feedback-item" data-review-id={review.id}>
      <div className="atelier-feedback-item__head">
        <RatingStars
          average={review.rating}
          size="sm"
          labels={translateLabels(RATING_STARS_LABELS_KO, t)}
        />
        {review.photos.length > 0 && (
          <span className="atelier-feedback-item__badge">{t(FEEDBACK_LABELS.photoReview)}</span>
        )}
        <span className="atelier-feedback-item__meta">
          <span className="atelier-visually-hidden">{t(FEEDBACK_LABELS.author)} </span>
          {review.author}
          {' · '}
          <time dateTime={review.created_at}>{review.created_at.slice(0, 10)}</time>
        </span>
      </div>
      {showProduct && (
        <p className="atelier-feedback-item__product">
          <AppLink to="Product" params={{ productId: review.it_id }}>
            {review.product_name}
          </AppLink>
        </p>
      )}
      <p className="atelier-feedback-item__content" lang={writtenLang(review.content)}>
        {review.content}
      </p>
      {review.photos.length > 0 && (
        <ul className="atelier-feedback-item__photos">
          {review.photos.map((photo, index) => (
            <li key={photo.id}>
              <ImagePreview
                src={photo.thumb.url}
                fullSrc={photo.zoom.url}
                alt={t(FEEDBACK_LABELS.reviewPhotoAlt, { author: review.author, index: index + 1 })}
                size="5rem"
                labels={translateLabels(IMAGE_PREVIEW_LABELS_KO, t)}
              />
            </li>
          ))}
        </ul>
      )}
      {actions ? <div className="atelier-feedback-item__actions">{actions}</div> : null}
    </article>
  );
}
