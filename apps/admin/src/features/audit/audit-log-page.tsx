import { isApiError } from '@atelier/api-client';
import { ADMIN_AREA_LABELS, ADMIN_AREAS, type AdminArea } from '@atelier/contracts';
import { Pager, PAGER_LABELS_EN } from '@atelier/ui-kit';
import { useEffect, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import { useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { href } from '../../shared/routing/route-table.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { auditApi, type AuditLogArgs } from './audit-api.js';
import { auditChanges } from './audit-changes.js';

const FILTERS = ['operator', 'area', 'action', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function auditQuery(search: URLSearchParams): AuditLogArgs {
  const query: AuditLogArgs = {};
  const operator = search.get('operator')?.trim();
  if (operator) query.operator = operator.slice(0, 20);
  const area = search.get('area');
  if (area && (ADMIN_AREAS as readonly string[]).includes(area)) query.area = area as AdminArea;
  const action = search.get('action')?.trim();
  if (action) query.action = action.slice(0, 30);
  for (const key of ['from', 'to'] as const) {
    const value = search.get(key);
    if (value && DATE.test(value)) query[key] = value;
  }
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

function searchOf(query: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && !(key === 'page' && Number(value) <= 1))
      search.set(key, String(value));
  return search;
}

/**
 * `/admin/audit-log` (owners): every operator write, newest first, by operator, area,
 * action and period; the values before and after.
 */
export default function AuditLogPage() {
  const { l, pick, locale } = useConsoleLabels();
  const [search, setSearch] = useSearchParams();
  const query = auditQuery(search);
  const { data, error } = auditApi.useAuditLogQuery(query);
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(searchOf(formText(event.currentTarget, FILTERS)));
  }
  return (
    <section className="console-page" aria-labelledby="audit-title" data-page="admin-audit">
      <h1 id="audit-title">{l.auditTitle}</h1>
      <form
        role="search"
        aria-label={l.auditFilters}
        className="console-filters"
        onSubmit={submit}
        key={search.toString()}
      >
        <label>
          {l.operator}
          <input name="operator" defaultValue={query.operator ?? ''} autoCapitalize="none" />
        </label>
        <label>
          {l.area}
          <select name="area" defaultValue={query.area ?? ''}>
            <option value="">{l.all}</option>
            {ADMIN_AREAS.map((area) => (
              <option key={area} value={area}>
                {pick(ADMIN_AREA_LABELS[area].kr, ADMIN_AREA_LABELS[area].en)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {l.action}
          <input name="action" defaultValue={query.action ?? ''} autoCapitalize="none" />
        </label>
        <label>
          {l.from}
          <input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label>
          {l.to}
          <input type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary">
            {l.apply}
          </button>
          <Link className="console-button" to={href('AuditLog')}>
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
          <p className="console-count">
            {l.totalCount.replace('{n}', data.total.toLocaleString(locale === 'en' ? 'en' : 'ko'))}
          </p>
          {data.data.length === 0 ? (
            <p>{l.noAudit}</p>
          ) : (
            <div className="console-table-wrap">
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{l.at}</th>
                    <th scope="col">{l.operator}</th>
                    <th scope="col">{l.ip}</th>
                    <th scope="col">{l.area}</th>
                    <th scope="col">{l.action}</th>
                    <th scope="col">{l.resource}</th>
                    <th scope="col">{l.changes}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label={l.at} className="console-nowrap">
                        {koreanDateTime(entry.at)}
                      </td>
                      <td data-label={l.operator}>{entry.operator}</td>
                      <td data-label={l.ip}>{entry.ip}</td>
                      <td data-label={l.area} className="console-nowrap">
                        {pick(ADMIN_AREA_LABELS[entry.area].kr, ADMIN_AREA_LABELS[entry.area].en)}
                      </td>
                      <td data-label={l.action}>{entry.action}</td>
                      <td data-label={l.resource}>
                        {entry.resource}
                        {entry.resource_id ? ` #${entry.resource_id}` : ''}
                      </td>
                      <td data-label={l.changes} className="console-changes">
                        <ul>
                          {auditChanges(entry.before, entry.after).map((change) => (
                            <li key={change.field}>
                              <code>{change.field}</code>: {change.before ?? '–'} →{' '}
                              {change.after ?? '–'}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={data.current_page}
            lastPage={data.last_page}
            getHref={(page) => `${href('AuditLog')}?${searchOf({ ...query, page }).toString()}`}
            onChange={(page) => setSearch(searchOf({ ...query, page }))}
            labels={locale === 'en' ? PAGER_LABELS_EN : undefined}
          />
        </>
      ) : !error ? (
        <p role="status">{l.loading}</p>
      ) : null}
    </section>
  );
}
