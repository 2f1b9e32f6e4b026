import { describe, expect, it } from 'vitest';

import { maskAddress, maskEmail, maskName, maskPhone } from './masks.js';

describe('masks of personal data', () => {
  it('keeps the ends of names and phone numbers', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('김수')).toBe('김*');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('+14155550123')).toBe('+14*****0123');
    expect(maskPhone('12345')).toBe('*****');
  });

  it('keeps the first character and the domain of an email', () => {
    expect(maskEmail('hong@example.com')).toBe('h***@example.com');
    expect(maskEmail('@example.com')).toBe('***');
  });

  it('keeps the city and district of an address', () => {
    expect(maskAddress('서울 강남구 가로수길 5 101동')).toBe('서울 강남구 ***');
  });
});
