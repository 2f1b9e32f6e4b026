import type { Paginated } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { PAGER_LABELS_KO, Pager } from '@atelier/ui-kit';
import type { ReactNode } from 'react';

import { translateLabels } from '@atelier/app-frame';

import { FEEDBACK_LABELS } from './feedback-labels.js';
import './feedback.css';

/**
 * Props of {@link FeedbackList}.
 */
export interface FeedbackListProps<T> {
  /** The loaded page; nothing is shown before it arrives. */
  list: Paginated<T> | undefined;
  isError?: boolean;
  onRetry?: () => void;
  /** Shown instead of the list when it has no entries. */
  empty: ReactNode;
  /** Shows 'N in total' above the list (boards and member pages). */
  showTotal?: boolean;
  /** A page chosen in the pager (shown when there is more than one page). */
  onPage: (page: number) => void;
  /** The URL of a page, for pagers of real links. */
  pageHref?: (page: number) => string;
  /** One entry as an `<li>` with its `key`. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A page of reviews, questions or wished products as the product page, the customer-center
 * boards and the member pages show it: the failed state with a retry, the count, the entries
 * or the empty text, and ui-kit's pager.
 */
export function FeedbackList<T>({
  list,
  isError = false,
  onRetry,
  empty,
  showTotal = false,
  onPage,
  pageHref,
  renderItem,
}: FeedbackListProps<T>) {
  const { t } = useT();
  if (isError) {
    return (
      <p role="alert" className="atelier-feedback-list__empty">
        {t(FEEDBACK_LABELS.loadFailed)}{' '}
        {onRetry && (
          <button type="button" className="atelier-feedback__link-button" onClick={onRetry}>
            {t(FEEDBACK_LABELS.retry)}
          </button>
        )}
      </p>
    );
  }
  if (!list) return null;
  return (
    <>
      {showTotal && (
        <p className="atelier-feedback-list__count" role="status">
          {t(FEEDBACK_LABELS.total, { count: list.total })}
        </p>
      )}
      {list.data.length === 0 ? (
        <p className="atelier-feedback-list__empty">{empty}</p>
      ) : (
        <ul className="atelier-feedback-list">{list.data.map(renderItem)}</ul>
      )}
      {list.last_page > 1 && (
        <Pager
          page={list.current_page}
          lastPage={list.last_page}
          getHref={pageHref}
          onChange={onPage}
          labels={translateLabels(PAGER_LABELS_KO, t)}
        />
      )}
    </>
  );
}
