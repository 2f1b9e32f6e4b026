// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import RegisterPage, { createLoader } from './register-page.js';

afterEach(cleanup);

const VALID = {
  mb_id: 'newmember',
  mb_password: 'candle2026',
  mb_password_confirmation: 'candle2026',
  mb_name: '김하늘',
  mb_email: 'sky@example.com',
  mb_hp: '01098765432',
};

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

function fillAndAgree() {
  for (const [id, value] of Object.entries(VALID))
    fireEvent.change(document.getElementById(id)!, { target: { value } });
  for (const name of [
    '이용약관 동의 (필수)',
    '개인정보 수집 및 이용 동의 (필수)',
    '만 14세 이상입니다 (필수)',
  ])
    fireEvent.click(checkbox(name));
  fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
}

describe('sign-up consents and the documents they accept', () => {
  test('the terms and privacy consents link to the versions in force and send them', async () => {
    const api: FakeApi = (call) => {
      if (call.url === '/api/v1/policy')
        return [
          200,
          {
            terms: { version: 2, effective_on: '2026-03-01' },
            privacy: { version: 3, effective_on: '2026-11-01' },
          },
        ];
      if (call.url === '/api/v1/register')
        return [201, { user: DEMO_MEMBER, message: '회원가입이 완료되었습니다.' }];
      return [200, {}];
    };
    const page = renderPage(RegisterPage, { path: '/register', api }, createLoader);
    // The versions arrive with the policy query; on a loaded machine that takes over a second.
    const terms = await screen.findByRole(
      'link',
      { name: '이용약관 전문 보기 (버전 2, 2026-03-01 시행, 새 창)' },
      { timeout: 5000 },
    );
    expect(terms.getAttribute('href')).toBe('/contents/privacy?doc=terms&version=2');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(
      screen
        .getByRole('link', { name: '개인정보처리방침 전문 보기 (버전 3, 2026-11-01 시행, 새 창)' })
        .getAttribute('href'),
    ).toBe('/contents/privacy?version=3');

    fillAndAgree();
    await screen.findByRole('alertdialog');
    expect(page.calls.find((c) => c.url === '/api/v1/register')?.body).toMatchObject({
      agree_terms: true,
      agree_privacy: true,
      terms_version: 2,
      privacy_version: 3,
    });
  });

  test('a 409 for revised terms says so and asks for both consents again', async () => {
    let version = 2;
    const api: FakeApi = (call) => {
      const current = {
        terms: { version, effective_on: '2026-03-01' },
        privacy: { version: 2, effective_on: '2026-03-01' },
      };
      if (call.url === '/api/v1/policy') return [200, current];
      if (call.url === '/api/v1/register') {
        version = 3;
        return [
          409,
          {
            message:
              '이용약관 또는 개인정보처리방침이 개정되었습니다. 새 내용을 확인하신 뒤 다시 동의해 주세요.',
            policies: { ...current, terms: { version: 3, effective_on: '2026-03-01' } },
          },
        ];
      }
      return [200, {}];
    };
    renderPage(RegisterPage, { path: '/register', api }, createLoader);
    await screen.findByRole('link', { name: /이용약관 전문 보기 \(버전 2/ });
    fillAndAgree();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('개정되었습니다');
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: /이용약관 전문 보기 \(버전 3/ }).getAttribute('href'),
      ).toBe('/contents/privacy?doc=terms&version=3'),
    );
    expect(checkbox('이용약관 동의 (필수)').checked).toBe(false);
    expect(checkbox('개인정보 수집 및 이용 동의 (필수)').checked).toBe(false);
    expect(checkbox('만 14세 이상입니다 (필수)').checked).toBe(true);
  });
});
