// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { parseOrderLinesQuery } from '../../domain/checkout/parse-order-lines-query.js';
import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import { testProduct } from './product-fixture.js';
import ProductPage, { createLoader } from './product-page.js';

afterEach(cleanup);

const product = testProduct();
const empty = {
  current_page: 1,
  data: [],
  from: null,
  last_page: 1,
  per_page: 10,
  to: null,
  total: 0,
};

function catalog(overrides: FakeApi = () => undefined as never): FakeApi {
  return (call) => {
    const own = overrides(call);
    if (own) return own;
    if (call.url === '/api/v1/product/1700000001') return [200, { data: product }];
    if (call.url.startsWith('/api/v1/product/'))
      return [404, { message: '상품을 찾을 수 없습니다.' }];
    if (call.url.startsWith('/api/v1/product-review')) {
      return [
        200,
        {
          ...empty,
          total: 1,
          data: [
            {
              id: 1,
              it_id: product.it_id,
              product_name: product.name,
              rating: 5,
              content: '향이 은은하고 오래 가요.',
              photos: [],
              author: 'hon***',
              is_mine: false,
              created_at: '2026-11-20 09:00:00',
              updated_at: '2026-11-20 09:00:00',
            },
          ],
        },
      ];
    }
    if (call.url.startsWith('/api/v1/product-inquiry')) return [200, empty];
    if (call.url.startsWith('/api/v1/wish-list')) return [200, empty];
    return [200, {}];
  };
}

// The page renders once its loader answered; under a busy machine that can pass a second.
const ready = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

function open(api: FakeApi, session?: Record<string, unknown>) {
  return renderPage(
    ProductPage,
    { path: '/shop/product/:productId', url: '/shop/product/1700000001', api, session },
    createLoader,
  );
}

