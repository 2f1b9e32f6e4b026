import { buildLoginUrl, resolveLoginRedirect, SESSION_PATHS } from '@atelier/session';
import { describe, expect, it } from 'vitest';

describe('buildLoginUrl', () => {
  it('keeps path, search and hash of the intended page, encoded', () => {
    expect(buildLoginUrl('/my-page/order?page=2&sort=new#list')).toBe(
      '/login?redirect=%2Fmy-page%2Forder%3Fpage%3D2%26sort%3Dnew%23list',
    );
  });

  it('uses another login path when given, and no redirect for a foreign target', () => {
    expect(buildLoginUrl('/my-page', '/signin')).toBe('/signin?redirect=%2Fmy-page');
    expect(buildLoginUrl('https://evil.example/')).toBe('/login');
  });
});

describe('resolveLoginRedirect', () => {
  it('follows paths on this site', () => {
    expect(resolveLoginRedirect('/shop/cart?x=1#top')).toBe('/shop/cart?x=1#top');
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'my-page',
    '/a\nb',
  ])('falls back to /my-page for %j', (value) => {
    expect(resolveLoginRedirect(value)).toBe('/my-page');
  });

  it('has the spec paths', () => {
    expect(SESSION_PATHS).toEqual({ home: '/', login: '/login', myPage: '/my-page' });
  });
});
