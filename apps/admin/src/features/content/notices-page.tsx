import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { contentApi } from './content-api.js';
import { CONTENT_LABELS } from './content-labels.js';
import { ContentTabs } from './content-tabs.js';

const FILTERS = ['q', 'pinned'] as const;

/**
 * `/admin/content/notices`: the customer-center notices, newest first, pinned ones marked;
 * filter by pin and title.
 */
export default function NoticesPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CONTENT_LABELS);
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const query = {
    page: Number(search.get('page') ?? 1) || 1,
    q: search.get('q') ?? undefined,
    pinned: (search.get('pinned') as 'true' | 'false' | null) ?? undefined,
  };
  const result = contentApi.useAdminNoticesQuery(query);
  const params = (page: number) =>
    new URLSearchParams(
      Object.entries({ ...Object.fromEntries(search), page: String(page) }).filter(([, v]) => v),
    );

  return (
    <>
      <ContentTabs />
      {can('content', 'edit') ? (
        <p className="console-actions">
          <Link
            className="console-button console-button--primary"
            to={href('NoticeEdit', { id: 'new' })}
          >
            {c.newNotice}
          </Link>
        </p>
      ) : null}
      <ConsoleListPage
        pageId="admin-notices"
        title={c.noticesTitle}
        filtersLabel={l.filters}
        searchKey={search.toString()}
        onFilter={(form) =>
          setSearch(
            new URLSearchParams(Object.entries(formText(form, FILTERS)).filter(([, v]) => v)),
          )
        }
        resetTo={href('ContentNotices')}
        result={result}
        tableClassName="console-table--cards"
        empty={c.noNotices}
        pageHref={(page) => `${href('ContentNotices')}?${params(page).toString()}`}
        onPage={(page) => setSearch(params(page))}
        filters={
          <>
            <label>
              {c.pinned}
              <select name="pinned" defaultValue={query.pinned ?? ''}>
                <option value="">{c.all}</option>
                <option value="true">{c.pinned}</option>
                <option value="false">{c.unpin}</option>
              </select>
            </label>
            <label className="console-filters__search">
              {c.searchTitle}
              <input type="search" name="q" defaultValue={query.q ?? ''} />
            </label>
          </>
        }
        head={
          <>
            <th scope="col">{c.title}</th>
            <th scope="col">{c.pinned}</th>
            <th scope="col" className="console-num">
              {c.views}
            </th>
            <th scope="col">{c.createdAt}</th>
          </>
        }
        row={(notice) => (
          <tr key={notice.id} data-notice={notice.id}>
            <th scope="row" data-label={c.title}>
              <Link to={href('NoticeEdit', { id: String(notice.id) })}>{notice.title}</Link>
            </th>
            <td data-label={c.pinned}>{notice.is_pinned ? c.pinned : ''}</td>
            <td data-label={c.views} className="console-num">
              {notice.view_count}
            </td>
            <td data-label={c.createdAt}>{koreanDateTime(notice.created_at)}</td>
          </tr>
        )}
      />
    </>
  );
}
