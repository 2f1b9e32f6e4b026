import type { ProductListItem } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useToast } from '@atelier/ui-kit';
import type { LoaderFunction } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { catalogApi } from '../../domain/catalog/catalog-api.js';
import { FeedbackList } from '../../domain/feedback/feedback-list.js';
import { ProductCardItem } from '../../domain/catalog/product-card-item.js';
import { FEEDBACK_LABELS } from '../../domain/feedback/feedback-labels.js';
import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { useBoardUrl } from './feedback-board.js';
import { FEEDBACK_PAGE_LABELS } from './feedback-page-labels.js';
import { pageParam } from '../../shared/listing/list-params.js';
import './feedback-pages.css';

/**
 * Prefetches the member's wish list page (the route is guarded: members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    const page = pageParam(new URL(request.url).searchParams);
    await ensureQuery(
      ctx,
      ctx.store.dispatch(catalogApi.endpoints.getWishList.initiate({ page })),
      {
        notFound: 'ignore',
      },
    );
    return null;
  };
}

/**
 * `/my-page/wish-list` (members only): the wished products as cards, newest first, each with
 * a button to take it out.
 */
export default function MyPageWishListPage() {
  const { t } = useT();
  const toast = useToast();
  const { search, onPage, pageHref } = useBoardUrl();
  const showFailure = useActionFailure();
  const { data, isError, refetch } = catalogApi.useGetWishListQuery({ page: pageParam(search) });
  const [removeFromWishList] = catalogApi.useRemoveFromWishListMutation();

  async function remove(product: ProductListItem) {
    try {
      await removeFromWishList(product.it_id).unwrap();
      toast.success(t(FEEDBACK_LABELS.wishRemoved));
    } catch (error) {
      await showFailure(error);
    }
  }

  return (
    <MemberPageFrame
      title={t(FEEDBACK_LABELS.wish)}
      intro={t(FEEDBACK_PAGE_LABELS.wishIntro)}
      page="my-page-wish-list"
    >
      <FeedbackList
        list={data}
        isError={isError}
        onRetry={() => void refetch()}
        empty={t(FEEDBACK_LABELS.wishEmpty)}
        showTotal
        onPage={onPage}
        pageHref={pageHref}
        renderItem={({ product, wished_at }) => (
          <ProductCardItem
            key={product.it_id}
            product={product}
            headingLevel={2}
            className="atelier-wish-entry"
          >
            <p className="atelier-wish-entry__date">
              {t(FEEDBACK_LABELS.wishedAt, { date: wished_at.slice(0, 10) })}
            </p>
            <button
              type="button"
              className="atelier-button atelier-button--secondary"
              aria-label={`${t(FEEDBACK_LABELS.wishRemove)}: ${product.name}`}
              onClick={() => void remove(product)}
            >
              {t(FEEDBACK_LABELS.delete)}
            </button>
          </ProductCardItem>
        )}
      />
    </MemberPageFrame>
  );
}
