import type { AdminReview } from '@atelier/contracts';
import { useDialog } from '@atelier/ui-kit';
import { useSearchParams } from 'react-router';

import { formText, useActionFailure } from '@atelier/app-frame/forms';

import {
  BulkBar,
  runEach,
  SelectColumnHead,
  SelectRowCell,
  useListSelection,
} from '../../domain/listing/bulk-selection.js';
import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { ExportButton } from '../../domain/listing/export-button.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { CatalogSections } from './catalog-sections.js';
import { categoriesApi, type ReviewListArgs } from './categories-api.js';
import { CATEGORY_LABELS } from './category-labels.js';

const FILTERS = ['it_id', 'rating', 'hidden', 'photos'] as const;
const YES_NO = ['true', 'false'] as const;

function reviewQuery(search: URLSearchParams): ReviewListArgs {
  const query: ReviewListArgs = {};
  const itId = search.get('it_id')?.trim();
  if (itId) query.it_id = itId.slice(0, 20);
  const rating = Number(search.get('rating'));
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5) query.rating = rating;
  for (const key of ['hidden', 'photos'] as const) {
    const value = search.get(key);
    if (value === 'true' || value === 'false') query[key] = value;
  }
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

function VisibilityButton({ review }: { review: AdminReview }) {
  const c = useAreaLabels(CATEGORY_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [send, { isLoading }] = categoriesApi.useAdminReviewVisibilityMutation();
  async function toggle() {
    try {
      await act(() => send({ id: review.id, hidden: !review.is_hidden }).unwrap());
      await dialogs.alert(review.is_hidden ? c.shownDone : c.hiddenDone);
    } catch (error) {
      await fail(error);
    }
  }
  return (
    <button
      type="button"
      className={`console-button${review.is_hidden ? '' : ' console-button--danger'}`}
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      {review.is_hidden ? c.show : c.hide}
    </button>
  );
}

/**
 * `/admin/catalog/reviews`: every review, newest first, by product, rating, hidden and photos;
 * hide one or the selected from the shop (their rating figures follow) or show them again; the
 * filtered reviews download as XLSX.
 */
export default function ReviewsPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CATEGORY_LABELS);
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const query = reviewQuery(search);
  const result = categoriesApi.useAdminReviewsQuery(query);
  const editable = can('catalog', 'edit');
  const searchKey = search.toString();
  const selection = useListSelection(
    searchKey,
    result.data?.data.map((review) => String(review.id)) ?? [],
  );
  const [setVisibility] = categoriesApi.useAdminReviewVisibilityMutation();
  const bulk = (label: string, hidden: boolean) => ({
    label,
    run: (ids: string[]) =>
      runEach(ids, (id) => setVisibility({ id: Number(id), hidden }).unwrap()),
  });
  return (
    <ConsoleListPage
      pageId="admin-reviews"
      title={c.reviewsTitle}
      intro={<CatalogSections />}
      filtersLabel={l.filters}
      searchKey={searchKey}
      onFilter={(form) => setSearch(listSearch(formText(form, FILTERS)))}
      resetTo={href('Reviews')}
      result={result}
      tableClassName="console-table--cards"
      toolbar={
        <div className="list-toolbar">
          <ExportButton list="reviews" query={query} />
          {editable ? (
            <BulkBar
              selection={selection}
              label={c.bulkActions}
              keyHeading={c.reviewNo}
              actions={[bulk(c.bulkHide, true), bulk(c.bulkShow, false)]}
            />
          ) : null}
        </div>
      }
      empty={c.noReviews}
      pageHref={(page) => `${href('Reviews')}?${listSearch({ ...query, page }).toString()}`}
      onPage={(page) => setSearch(listSearch({ ...query, page }))}
      filters={
        <>
          <label>
            {c.product}
            <input name="it_id" defaultValue={query.it_id ?? ''} autoCapitalize="none" />
          </label>
          <label>
            {c.rating}
            <select name="rating" defaultValue={query.rating ?? ''}>
              <option value="">{l.all}</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {c.stars.replace('{n}', String(n))}
                </option>
              ))}
            </select>
          </label>
          <label>
            {c.state}
            <select name="hidden" defaultValue={query.hidden ?? ''}>
              <option value="">{l.all}</option>
              {YES_NO.map((v) => (
                <option key={v} value={v}>
                  {v === 'true' ? c.hidden : c.shown}
                </option>
              ))}
            </select>
          </label>
          <label>
            {c.photos}
            <select name="photos" defaultValue={query.photos ?? ''}>
              <option value="">{l.all}</option>
              {YES_NO.map((v) => (
                <option key={v} value={v}>
                  {v === 'true' ? c.withPhotos : c.withoutPhotos}
                </option>
              ))}
            </select>
          </label>
        </>
      }
      head={
        <>
          {editable ? <SelectColumnHead /> : null}
          <th scope="col">{c.writtenAt}</th>
          <th scope="col">{c.product}</th>
          <th scope="col">{c.rating}</th>
          <th scope="col">{c.content}</th>
          <th scope="col">{c.author}</th>
          <th scope="col">{c.state}</th>
          {editable ? <th scope="col">{c.actions}</th> : null}
        </>
      }
      row={(review) => (
        <tr key={review.id} data-review={review.id}>
          {editable ? (
            <SelectRowCell
              selection={selection}
              rowKey={String(review.id)}
              name={`${review.product_name} ${review.mb_id}`}
            />
          ) : null}
          <td data-label={c.writtenAt} className="console-nowrap">
            {koreanDateTime(review.created_at)}
          </td>
          <td data-label={c.product}>
            {review.product_name} <small className="console-muted">{review.it_id}</small>
          </td>
          <td data-label={c.rating} className="console-nowrap">
            <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
            <span className="console-visually-hidden">
              {c.stars.replace('{n}', String(review.rating))}
            </span>
          </td>
          <td data-label={c.content}>
            {review.content}
            {review.photo_count > 0 ? (
              <small className="console-muted">
                {' '}
                · {c.photos} {review.photo_count}
              </small>
            ) : null}
          </td>
          <td data-label={c.author}>{review.mb_id}</td>
          <td data-label={c.state}>
            <span className="console-status">{review.is_hidden ? c.hidden : c.shown}</span>
          </td>
          {editable ? (
            <td data-label={c.actions}>
              <VisibilityButton review={review} />
            </td>
          ) : null}
        </tr>
      )}
    />
  );
}
