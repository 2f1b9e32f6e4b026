import { ADMIN_AREA_LABELS, ADMIN_AREAS, type AdminArea } from '@atelier/contracts';
import { useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import { ConsoleListPage, PeriodFields } from '../../domain/listing/console-list-page.js';
import { ExportButton } from '../../domain/listing/export-button.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { LISTING_LABELS } from '../../domain/listing/listing-labels.js';
import { SortField, sortOf, withSort } from '../../domain/listing/list-sort.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { auditApi, type AuditLogArgs } from './audit-api.js';
import { auditChanges } from './audit-changes.js';

const FILTERS = ['operator', 'area', 'action', 'from', 'to', 'sort'] as const;
const SORTS = ['created_at:desc', 'created_at:asc'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function auditQuery(search: URLSearchParams): AuditLogArgs {
  const query: AuditLogArgs = sortOf(search, SORTS);
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

/**
 * `/admin/audit-log` (owners): every operator write, newest first, by operator, area,
 * action and period; the values before and after.
 */
export default function AuditLogPage() {
  const { l, pick } = useConsoleLabels();
  const [search, setSearch] = useSearchParams();
  const query = auditQuery(search);
  const t = useAreaLabels(LISTING_LABELS);
  const result = auditApi.useAuditLogQuery(query);
  return (
    <ConsoleListPage
      pageId="admin-audit"
      title={l.auditTitle}
      filtersLabel={l.auditFilters}
      searchKey={search.toString()}
      onFilter={(form) => setSearch(listSearch(withSort(formText(form, FILTERS))))}
      resetTo={href('AuditLog')}
      result={result}
      toolbar={<ExportButton list="audit-log" query={query} />}
      empty={l.noAudit}
      pageHref={(page) => `${href('AuditLog')}?${listSearch({ ...query, page }).toString()}`}
      onPage={(page) => setSearch(listSearch({ ...query, page }))}
      filters={
        <>
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
          <PeriodFields from={query.from} to={query.to} />
          <SortField
            choices={[
              { value: 'created_at:desc', label: t.newest },
              { value: 'created_at:asc', label: t.oldest },
            ]}
            current={query}
          />
        </>
      }
      head={
        <>
          <th scope="col">{l.at}</th>
          <th scope="col">{l.operator}</th>
          <th scope="col">{l.ip}</th>
          <th scope="col">{l.area}</th>
          <th scope="col">{l.action}</th>
          <th scope="col">{l.resource}</th>
          <th scope="col">{l.changes}</th>
        </>
      }
      row={(entry) => (
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
                  <code>{change.field}</code>: {change.before ?? '–'} → {change.after ?? '–'}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    />
  );
}
