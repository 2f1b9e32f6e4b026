import { DEFAULT_SHELL_LINKS } from '@atelier/shop-shell';
import { describe, expect, test } from 'vitest';

import { SHELL_LINKS } from './shell-links.js';

describe('SHELL_LINKS (from the route table)', () => {
  test('match the paths the chrome expects', () => {
    for (const [key, value] of Object.entries(DEFAULT_SHELL_LINKS)) {
      if (typeof value === 'string')
        expect([key, SHELL_LINKS[key as keyof typeof SHELL_LINKS]]).toEqual([key, value]);
    }
  });

  test('parameterised links', () => {
    expect(SHELL_LINKS.category(12)).toBe('/shop/category/12');
    expect(SHELL_LINKS.noticeShow(7)).toBe('/customer/notice/7');
    expect(SHELL_LINKS.productSearch('우드 윅')).toBe(
      '/shop/search?keyword=%EC%9A%B0%EB%93%9C+%EC%9C%85',
    );
  });
});
