import { describe, expect, test } from 'vitest';

import { isOtherAppPath } from './app-links.js';
import { href } from './route-table.js';

describe('isOtherAppPath', () => {
  test("another app's paths are app links, not rows of the route table", () => {
    expect(isOtherAppPath('/tssa/main')).toBe(true);
    expect(isOtherAppPath('/tssa')).toBe(true);
    expect(isOtherAppPath('/tssaxyz')).toBe(false);
    expect(isOtherAppPath(href('Cart'))).toBe(false);
    expect(isOtherAppPath(href('MyPageTssa'))).toBe(false);
  });
});
