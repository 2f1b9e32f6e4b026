// @vitest-environment happy-dom
import type { OrderDetail } from '@atelier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import MyPageOrderShowPage, { createLoader } from './my-page-order-show-page.js';
import { orderDetail } from '@atelier/test-utils/order-fixtures';

afterEach(cleanup);

const session = { user: DEMO_MEMBER };
const path = '/my-page/order/:orderId';
const url = '/my-page/order/2026112512345678';

function fakeApi(start: OrderDetail = orderDetail(), cancelAnswer?: [number, unknown]): FakeApi {
  let order = start;
  return (call) => {
    if (call.url === `/api/v1/order/${order.od_id}`) return [200, { data: order }];
    if (call.method === 'POST' && call.url === `/api/v1/order/${order.od_id}/cancel`) {
      if (cancelAnswer) return cancelAnswer;
      order = {
        ...order,
        status: 'cancelled',
        status_label: '취소',
        can_cancel: false,
        bank_transfer: null,
        pay_by: null,
        history: [
          ...order.history,
          {
            status: 'cancelled',
            label: '취소',
            actor: 'member',
            reason: (call.body as { reason: string }).reason,
            at: '2026-11-25 11:00:00',
          },
        ],
      };
      return [200, { data: order }];
    }
    return [404, { message: '페이지를 찾을 수 없거나 접근할 수 없습니다.' }];
  };
}

