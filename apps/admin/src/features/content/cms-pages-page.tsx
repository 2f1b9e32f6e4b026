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

const FILTERS = ['q', 'published'] as const;

/** `/admin/content/cms`: the CMS pages and banners, published or not, newest edits first. */
export default function CmsPagesPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CONTENT_LABELS);
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const query = {
    page: Number(search.get('page') ?? 1) || 1,
    q: search.get('q') ?? undefined,
    published: (search.get('published') as 'true' | 'false' | null) ?? undefined,
  };
  const result = contentApi.useAdminCmsPagesQuery(query);
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
            to={href('CmsEdit', { id: 'new' })}
          >
            {c.newCms}
          </Link>
        </p>
      ) : null}
      <ConsoleListPage
        pageId="admin-cms"
        title={c.cmsTitle}
        filtersLabel={l.filters}
        searchKey={search.toString()}
        onFilter={(form) =>
          setSearch(
            new URLSearchParams(Object.entries(formText(form, FILTERS)).filter(([, v]) => v)),
          )
        }
        resetTo={href('CmsPages')}
        result={result}
        tableClassName="console-table--cards"
        empty={c.noCms}
        pageHref={(page) => `${href('CmsPages')}?${params(page).toString()}`}
        onPage={(page) => setSearch(params(page))}
        filters={
          <>
            <label>
              {c.state}
              <select name="published" defaultValue={query.published ?? ''}>
                <option value="">{c.all}</option>
                <option value="true">{c.published}</option>
                <option value="false">{c.draft}</option>
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
            <th scope="col">{c.name}</th>
            <th scope="col">{c.state}</th>
            <th scope="col">{c.closable}</th>
          </>
        }
        row={(page) => (
          <tr key={page.id} data-cms={page.id}>
            <th scope="row" data-label={c.title}>
              <Link to={href('CmsEdit', { id: String(page.id) })}>{page.title}</Link>
            </th>
            <td data-label={c.name}>
              <code>{page.name}</code>
            </td>
            <td data-label={c.state}>
              <span
                className={`console-status console-status--${page.published_at ? 'on' : 'off'}`}
              >
                {page.published_at
                  ? `${c.published} · ${koreanDateTime(page.published_at)}`
                  : c.draft}
              </span>
            </td>
            <td data-label={c.closable}>{page.closable ? '✓' : ''}</td>
          </tr>
        )}
      />
    </>
  );
}
