// @vitest-environment happy-dom
import { orderDetail } from '@atelier/test-utils/order-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage } from '../../test/render-page.js';
import OrderConfirmPage, { createLoader as orderConfirmLoader } from './order-confirm-page.js';
import PaymentConfirmPage, {
  createLoader as paymentConfirmLoader,
} from './payment-confirm-page.js';
import SandboxPgPage, { createLoader as sandboxLoader } from './sandbox-pg-page.js';

afterEach(cleanup);

const OD_ID = '2026112500000001';

// A bank transfer waiting for its deposit, as the thank-you page shows it.
const ORDER = orderDetail({
  od_id: OD_ID,
  total: 31_000,
  amounts: {
    currency: 'krw',
    goods: 28_000,
    discount: 0,
    shipping_fee: 3_000,
    shipping_surcharge: 0,
    points: 0,
    total: 31_000,
  },
  history: [],
});

describe('payment return (/shop/payment_confirm)', () => {
  test("confirms the gateway's query and replaces itself with the thank-you page", async () => {
    const page = renderPage(
      PaymentConfirmPage,
      {
        path: '/shop/payment_confirm',
        url: `/shop/payment_confirm?paymentKey=sbx_abc&orderId=${OD_ID}&amount=31000`,
        api: (call) =>
          call.url === '/api/v1/payment/confirm' ? [200, { od_id: OD_ID }] : [404, {}],
      },
      paymentConfirmLoader,
    );
    await waitFor(() =>
      expect(page.router.state.location.pathname).toBe(`/shop/order/${OD_ID}/confirm`),
    );
    expect(page.calls.find((c) => c.url === '/api/v1/payment/confirm')?.body).toEqual({
      paymentKey: 'sbx_abc',
      orderId: OD_ID,
      amount: 31_000,
    });
  });

  test("a refused confirm shows the server's message with the ways back", async () => {
    renderPage(
      PaymentConfirmPage,
      {
        path: '/shop/payment_confirm',
        url: `/shop/payment_confirm?paymentKey=sbx_abc&orderId=${OD_ID}&amount=30000`,
        api: () => [
          400,
          {
            message: '결제 금액이 주문 금액과 일치하지 않습니다.',
            code: 'payment_amount_mismatch',
          },
        ],
      },
      paymentConfirmLoader,
    );
    expect((await screen.findByTestId('payment-failure-message')).textContent).toBe(
      '결제 금액이 주문 금액과 일치하지 않습니다.',
    );
    expect(screen.getByText('결제가 완료되지 않았습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문서로 돌아가기' })).toBeTruthy();
  });

  test("the gateway's failure query is shown without calling confirm", async () => {
    const page = renderPage(
      PaymentConfirmPage,
      {
        path: '/shop/payment_confirm',
        url: `/shop/payment_confirm?code=PAY_PROCESS_CANCELED&message=${encodeURIComponent('사용자에 의해 결제가 취소되었습니다.')}&orderId=${OD_ID}`,
        api: () => [500, {}],
      },
      paymentConfirmLoader,
    );
    expect((await screen.findByTestId('payment-failure-message')).textContent).toBe(
      '결제를 취소하셨습니다. 주문은 결제 기한까지 보관됩니다.',
    );
    expect(screen.getByText(`주문번호: ${OD_ID}`)).toBeTruthy();
    expect(page.calls).toEqual([]);
  });
});

