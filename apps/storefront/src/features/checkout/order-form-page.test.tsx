// @vitest-environment happy-dom
import type { OrderDetail } from '@atelier/contracts';
import { orderQuote, savedAddress } from '@atelier/test-utils/order-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import {
  DEMO_MEMBER,
  renderPage,
  type FakeApi,
  type RecordedCall,
} from '../../test/render-page.js';
import OrderFormPage, { createLoader } from './order-form-page.js';

afterEach(cleanup);

const JEJU = savedAddress({
  zonecode: '63122',
  address1: '제주특별자치도 제주시 문연로 6',
  address2: '2층',
});

const ORDER = {
  od_id: '2026112500000001',
  status: 'awaiting_deposit',
  payment_method: 'bank_transfer',
} as unknown as OrderDetail;

function open(api: FakeApi, url: string, session?: Record<string, unknown>, english = false) {
  return renderPage(
    OrderFormPage,
    { path: '/shop/order-form', url, api, english, ...(session ? { session } : {}) },
    createLoader,
  );
}

const ready = () =>
  screen.findByRole('heading', { level: 2, name: '결제 금액' }, { timeout: 5000 });
const quoteCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/v1/order/quote');

describe('OrderFormPage', () => {
  test('without lines it says there is nothing to order and leads to the cart', async () => {
    open(() => [200, {}], '/shop/order-form');
    expect(await screen.findByText(/주문할 상품이 없습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' }).getAttribute('href')).toBe(
      '/shop/cart',
    );
  });

  test('a guest: the quote of the cart lines, free-shipping hint, an order password, consents unchecked and required', async () => {
    const page = open((call) => {
      if (call.url === '/api/v1/order/quote') return [200, orderQuote()];
      return [404, { message: 'no' }];
    }, '/shop/order-form?lines=7');
    await ready();
    expect(quoteCalls(page.calls)[0]?.body).toEqual({ cart_line_ids: [7] });
    expect(screen.getByText('라벤더 소이 캔들')).toBeTruthy();
    expect(screen.getByTestId('checkout-goods').textContent).toBe('28,000원');
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('3,000원');
    expect(screen.getByTestId('checkout-total').textContent).toBe('31,000원');
    expect(screen.getByText('22,000원 더 담으면 무료배송')).toBeTruthy();
    expect(screen.getByText('배송지를 입력하면 도서산간 추가 배송비가 계산됩니다.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '할인 및 적립금' })).toBeNull();
    expect(screen.getByLabelText('주문 비밀번호')).toBeTruthy();
    const privacy = screen.getByRole('checkbox', {
      name: /개인정보 수집·이용/,
    }) as HTMLInputElement;
    const purchase = screen.getByRole('checkbox', { name: /구매에 동의/ }) as HTMLInputElement;
    expect([privacy.checked, purchase.checked]).toEqual([false, false]);
    for (const label of ['카드', '무통장입금', '가상계좌'])
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();

    // Submitting without consents (and an empty form) sends nothing and shows the errors.
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(document.getElementById('agree_privacy-error')?.textContent).toBeTruthy(),
    );
    expect(document.getElementById('agree_purchase-error')?.textContent).toBeTruthy();
    expect(document.getElementById('orderer_name-error')?.textContent).toBeTruthy();
    expect(page.calls.some((c) => c.url === '/api/v1/order')).toBe(false);
  });

  test('a member: orderer from the session, recipient from the default address, its surcharge quoted; bank transfer goes to the thank-you page', async () => {
    const jejuQuote = orderQuote(
      { shipping_surcharge: 3_000, total: 34_000 },
      {
        coupons: [
          {
            id: 31,
            name: '신규 가입 3,000원 할인',
            kind: 'order',
            discount: 3_000,
            usable: true,
            reason: null,
            expires_at: '2026-12-31 23:59:59',
          },
          {
            id: 32,
            name: '10% 할인',
            kind: 'order',
            discount: 0,
            usable: false,
            reason: '50,000원 이상 주문 시 사용할 수 있습니다.',
            expires_at: '2026-12-31 23:59:59',
          },
        ],
        points: {
          balance: 3_000,
          usable_max: 3_000,
          min_balance: 1_000,
          min_order: 10_000,
          unit: 10,
        },
      },
    );
    const page = open(
      (call) => {
        if (call.url === '/api/v1/address') return [200, { data: [JEJU] }];
        if (call.url === '/api/v1/order/quote') {
          const body = call.body as { coupon_ids?: number[]; points?: number };
          const discount = body.coupon_ids?.includes(31) ? 3_000 : 0;
          const points = body.points ?? 0;
          return [
            200,
            {
              ...jejuQuote,
              amounts: {
                ...jejuQuote.amounts,
                discount,
                points,
                total: 34_000 - discount - points,
              },
            },
          ];
        }
        if (call.url === '/api/v1/order') return [201, { data: ORDER, checkout: null }];
        return [404, { message: 'no' }];
      },
      '/shop/order-form?lines=7',
      { user: DEMO_MEMBER },
    );
    await ready();
    expect(quoteCalls(page.calls)[0]?.body).toEqual({ cart_line_ids: [7], zonecode: '63122' });
    expect((screen.getByLabelText('주문하시는 분') as HTMLInputElement).value).toBe('홍길동');
    expect((screen.getByLabelText('이메일') as HTMLInputElement).value).toBe('hong@example.com');
    expect((screen.getByLabelText('받으시는 분') as HTMLInputElement).value).toBe('홍길동');
    expect(screen.getByTestId('checkout-surcharge').textContent).toBe('3,000원');
    expect(screen.queryByLabelText('주문 비밀번호')).toBeNull();

    // The order coupon: the unusable one is disabled with its reason.
    fireEvent.click(screen.getByRole('combobox', { name: '주문 쿠폰' }));
    const unusable = screen.getByRole('option', { name: /10% 할인 — 50,000원 이상/ });
    expect(unusable.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: /신규 가입 3,000원 할인/ }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-discount').textContent).toBe('-3,000원'),
    );
    fireEvent.click(screen.getByRole('button', { name: '모두 사용' }));
    await waitFor(() => expect(screen.getByTestId('checkout-points').textContent).toBe('-3,000원'));
    expect(screen.getByTestId('checkout-total').textContent).toBe('28,000원');

    fireEvent.click(screen.getByRole('radio', { name: '무통장입금' }));
    expect((screen.getByLabelText('입금자명') as HTMLInputElement).value).toBe('홍길동');
    fireEvent.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /구매에 동의/ }));
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(page.router.state.location.pathname).toBe('/shop/order/2026112500000001/confirm'),
    );
    expect(page.calls.find((c) => c.url === '/api/v1/order')?.body).toMatchObject({
      cart_line_ids: [7],
      orderer_name: '홍길동',
      orderer_phone: '010-1234-5678',
      recipient_name: '홍길동',
      zonecode: '63122',
      address1: '제주특별자치도 제주시 문연로 6',
      address2: '2층',
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
      coupon_ids: [31],
      points: 3_000,
      agree_privacy: true,
      agree_purchase: true,
      expected_total: 28_000,
    });
  });

  test('a changed amount (409) shows the new figures and orders at them once accepted', async () => {
    let posts = 0;
    const page = open(
      (call) => {
        if (call.url === '/api/v1/address') return [200, { data: [JEJU] }];
        if (call.url === '/api/v1/order/quote') return [200, orderQuote()];
        if (call.url === '/api/v1/order') {
          posts += 1;
          return posts === 1
            ? [
                409,
                {
                  message: '결제 금액이 바뀌었습니다.',
                  quote: orderQuote({ goods: 30_000, total: 33_000 }),
                },
              ]
            : [201, { data: ORDER, checkout: null }];
        }
        return [404, { message: 'no' }];
      },
      '/shop/order-form?lines=7',
      { user: DEMO_MEMBER },
    );
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: '무통장입금' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /구매에 동의/ }));
    fireEvent.click(screen.getByTestId('checkout-pay'));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(within(dialog).getByTestId('changed-total').textContent).toBe('33,000원');
    expect(screen.getByTestId('checkout-total').textContent).toBe('33,000원');
    fireEvent.click(within(dialog).getByRole('button', { name: '새 금액으로 주문' }));
    await waitFor(() =>
      expect(page.router.state.location.pathname).toBe('/shop/order/2026112500000001/confirm'),
    );
    const bodies = page.calls.filter((c) => c.url === '/api/v1/order').map((c) => c.body);
    expect(bodies.map((b) => (b as { expected_total: number }).expected_total)).toEqual([
      31_000, 33_000,
    ]);
  });

  test('buy now: the items of the query are quoted, nothing from the cart', async () => {
    const items = encodeURIComponent(JSON.stringify([['1700000001', 12, 2, [[2, 1]]]]));
    const page = open(
      (call) =>
        call.url === '/api/v1/order/quote' ? [200, orderQuote()] : [404, { message: 'no' }],
      `/shop/order-form?items=${items}`,
    );
    await ready();
    expect(quoteCalls(page.calls)[0]?.body).toEqual({
      items: [{ it_id: '1700000001', variant_id: 12, qty: 2, addons: [{ addon_id: 2, qty: 1 }] }],
    });
  });

  test('bank transfer: the button orders instead of paying, and a 현금영수증 request goes with the order', async () => {
    const page = open(
      (call) => {
        if (call.url === '/api/v1/address') return [200, { data: [JEJU] }];
        if (call.url === '/api/v1/order/quote') return [200, orderQuote()];
        if (call.url === '/api/v1/order') return [201, { data: ORDER, checkout: null }];
        return [404, { message: 'no' }];
      },
      '/shop/order-form?lines=7',
      { user: DEMO_MEMBER },
    );
    await ready();
    expect(screen.getByTestId('checkout-pay').textContent).toBe('31,000원 결제하기');
    expect(screen.queryByRole('radio', { name: '지출증빙용' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '무통장입금' }));
    expect(screen.getByTestId('checkout-pay').textContent).toBe('31,000원 주문하기');

    fireEvent.click(await screen.findByRole('radio', { name: '지출증빙용' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('사업자등록번호'), { target: { value: '123-45-678' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(document.getElementById('cash_receipt_number-error')?.textContent).toBe(
        '사업자등록번호 10자리를 입력해 주세요(예: 123-45-67890).',
      ),
    );
    expect(page.calls.some((c) => c.url === '/api/v1/order')).toBe(false);

    fireEvent.change(screen.getByLabelText('사업자등록번호'), {
      target: { value: '123-45-67890' },
    });
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(page.router.state.location.pathname).toBe('/shop/order/2026112500000001/confirm'),
    );
    expect(page.calls.find((c) => c.url === '/api/v1/order')?.body).toMatchObject({
      payment_method: 'bank_transfer',
      cash_receipt_type: 'expense',
      cash_receipt_number: '123-45-67890',
    });
  });

  test('전체 동의 checks and unchecks every consent, shows a partial choice as mixed, and starts unchecked', async () => {
    open(
      (call) =>
        call.url === '/api/v1/order/quote' ? [200, orderQuote()] : [404, { message: 'no' }],
      '/shop/order-form?lines=7',
    );
    await ready();
    const all = screen.getByRole('checkbox', { name: '전체 동의' }) as HTMLInputElement;
    const privacy = screen.getByRole('checkbox', {
      name: /개인정보 수집·이용/,
    }) as HTMLInputElement;
    const purchase = screen.getByRole('checkbox', { name: /구매에 동의/ }) as HTMLInputElement;
    expect([all.checked, all.indeterminate]).toEqual([false, false]);
    fireEvent.click(all);
    expect([privacy.checked, purchase.checked, all.checked]).toEqual([true, true, true]);
    fireEvent.click(purchase);
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(purchase);
    expect([all.checked, all.indeterminate]).toEqual([true, false]);
    fireEvent.click(all);
    expect([privacy.checked, purchase.checked, all.checked]).toEqual([false, false, false]);
  });

  test('a free-shipping coupon hides the hint to add more for free shipping', async () => {
    const freeShip = {
      id: 41,
      name: '무료배송 쿠폰',
      kind: 'shipping' as const,
      discount: 3_000,
      usable: true,
      reason: null,
      expires_at: '2026-12-31 23:59:59',
    };
    open(
      (call) => {
        if (call.url === '/api/v1/address') return [200, { data: [] }];
        if (call.url === '/api/v1/order/quote') {
          const chosen = (call.body as { coupon_ids?: number[] }).coupon_ids?.includes(41);
          return [
            200,
            orderQuote(chosen ? { discount: 3_000, total: 28_000 } : {}, { coupons: [freeShip] }),
          ];
        }
        return [404, { message: 'no' }];
      },
      '/shop/order-form?lines=7',
      { user: DEMO_MEMBER },
    );
    await ready();
    expect(screen.getByText('22,000원 더 담으면 무료배송')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: '배송비 쿠폰' }));
    fireEvent.click(screen.getByRole('option', { name: /무료배송 쿠폰/ }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-discount').textContent).toBe('-3,000원'),
    );
    expect(screen.queryByText(/더 담으면 무료배송/)).toBeNull();
  });

  test('English: the delivery memo presets are English and sent as their Korean phrase; bank transfer says Place order', async () => {
    const page = open(
      (call) => {
        if (call.url === '/api/v1/address') return [200, { data: [JEJU] }];
        if (call.url === '/api/v1/order/quote')
          return [
            200,
            orderQuote({ currency: 'usd', goods: 2_200, shipping_fee: 500, total: 2_700 }),
          ];
        if (call.url === '/api/v1/order') return [201, { data: ORDER, checkout: null }];
        return [404, { message: 'no' }];
      },
      '/shop/order-form?lines=7',
      { user: DEMO_MEMBER },
      true,
    );
    await screen.findByRole('heading', { level: 2, name: 'Payment amount' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('combobox', { name: 'Delivery note' }));
    expect(screen.queryByRole('option', { name: '문 앞에 놓아 주세요' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Please leave it at the door' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByTestId('checkout-pay').textContent).toBe('Place order ($27.00)');
    expect(
      await screen.findByRole('radio', { name: 'Not requested' }, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree to all' }));
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(page.router.state.location.pathname).toBe('/shop/order/2026112500000001/confirm'),
    );
    expect(page.calls.find((c) => c.url === '/api/v1/order')?.body).toMatchObject({
      memo: '문 앞에 놓아 주세요',
      payment_method: 'bank_transfer',
    });
  });
});
