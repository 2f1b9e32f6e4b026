import { readCookie, readXsrfToken } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';

describe('readCookie / readXsrfToken', () => {
  it('finds one cookie and decodes the XSRF token', () => {
    expect(readCookie('a=1; b=2=3', 'b')).toBe('2=3');
    expect(readCookie('a=1', 'b')).toBeUndefined();
    expect(readXsrfToken('XSRF-TOKEN=a%2Bb%3D%3D')).toBe('a+b==');
    expect(readXsrfToken('XSRF-TOKEN=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readXsrfToken(undefined)).toBeUndefined();
    expect(readXsrfToken('XSRF-TOKEN=')).toBeUndefined();
  });
});
