import { isApiError } from '@atelier/api-client';
import { formatCount, type Paginated } from '@atelier/contracts';
import { Pager, PAGER_LABELS_EN, PAGER_LABELS_KO } from '@atelier/ui-kit';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { useSignInRedirect } from '../operator/use-console-action.js';
import { TableScroll } from './table-scroll.js';

// The page number stands as a word of the link's name ('3 페이지'), so the name a screen
// reader announces contains the visible '3' (axe: label-content-name-mismatch).
const PAGER_LABELS_KR = { ...PAGER_LABELS_KO, page: '{page} 페이지' };

export interface ConsoleListPageProps<T> {
  /** `data-page` of the section, and the prefix of its heading's id. */
  pageId: string;
  title: string;
  /** Shown under the heading, before the filters (an area's section links). */
  intro?: ReactNode;
  filtersLabel: string;
  /** The filter fields; the form re-renders them from the URL on every change of it. */
  filters: ReactNode;
  /** The URL's search string, which resets the filters' default values when it changes. */
  searchKey: string;
  onFilter: (form: HTMLFormElement) => void;
  /** The list without any filter. */
  resetTo: string;
  result: { data?: Paginated<T>; error?: unknown; isFetching?: boolean };
  /** Between the count and the table: the list's own actions (export, bulk actions). */
  toolbar?: ReactNode;
  empty: string;
  tableClassName?: string;
  head: ReactNode;
  row: (item: T) => ReactNode;
  pageHref: (page: number) => string;
  onPage: (page: number) => void;
}

/**
 * A console list: the filter form (its state in the URL), the API's refusal, the count, the
 * table and the pager. A 401 sends the operator to sign in and back.
 */
export function ConsoleListPage<T>(props: ConsoleListPageProps<T>) {
  const { l, locale } = useConsoleLabels();
  const { data, error, isFetching } = props.result;
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onFilter(event.currentTarget);
  }

  const titleId = `${props.pageId}-title`;
  return (
    <section className="console-page" aria-labelledby={titleId} data-page={props.pageId}>
      <h1 id={titleId}>{props.title}</h1>
      {props.intro}
      <form
        role="search"
        aria-label={props.filtersLabel}
        className="console-filters"
        onSubmit={submit}
        key={props.searchKey}
      >
        {props.filters}
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary">
            {l.apply}
          </button>
          <Link className="console-button" to={props.resetTo}>
            {l.reset}
          </Link>
        </div>
      </form>
      {error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(error) ? error.message : l.errorBody}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="console-count" aria-live="polite" aria-busy={isFetching ?? false}>
            {l.totalCount.replace('{n}', formatCount(data.total))}
          </p>
          {props.toolbar}
          {data.data.length === 0 ? (
            <p>{props.empty}</p>
          ) : (
            <TableScroll labelledBy={titleId}>
              <table className={['console-table', props.tableClassName].filter(Boolean).join(' ')}>
                <thead>
                  <tr>{props.head}</tr>
                </thead>
                <tbody>{data.data.map(props.row)}</tbody>
              </table>
            </TableScroll>
          )}
          <Pager
            page={data.current_page}
            lastPage={data.last_page}
            getHref={props.pageHref}
            onChange={props.onPage}
            labels={locale === 'en' ? PAGER_LABELS_EN : PAGER_LABELS_KR}
          />
        </>
      ) : !error ? (
        <p role="status">{l.loading}</p>
      ) : null}
    </section>
  );
}

/**
 * The period filter's two date fields (`from`, `to`: dates, inclusive).
 */
export function PeriodFields({ from, to }: { from?: string; to?: string }) {
  const { l } = useConsoleLabels();
  return (
    <>
      <label>
        {l.from}
        <input type="date" name="from" defaultValue={from ?? ''} />
      </label>
      <label>
        {l.to}
        <input type="date" name="to" defaultValue={to ?? ''} />
      </label>
    </>
  );
}
