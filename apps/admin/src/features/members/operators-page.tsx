import {
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  type AdminOperator,
  type OperatorRole,
} from '@atelier/contracts';
import { useDialog } from '@atelier/ui-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formText, useActionFailure } from '@atelier/app-frame/forms';

import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { membersApi } from './members-api.js';
import { MEMBER_LABELS } from './members-labels.js';

function RoleSelect({ operator }: { operator: AdminOperator }) {
  const { pick } = useConsoleLabels();
  const m = useAreaLabels(MEMBER_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [send, { isLoading }] = membersApi.useAdminOperatorRoleMutation();
  const [role, setRole] = useState<string>(operator.role ?? '');
  const id = `role-${operator.id}`;
  async function save() {
    try {
      await act(() =>
        send({ id: operator.id, role: role === '' ? null : (role as OperatorRole) }).unwrap(),
      );
      await dialogs.alert(m.roleDone);
    } catch (error) {
      setRole(operator.role ?? '');
      await fail(error);
    }
  }
  return (
    <div className="console-actions">
      <label htmlFor={id} className="console-visually-hidden">
        {m.roleOf.replace('{who}', operator.mb_id)}
      </label>
      <select id={id} value={role} onChange={(event) => setRole(event.target.value)}>
        <option value="">{m.noRole}</option>
        {OPERATOR_ROLES.map((r) => (
          <option key={r} value={r}>
            {pick(OPERATOR_ROLE_LABELS[r].kr, OPERATOR_ROLE_LABELS[r].en)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="console-button"
        disabled={isLoading || role === (operator.role ?? '')}
        onClick={() => void save()}
      >
        {m.changeRole}
      </button>
    </div>
  );
}

/** For an operator who lost their authenticator and their recovery codes (never one's own). */
function ResetTwoFactor({ operator }: { operator: AdminOperator }) {
  const m = useAreaLabels(MEMBER_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [send, { isLoading }] = membersApi.useAdminResetTwoFactorMutation();
  async function reset() {
    if (!(await dialogs.confirm(m.resetTwoFactorConfirm.replace('{who}', operator.mb_id)))) return;
    try {
      const { message } = await act(() => send({ id: operator.id }).unwrap());
      await dialogs.alert(message);
    } catch (error) {
      await fail(error);
    }
  }
  return (
    <button
      type="button"
      className="console-button"
      aria-label={m.resetTwoFactorOf.replace('{who}', operator.mb_id)}
      disabled={isLoading}
      onClick={() => void reset()}
    >
      {m.resetTwoFactor}
    </button>
  );
}

/**
 * `/admin/operators` (owners): the members with a role, and their role changed after the
 * password again (the operator's console sessions end), and the two-factor sign-in of one
 * who lost their authenticator reset. A role is given to a new operator from the member's page.
 */
export default function OperatorsPage() {
  const { l, pick } = useConsoleLabels();
  const m = useAreaLabels(MEMBER_LABELS);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim().slice(0, 100) || undefined;
  const pageNo = Number(search.get('page'));
  const query = { q, page: Number.isInteger(pageNo) && pageNo > 1 ? pageNo : undefined };
  const result = membersApi.useAdminOperatorsQuery(query);
  const { operator: me } = useOperator();
  return (
    <ConsoleListPage
      pageId="admin-operators"
      title={m.operatorsTitle}
      intro={
        <p className="console-muted">
          {m.operatorsHint} {m.giveRoleHint}
        </p>
      }
      filtersLabel={l.filters}
      searchKey={search.toString()}
      onFilter={(form) => setSearch(listSearch(formText(form, ['q'])))}
      resetTo={href('Operators')}
      result={result}
      tableClassName="console-table--cards"
      empty={m.noOperators}
      pageHref={(page) => `${href('Operators')}?${listSearch({ ...query, page }).toString()}`}
      onPage={(page) => setSearch(listSearch({ ...query, page }))}
      filters={
        <label className="console-filters__search">
          {l.search}
          <input type="search" name="q" defaultValue={q ?? ''} />
        </label>
      }
      head={
        <>
          <th scope="col">{m.mbId}</th>
          <th scope="col">{m.name}</th>
          <th scope="col">{m.role}</th>
          <th scope="col">{m.lastLogin}</th>
          <th scope="col">{m.operatorActions}</th>
        </>
      }
      row={(operator) => (
        <tr key={operator.id} data-operator={operator.mb_id}>
          <th scope="row" data-label={m.mbId}>
            <Link to={href('MemberDetail', { id: String(operator.id) })}>{operator.mb_id}</Link>
          </th>
          <td data-label={m.name}>{operator.mb_name}</td>
          <td data-label={m.role}>
            {operator.role
              ? pick(OPERATOR_ROLE_LABELS[operator.role].kr, OPERATOR_ROLE_LABELS[operator.role].en)
              : m.noRole}
          </td>
          <td data-label={m.lastLogin} className="console-nowrap">
            {operator.last_login_at ? koreanDateTime(operator.last_login_at) : ''}
          </td>
          <td data-label={m.operatorActions}>
            <RoleSelect key={operator.role ?? ''} operator={operator} />
            {operator.mb_id === me.mb_id ? null : <ResetTwoFactor operator={operator} />}
          </td>
        </tr>
      )}
    />
  );
}
