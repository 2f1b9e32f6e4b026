import { describe, expect, test } from 'vitest';

import { auditChanges } from './audit-changes.js';

describe('auditChanges', () => {
  test('lists only the fields that changed', () => {
    expect(
      auditChanges(
        { status: 'paid', carrier: null, tracking_no: null, admin_memo: '' },
        { status: 'shipping', carrier: 'cj', tracking_no: '689212345678', admin_memo: '' },
      ),
    ).toEqual([
      { field: 'status', before: 'paid', after: 'shipping' },
      { field: 'carrier', before: null, after: 'cj' },
      { field: 'tracking_no', before: null, after: '689212345678' },
    ]);
  });

  test('a record without a before-image (a reveal, a creation) lists every field it has', () => {
    expect(auditChanges(null, { fields: ['orderer_phone'] })).toEqual([
      { field: 'fields', before: null, after: '["orderer_phone"]' },
    ]);
  });
});
