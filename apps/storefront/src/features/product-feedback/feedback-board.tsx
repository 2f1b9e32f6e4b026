import { useT } from '@atelier/translation-ai';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { FeedbackList, type FeedbackListProps } from '../../domain/feedback/feedback-list.js';
import { FEEDBACK_PAGE_LABELS } from './feedback-page-labels.js';
import { withParam } from '../../shared/listing/list-params.js';
import './feedback-pages.css';

/**
 * The board pages' URL state: `go(name, value)` changes one filter (back to page 1, the
 * scroll kept) or the page (to the top); `onPage` and `pageHref` feed the pager.
 */
export function useBoardUrl(): {
  search: URLSearchParams;
  go: (name: string, value: string) => void;
  onPage: (page: number) => void;
  pageHref: (page: number) => string;
} {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const go = (name: string, value: string) => {
    const next = withParam(search, name, value);
    void navigate(next ? `?${next}` : '.', { preventScrollReset: name !== 'page' });
  };
  return {
    search,
    go,
    onPage: (page) => go('page', String(page)),
    pageHref: (page) => `?${withParam(search, 'page', String(page))}`,
  };
}

/**
 * Props of {@link FeedbackBoard}: the list's, plus the page's heading, intro and filters.
 */
export interface FeedbackBoardProps<T> extends Omit<FeedbackListProps<T>, 'showTotal'> {
  /** `data-page` of the page root. */
  page: string;
  title: ReactNode;
  intro?: ReactNode;
  filters?: ReactNode;
}

/**
 * The customer-center review and question boards: heading, intro, filters, then the list
 * with its count and pager.
 */
export function FeedbackBoard<T>({ page, title, intro, filters, ...list }: FeedbackBoardProps<T>) {
  const { t } = useT();
  return (
    <div className="atelier-feedback-board" data-page={page}>
      <h1 className="atelier-feedback-board__title">{title}</h1>
      {intro ? <p className="atelier-feedback-board__intro">{intro}</p> : null}
      {filters ? (
        <div
          className="atelier-feedback-board__filters"
          role="group"
          aria-label={t(FEEDBACK_PAGE_LABELS.filters)}
        >
          {filters}
        </div>
      ) : null}
      <FeedbackList {...list} showTotal />
    </div>
  );
}
