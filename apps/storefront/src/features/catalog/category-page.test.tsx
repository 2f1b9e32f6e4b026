// @vitest-environment happy-dom
import type { Category, ProductListItem } from '@atelier/contracts';
import { demoProducts } from '@atelier/test-utils/product-fixtures';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage, type FakeApi, type RecordedCall } from '../../test/render-page.js';
import CategoryPage, { createLoader } from './category-page.js';

afterEach(cleanup);
// Five pages render a grid of cards each; on a shared 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 8000 });

const node = (id: number, name: string, descendants: Category[] = []): Category => ({
  id,
  name,
  name_en: name,
  descendants,
});
const TREE = [
  node(1, '캔들', [node(101, '완제품 캔들', [node(1011, '소이 캔들'), node(1012, '우드윅 캔들')])]),
  node(12, '세일'),
];

// 40 products: pages of 14 are 14 + 14 + 12; pages of 15 are 15 + 15 + 10.
const PRODUCTS: ProductListItem[] = Array.from({ length: 40 }, (_, i) => {
  const base = demoProducts()[i % demoProducts().length]!;
  return { ...base, it_id: `17000000${String(i + 1).padStart(2, '0')}`, name: `상품 ${i + 1}` };
});

function fakeApi(): FakeApi {
  return (call) => {
    if (call.url === '/api/evans-cart/categories-service') return [200, { data: TREE }];
    if (call.url.startsWith('/api/v1/product?')) {
      const query = new URL(call.url, 'http://shop.test').searchParams;
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      const data = PRODUCTS.slice((page - 1) * perPage, page * perPage);
      return [
        200,
        {
          current_page: page,
          data,
          from: (page - 1) * perPage + 1,
          last_page: Math.ceil(PRODUCTS.length / perPage),
          per_page: perPage,
          to: (page - 1) * perPage + data.length,
          total: PRODUCTS.length,
        },
      ];
    }
    return [404, { message: 'not found' }];
  };
}

const productCalls = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/v1/product?'))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://shop.test').searchParams));

const cards = () => within(screen.getByRole('list', { name: '상품 목록' })).getAllByRole('article');

describe('CategoryPage', () => {
  test('breadcrumb, title, sub-category chips and the first 14 products from the loader', async () => {
    const page = renderPage(
      CategoryPage,
      { path: '/shop/category/:categoryId', url: '/shop/category/101', api: fakeApi() },
      createLoader,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '완제품 캔들' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: '현재 위치' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/shop/category/1', '/shop/category/101']);
    expect(
      within(crumbs).getByRole('link', { name: '완제품 캔들' }).getAttribute('aria-current'),
    ).toBe('page');
    const chips = screen.getByRole('navigation', { name: '하위 카테고리' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['전체', '소이 캔들', '우드윅 캔들']);
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(screen.getByText('상품 40개')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 1' }).getAttribute('href')).toBe(
      '/shop/product/1700000001',
    );
    // One request: the loader's, which the page's query reads.
    expect(productCalls(page.calls)).toEqual([
      { category: '101', sort: 'new', page: '1', per_page: '14' },
    ]);
  });

  test('load more to the last page, then the 알림 dialog', async () => {
    const page = renderPage(
      CategoryPage,
      { path: '/shop/category/:categoryId', url: '/shop/category/1', api: fakeApi() },
      createLoader,
    );
    await waitFor(() => expect(cards()).toHaveLength(14));
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(cards()).toHaveLength(28));
    fireEvent.click(await screen.findByRole('button', { name: '더보기' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(screen.getByText('40개 중 40개 표시')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '더보기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(dialog).getByText('마지막 페이지 입니다.')).toBeTruthy();
    expect(productCalls(page.calls).map((q) => q.page)).toEqual(['1', '2', '3']);
  });

  test('a sort change resets the list: the URL carries the sort and pages are of 15', async () => {
    const page = renderPage(
      CategoryPage,
      { path: '/shop/category/:categoryId', url: '/shop/category/1', api: fakeApi() },
      createLoader,
    );
    await waitFor(() => expect(cards()).toHaveLength(14));
    fireEvent.click(screen.getByRole('combobox', { name: '정렬' }));
    fireEvent.click(await screen.findByRole('option', { name: '낮은 가격순' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?sort=price_asc'));
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(productCalls(page.calls).at(-1)).toEqual({
      category: '1',
      sort: 'price_asc',
      page: '1',
      per_page: '15',
    });
  });

  test('filters apply together: price range, in stock, a product type', async () => {
    const page = renderPage(
      CategoryPage,
      { path: '/shop/category/:categoryId', url: '/shop/category/1', api: fakeApi() },
      createLoader,
    );
    await waitFor(() => expect(cards()).toHaveLength(14));
    const toggle = screen.getByRole('button', { name: '필터' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: '필터' });
    fireEvent.change(within(form).getByLabelText('최저 가격'), { target: { value: '30000' } });
    fireEvent.change(within(form).getByLabelText('최고 가격'), { target: { value: '10000' } });
    fireEvent.click(within(form).getByLabelText('품절 상품 제외'));
    fireEvent.click(within(form).getByRole('radio', { name: '세일' }));
    fireEvent.click(within(form).getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(page.router.state.location.search).toBe(
        '?sort=new&min_price=10000&max_price=30000&in_stock=1&flag=sale',
      ),
    );
    await waitFor(() =>
      expect(productCalls(page.calls).at(-1)).toEqual({
        category: '1',
        sort: 'new',
        min_price: '10000',
        max_price: '30000',
        in_stock: '1',
        flag: 'sale',
        page: '1',
        per_page: '15',
      }),
    );
  });
});
