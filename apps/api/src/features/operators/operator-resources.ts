import {
  auditQuerySchema,
  OPERATOR_ROLES,
  operatorRoleSchema,
  type AdminArea,
  type AdminOperator,
  type AuditEntry,
  type OperatorRole,
} from '@atelier/contracts';
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';

import {
  auditLog,
  members,
  sessions,
  type AuditLogRow,
  type MemberRow,
} from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { koreaPeriod } from '../../shared/korea-period.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { defineAdminResource } from './admin-resource.js';

type OperatorListItem = AdminOperator & Record<string, unknown>;

/**
 * Operators and their roles (owners only): the list shows members with a role (`role` filters
 * one); `PUT /api/admin/operators/{id}` gives a member a role or takes it away (`null`), after
 * the password again, and ends that member's console sessions. The last owner keeps the role.
 */
const roleFilter = { role: z.enum(OPERATOR_ROLES).optional() };

export const operatorsResource = defineAdminResource<
  MemberRow,
  OperatorListItem,
  typeof roleFilter
>({
  name: 'operators',
  area: 'roles',
  table: members,
  id: members.id,
  listItem: (m) => ({
    id: m.id,
    mb_id: m.mbId,
    mb_name: m.name,
    role: (m.operatorRole as OperatorRole | null) ?? null,
    last_login_at: m.lastLoginAt?.toISOString() ?? null,
  }),
  search: [members.mbId, members.name],
  sort: { mb_id: members.mbId, last_login_at: members.lastLoginAt },
  filters: {
    shape: roleFilter,
    where: (q) => [q.role ? eq(members.operatorRole, q.role) : isNotNull(members.operatorRole)],
  },
  update: {
    schema: operatorRoleSchema,
    values: (input) => ({ operatorRole: input.role as OperatorRole | null }),
    reauth: true,
    async check(input, { tx, before }) {
      if (before?.operatorRole !== 'owner' || input.role === 'owner') return;
      const [others] = await tx
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.operatorRole, 'owner'), ne(members.id, before.id)));
      if ((others?.n ?? 0) === 0) throw new HttpError(409, 'last_owner');
    },
  },
  async afterWrite(row, { tx }) {
    if (row)
      await tx
        .delete(sessions)
        .where(and(eq(sessions.memberId, row.id), isNotNull(sessions.secondFactorAt)));
  },
});

/** One audit record as the audit screen shows it. */
function auditEntry(row: AuditLogRow): AuditEntry & Record<string, unknown> {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    operator: row.mbId,
    ip: row.ip,
    area: row.area as AdminArea,
    action: row.action,
    resource: row.resource,
    resource_id: row.resourceId,
    before: row.before,
    after: row.after,
  };
}

/**
 * The audit log (owners): newest first, filtered by operator (`mb_id`), area, action and a
 * period of Korean dates (`from`..`to`, inclusive). Read-only: it has no write routes.
 */
export const auditLogResource = defineAdminResource({
  name: 'audit-log',
  area: 'audit',
  table: auditLog,
  id: auditLog.id,
  listItem: auditEntry,
  sort: { created_at: auditLog.createdAt },
  filters: {
    shape: auditQuerySchema.shape,
    where: (q) => [
      q.operator ? eq(auditLog.mbId, q.operator) : undefined,
      q.area ? eq(auditLog.area, q.area) : undefined,
      q.action ? eq(auditLog.action, q.action) : undefined,
      koreaPeriod(auditLog.createdAt, q.from, q.to),
    ],
  },
  export: {
    name: { kr: '감사 로그', en: 'Audit log' },
    columns: {
      at: { kr: '일시', en: 'At (KST)', width: 20 },
      operator: { kr: '운영자', en: 'Operator', width: 14 },
      ip: { kr: 'IP', en: 'IP', width: 16 },
      area: { kr: '영역', en: 'Area', width: 12 },
      action: { kr: '작업', en: 'Action', width: 16 },
      resource: { kr: '대상', en: 'Resource', width: 16 },
      resource_id: { kr: '대상 번호', en: 'Resource ID', width: 18 },
      before: { kr: '변경 전', en: 'Before', width: 40 },
      after: { kr: '변경 후', en: 'After', width: 40 },
    },
    cells: (row) => ({
      at: koreaDateTime(row.createdAt),
      operator: row.mbId ?? '',
      ip: row.ip ?? '',
      area: row.area,
      action: row.action,
      resource: row.resource,
      resource_id: row.resourceId ?? '',
      before: row.before ? JSON.stringify(row.before) : '',
      after: row.after ? JSON.stringify(row.after) : '',
    }),
  },
});
