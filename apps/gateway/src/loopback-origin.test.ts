import { describe, expect, test } from 'vitest';

import { loopbackOrigin } from './loopback-origin.js';

describe('loopbackOrigin', () => {
  test('every-interface hosts are reached over 127.0.0.1', () => {
    expect(loopbackOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(loopbackOrigin('::', 8080)).toBe('http://127.0.0.1:8080');
    expect(loopbackOrigin('localhost', 3000)).toBe('http://127.0.0.1:3000');
  });

  test('a specific host is used as it is, IPv6 in brackets', () => {
    expect(loopbackOrigin('127.0.0.1', 41234)).toBe('http://127.0.0.1:41234');
    expect(loopbackOrigin('10.0.0.5', 3000)).toBe('http://10.0.0.5:3000');
    expect(loopbackOrigin('::1', 3000)).toBe('http://[::1]:3000');
  });
});
