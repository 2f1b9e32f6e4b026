import type { AdminPopup } from '@atelier/contracts';
import { Link, useSearchParams } from 'react-router';

import { formText, useActionFailure } from '@atelier/app-frame/forms';

import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { contentApi } from './content-api.js';
import { CONTENT_LABELS } from './content-labels.js';
import { ContentTabs } from './content-tabs.js';
import { moved } from './local-date-time.js';

const FILTERS = ['q', 'active'] as const;

function period(popup: AdminPopup, always: string) {
  if (!popup.starts_at && !popup.ends_at) return always;
  return `${popup.starts_at ? koreanDateTime(popup.starts_at) : ''} ~ ${popup.ends_at ? koreanDateTime(popup.ends_at) : ''}`;
}

/**
 * `/admin/content/popups`: the popups in their showing order, with their image, closing type,
 * period and state; move one up or down, open one to edit, or write a new one.
 */
export default function PopupsPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CONTENT_LABELS);
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const query = {
    page: Number(search.get('page') ?? 1) || 1,
    q: search.get('q') ?? undefined,
    active: (search.get('active') as 'true' | 'false' | null) ?? undefined,
    sort: 'sort',
    order: 'asc' as const,
  };
  const result = contentApi.useAdminPopupsQuery(query);
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [reorder, { isLoading: moving }] = contentApi.useReorderContentMutation();
  const ids = result.data?.data.map((p) => p.id) ?? [];
  const editable = can('content', 'edit');

  async function move(index: number, step: -1 | 1) {
    try {
      await act(() => reorder({ resource: 'popups', ids: moved(ids, index, step) }).unwrap());
    } catch (error) {
      await fail(error);
    }
  }

  const params = (page: number) =>
    new URLSearchParams(
      Object.entries({ ...Object.fromEntries(search), page: String(page) }).filter(([, v]) => v),
    );

  return (
    <>
      <ContentTabs />
      {editable ? (
        <p className="console-actions">
          <Link
            className="console-button console-button--primary"
            to={href('PopupEdit', { id: 'new' })}
          >
            {c.newPopup}
          </Link>
        </p>
      ) : null}
      <ConsoleListPage
        pageId="admin-popups"
        title={c.popupsTitle}
        filtersLabel={l.filters}
        searchKey={search.toString()}
        onFilter={(form) =>
          setSearch(
            new URLSearchParams(Object.entries(formText(form, FILTERS)).filter(([, v]) => v)),
          )
        }
        resetTo={href('Popups')}
        result={result}
        empty={c.noPopups}
        tableClassName="console-table--cards"
        pageHref={(page) => `${href('Popups')}?${params(page).toString()}`}
        onPage={(page) => setSearch(params(page))}
        filters={
          <>
            <label>
              {c.state}
              <select name="active" defaultValue={query.active ?? ''}>
                <option value="">{c.all}</option>
                <option value="true">{c.active}</option>
                <option value="false">{c.hidden}</option>
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
            <th scope="col">{c.image}</th>
            <th scope="col">{c.title}</th>
            <th scope="col">{c.type}</th>
            <th scope="col">{c.period}</th>
            <th scope="col">{c.state}</th>
            <th scope="col" className="console-num">
              {c.clicks}
            </th>
            {editable ? <th scope="col">{c.sort}</th> : null}
          </>
        }
        row={(popup) => {
          const index = ids.indexOf(popup.id);
          return (
            <tr key={popup.id} data-popup={popup.id}>
              <td data-label={c.image}>
                <img src={popup.thumbnail_ko} alt="" className="console-thumb" loading="lazy" />
              </td>
              <th scope="row" data-label={c.title}>
                <Link to={href('PopupEdit', { id: String(popup.id) })}>{popup.title}</Link>
                {popup.title_en ? (
                  <small className="console-muted"> · {popup.title_en}</small>
                ) : null}
              </th>
              <td data-label={c.type}>{popup.type === 'daily' ? c.typeDaily : c.typeOnce}</td>
              <td data-label={c.period}>{period(popup, c.always)}</td>
              <td data-label={c.state}>
                <span
                  className={`console-status console-status--${popup.is_active ? 'on' : 'off'}`}
                >
                  {popup.is_active ? c.active : c.hidden}
                </span>
              </td>
              <td data-label={c.clicks} className="console-num">
                {popup.click_count}
              </td>
              {editable ? (
                <td data-label={c.sort} className="console-nowrap">
                  <button
                    type="button"
                    className="console-button console-button--small"
                    disabled={moving || index === 0}
                    aria-label={c.moveUpOf.replace('{name}', popup.title)}
                    onClick={() => void move(index, -1)}
                  >
                    ↑
                  </button>{' '}
                  <button
                    type="button"
                    className="console-button console-button--small"
                    disabled={moving || index === ids.length - 1}
                    aria-label={c.moveDownOf.replace('{name}', popup.title)}
                    onClick={() => void move(index, 1)}
                  >
                    ↓
                  </button>
                </td>
              ) : null}
            </tr>
          );
        }}
      />
    </>
  );
}
