// @vitest-environment happy-dom
import { cartFixture, cartLineFixture } from '@atelier/test-utils/cart-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage, type FakeApi } from '../../test/render-page.js';
import CartPage, { createLoader } from './cart-page.js';

afterEach(cleanup);

const line = cartLineFixture;
const cartOf = cartFixture;

function open(api: FakeApi) {
  return renderPage(CartPage, { path: '/shop/cart', api }, createLoader);
}

const ready = () => screen.findByRole('heading', { level: 1, name: '장바구니' }, { timeout: 5000 });

describe('CartPage', () => {
  test('an empty cart says so and leads back to the shop', async () => {
    open(() => [200, cartOf([])]);
    await ready();
    expect(screen.getByText('장바구니에 담긴 상품이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' }).getAttribute('href')).toBe('/');
  });

  test('names what the login could not move into a full cart', async () => {
    open(() => [
      200,
      {
        ...cartOf([line({ id: 1 })]),
        left_out: [
          { it_id: 'A1', variant_id: 3, name: '시더우드 캔들', qty: 1 },
          { it_id: 'A2', variant_id: 4, name: '라벤더 디퓨저', qty: 2 },
        ],
      },
    ]);
    await ready();
    const notice =
      '장바구니에는 상품을 50개까지 담을 수 있어, 로그인 전에 담은 상품 중 시더우드 캔들, 라벤더 디퓨저은(는) 옮기지 못했습니다.';
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain(notice);
  });

  test('shows each line with what changed, and totals the selected lines with the shipping preview', async () => {
    const cart = cartOf([
      line({
        id: 1,
        qty: 1,
        previous_price: 30_000,
        changes: ['price_changed'],
        addons: [
          {
            addon_id: 2,
            name: '선물 포장',
            unit_price: 2_000,
            qty: 1,
            total: 2_000,
            sold_out: false,
          },
        ],
        total: 30_000,
      }),
      line({ id: 2, name: '시더우드 캔들', option: '', total: 12_000, unit_price: 12_000 }),
      line({
        id: 3,
        name: '품절 캔들',
        changes: ['sold_out'],
        orderable: false,
        stock: 0,
      }),
    ]);
    open(() => [200, cart]);
    await ready();
    expect(
      screen.getByText('담은 뒤 가격이 30,000원에서 28,000원(으)로 바뀌었습니다.'),
    ).toBeTruthy();
    expect(screen.getByText('추가 상품: 선물 포장 1개 (2,000원)')).toBeTruthy();
    expect(screen.getByText('품절되어 주문할 수 없습니다.')).toBeTruthy();
    expect(screen.getByTestId('cart-selected-total').textContent).toBe('42,000원');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('3,000원');
    expect(screen.getByTestId('cart-order-total').textContent).toBe('45,000원');
    expect(screen.getByText('8,000원 더 담으면 무료배송')).toBeTruthy();
    const soldOut = screen.getByRole('checkbox', {
      name: '품절 캔들 주문에 포함',
    }) as HTMLInputElement;
    expect([soldOut.checked, soldOut.disabled]).toEqual([false, true]);

    fireEvent.click(screen.getByRole('checkbox', { name: '시더우드 캔들 주문에 포함' }));
    expect(screen.getByTestId('cart-selected-total').textContent).toBe('30,000원');
    fireEvent.click(screen.getByRole('checkbox', { name: /전체 선택/ }));
    expect(screen.getByTestId('cart-selected-total').textContent).toBe('42,000원');
    fireEvent.click(screen.getByRole('checkbox', { name: /전체 선택/ }));
    expect(screen.getByTestId('cart-selected-total').textContent).toBe('0원');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('무료');
    const selected = screen.getByRole('button', { name: '선택 상품 주문' }) as HTMLButtonElement;
    expect(selected.disabled).toBe(true);
  });

  test('order selected and order all open the order form with those cart lines', async () => {
    const cart = cartOf([
      line({ id: 1 }),
      line({ id: 2, name: '시더우드 캔들' }),
      line({ id: 3, name: '품절 캔들', changes: ['sold_out'], orderable: false, stock: 0 }),
    ]);
    const page = open(() => [200, cart]);
    await ready();
    fireEvent.click(screen.getByRole('checkbox', { name: '시더우드 캔들 주문에 포함' }));
    fireEvent.click(screen.getByRole('button', { name: '선택 상품 주문' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/shop/order-form'));
    expect(page.router.state.location.search).toBe('?lines=1');
    await page.router.navigate('/shop/cart');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '전체 주문' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?lines=1%2C2'));
  });

  test('changes a quantity and removes a line after asking, showing the cart the API answers', async () => {
    let cart = cartOf([line({ id: 5, qty: 1 })]);
    const page = open((call) => {
      if (call.method === 'PUT' && call.url === '/api/v1/cart/5') {
        cart = cartOf([line({ id: 5, qty: 2, total: 56_000 })]);
      }
      if (call.method === 'DELETE' && call.url === '/api/v1/cart/5') cart = cartOf([]);
      return [200, cart];
    });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '수량 늘리기' }));
    await waitFor(() =>
      expect(screen.getByLabelText('라벤더 소이 캔들 합계').textContent).toBe('56,000원'),
    );
    expect(page.calls.find((c) => c.method === 'PUT')?.body).toEqual({ qty: 2 });

    fireEvent.click(screen.getByRole('button', { name: '라벤더 소이 캔들 빼기' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('이 상품을 장바구니에서 빼시겠습니까?');
    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('장바구니에 담긴 상품이 없습니다.')).toBeTruthy();
    expect(page.calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/cart/5')).toBe(true);
  });
});
