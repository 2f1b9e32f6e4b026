import { describe, expect, it } from 'vitest';

import {
  ADMIN_ACTIONS,
  ADMIN_AREAS,
  OPERATOR_ROLES,
  roleCan,
  ROLE_PERMISSIONS,
  secondFactorSchema,
} from './index.js';

describe('the permission table', () => {
  it('gives the owner every action in every area', () => {
    for (const area of ADMIN_AREAS)
      for (const action of ADMIN_ACTIONS) expect(roleCan('owner', area, action)).toBe(true);
  });

  it('keeps the audit log and roles to owners, and nothing to a member without a role', () => {
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'owner')) {
      expect(ROLE_PERMISSIONS[role].audit, role).toBeUndefined();
      expect(ROLE_PERMISSIONS[role].roles, role).toBeUndefined();
    }
    expect(roleCan(null, 'dashboard', 'view')).toBe(false);
  });

  it('never lets a role act in an area it cannot view', () => {
    for (const role of OPERATOR_ROLES)
      for (const [area, actions] of Object.entries(ROLE_PERMISSIONS[role]))
        expect(actions, `${role} ${area}`).toContain('view');
  });

  it('maps the roles as the console describes them', () => {
    expect(roleCan('customer_service', 'orders', 'refund')).toBe(true);
    expect(roleCan('content_editor', 'orders', 'view')).toBe(false);
    expect(roleCan('content_editor', 'content', 'edit')).toBe(true);
    expect(roleCan('workshop_staff', 'orders', 'edit')).toBe(false);
  });
});

describe('secondFactorSchema', () => {
  it('takes a code or a recovery code, not both and not neither', () => {
    expect(secondFactorSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(secondFactorSchema.parse({ recovery_code: 'ABCDE-12345' })).toEqual({
      recovery_code: 'abcde12345',
    });
    expect(secondFactorSchema.safeParse({}).success).toBe(false);
    expect(
      secondFactorSchema.safeParse({ code: '123456', recovery_code: 'abcde12345' }).success,
    ).toBe(false);
    expect(secondFactorSchema.safeParse({ code: '12345' }).success).toBe(false);
  });
});
