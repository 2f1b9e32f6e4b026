// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import MyOrderViewPage, { createLoader } from './my-order-view-page.js';
import { orderDetail } from '@atelier/test-utils/order-fixtures';

afterEach(cleanup);

const path = '/shop/my_order_view';
const OD_ID = '2026112512345678';
const LOOKUP_FAILED = '주문번호와 주문 비밀번호(또는 휴대폰 번호)를 확인해 주세요.';

/**
 * The API as a guest from another session sees it: the order only through the lookup, which
 * grants the session the order (reads and cancel answer it afterwards).
 */
function guestApi(): FakeApi {
  let granted = false;
  let order = orderDetail();
  return (call) => {
    if (call.method === 'POST' && call.url === '/api/v1/order/lookup') {
      const body = call.body as { od_id: string; order_password?: string; phone?: string };
      granted ||=
        body.od_id === OD_ID &&
        (body.order_password === 'guest-pass' || body.phone === '010-1234-5678');
      return granted ? [200, { data: order }] : [404, { message: LOOKUP_FAILED }];
    }
    if (granted && call.method === 'GET' && call.url === `/api/v1/order/${OD_ID}`)
      return [200, { data: order }];
    if (granted && call.method === 'POST' && call.url === `/api/v1/order/${OD_ID}/cancel`) {
      order = orderDetail({ status: 'cancelled', can_cancel: false });
      return [200, { data: order }];
    }
    return [404, { message: 'not found' }];
  };
}

describe('MyOrderViewPage', () => {
  test('a member sees their order of ?od_id= with the cancel button', async () => {
    const page = renderPage(
      MyOrderViewPage,
      {
        path,
        url: `${path}?od_id=${OD_ID}`,
        api: (call) =>
          call.url === `/api/v1/order/${OD_ID}` ? [200, { data: orderDetail() }] : [404, {}],
        session: { user: DEMO_MEMBER },
      },
      createLoader,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '주문 상세' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '주문 취소' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '주문번호' })).toBeNull();
    expect(page.calls.map((c) => c.url)).toEqual([`/api/v1/order/${OD_ID}`]);
  });

  test('a guest gets the lookup form with the number filled in; a wrong password says so', async () => {
    renderPage(
      MyOrderViewPage,
      { path, url: `${path}?od_id=${OD_ID}`, api: guestApi() },
      createLoader,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '비회원 주문조회' })).toBeTruthy();
    const number = screen.getByRole('textbox', { name: '주문번호' }) as HTMLInputElement;
    expect(number.value).toBe(OD_ID);
    fireEvent.change(
      screen.getByLabelText('주문 비밀번호', { selector: 'input[name="order_password"]' }),
      {
        target: { value: 'wrong' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: '주문 조회' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(LOOKUP_FAILED);
  });

  test('a guest looks an order up by number and password, then by phone, and may cancel it', async () => {
    const page = renderPage(MyOrderViewPage, { path, api: guestApi() }, createLoader);
    fireEvent.click(await screen.findByRole('button', { name: '주문 조회' }));
    expect(await screen.findByText('주문번호 16자리를 숫자로 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문 비밀번호 또는 휴대폰 번호를 입력해 주세요.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '주문번호' }), {
      target: { value: OD_ID },
    });
    fireEvent.change(
      screen.getByLabelText('주문 비밀번호', { selector: 'input[name="order_password"]' }),
      {
        target: { value: 'guest-pass' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: '주문 조회' }));
    expect(await screen.findByText(OD_ID)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '주문 상세' })).toBeTruthy();
    expect(page.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/order/lookup',
      body: { od_id: OD_ID, order_password: 'guest-pass' },
    });

    // The lookup granted this session the order: it cancels it as the placing session could.
    fireEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문을 취소하시겠습니까?' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: '취소 사유' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: '단순 변심' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() =>
      expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe('cancelled'),
    );
    expect(page.calls.find((c) => c.url === `/api/v1/order/${OD_ID}/cancel`)).toMatchObject({
      method: 'POST',
      body: { reason: '단순 변심' },
    });
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '다른 주문 조회' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '주문번호' }), {
      target: { value: OD_ID },
    });
    fireEvent.click(screen.getByRole('radio', { name: '휴대폰 번호' }));
    fireEvent.change(screen.getByRole('textbox', { name: '휴대폰 번호' }), {
      target: { value: '010-1234-5678' },
    });
    fireEvent.click(screen.getByRole('button', { name: '주문 조회' }));
    expect(await screen.findByText(OD_ID)).toBeTruthy();
    expect(page.calls.filter((c) => c.url === '/api/v1/order/lookup').at(-1)?.body).toEqual({
      od_id: OD_ID,
      phone: '010-1234-5678',
    });
  });

  test('a phone-only lookup shows the order masked and asks for the password to cancel it', async () => {
    const masked = orderDetail({
      orderer: { name: '홍*동', phone: '010-****-5678', email: 'h***@example.com' },
      status: 'return_requested',
      claim_reason: null,
      claim_photos: [{ thumb: '/api/v1/order/x/claim-photo/p/thumb.webp', zoom: '/p/zoom.webp' }],
      masked: true,
    });
    let granted = false;
    const page = renderPage(
      MyOrderViewPage,
      {
        path,
        url: `${path}?od_id=${OD_ID}`,
        api: (call) => {
          const body = call.body as { order_password?: string; phone?: string; reason?: string };
          if (call.url === '/api/v1/order/lookup') {
            if (body.phone === '010-1234-5678') return [200, { data: masked }];
            granted = body.order_password === 'guest-pass';
            return granted ? [200, { data: orderDetail() }] : [404, { message: LOOKUP_FAILED }];
          }
          if (granted && call.url === `/api/v1/order/${OD_ID}/cancel`)
            return [200, { data: orderDetail({ status: 'cancelled', can_cancel: false }) }];
          return [404, { message: 'not found' }];
        },
      },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('radio', { name: '휴대폰 번호' }));
    fireEvent.change(screen.getByRole('textbox', { name: '휴대폰 번호' }), {
      target: { value: '010-1234-5678' },
    });
    fireEvent.click(screen.getByRole('button', { name: '주문 조회' }));
    expect(await screen.findByText('홍*동')).toBeTruthy();
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    expect(screen.getByText('h***@example.com')).toBeTruthy();
    expect(
      screen.getByText(/휴대폰 번호로 조회한 주문이라 개인정보 일부를 가려서 보여 드립니다/),
    ).toBeTruthy();
    expect(document.querySelector('img[src*="claim-photo"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문을 취소하시겠습니까?' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: '취소 사유' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: '단순 변심' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect(await within(dialog).findByText('주문 비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(page.calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('주문 비밀번호'), {
      target: { value: 'guest-pass' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() =>
      expect(document.querySelector('[data-od-id]')?.getAttribute('data-status')).toBe('cancelled'),
    );
    expect(page.calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/order/lookup', { od_id: OD_ID, phone: '010-1234-5678' }],
      ['/api/v1/order/lookup', { od_id: OD_ID, order_password: 'guest-pass' }],
      [`/api/v1/order/${OD_ID}/cancel`, { reason: '단순 변심' }],
    ]);
  });

  test('an errorMessage in the query is shown in a dialog', async () => {
    renderPage(
      MyOrderViewPage,
      {
        path,
        url: `${path}?od_id=${OD_ID}&errorMessage=${encodeURIComponent('결제가 취소되었습니다.')}`,
        api: guestApi(),
      },
      createLoader,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제가 취소되었습니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 2000 });
    expect(screen.getByRole('textbox', { name: '주문번호' })).toBeTruthy();
  });
});
