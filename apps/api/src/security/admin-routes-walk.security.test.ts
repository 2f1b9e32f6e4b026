// Issue 21: every operator call checks its permission on the server. The walk takes the routes
// from the running app's router, so a route added later is walked without editing this file.
import { OPERATOR_ROLES, roleCan, type OperatorRole } from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../testing.js';
import { registeredRoutes } from './registered-routes.js';

let api: TestApi;
let visitor: CookieBrowser;
let member: CookieBrowser;
const operators = {} as Record<OperatorRole, CookieBrowser>;

beforeAll(async () => {
  api = await startTestApi();
  visitor = await api.visitor();
  member = (await api.loginMember()).browser;
  for (const role of OPERATOR_ROLES) operators[role] = (await api.signInOperator(role)).browser;
});
afterAll(() => api.close());

const NO_SUCH_ID = '2147480000';

function adminRoutes() {
  return registeredRoutes(api.app)
    .filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
    .map((r) => ({
      ...r,
      path: r.url.replace(/:\w+/g, NO_SUCH_ID),
      access: api.app.adminRoutes.get(`${r.method} ${r.url}`),
    }));
}

const call = (browser: CookieBrowser, method: string, path: string) =>
  browser.request(method, path, method === 'GET' ? undefined : {});

describe('the walk of every /api/admin route', () => {
  it('finds the routes in the router, each with its declared access', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    const declared = [...api.app.adminRoutes.keys()].filter((key) => !key.startsWith('HEAD '));
    expect(declared.sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
  });

  it('answers a visitor 401 and a member without a role 403, in their language', async () => {
    for (const route of adminRoutes()) {
      if (route.access === 'sign-in') continue;
      const name = `${route.method} ${route.url}`;
      const asVisitor = await call(visitor, route.method, route.path);
      expect(asVisitor.status, name).toBe(401);
      const asMember = await call(member, route.method, route.path);
      expect(asMember.status, name).toBe(403);
      expect((asMember.body as { message: string }).message, name).toMatch(
        /운영자 계정이 아닙니다/,
      );
    }
  });

  it('lets each role through where the table allows it and answers 403 where it does not', async () => {
    for (const role of OPERATOR_ROLES)
      for (const route of adminRoutes()) {
        const { access } = route;
        if (access === undefined || access === 'sign-in') continue;
        const name = `${role}: ${route.method} ${route.url}`;
        const res = await call(operators[role], route.method, route.path);
        const allowed = access === 'operator' || roleCan(role, access.area, access.action);
        if (allowed) {
          expect([401, 403, 419, 428], name).not.toContain(res.status);
          expect(res.status, name).toBeLessThan(500);
        } else {
          expect(res.status, name).toBe(403);
          expect((res.body as { message: string }).message, name).toMatch(/권한이 없습니다/);
        }
      }
  });
});
