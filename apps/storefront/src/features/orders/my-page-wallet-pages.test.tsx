// @vitest-environment happy-dom
import type { MemberCouponView, PointEntry } from '@atelier/contracts';
import { selectCouponCount } from '@atelier/session';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import MyPageCouponPage, { createLoader as couponLoader } from './my-page-coupon-page.js';
import MyPagePointPage, { createLoader as pointLoader } from './my-page-point-page.js';
import MyPageStoreOrderPage, {
  createLoader as storeOrderLoader,
} from './my-page-store-order-page.js';
import { envelope } from '@atelier/test-utils/order-fixtures';

afterEach(cleanup);

const session = { user: DEMO_MEMBER, coupon_count: 5 };

function coupon(patch: Partial<MemberCouponView>): MemberCouponView {
  return {
    id: 1,
    name: '신규 가입 3,000원 할인',
    kind: 'order',
    benefit: '3,000원',
    min_order: 30000,
    currency: 'krw',
    status: 'usable',
    issued_at: '2026-11-25 10:00:00',
    expires_at: '2026-12-25 10:00:00',
    used_at: null,
    od_id: null,
    ...patch,
  };
}

const coupons: Record<string, MemberCouponView[]> = {
  usable: [
    coupon({ id: 1 }),
    coupon({ id: 2, name: '10% 할인', benefit: '10% (최대 5,000원)', min_order: 0 }),
    coupon({ id: 3, name: '무료 배송', kind: 'shipping', benefit: '3,000원' }),
  ],
  used: [
    coupon({
      id: 4,
      status: 'used',
      used_at: '2026-11-20 12:00:00',
      od_id: '2026112012345678',
    }),
  ],
  expired: [],
};

const couponApi: FakeApi = (call) => {
  const query = new URLSearchParams(call.url.split('?')[1]);
  return [200, envelope(coupons[query.get('status') ?? 'usable'] ?? [])];
};

