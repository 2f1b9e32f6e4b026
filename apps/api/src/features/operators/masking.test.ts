import { describe, expect, it } from 'vitest';

import { maskAddress, maskEmail, maskPhone } from './masking.js';

describe('masking personal data', () => {
  it('keeps only the ends of a phone number', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('+14155550123')).toBe('141-****-0123');
    expect(maskPhone('12345')).toBe('*****');
  });

  it('keeps two characters and the domain of an email', () => {
    expect(maskEmail('hong@example.com')).toBe('ho**@example.com');
    expect(maskEmail('a@example.com')).toBe('**@example.com');
    expect(maskEmail(null)).toBeNull();
  });

  it('keeps the city and district of an address', () => {
    expect(maskAddress('서울 강남구 가로수길 5 101동')).toBe('서울 강남구 ***');
  });
});
