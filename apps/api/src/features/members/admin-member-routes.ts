import type { AdminMember, OperatorRole } from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';
import { isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';

import { members, type MemberRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { defineAdminResource } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { maskEmail, maskPhone } from '../../shared/masks.js';

function adminMember(m: MemberRow): AdminMember & Record<string, unknown> {
  return {
    id: m.id,
    mb_id: m.mbId,
    mb_name: m.name,
    mb_email: m.email && maskEmail(m.email),
    mb_hp: m.hp && maskPhone(m.hp),
    role: (m.operatorRole as OperatorRole | null) ?? null,
    marketing: m.marketingAgreedAt !== null,
    created_at: m.createdAt.toISOString(),
    last_login_at: m.lastLoginAt?.toISOString() ?? null,
    unregistered: m.deletedAt !== null,
  };
}

const stateFilter = { state: z.enum(['active', 'unregistered']).optional() };

/**
 * Members in the operator console: searched by id or name, email and phone masked; `POST
 * /api/admin/members/{id}/reveal` shows them in full (re-auth, audited).
 */
export const membersResource = defineAdminResource<
  MemberRow,
  AdminMember & Record<string, unknown>,
  typeof stateFilter
>({
  name: 'members',
  area: 'members',
  table: members,
  id: members.id,
  listItem: adminMember,
  search: [members.mbId, members.name],
  sort: { created_at: members.createdAt, mb_id: members.mbId, last_login_at: members.lastLoginAt },
  filters: {
    shape: stateFilter,
    where: (q) => [
      q.state === 'active'
        ? isNull(members.deletedAt)
        : q.state === 'unregistered'
          ? isNotNull(members.deletedAt)
          : undefined,
    ],
  },
  reveal: (m) => ({ mb_email: m.email, mb_hp: m.hp }),
});

/** The members resource's routes under `/api/admin/members`. */
export async function adminMemberRoutes(app: FastifyInstance, deps: AppDeps) {
  await adminResourceRoutes(app, deps, membersResource);
}