describe('MyPageCouponPage', () => {
  test('shows the usable coupons with benefit, minimum order and validity; the badge follows', async () => {
    const page = renderPage(
      MyPageCouponPage,
      { path: '/my-page/coupon', api: couponApi, session },
      couponLoader,
    );
    const tabs = await screen.findByRole('navigation', { name: '쿠폰 상태' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('사용 가능 (3)');
    const first = document.querySelector('[data-coupon-id="1"]')!;
    expect(first.textContent).toContain('신규 가입 3,000원 할인');
    expect(first.textContent).toContain('3,000원');
    expect(first.textContent).toContain('30,000원 이상 구매 시');
    expect(first.textContent).toContain('유효 기간 2026-11-25 ~ 2026-12-25 10:00');
    expect(document.querySelector('[data-coupon-id="2"]')!.textContent).toContain(
      '최소 주문 금액 없음',
    );
    expect(document.querySelector('[data-coupon-id="3"]')!.textContent).toContain('배송비 할인');
    expect(selectCouponCount(page.store.getState())).toBe(3);
  });

  test('tabs switch to used coupons (with their order) and expired ones (empty)', async () => {
    const page = renderPage(
      MyPageCouponPage,
      { path: '/my-page/coupon', api: couponApi, session },
      couponLoader,
    );
    fireEvent.click(await screen.findByRole('link', { name: '사용 완료' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?status=used'));
    const used = await waitFor(() => {
      const card = document.querySelector<HTMLElement>('[data-coupon-id="4"]');
      expect(card).not.toBeNull();
      return card!;
    });
    expect(used.textContent).toContain('사용일 2026-11-20 12:00');
    expect(within(used).getByRole('link', { name: '2026112012345678' }).getAttribute('href')).toBe(
      '/my-page/order/2026112012345678',
    );
    fireEvent.click(screen.getByRole('link', { name: '기간 만료' }));
    expect(await screen.findByText('기간이 만료된 쿠폰이 없습니다.')).toBeTruthy();
  });

  test('redeems a code: the refusal under the field, then the coupon list reloads', async () => {
    const sent: unknown[] = [];
    let listed = 0;
    const api: FakeApi = (call) => {
      if (call.method === 'POST' && call.url === '/api/v1/coupon/redeem') {
        sent.push(call.body);
        return (call.body as { code: string }).code === 'NOPE-CODE'
          ? [
              422,
              {
                message: '입력값을 확인해 주세요.',
                errors: { code: ['등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.'] },
              },
            ]
          : [201, { data: { id: 9, name: '봄맞이' }, message: "'봄맞이' 쿠폰이 등록되었습니다." }];
      }
      listed += 1;
      return couponApi(call);
    };
    renderPage(MyPageCouponPage, { path: '/my-page/coupon', api, session }, couponLoader);
    const field = await screen.findByLabelText('쿠폰 코드');
    const submit = screen.getByRole('button', { name: '등록' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('쿠폰 코드를 입력해 주세요.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: 'NOPE-CODE' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.'),
    ).toBeTruthy();
    const before = listed;
    fireEvent.change(field, { target: { value: 'spring-2026' } });
    fireEvent.click(submit);
    expect(await screen.findByText("'봄맞이' 쿠폰이 등록되었습니다.")).toBeTruthy();
    expect(sent).toEqual([{ code: 'NOPE-CODE' }, { code: 'spring-2026' }]);
    await waitFor(() => expect(listed).toBeGreaterThan(before));
    expect((field as HTMLInputElement).value).toBe('');
  });
});

const ledger: PointEntry[] = [
  {
    id: 3,
    delta: 1000,
    reason: 'order_restore',
    reason_label: '주문 취소 환원',
    note: '',
    od_id: '2026112512345678',
    created_at: '2026-11-25 11:00:00',
  },
  {
    id: 2,
    delta: -1000,
    reason: 'order_use',
    reason_label: '주문 사용',
    note: '',
    od_id: '2026112512345678',
    created_at: '2026-11-25 10:00:00',
  },
  {
    id: 1,
    delta: 3000,
    reason: 'signup',
    reason_label: '회원가입 적립',
    note: '',
    od_id: null,
    created_at: '2026-11-01 09:00:00',
  },
];

describe('MyPagePointPage', () => {
  test('shows the balance, each change signed and coloured with its order, and the rules', async () => {
    const page = renderPage(
      MyPagePointPage,
      {
        path: '/my-page/point',
        api: () => [200, { balance: 3000, ...envelope(ledger, { total: 23, last_page: 3 }) }],
        session,
      },
      pointLoader,
    );
    expect((await screen.findByTestId('point-balance')).textContent).toBe('3,000원');
    const rows = [...document.querySelectorAll('.atelier-points__entry')];
    expect(rows.map((r) => r.querySelector('.atelier-points__delta')?.textContent)).toEqual([
      '+1,000원',
      '-1,000원',
      '+3,000원',
    ]);
    expect(rows[1]!.querySelector('.atelier-points__delta--minus')).toBeTruthy();
    expect(rows[0]!.querySelector('.atelier-points__delta--plus')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: '주문 2026112512345678' })
        .getAttribute('href'),
    ).toBe('/my-page/order/2026112512345678');
    const rules = screen.getByRole('region', { name: '적립금 이용 안내' });
    expect(rules.textContent).toContain('적립금이 1,000원 이상일 때 사용할 수 있습니다.');
    expect(rules.textContent).toContain('상품 금액이 10,000원 이상인 주문에 사용할 수 있습니다.');
    expect(rules.textContent).toContain('10원 단위로 사용할 수 있습니다.');
    expect(rules.textContent).toContain('구매확정 시 결제 금액의 1%가 적립됩니다.');
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(page.calls.map((c) => c.url)).toEqual(['/api/v1/point?page=1']);
  });
});

describe('MyPageStoreOrderPage', () => {
  test('lists the store receipts with their items and totals', async () => {
    const page = renderPage(
      MyPageStoreOrderPage,
      {
        path: '/my-page/store-order',
        session,
        api: () => [
          200,
          envelope([
            {
              id: 2,
              store: '아틀리에 성수 쇼룸',
              receipt_no: 'S-20261018-0042',
              currency: 'krw',
              items: [
                { name: '라벤더 소이 캔들', qty: 1, amount: 28_000 },
                { name: '선물 포장', qty: 1, amount: 2_500 },
              ],
              total: 30_500,
              purchased_at: '2026-10-18 15:20:00',
            },
          ]),
        ],
      },
      storeOrderLoader,
    );
    const receipt = (await screen.findByText('영수증 번호 S-20261018-0042')).closest('li')!;
    expect(receipt.textContent).toContain('2026-10-18');
    expect(receipt.textContent).toContain('라벤더 소이 캔들 × 1');
    expect(within(receipt).getByText('30,500원')).toBeTruthy();
    expect(page.calls[0]?.url).toBe('/api/v1/store-order?page=1');
  });

  test('says when there is no store purchase', async () => {
    renderPage(
      MyPageStoreOrderPage,
      { path: '/my-page/store-order', session, api: () => [200, envelope([])] },
      storeOrderLoader,
    );
    expect(await screen.findByText('매장에서 구매하신 내역이 없습니다.')).toBeTruthy();
  });
});
