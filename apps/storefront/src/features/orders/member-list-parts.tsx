import { useT } from '@atelier/translation-ai';
import { PAGER_LABELS_KO, Pager } from '@atelier/ui-kit';
import { useNavigate, useSearchParams } from 'react-router';

import { translateLabels } from '@atelier/app-frame';

import { ORDER_LABELS } from './order-labels.js';
import { withParam } from '../../shared/listing/list-params.js';

/**
 * A list that could not be loaded: the message and a retry button (the member pages' lists).
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <p role="alert" className="atelier-member__empty">
      {message}{' '}
      <button type="button" className="atelier-member__link-button" onClick={onRetry}>
        {t(ORDER_LABELS.retry)}
      </button>
    </p>
  );
}

/**
 * The spec's pager for a list page whose page is the URL's `?page=` (other query kept); nothing
 * for a single page.
 */
export function UrlPager({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  if (lastPage <= 1) return null;
  const href = (p: number) => `?${withParam(search, 'page', String(p))}`;
  return (
    <Pager
      page={page}
      lastPage={lastPage}
      getHref={href}
      onChange={(p) => void navigate(href(p))}
      labels={translateLabels(PAGER_LABELS_KO, t)}
    />
  );
}
