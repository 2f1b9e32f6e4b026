import { describe, expect, it } from 'vitest';

import { shippingPreview } from './shipping-preview.js';

const KRW = { fee: 3_000, free_over: 50_000 };

describe('shippingPreview', () => {
  it('charges the base fee under the threshold and says how much more makes it free', () => {
    expect(shippingPreview(42_000, KRW)).toEqual({ fee: 3_000, freeAfter: 8_000 });
    expect(shippingPreview(49_990, KRW)).toEqual({ fee: 3_000, freeAfter: 10 });
  });

  it('is free from the threshold on, and nothing for an empty selection', () => {
    expect(shippingPreview(50_000, KRW)).toEqual({ fee: 0, freeAfter: 0 });
    expect(shippingPreview(0, KRW)).toEqual({ fee: 0, freeAfter: 0 });
  });
});
