import { ORDER_ATTRIBUTES, orderClaimSchema } from '@atelier/contracts';
import { describe, expect, test } from 'vitest';

import { validateForm } from './validate-form.js';

describe('validateForm', () => {
  test("names the field as the call's route does, in the page's language", () => {
    expect(validateForm(orderClaimSchema, { reason: ' 파손 ' }, 'kr', ORDER_ATTRIBUTES)).toEqual({
      ok: false,
      errors: { reason: ['사유 항목은 최소 5자 이상이어야 합니다.'] },
    });
    expect(validateForm(orderClaimSchema, { reason: '' }, 'en', ORDER_ATTRIBUTES)).toEqual({
      ok: false,
      errors: { reason: ['The reason field must be at least 5 characters.'] },
    });
  });

  test('answers the parsed input when valid', () => {
    expect(
      validateForm(
        orderClaimSchema,
        { reason: '  상자가 젖어 도착했어요  ' },
        'kr',
        ORDER_ATTRIBUTES,
      ),
    ).toEqual({ ok: true, data: { reason: '상자가 젖어 도착했어요' } });
  });
});
