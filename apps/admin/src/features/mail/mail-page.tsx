import { MAIL_STATUSES, type MailStatus } from '@atelier/contracts';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import { ConsoleListPage, PeriodFields } from '../../domain/listing/console-list-page.js';
import { ExportButton } from '../../domain/listing/export-button.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { LISTING_LABELS } from '../../domain/listing/listing-labels.js';
import { SortField, sortOf, withSort } from '../../domain/listing/list-sort.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { mailApi } from './mail-api.js';
import { MAIL_LABELS } from './mail-labels.js';
import { mailStatusLabel } from './mail-status.js';

const FILTERS = ['status', 'q', 'from', 'to', 'sort'] as const;
const SORTS = ['created_at:desc', 'created_at:asc'] as const;

/**
 * `/admin/mail`: every mail the shop sent or tried to, newest first, by status, recipient and
 * period (recipients masked).
 */
export default function MailPage() {
  const { l, locale } = useConsoleLabels();
  const m = useAreaLabels(MAIL_LABELS);
  const t = useAreaLabels(LISTING_LABELS);
  const [search, setSearch] = useSearchParams();
  const status = (MAIL_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as MailStatus)
    : undefined;
  const query = {
    ...sortOf(search, SORTS),
    page: Number(search.get('page') ?? 1) || 1,
    status,
    q: search.get('q') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  };
  const result = mailApi.useAdminMailsQuery(query);
  return (
    <ConsoleListPage
      pageId="admin-mail"
      title={m.title}
      filtersLabel={l.filters}
      searchKey={search.toString()}
      onFilter={(form) => setSearch(listSearch(withSort(formText(form, FILTERS))))}
      resetTo={href('Mail')}
      result={result}
      toolbar={<ExportButton list="mail" query={query} />}
      tableClassName="console-table--cards"
      empty={m.none}
      pageHref={(page) => `${href('Mail')}?${listSearch({ ...query, page }).toString()}`}
      onPage={(page) => setSearch(listSearch({ ...query, page }))}
      filters={
        <>
          <label>
            {m.status}
            <select name="status" defaultValue={status ?? ''}>
              <option value="">{m.all}</option>
              {MAIL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {mailStatusLabel(locale, s)}
                </option>
              ))}
            </select>
          </label>
          <PeriodFields from={query.from} to={query.to} />
          <label className="console-filters__search">
            {m.search}
            <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={m.searchHint} />
          </label>
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
          <th scope="col">{m.subject}</th>
          <th scope="col">{m.to}</th>
          <th scope="col">{m.status}</th>
          <th scope="col">{m.kind}</th>
          <th scope="col">{m.createdAt}</th>
        </>
      }
      row={(mail) => (
        <tr key={mail.id} data-mail={mail.id}>
          <th scope="row" data-label={m.subject}>
            <Link to={href('MailDetail', { id: String(mail.id) })}>{mail.subject}</Link>
          </th>
          <td data-label={m.to}>{mail.to}</td>
          <td data-label={m.status}>
            <span className={`console-status console-status--mail-${mail.status}`}>
              {mailStatusLabel(locale, mail.status)}
            </span>
          </td>
          <td data-label={m.kind}>
            <code>{mail.kind}</code>
          </td>
          <td data-label={m.createdAt}>{koreanDateTime(mail.created_at)}</td>
        </tr>
      )}
    />
  );
}
