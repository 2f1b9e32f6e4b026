// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import MyPageOrderPage, { createLoader } from './my-page-order-page.js';
import { envelope, orderSummary } from '@atelier/test-utils/order-fixtures';

afterEach(cleanup);

const session = { user: DEMO_MEMBER };
const rows = [
  orderSummary(),
  orderSummary({
    od_id: '2026110100000002',
    status: 'cancelled',
    status_label: '취소',
    title: '우디 디퓨저 외 2건',
    line_count: 3,
    total: 64000,
    created_at: '2026-11-01 09:30:00',
  }),
];

function api(total = 2, lastPage = 1): FakeApi {
  return (call) => {
    if (!call.url.startsWith('/api/v1/order?')) return [404, { message: 'not found' }];
    const query = new URLSearchParams(call.url.split('?')[1]);
    const status = query.get('status');
    const data = status ? rows.filter((r) => r.status === status) : rows;
    return [
      200,
      envelope(data, {
        total: status ? data.length : total,
        last_page: lastPage,
        current_page: Number(query.get('page')),
      }),
    ];
  };
}

const orderCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/v1/order?')).map((c) => c.url);

describe('MyPageOrderPage', () => {
  test('lists each order with date, number, title, amount and status, linking to its detail', async () => {
    const page = renderPage(
      MyPageOrderPage,
      { path: '/my-page/order', api: api(), session },
      createLoader,
    );
    const first = await screen.findByRole('link', { name: /라벤더 소이 캔들/ });
    expect(first.getAttribute('href')).toBe('/my-page/order/2026112512345678');
    expect(first.textContent).toContain('2026-11-25');
    expect(first.textContent).toContain('주문번호 2026112512345678');
    expect(first.textContent).toContain('29,000원');
    expect(first.textContent).toContain('입금대기');
    const second = screen.getByRole('link', { name: /우디 디퓨저 외 2건/ });
    expect(second.textContent).toContain('64,000원');
    expect(second.textContent).toContain('취소');
    expect(screen.getByRole('status').textContent).toBe('총 2건');
    expect(orderCalls(page.calls)).toEqual(['/api/v1/order?period=0&page=1&per_page=10']);
  });

  test('filters by period and status through the URL, back to page 1', async () => {
    const page = renderPage(
      MyPageOrderPage,
      { path: '/my-page/order', url: '/my-page/order?page=2', api: api(30, 3), session },
      createLoader,
    );
    const periods = await screen.findByRole('navigation', { name: '조회 기간' });
    expect(within(periods).getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(within(periods).getByRole('link', { name: '3개월' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?period=3'));
    await waitFor(() =>
      expect(orderCalls(page.calls)).toContain('/api/v1/order?period=3&page=1&per_page=10'),
    );

    fireEvent.click(screen.getByRole('combobox', { name: '주문 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '취소' }));
    await waitFor(() =>
      expect(page.router.state.location.search).toBe('?period=3&status=cancelled'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /라벤더 소이 캔들/ })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: /우디 디퓨저/ })).toBeTruthy();
    expect(orderCalls(page.calls)).toContain(
      '/api/v1/order?period=3&status=cancelled&page=1&per_page=10',
    );
  });

  test('pages with the spec pager (links keep the filters)', async () => {
    renderPage(
      MyPageOrderPage,
      { path: '/my-page/order', url: '/my-page/order?period=6', api: api(70, 7), session },
      createLoader,
    );
    const pager = await screen.findByRole('navigation', { name: '페이지 이동' });
    const numbers = within(pager)
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('link', { name: '2페이지' }).getAttribute('href')).toBe(
      '?period=6&page=2',
    );
  });

  test('shows the empty state when nothing matches', async () => {
    renderPage(
      MyPageOrderPage,
      {
        path: '/my-page/order',
        api: () => [200, envelope([])],
        session,
      },
      createLoader,
    );
    expect(await screen.findByText('조회된 주문이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' }).getAttribute('href')).toBe('/');
  });
});
