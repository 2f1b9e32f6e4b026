import { describe, expect, test } from 'vitest';

import { LEGACY_REDIRECTS, resolveLegacyRedirect } from './legacy-redirects.js';

describe('legacy redirects (spec §2)', () => {
  test.each([
    ['/shop/list?ca_id_new=1010', '/shop/category/1010'],
    ['/shop/list?ca_id_new=12&page=3', '/shop/category/12'],
    ['/shop/list', '/'],
    ['/info/select/3', '/contents/select/3'],
    ['/info/do-it-yourself/15', '/contents/diy/15'],
    ['/shop/workshop/notice', '/tssa/notice'],
    ['/board/document/post/42', '/customer/document-board/42'],
    ['/shop/board/document/post/42', '/customer/document-board/42'],
    ['/shop/item.php?it_id=1660000123', '/shop/product/1660000123'],
    ['/shop/item.php', '/'],
    ['/shop/item.php?it_id=', '/'],
    ['/shop/register.php', '/register'],
    ['/shop/qa_list.php', '/customer/faq'],
    ['/shop/qa_view.php?qa_id=9', '/customer/faq'],
    ['/shop/workshop/notice/', '/tssa/notice'],
    ['/SHOP/Register.php', '/register'],
  ])('%s → %s', (from, to) => {
    expect(resolveLegacyRedirect(from)).toBe(to);
  });

  test('malformed ids go home instead of into a new URL', () => {
    expect(resolveLegacyRedirect('/shop/item.php?it_id=%3Cscript%3E')).toBe('/');
    expect(resolveLegacyRedirect('/shop/list?ca_id_new=../../admin')).toBe('/');
    expect(resolveLegacyRedirect('/info/select/a%20b')).toBe('/');
  });

  test('current URLs and near misses are not legacy URLs', () => {
    for (const path of [
      '/',
      '/shop/cart',
      '/shop/category/12',
      '/info/select',
      '/info/select/1/2',
      '/shop/items.php',
    ]) {
      expect(resolveLegacyRedirect(path), path).toBeNull();
    }
  });

  test('accepts URL objects (the server passes the request URL)', () => {
    expect(resolveLegacyRedirect(new URL('https://atelier.test/shop/item.php?it_id=77'))).toBe(
      '/shop/product/77',
    );
  });

  test('one table holds all ten legacy paths', () => {
    expect(LEGACY_REDIRECTS.map((row) => row.pattern)).toEqual([
      '/shop/list',
      '/info/select/:id',
      '/info/do-it-yourself/:id',
      '/shop/workshop/notice',
      '/board/document/post/:id',
      '/shop/board/document/post/:id',
      '/shop/item.php',
      '/shop/register.php',
      '/shop/qa_list.php',
      '/shop/qa_view.php',
    ]);
  });
});
