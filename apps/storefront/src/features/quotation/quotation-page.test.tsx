// @vitest-environment happy-dom
import { cartFixture, cartLineFixture } from '@atelier/test-utils/cart-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage, type FakeApi } from '../../test/render-page.js';
import QuotationPage, { createLoader } from './quotation-page.js';

afterEach(cleanup);

function open(api: FakeApi, url = '/shop/quotation') {
  return renderPage(QuotationPage, { path: '/shop/quotation', url, api }, createLoader);
}

const ready = () => screen.findByRole('heading', { level: 1, name: '견적서' }, { timeout: 5000 });

describe('QuotationPage', () => {
  test('quotes the orderable lines with net and VAT, shipping, the total and the supplier', async () => {
    open(() => [
      200,
      cartFixture([
        cartLineFixture({ id: 1 }),
        cartLineFixture({
          id: 2,
          name: '시더우드 디퓨저',
          option: '',
          unit_price: 35_000,
          total: 35_000,
        }),
        cartLineFixture({ id: 3, name: '품절 캔들', orderable: false, changes: ['sold_out'] }),
      ]),
    ]);
    await ready();
    expect(screen.getByText('시더우드 디퓨저')).toBeTruthy();
    expect(screen.queryByText('품절 캔들')).toBeNull();
    // 63,000 won: free shipping from 50,000.
    const totals = screen.getByText('합계 금액 (부가세 포함)').parentElement!;
    expect(within(totals).getByText('63,000원')).toBeTruthy();
    expect(screen.getByText('25,455원')).toBeTruthy();
    expect(screen.getByText('2,545원')).toBeTruthy();
    expect(screen.getByText('무료')).toBeTruthy();
    expect(screen.getByText('123-45-67890')).toBeTruthy();
    expect(screen.getByRole('button', { name: '인쇄하기' })).toBeTruthy();
  });

  test('quotes only the lines named in the query, with the shipping fee under the threshold', async () => {
    open(
      () => [
        200,
        cartFixture([cartLineFixture({ id: 1 }), cartLineFixture({ id: 2, name: '디퓨저' })]),
      ],
      '/shop/quotation?lines=2',
    );
    await ready();
    expect(screen.queryByText('라벤더 소이 캔들')).toBeNull();
    expect(screen.getByText('3,000원')).toBeTruthy();
    expect(screen.getAllByText('31,000원').length).toBeGreaterThan(0);
  });

  test('an empty cart has nothing to quote', async () => {
    open(() => [200, cartFixture([])]);
    await ready();
    expect(
      screen.getByText('견적을 낼 상품이 없습니다. 장바구니에 상품을 담아 주세요.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: '인쇄하기' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
