// @vitest-environment happy-dom
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, test } from 'vitest';

import { DEMO_MEMBER, renderPage } from '../../test/render-page.js';
import MyOrderViewPage, { createLoader as lookupLoader } from './my-order-view-page.js';
import MyPageOrderPage, { createLoader as listLoader } from './my-page-order-page.js';
import MyPageOrderShowPage, { createLoader as showLoader } from './my-page-order-show-page.js';
import { envelope, orderDetail, orderSummary } from '@atelier/test-utils/order-fixtures';

afterEach(cleanup);

const session = { user: DEMO_MEMBER };

// Names, roles, labels and landmarks (axe; contrast needs real layout and is left to ui-kit's
// token checks).
describe('order pages accessibility', () => {
  test('the list with its filters and rows', async () => {
    const view = renderPage(
      MyPageOrderPage,
      {
        path: '/my-page/order',
        api: () => [200, envelope([orderSummary()], { last_page: 3, total: 25 })],
        session,
      },
      listLoader,
    );
    await screen.findByRole('link', { name: /라벤더 소이 캔들/ });
    await expectNoAxeViolations(view.container);
  });

  test('the detail and its cancel dialog', async () => {
    const view = renderPage(
      MyPageOrderShowPage,
      {
        path: '/my-page/order/:orderId',
        url: '/my-page/order/2026112512345678',
        api: () => [200, { data: orderDetail() }],
        session,
      },
      showLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    within(await screen.findByRole('dialog')).getByRole('combobox', { name: '취소 사유' });
    await expectNoAxeViolations(view.container);
  });

  test('the return dialog of a delivered order, with a reason error and a photo', async () => {
    const view = renderPage(
      MyPageOrderShowPage,
      {
        path: '/my-page/order/:orderId',
        url: '/my-page/order/2026112512345678',
        api: () => [
          200,
          {
            data: orderDetail({
              status: 'delivered',
              status_label: '배송완료',
              can_cancel: false,
              can_confirm: true,
              can_claim: true,
            }),
          },
        ],
        session,
      },
      showLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '반품 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '반품 신청' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'box.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [photo] } });
    await within(dialog).findByRole('button', { name: /삭제/ });
    fireEvent.click(within(dialog).getByRole('button', { name: '반품 신청하기' }));
    await within(dialog).findByText('사유 항목은 최소 5자 이상이어야 합니다.');
    await expectNoAxeViolations(view.container);
  });

  test('the guest lookup form', async () => {
    const view = renderPage(
      MyOrderViewPage,
      { path: '/shop/my_order_view', api: () => [404, { message: 'not found' }] },
      lookupLoader,
    );
    await screen.findByRole('button', { name: '주문 조회' });
    await expectNoAxeViolations(view.container);
  });
});
