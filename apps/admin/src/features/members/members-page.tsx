import { OPERATOR_ROLE_LABELS, type AdminMember } from '@atelier/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import {
  BulkBar,
  SelectColumnHead,
  SelectRowCell,
  runEach,
  useListSelection,
  type ListSelection,
} from '../../domain/listing/bulk-selection.js';
import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { LISTING_LABELS } from '../../domain/listing/listing-labels.js';
import { SortField, sortOf, withSort } from '../../domain/listing/list-sort.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { CouponOptions } from './coupon-options.js';
import { MEMBER_LABELS } from './members-labels.js';
import { membersApi, type MemberListArgs } from './members-api.js';
import { ExportButton } from '../../domain/listing/export-button.js';

const FILTERS = ['q', 'state', 'sort'] as const;
const STATES = ['active', 'blocked', 'unregistered'] as const;
const SORTS = ['created_at:desc', 'created_at:asc', 'last_login_at:desc', 'mb_id:asc'] as const;

function memberQuery(search: URLSearchParams): MemberListArgs {
  const query: MemberListArgs = sortOf(search, SORTS);
  const q = search.get('q')?.trim();
  if (q) query.q = q.slice(0, 100);
  const state = search.get('state');
  if ((STATES as readonly (string | null)[]).includes(state))
    query.state = state as MemberListArgs['state'];
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/**
 * Issues the chosen coupon to each selected member on their own (the member detail's call),
 * so one refusal (a member who left) never stops the others.
 */
function MemberCouponBulk({
  selection,
  members,
}: {
  selection: ListSelection;
  members: readonly AdminMember[];
}) {
  const m = useAreaLabels(MEMBER_LABELS);
  const { data } = membersApi.useAdminIssuableCouponsQuery();
  const [send] = membersApi.useAdminMemberCouponMutation();
  const offered = data?.data ?? [];
  const [couponId, setCouponId] = useState<number | null>(null);
  if (offered.length === 0) return null;
  const chosen = couponId ?? offered[0]!.id;
  const issue = (mbIds: string[]) =>
    runEach(mbIds, async (mbId) => {
      const member = members.find((row) => row.mb_id === mbId)!;
      await send({ id: member.id, coupon_id: chosen }).unwrap();
    });
  return (
    <BulkBar
      selection={selection}
      label={m.bulkActions}
      keyHeading={m.mbId}
      actions={[{ label: m.bulkCoupon, run: issue }]}
    >
      <label>
        {m.coupon}{' '}
        <select value={chosen} onChange={(event) => setCouponId(Number(event.currentTarget.value))}>
          <CouponOptions coupons={offered} />
        </select>
      </label>
    </BulkBar>
  );
}

/**
 * `/admin/members`: members, newest first, searched by id, name, email or phone (masked in
 * the list), filtered by state (active, blocked, left); the filtered list downloads as XLSX;
 * selected members receive a coupon.
 */
export default function MembersPage() {
  const { l, pick } = useConsoleLabels();
  const m = useAreaLabels(MEMBER_LABELS);
  const [search, setSearch] = useSearchParams();
  const query = memberQuery(search);
  const result = membersApi.useAdminMembersQuery(query);
  const t = useAreaLabels(LISTING_LABELS);
  const sortLabel = {
    'created_at:desc': t.newest,
    'created_at:asc': t.oldest,
    'last_login_at:desc': m.sortLastLogin,
    'mb_id:asc': m.sortId,
  };
  const sortChoices = SORTS.map((value) => ({ value, label: sortLabel[value] }));
  const canEdit = useOperator().can('members', 'edit');
  const members = result.data?.data ?? [];
  const searchKey = search.toString();
  const selection = useListSelection(
    searchKey,
    members.map((member) => member.mb_id),
  );
  return (
    <ConsoleListPage
      pageId="admin-members"
      title={m.membersTitle}
      filtersLabel={l.filters}
      searchKey={searchKey}
      onFilter={(form) => setSearch(listSearch(withSort(formText(form, FILTERS))))}
      resetTo={href('Members')}
      result={result}
      toolbar={
        <div className="list-toolbar">
          <ExportButton list="members" query={query} />
          {canEdit ? <MemberCouponBulk selection={selection} members={members} /> : null}
        </div>
      }
      tableClassName="console-table--cards"
      empty={m.noMembers}
      pageHref={(page) => `${href('Members')}?${listSearch({ ...query, page }).toString()}`}
      onPage={(page) => setSearch(listSearch({ ...query, page }))}
      filters={
        <>
          <label>
            {m.state}
            <select name="state" defaultValue={query.state ?? ''}>
              <option value="">{l.all}</option>
              {STATES.map((state) => (
                <option key={state} value={state}>
                  {m[state]}
                </option>
              ))}
            </select>
          </label>
          <label className="console-filters__search">
            {l.search}
            <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={m.searchHint} />
          </label>
          <SortField choices={sortChoices} current={query} />
        </>
      }
      head={
        <>
          {canEdit ? <SelectColumnHead /> : null}
          <th scope="col">{m.mbId}</th>
          <th scope="col">{m.name}</th>
          <th scope="col">{m.email}</th>
          <th scope="col">{m.phone}</th>
          <th scope="col">{m.state}</th>
          <th scope="col">{m.joinedAt}</th>
          <th scope="col">{m.lastLogin}</th>
        </>
      }
      row={(member) => (
        <tr key={member.id} data-member={member.mb_id}>
          {canEdit ? (
            <SelectRowCell selection={selection} rowKey={member.mb_id} name={member.mb_id} />
          ) : null}
          <th scope="row" data-label={m.mbId}>
            <Link to={href('MemberDetail', { id: String(member.id) })}>{member.mb_id}</Link>
          </th>
          <td data-label={m.name}>
            {member.mb_name}
            {member.role ? (
              <small className="console-muted">
                {' '}
                ({pick(OPERATOR_ROLE_LABELS[member.role].kr, OPERATOR_ROLE_LABELS[member.role].en)})
              </small>
            ) : null}
          </td>
          <td data-label={m.email}>{member.mb_email ?? ''}</td>
          <td data-label={m.phone}>{member.mb_hp ?? ''}</td>
          <td data-label={m.state}>
            <span className={`console-status${member.blocked ? ' console-status--cancelled' : ''}`}>
              {member.unregistered ? m.unregistered : member.blocked ? m.blocked : m.active}
            </span>
          </td>
          <td data-label={m.joinedAt} className="console-nowrap">
            {koreanDateTime(member.created_at)}
          </td>
          <td data-label={m.lastLogin} className="console-nowrap">
            {member.last_login_at ? koreanDateTime(member.last_login_at) : ''}
          </td>
        </tr>
      )}
    />
  );
}
