// @vitest-environment happy-dom
import type { CurrentPolicies, OrderDetail } from '@atelier/contracts';
import { orderQuote, savedAddress } from '@atelier/test-utils/order-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import OrderFormPage, { createLoader } from './order-form-page.js';

afterEach(cleanup);

const QUOTE = orderQuote();

const HOME = savedAddress();

const policies = (version: number, date: string): CurrentPolicies => ({
  terms: { version, effective_on: date },
  privacy: { version, effective_on: date },
});

function open(api: FakeApi) {
  return renderPage(
    OrderFormPage,
    {
      path: '/shop/order-form',
      url: '/shop/order-form?lines=7',
      api,
      session: { user: DEMO_MEMBER },
    },
    createLoader,
  );
}

const privacyBox = () => screen.getByRole('checkbox', { name: /개인정보 수집·이용/ });
const purchaseBox = () => screen.getByRole('checkbox', { name: /구매에 동의/ });

function agreeAndPay() {
  fireEvent.click(screen.getByRole('radio', { name: '무통장입금' }));
  fireEvent.click(privacyBox());
  fireEvent.click(purchaseBox());
  fireEvent.click(screen.getByTestId('checkout-pay'));
}

describe('the order consents and the documents they accept', () => {
  test('each consent links to the exact version in force, in a new window, and the order sends those versions', async () => {
    const page = open((call) => {
      if (call.url === '/api/v1/policy') return [200, policies(2, '2026-03-01')];
      if (call.url === '/api/v1/address') return [200, { data: [HOME] }];
      if (call.url === '/api/v1/order/quote') return [200, QUOTE];
      if (call.url === '/api/v1/order')
        return [201, { data: { od_id: '2026112500000001' } as OrderDetail, checkout: null }];
      return [404, { message: 'no' }];
    });
    const privacyLink = await screen.findByRole(
      'link',
      { name: '개인정보처리방침 전문 보기 (버전 2, 2026-03-01 시행, 새 창)' },
      { timeout: 5000 },
    );
    expect(privacyLink.getAttribute('href')).toBe('/contents/privacy?version=2');
    expect(privacyLink.getAttribute('target')).toBe('_blank');
    const termsLink = screen.getByRole('link', {
      name: '이용약관 전문 보기 (버전 2, 2026-03-01 시행, 새 창)',
    });
    expect(termsLink.getAttribute('href')).toBe('/contents/privacy?doc=terms&version=2');

    agreeAndPay();
    await waitFor(() => expect(page.calls.some((c) => c.url === '/api/v1/order')).toBe(true));
    expect(page.calls.find((c) => c.url === '/api/v1/order')?.body).toMatchObject({
      agree_privacy: true,
      agree_purchase: true,
      terms_version: 2,
      privacy_version: 2,
    });
  });

  test('a 409 for a revised policy says so, unchecks both consents and links the new version', async () => {
    let current = policies(2, '2026-03-01');
    open((call) => {
      if (call.url === '/api/v1/policy') return [200, current];
      if (call.url === '/api/v1/address') return [200, { data: [HOME] }];
      if (call.url === '/api/v1/order/quote') return [200, QUOTE];
      if (call.url === '/api/v1/order') {
        current = policies(3, '2026-11-01');
        return [
          409,
          {
            message:
              '이용약관 또는 개인정보처리방침이 개정되었습니다. 새 내용을 확인하신 뒤 다시 동의해 주세요.',
            policies: current,
          },
        ];
      }
      return [404, { message: 'no' }];
    });
    await screen.findByRole(
      'link',
      { name: /개인정보처리방침 전문 보기 \(버전 2/ },
      { timeout: 5000 },
    );
    agreeAndPay();
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('개정되었습니다');
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() =>
      expect(
        screen
          .getByRole('link', { name: /개인정보처리방침 전문 보기 \(버전 3/ })
          .getAttribute('href'),
      ).toBe('/contents/privacy?version=3'),
    );
    expect((privacyBox() as HTMLInputElement).checked).toBe(false);
    expect((purchaseBox() as HTMLInputElement).checked).toBe(false);
  });
});
