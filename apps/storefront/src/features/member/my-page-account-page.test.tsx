// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import {
  DEMO_MEMBER,
  renderPage,
  type FakeApi,
  type RecordedCall,
} from '../../test/render-page.js';
import MyPageAccountPage from './my-page-account-page.js';

afterEach(cleanup);

const session = { user: DEMO_MEMBER };
const loginCheck = {
  user: DEMO_MEMBER,
  lang: 'kr',
  currency: 'krw',
  cart_key: 'c1',
  coupon_count: 0,
  notification_count: 0,
};

function api(
  overrides: (call: RecordedCall) => [number, unknown] | undefined = () => undefined,
): FakeApi {
  return (call) =>
    overrides(call) ??
    (call.url === '/api/v1/login-check'
      ? [200, loginCheck]
      : [200, { message: 'ok', user: DEMO_MEMBER }]);
}

const set = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id)!, { target: { value } });

describe('MyPageAccountPage', () => {
  test("starts with the member's data and saves it with PUT my-account", async () => {
    const page = renderPage(MyPageAccountPage, { path: '/my-page/account', api: api(), session });
    const name = (await screen.findByLabelText('이름')) as HTMLInputElement;
    expect(name.value).toBe('홍길동');
    expect(
      (screen.getByLabelText('마케팅 정보 수신 동의 (선택)') as HTMLInputElement).checked,
    ).toBe(false);
    set('mb_name', '홍길순');
    fireEvent.click(screen.getByLabelText('마케팅 정보 수신 동의 (선택)'));
    fireEvent.click(screen.getByRole('button', { name: '회원정보 저장' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '회원정보가 저장되었습니다.',
    );
    expect(page.calls[0]).toEqual({
      method: 'PUT',
      url: '/api/v1/my-account/hong',
      body: {
        mb_name: '홍길순',
        mb_email: 'hong@example.com',
        mb_hp: '010-1234-5678',
        agree_marketing: true,
      },
    });
  });

  test("password change: the '비밀번호가 변경되었습니다.' dialog", async () => {
    const page = renderPage(MyPageAccountPage, { path: '/my-page/account', api: api(), session });
    await screen.findByLabelText('현재 비밀번호');
    set('current_password', 'atelier2026');
    set('mb_password', 'newcandle1');
    set('mb_password_confirmation', 'newcandle1');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '비밀번호가 변경되었습니다.',
    );
    expect(page.calls[0]?.url).toBe('/api/v1/confirm-my-password');
  });

  test('a wrong current password shows under that field', async () => {
    const message = '현재 비밀번호가 올바르지 않습니다.';
    const page = renderPage(MyPageAccountPage, {
      path: '/my-page/account',
      api: api((call) =>
        call.url === '/api/v1/confirm-my-password'
          ? [422, { message, errors: { current_password: [message] } }]
          : undefined,
      ),
      session,
    });
    await screen.findByLabelText('현재 비밀번호');
    set('current_password', 'nope12345');
    set('mb_password', 'newcandle1');
    set('mb_password_confirmation', 'newcandle1');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const error = await screen.findByText(message);
    expect(error.closest('[data-field-error-for]')?.getAttribute('data-field-error-for')).toBe(
      'current_password',
    );
    expect(page.calls).toHaveLength(1);
  });

  test('unregister asks first; cancel sends nothing, confirm unregisters and goes home', async () => {
    const page = renderPage(MyPageAccountPage, { path: '/my-page/account', api: api(), session });
    await screen.findByLabelText('비밀번호 확인');
    set('unregister_mb_password', 'atelier2026');
    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '정말 탈퇴하시겠습니까?',
    );
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 2000 });
    expect(page.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog').textContent).toContain('회원탈퇴가 완료되었습니다.'),
    );
    expect(page.calls[0]).toEqual({
      method: 'POST',
      url: '/api/v1/unregister',
      body: { mb_password: 'atelier2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(page.navigated).toEqual(['/']));
  });

  test('a wrong unregister password shows under the unregister field, not the password-change one', async () => {
    const message = '비밀번호가 올바르지 않습니다.';
    renderPage(MyPageAccountPage, {
      path: '/my-page/account',
      api: api((call) =>
        call.url === '/api/v1/unregister'
          ? [422, { message, errors: { mb_password: [message] } }]
          : undefined,
      ),
      session,
    });
    await screen.findByLabelText('비밀번호 확인');
    set('unregister_mb_password', 'wrong1234');
    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    const error = await screen.findByText(message);
    expect(error.closest('[data-field-error-for]')?.getAttribute('data-field-error-for')).toBe(
      'unregister_mb_password',
    );
  });
});
