import {
  ADMIN_ACTION_LABELS,
  ADMIN_AREA_LABELS,
  OPERATOR_ROLES,
  REAUTH_WINDOW_MINUTES,
  roleCan,
  type AdminPermission,
  type Lang,
  type OperatorRole,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

import type { MemberRow } from '../../db/schema/index.js';
import { HttpError, unauthorized } from '../../http/errors.js';

/** The prefix of every operator call (brief §4). */
export const ADMIN_PREFIX = '/api/admin/';

/**
 * Who may call an `/api/admin/...` route: a permission of the table (with `reauth` when the
 * password must have been given within `REAUTH_WINDOW_MINUTES`), `operator` for any signed-in
 * operator (their own profile, re-auth), or `sign-in` for the steps of signing in.
 */
export type AdminRouteAccess = (AdminPermission & { reauth?: boolean }) | 'operator' | 'sign-in';

/** A signed-in operator: the member and their role. */
export interface Operator {
  member: MemberRow;
  role: OperatorRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The declared access of every `/api/admin/...` route, by `METHOD url` (the walk test). */
    adminRoutes: Map<string, AdminRouteAccess>;
  }
  interface FastifyContextConfig {
    /** Required on every route under `/api/admin/`: the server refuses to start without it. */
    admin?: AdminRouteAccess;
  }
  interface FastifyRequest {
    /** The operator of an `/api/admin/...` call that passed its check. */
    operator: Operator | null;
  }
}

/** The role of a member, or null for a shopper (or an unknown value in the column). */
export function operatorRole(member: Pick<MemberRow, 'operatorRole'> | null): OperatorRole | null {
  const role = member?.operatorRole;
  return role && (OPERATOR_ROLES as readonly string[]).includes(role)
    ? (role as OperatorRole)
    : null;
}

/** The typed error of a sensitive action whose password is not recent: the console asks for it. */
export const reauthRequired = () =>
  new HttpError(428, 'reauth_required', {}, {}, { code: 'reauth_required' });

/** True when the session's password was given within the re-auth window. */
export function passwordIsRecent(request: FastifyRequest, now = Date.now()): boolean {
  const at = request.session?.row.reauthAt;
  return !!at && now - at.getTime() <= REAUTH_WINDOW_MINUTES * 60_000;
}

const label = (text: { kr: string; en: string }, lang: Lang) => text[lang];

/**
 * The one check of every operator call: a visitor is a 401; a member without a role a 403; an
 * operator whose session has not passed the console's sign-in (password and second factor) a
 * 401; an operator whose role the table denies a 403 naming the area and action.
 */
export function checkOperator(request: FastifyRequest, access: AdminRouteAccess): Operator {
  const member = request.session?.member ?? null;
  if (!member) throw unauthorized();
  const role = operatorRole(member);
  if (!role) throw new HttpError(403, 'operator_only');
  if (!request.session?.row.secondFactorAt) throw new HttpError(401, 'operator_sign_in_required');
  const operator = { member, role };
  if (access !== 'operator' && access !== 'sign-in') requirePermission(request, operator, access);
  return operator;
}

/**
 * Refuses an operator whose role the table denies `permission` (403 naming the area and
 * action), or whose password is not recent when it asks for `reauth` (428). Routes declare it
 * in `config.admin`; a workflow calls it for a permission only some cases need (cancelling a
 * paid order is a refund).
 */
export function requirePermission(
  request: FastifyRequest,
  operator: Operator,
  permission: AdminPermission & { reauth?: boolean },
): void {
  if (!roleCan(operator.role, permission.area, permission.action))
    throw new HttpError(403, 'operator_forbidden', {
      area: label(ADMIN_AREA_LABELS[permission.area], request.lang),
      action: label(ADMIN_ACTION_LABELS[permission.action], request.lang),
    });
  if (permission.reauth && !passwordIsRecent(request)) throw reauthRequired();
}

function declared(registry: Map<string, AdminRouteAccess>) {
  return (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_PREFIX) && `${route.url}/` !== ADMIN_PREFIX) return;
    const access = route.config?.admin;
    if (!access)
      throw new Error(
        `${String(route.method)} ${route.url}: an /api/admin route needs config.admin`,
      );
    for (const method of [route.method].flat()) registry.set(`${method} ${route.url}`, access);
  };
}

/**
 * Checks every `/api/admin/...` call before its handler (after the session and XSRF), and
 * refuses at start-up any admin route registered without its `config.admin`: no operator route
 * can be added without a permission. Register before the routes.
 */
export const operatorAccess = fp(
  async (app: FastifyInstance) => {
    const registry = new Map<string, AdminRouteAccess>();
    app.decorate('adminRoutes', registry);
    app.decorateRequest('operator', null);
    app.addHook('onRoute', declared(registry));
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config?.admin;
      if (!access || access === 'sign-in') return;
      request.operator = checkOperator(request, access);
    });
  },
  { name: 'operator-access', dependencies: ['session'] },
);

/** The operator of a call that passed its check (routes with `config.admin`). */
export function currentOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw unauthorized();
  return request.operator;
}