describe('ProductPage', () => {
  test('shows the product: name, breadcrumb, summary, notice with the safety number, reviews', async () => {
    open(catalog());
    expect(
      // The first render of the file also loads the modules: more than the default second.
      await screen.findByRole('heading', { level: 1, name: '라벤더 소이 캔들' }, { timeout: 5000 }),
    ).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(crumbs).getByRole('link', { name: '소이 캔들' }).getAttribute('href')).toBe(
      '/shop/category/11',
    );
    expect(screen.getByText('CB063F-0001-2026')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '상품 후기 (4)' })).toBeTruthy();
    // The reviews' code loads after hydration (a lazy boundary).
    expect(await screen.findByText('향이 은은하고 오래 가요.')).toBeTruthy();
    expect(screen.getByText('배송비 3,000원')).toBeTruthy();
  });

  test('options: a sold-out combination cannot be chosen; a chosen one becomes a line with its total', async () => {
    open(catalog());
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: /라벤더/ }));
    const lav200 = screen.getByRole('radio', { name: /200g/ }) as HTMLInputElement;
    expect(lav200.disabled).toBe(true);
    expect(lav200.closest('label')?.textContent).toContain('품절');
    fireEvent.click(lav200);
    expect(screen.getByText('옵션을 선택하면 이곳에 담깁니다.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /시더우드/ }));
    fireEvent.click(screen.getByRole('radio', { name: /400g/ }));
    const lines = screen.getByRole('region', { name: '선택한 상품' });
    expect(within(lines).getByText('시더우드 / 400g')).toBeTruthy();
    expect(screen.getByText('재고 3개')).toBeTruthy();
    expect(screen.getByTestId('selected-total').textContent).toBe('42,000원');
    fireEvent.click(within(lines).getByRole('button', { name: '수량 늘리기' }));
    expect(screen.getByTestId('selected-total').textContent).toBe('84,000원');

    fireEvent.click(within(lines).getByRole('button', { name: '시더우드 / 400g 삭제' }));
    expect(screen.getByTestId('selected-total').textContent).toBe('0원');
  });

  test('add to cart puts each chosen option in the cart and offers to open it', async () => {
    const page = open(
      catalog((call) =>
        call.method === 'POST' && call.url === '/api/v1/cart'
          ? [
              201,
              {
                lines: [],
                count: 1,
                total: 0,
                currency: 'krw',
                shipping: { fee: 3000, free_over: 50000 },
              },
            ]
          : (undefined as never),
      ),
    );
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    const choose = await screen.findByRole('alertdialog');
    expect(choose.textContent).toContain('옵션을 선택해 주세요.');
    fireEvent.click(within(choose).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: /시더우드/ }));
    fireEvent.click(screen.getByRole('radio', { name: /400g/ }));
    fireEvent.click(screen.getByRole('radio', { name: /200g/ }));
    fireEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    // Titled by what happened, not by the generic 확인 (English "OK").
    const added = await screen.findByRole('alertdialog', { name: '장바구니 담기' });
    expect(added.textContent).toContain('장바구니에 상품을 담았습니다.');
    expect(
      page.calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/cart').map((c) => c.body),
    ).toEqual([
      { it_id: '1700000001', variant_id: 12, qty: 1, addons: [] },
      { it_id: '1700000001', variant_id: 11, qty: 1, addons: [] },
    ]);
    fireEvent.click(within(added).getByRole('button', { name: '장바구니 보기' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/shop/cart'));
  });

  test('buy now opens the order form with only the chosen lines, writing nothing to the cart', async () => {
    const page = open(catalog());
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '바로 구매' }));
    const choose = await screen.findByRole('alertdialog');
    expect(choose.textContent).toContain('옵션을 선택해 주세요.');
    fireEvent.click(within(choose).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: /시더우드/ }));
    fireEvent.click(screen.getByRole('radio', { name: /400g/ }));
    fireEvent.click(screen.getByRole('button', { name: '바로 구매' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/shop/order-form'));
    expect(parseOrderLinesQuery(new URLSearchParams(page.router.state.location.search))).toEqual({
      items: [{ it_id: '1700000001', variant_id: 12, qty: 1, addons: [] }],
    });
    expect(page.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  test("a visitor's wish toggle shows 'login needed' and goes to login with the way back", async () => {
    const page = open(catalog());
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '위시리스트에 담기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('로그인이 필요합니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(page.router.state.location.pathname + page.router.state.location.search).toBe(
        '/login?redirect=%2Fshop%2Fproduct%2F1700000001',
      ),
    );
    expect(page.calls.filter((call) => call.url.startsWith('/api/v1/wish-list'))).toEqual([]);
  });

  test('a member adds the product to the wish list; the heart shows it', async () => {
    let wished = false;
    const api = catalog((call) => {
      if (call.method === 'POST' && call.url === '/api/v1/wish-list') {
        wished = true;
        return [201, { data: {} }];
      }
      if (call.url.startsWith('/api/v1/wish-list') && wished) return [200, { ...empty, total: 1 }];
      return undefined as never;
    });
    const page = open(api, { user: DEMO_MEMBER });
    await ready();
    const heart = screen.getByRole('button', { name: '위시리스트에 담기' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(page.calls.find((c) => c.method === 'POST')?.body).toEqual({ it_id: '1700000001' });
  });

  test('tabs: arrow keys move between them and show their panel', async () => {
    open(catalog());
    await ready();
    const description = screen.getByRole('tab', { name: '상세 설명' });
    expect(description.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(description, { key: 'ArrowRight' });
    const notice = screen.getByRole('tab', { name: '상품정보제공고시' });
    expect(notice.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(notice);
    expect(screen.getByRole('tabpanel', { name: '상품정보제공고시' })).toBeTruthy();
  });

  test('an unknown product is a 404 route error', async () => {
    const page = renderPage(
      ProductPage,
      { path: '/shop/product/:productId', url: '/shop/product/NOPE', api: catalog() },
      createLoader,
    );
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(page.router.state.errors).toBeTruthy());
    const error = Object.values(page.router.state.errors ?? {})[0] as { status?: number };
    expect(error.status).toBe(404);
  });
});