describe('thank-you page (/shop/order/{id}/confirm)', () => {
  test('a bank transfer: number, status, lines, amounts, the account and deadline, the order detail link', async () => {
    renderPage(
      OrderConfirmPage,
      {
        path: '/shop/order/:orderId/confirm',
        url: `/shop/order/${OD_ID}/confirm`,
        api: (call) => (call.url === `/api/v1/order/${OD_ID}` ? [200, { data: ORDER }] : [404, {}]),
        session: { user: DEMO_MEMBER },
      },
      orderConfirmLoader,
    );
    expect(await screen.findByRole('heading', { name: '주문이 완료되었습니다' })).toBeTruthy();
    expect(screen.getByTestId('thanks-order-id').textContent).toBe(OD_ID);
    expect(screen.getByTestId('thanks-status').textContent).toBe('입금대기');
    expect(screen.getByTestId('thanks-account').textContent).toBe('000-000000-00-000');
    expect(screen.getByTestId('thanks-deadline').textContent).toBe('2026-11-28 10:00:00');
    expect(screen.getByText('(주)아틀리에')).toBeTruthy();
    expect(screen.getByText('라벤더 소이 캔들')).toBeTruthy();
    expect(screen.getByTestId('thanks-total').textContent).toBe('31,000원');
    expect(screen.getByRole('link', { name: '주문 상세 보기' }).getAttribute('href')).toBe(
      `/my-page/order/${OD_ID}`,
    );
  });
});

describe('sandbox PG page (/shop/sandbox-pg)', () => {
  const SANDBOX_ORDER = {
    od_id: OD_ID,
    amount: 31_000,
    currency: 'KRW',
    method: 'card',
    status: 'awaiting_payment',
  };
  const URL_OF = `/shop/sandbox-pg?orderId=${OD_ID}&amount=99&orderName=${encodeURIComponent('라벤더 소이 캔들')}&method=virtual_account`;

  test('marked as a test page; each button asks the sandbox and follows its redirect', async () => {
    const page = renderPage(
      SandboxPgPage,
      {
        path: '/shop/sandbox-pg',
        url: URL_OF,
        api: (call) =>
          call.url === `/api/v1/sandbox-pg/orders/${OD_ID}`
            ? [200, { data: SANDBOX_ORDER }]
            : call.url === '/api/v1/sandbox-pg/payments'
              ? [
                  200,
                  {
                    redirect: `/shop/payment_confirm?paymentKey=sbx_1&orderId=${OD_ID}&amount=30000`,
                  },
                ]
              : [404, {}],
      },
      sandboxLoader,
    );
    expect(
      await screen.findByText('테스트 결제 페이지입니다. 실제 결제가 이루어지지 않습니다.'),
    ).toBeTruthy();
    expect(screen.getByTestId('sandbox-order-id').textContent).toBe(OD_ID);
    // The order's own amount and method, whatever the address says.
    expect(screen.getByTestId('sandbox-amount').textContent).toBe('31,000원');
    for (const name of ['승인', '실패']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '가상계좌 발급' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '금액 변조' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/shop/payment_confirm'));
    expect(page.calls.find((c) => c.url === '/api/v1/sandbox-pg/payments')?.body).toEqual({
      orderId: OD_ID,
      orderName: '라벤더 소이 캔들',
      amount: 31_000,
      currency: 'KRW',
      method: 'card',
      action: 'tamper',
    });
  });

  test('offers only the virtual account to a virtual-account order, in its currency', async () => {
    renderPage(
      SandboxPgPage,
      {
        path: '/shop/sandbox-pg',
        url: URL_OF,
        api: (call) =>
          call.url === `/api/v1/sandbox-pg/orders/${OD_ID}`
            ? [
                200,
                {
                  data: {
                    ...SANDBOX_ORDER,
                    amount: 1_100,
                    currency: 'USD',
                    method: 'virtual_account',
                  },
                },
              ]
            : [404, {}],
      },
      sandboxLoader,
    );
    expect(await screen.findByRole('button', { name: '가상계좌 발급' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
    expect(screen.getByTestId('sandbox-amount').textContent).toContain('11.00');
  });

  test('is the not-found page when the sandbox does not answer (Toss keys, or another’s order)', async () => {
    const page = renderPage(
      SandboxPgPage,
      { path: '/shop/sandbox-pg', url: URL_OF, api: () => [404, { message: 'not found' }] },
      sandboxLoader,
    );
    // The browser's not-found path: the 'page not found or inaccessible' dialog, then the 404.
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(page.router.state.errors).not.toBeNull());
    expect(Object.values(page.router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
    expect(
      screen.queryByText('테스트 결제 페이지입니다. 실제 결제가 이루어지지 않습니다.'),
    ).toBeNull();
  });
});
