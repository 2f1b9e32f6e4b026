import { DEFAULT_SHELL_LINKS } from '@atelier/shop-shell';
import { describe, expect, test } from 'vitest';

import { APP_LINKS } from '../shared/routing/app-links.js';
import { SHELL_LINKS } from './shell-links.js';

describe('SHELL_LINKS (from the route table)', () => {
  test('match the paths the chrome expects; links to another app come from APP_LINKS', () => {
    const otherApps: Readonly<Record<string, string>> = APP_LINKS;
    for (const [key, value] of Object.entries(DEFAULT_SHELL_LINKS)) {
      if (typeof value !== 'string') continue;
      const expected = otherApps[key] ?? value;
      expect([key, SHELL_LINKS[key as keyof typeof SHELL_LINKS]]).toEqual([key, expected]);
    }
    expect(SHELL_LINKS.tssaMain).toBe('/tssa/main');
  });

  test('parameterised links', () => {
    expect(SHELL_LINKS.category(12)).toBe('/shop/category/12');
    expect(SHELL_LINKS.noticeShow(7)).toBe('/customer/notice/7');
    expect(SHELL_LINKS.productSearch('우드 윅')).toBe(
      '/shop/search?keyword=%EC%9A%B0%EB%93%9C+%EC%9C%85',
    );
  });
});
