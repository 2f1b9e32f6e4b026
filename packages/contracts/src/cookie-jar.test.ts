import { describe, expect, it } from 'vitest';

import { createCookieJar } from './index.js';

describe('createCookieJar', () => {
  it('starts from a Cookie header, applies Set-Cookie and deletes expired cookies', () => {
    const jar = createCookieJar(' a=1; XSRF-TOKEN=x%3D ', () => Date.UTC(2026, 0, 1));
    expect(jar.cookieHeader()).toBe('a=1; XSRF-TOKEN=x%3D');
    jar.store([
      'atelier_session=s; Path=/; HttpOnly; SameSite=Lax',
      'a=; Max-Age=0',
      'XSRF-TOKEN=y; Expires=Wed, 31 Dec 2025 00:00:00 GMT',
      'later=1; Expires=Fri, 01 Jan 2027 00:00:00 GMT',
    ]);
    expect(jar.cookieHeader()).toBe('atelier_session=s; later=1');
    expect(jar.get('atelier_session')).toBe('s');
    expect(createCookieJar().cookieHeader()).toBeUndefined();
  });
});