describe('MyPageOrderShowPage', () => {
  test('shows lines, amounts, the bank account with its deadline, delivery and history', async () => {
    renderPage(MyPageOrderShowPage, { path, url, api: fakeApi(), session }, createLoader);
    expect(await screen.findByText('2026112512345678')).toBeTruthy();
    const lines = screen.getByRole('region', { name: '주문 상품' });
    expect(lines.textContent).toContain('라벤더 소이 캔들');
    expect(lines.textContent).toContain('옵션: 200g');
    expect(lines.textContent).toContain('28,000원 × 1개');
    const amounts = screen.getByRole('region', { name: '결제 금액' });
    expect(amounts.textContent).toContain('상품 금액28,000원');
    expect(amounts.textContent).toContain('쿠폰 할인-1,000원');
    expect(amounts.textContent).toContain('적립금 사용-1,000원');
    expect(amounts.textContent).toContain('총 결제 금액29,000원');
    const payment = screen.getByRole('region', { name: '결제 정보' });
    expect(payment.textContent).toContain('무통장입금');
    expect(payment.textContent).toContain('기업은행 000-000000-00-000 ((주)아틀리에)');
    expect(payment.textContent).toContain('입금 기한2026-11-28 10:00');
    const delivery = screen.getByRole('region', { name: '배송 정보' });
    expect(delivery.textContent).toContain('(04524) 서울 중구 세종대로 110 3층');
    expect(delivery.textContent).toContain('문 앞에 놓아 주세요');
    const history = screen.getByRole('region', { name: '주문 진행 내역' });
    expect(history.textContent).toContain('입금대기');
    expect(history.textContent).toContain('회원');
    expect(history.textContent).toContain('2026-11-25 10:00');
  });

  test('a paid card order shows when it was paid, and no cancel button once it cannot be cancelled', async () => {
    const paid = orderDetail({
      status: 'shipping',
      status_label: '배송중',
      payment_method: 'card',
      bank_transfer: null,
      paid_at: '2026-11-25 10:05:00',
      pay_by: null,
      can_cancel: false,
    });
    renderPage(MyPageOrderShowPage, { path, url, api: fakeApi(paid), session }, createLoader);
    const payment = await screen.findByRole('region', { name: '결제 정보' });
    expect(payment.textContent).toContain('신용카드');
    expect(payment.textContent).toContain('결제 일시2026-11-25 10:05');
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();
  });

  test('cancel asks for a reason, sends it, then shows 취소 and the points given back', async () => {
    const page = renderPage(
      MyPageOrderShowPage,
      { path, url, api: fakeApi(), session },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문을 취소하시겠습니까?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '취소 사유를 선택해 주세요.',
    );
    expect(page.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('combobox', { name: '취소 사유' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: '단순 변심' }));
    fireEvent.change(within(dialog).getByLabelText('자세한 사유 (선택)'), {
      target: { value: '다른 향으로 다시 주문할게요' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cancel = page.calls.find((c) => c.method === 'POST');
    expect(cancel).toMatchObject({
      url: '/api/v1/order/2026112512345678/cancel',
      body: { reason: '단순 변심: 다른 향으로 다시 주문할게요' },
    });
    const note = await screen.findByText(
      '취소된 주문입니다. 사용하신 쿠폰과 적립금은 돌려드렸습니다.',
    );
    expect(note.parentElement?.textContent).toContain('돌려받은 적립금 1,000원');
    expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe('cancelled');
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(screen.getByRole('region', { name: '주문 진행 내역' }).textContent).toContain(
      '단순 변심: 다른 향으로 다시 주문할게요',
    );
    expect(screen.getByRole('link', { name: '적립금 보기' }).getAttribute('href')).toBe(
      '/my-page/point',
    );
  });

  test('a 409 (already shipped) shows the server message and keeps the order', async () => {
    renderPage(
      MyPageOrderShowPage,
      {
        path,
        url,
        api: fakeApi(orderDetail(), [
          409,
          { message: '이미 배송이 시작되어 취소할 수 없습니다. 고객센터로 문의해 주세요.' },
        ]),
        session,
      },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('combobox', { name: '취소 사유' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: '기타' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '이미 배송이 시작되어 취소할 수 없습니다.',
    );
    expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe(
      'awaiting_deposit',
    );
  });

  test("another member's order (404) is the not-found dialog", async () => {
    renderPage(
      MyPageOrderShowPage,
      { path, url: '/my-page/order/2026112599999999', api: fakeApi(), session },
      createLoader,
    );
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '페이지를 찾을 수 없거나 접근할 수 없습니다.',
    );
  });
});

describe('MyPageOrderShowPage after delivery', () => {
  const delivered = orderDetail({
    status: 'delivered',
    status_label: '배송완료',
    payment_method: 'card',
    bank_transfer: null,
    pay_by: null,
    paid_at: '2026-11-20 10:00:00',
    can_cancel: false,
    can_confirm: true,
    can_claim: true,
    auto_confirm_at: '2026-11-29 10:00:00',
    shipment: {
      carrier: 'cj',
      carrier_name: 'CJ대한통운',
      tracking_no: '123456789012',
      tracking_url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
      shipped_at: '2026-11-21 09:00:00',
      delivered_at: '2026-11-22 15:00:00',
    },
  });

  test('shows the carrier with a tracking link and confirms the purchase after asking', async () => {
    let confirmed = false;
    const after = {
      ...delivered,
      status: 'confirmed' as const,
      status_label: '구매확정',
      can_confirm: false,
      can_claim: false,
    };
    const page = renderPage(
      MyPageOrderShowPage,
      {
        path,
        url,
        session,
        api: (call) => {
          if (call.method === 'POST' && call.url.endsWith('/confirm-purchase')) {
            confirmed = true;
            return [200, { data: after }];
          }
          return [200, { data: confirmed ? after : delivered }];
        },
      },
      createLoader,
    );
    const tracking = await screen.findByRole('region', { name: '배송 조회' });
    expect(tracking.textContent).toContain('CJ대한통운');
    const link = within(tracking).getByRole('link', { name: 'CJ대한통운 배송 추적 (새 창)' });
    expect(link.getAttribute('href')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    );
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(screen.getByRole('button', { name: '구매확정' }));
    const ask = await screen.findByRole('alertdialog');
    fireEvent.click(within(ask).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(confirmed).toBe(true));
    await waitFor(() =>
      expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe('confirmed'),
    );
    expect(screen.queryByRole('button', { name: '구매확정' })).toBeNull();
    expect(page.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('MyPageOrderShowPage: return and exchange requests', () => {
  const delivered = orderDetail({
    status: 'delivered',
    status_label: '배송완료',
    payment_method: 'card',
    bank_transfer: null,
    pay_by: null,
    paid_at: '2026-11-20 10:00:00',
    can_cancel: false,
    can_confirm: true,
    can_claim: true,
  });

  /** The order API with a claim answered as the real one does (or with `refusal`). */
  function claimApi(refusal?: [number, unknown]): FakeApi {
    let order = delivered;
    return (call) => {
      const claim = call.url.match(/^\/api\/v1\/order\/\d{16}\/(return|exchange)$/);
      if (call.method === 'POST' && claim) {
        if (refusal) {
          order = { ...order, status: 'confirmed', status_label: '구매확정', can_claim: false };
          return refusal;
        }
        const reason = String(call.form?.get('reason') ?? (call.body as { reason: string }).reason);
        const status = claim[1] === 'return' ? 'return_requested' : 'exchange_requested';
        const label = claim[1] === 'return' ? '반품요청' : '교환요청';
        order = {
          ...order,
          status,
          status_label: label,
          can_claim: false,
          can_confirm: false,
          claim_reason: reason,
          history: [
            ...order.history,
            { status, label, actor: 'member', reason, at: '2026-11-25 11:00:00' },
          ],
        };
        return [200, { data: order }];
      }
      if (call.url === `/api/v1/order/${order.od_id}`) return [200, { data: order }];
      return [404, { message: '페이지를 찾을 수 없거나 접근할 수 없습니다.' }];
    };
  }

  const jpeg = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], 'broken.jpg', {
      type: 'image/jpeg',
    });

  test('반품 신청 checks the reason, then sends it with a photo and shows 반품요청 and the reason', async () => {
    const page = renderPage(
      MyPageOrderShowPage,
      { path, url, api: claimApi(), session },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '반품 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '반품 신청' });
    const reason = within(dialog).getByLabelText('반품 사유');
    expect(document.activeElement).toBe(reason);

    fireEvent.change(reason, { target: { value: '깨짐' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '반품 신청하기' }));
    await waitFor(() =>
      expect(dialog.querySelector('#claim-reason-error')?.textContent).toBe(
        '사유 항목은 최소 5자 이상이어야 합니다.',
      ),
    );
    expect(page.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: '유리 용기가 깨져서 도착했습니다.' } });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [jpeg()] } });
    await within(dialog).findByRole('button', { name: /삭제/ });
    fireEvent.click(within(dialog).getByRole('button', { name: '반품 신청하기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = page.calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/v1/order/2026112512345678/return');
    expect(sent.form?.get('reason')).toBe('유리 용기가 깨져서 도착했습니다.');
    expect((sent.form?.getAll('files[]')[0] as File).name).toBe('broken.jpg');
    expect(await screen.findByText('반품 신청이 접수되었습니다.')).toBeTruthy();
    expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe(
      'return_requested',
    );
    const claim = screen.getByRole('region', { name: '반품·교환 사유' });
    expect(claim.textContent).toContain('유리 용기가 깨져서 도착했습니다.');
    expect(claim.textContent).toContain('신청 내용을 확인한 뒤 상품 회수 방법을 안내해 드립니다.');
    expect(within(claim).queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: '반품 신청' })).toBeNull();
    expect(screen.queryByRole('button', { name: '교환 신청' })).toBeNull();
  });

  test('교환 신청 without photos sends JSON', async () => {
    const page = renderPage(
      MyPageOrderShowPage,
      { path, url, api: claimApi(), session },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '교환 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '교환 신청' });
    fireEvent.change(within(dialog).getByLabelText('교환 사유'), {
      target: { value: '뚜껑이 닫히지 않아요' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '교환 신청하기' }));
    await waitFor(() =>
      expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe(
        'exchange_requested',
      ),
    );
    expect(page.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/order/2026112512345678/exchange',
      body: { reason: '뚜껑이 닫히지 않아요' },
    });
  });

  test('the photos sent with a return show as thumbnails; a click opens the large one', async () => {
    const photo = (n: number, file: string) =>
      `/api/v1/order/2026112512345678/claim-photo/c1a1m${n}/${file}.webp`;
    const requested = orderDetail({
      ...delivered,
      status: 'return_requested',
      status_label: '반품요청',
      can_claim: false,
      can_confirm: false,
      claim_reason: '유리 용기가 깨져서 도착했습니다.',
      claim_photos: [1, 2].map((n) => ({ thumb: photo(n, 'thumb'), zoom: photo(n, 'zoom') })),
    });
    renderPage(MyPageOrderShowPage, { path, url, api: fakeApi(requested), session }, createLoader);
    const claim = await screen.findByRole('region', { name: '반품·교환 사유' });
    const photos = within(claim).getByRole('list', { name: '반품·교환 신청 사진' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('src'), img.getAttribute('alt')]),
    ).toEqual([
      [photo(1, 'thumb'), '반품·교환 신청 사진 1'],
      [photo(2, 'thumb'), '반품·교환 신청 사진 2'],
    ]);

    fireEvent.click(within(photos).getByRole('button', { name: '신청 사진 2 크게 보기' }));
    const preview = await screen.findByRole('dialog', { name: '반품·교환 신청 사진 2' });
    expect(within(preview).getByRole('img').getAttribute('src')).toBe(photo(2, 'zoom'));
    fireEvent.click(document.querySelector('.atelier-image-preview-modal')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    renderPage(
      MyPageOrderShowPage,
      { path, url, api: fakeApi(requested), session, english: true },
      createLoader,
    );
    const english = await screen.findByRole('list', { name: 'Photos sent with the request' });
    expect(within(english).getAllByRole('img')[0]!.getAttribute('alt')).toBe(
      'Return or exchange photo 1',
    );
    fireEvent.click(within(english).getByRole('button', { name: 'Enlarge photo 1' }));
    expect(
      (await screen.findByRole('dialog', { name: 'Return or exchange photo 1' })).textContent,
    ).toContain('Close');
  });

  test('a 409 closes the dialog, says why and reloads the order', async () => {
    const page = renderPage(
      MyPageOrderShowPage,
      {
        path,
        url,
        api: claimApi([
          409,
          { message: '반품·교환은 배송완료 후 구매확정 전까지 신청할 수 있습니다.' },
        ]),
        session,
      },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '반품 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '반품 신청' });
    fireEvent.change(within(dialog).getByLabelText('반품 사유'), {
      target: { value: '생각했던 향과 달라요' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '반품 신청하기' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '반품·교환은 배송완료 후 구매확정 전까지 신청할 수 있습니다.',
    );
    expect(screen.queryByRole('dialog', { name: '반품 신청' })).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe('confirmed'),
    );
    expect(page.calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: '반품 신청' })).toBeNull();
  });

  test('cancelling an unpaid order promises no refund; a paid one says the payment is refunded', async () => {
    renderPage(MyPageOrderShowPage, { path, url, api: fakeApi(), session }, createLoader);
    fireEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    const unpaid = await screen.findByRole('dialog', { name: '주문을 취소하시겠습니까?' });
    expect(unpaid.textContent).not.toContain('환불');
    expect(unpaid.textContent).toContain(
      '아직 결제하지 않은 주문입니다. 취소하면 주문이 취소되고 보관 중인 상품 재고가 풀리며, 사용하신 쿠폰과 적립금은 돌려드립니다.',
    );
    cleanup();

    const paid = orderDetail({
      status: 'paid',
      status_label: '결제완료',
      payment_method: 'card',
      bank_transfer: null,
      paid_at: '2026-11-25 10:05:00',
      pay_by: null,
    });
    renderPage(MyPageOrderShowPage, { path, url, api: fakeApi(paid), session }, createLoader);
    fireEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문을 취소하시겠습니까?' });
    expect(dialog.textContent).toContain('결제하신 금액은 환불됩니다.');
  });

  test('shows the 현금영수증 request, and a preset memo in English on the English shop', async () => {
    const order = orderDetail({
      cash_receipt: { type: 'expense', number: '1234567890' },
      memo: '문 앞에 놓아 주세요',
    });
    renderPage(MyPageOrderShowPage, { path, url, api: fakeApi(order), session }, createLoader);
    await screen.findByText('2026112512345678');
    expect(screen.getByRole('region', { name: '결제 정보' }).textContent).toContain(
      '현금영수증지출증빙용 123-45-67890',
    );
    cleanup();

    renderPage(
      MyPageOrderShowPage,
      {
        path,
        url,
        api: fakeApi({ ...order, cash_receipt: { type: 'income', number: '01098765432' } }),
        session,
        english: true,
      },
      createLoader,
    );
    await screen.findByText('2026112512345678');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery.textContent).toContain('Please leave it at the door');
    expect(delivery.textContent).not.toContain('문 앞에');
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain(
      'Cash receiptIncome deduction 010-9876-5432',
    );
  });
});
