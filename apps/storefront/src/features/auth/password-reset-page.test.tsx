// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage, type FakeApi } from '../../test/render-page.js';
import PasswordResetPage from './password-reset-page.js';

afterEach(cleanup);

function fillPasswords(value: string) {
  fireEvent.change(document.getElementById('mb_password')!, { target: { value } });
  fireEvent.change(document.getElementById('mb_password_confirmation')!, { target: { value } });
}

describe('PasswordResetPage', () => {
  test('sends the token with the new password; success shows the message, then /login', async () => {
    const api: FakeApi = () => [
      200,
      { message: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.' },
    ];
    const page = renderPage(PasswordResetPage, {
      path: '/shop/reset',
      url: '/shop/reset?token=abc123',
      api,
    });
    await screen.findByLabelText('새 비밀번호');
    fillPasswords('fresh2026');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '비밀번호가 재설정되었습니다.',
    );
    expect(page.calls[0]).toEqual({
      method: 'POST',
      url: '/api/v1/reset_password',
      body: { token: 'abc123', mb_password: 'fresh2026', mb_password_confirmation: 'fresh2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(page.navigated).toEqual(['/login']));
  });

  test('a refused token shows the message and a link to request a new one', async () => {
    const message = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다.';
    const api: FakeApi = () => [422, { message, errors: { token: [message] } }];
    const page = renderPage(PasswordResetPage, {
      path: '/shop/reset',
      url: '/shop/reset?token=old',
      api,
    });
    await screen.findByLabelText('새 비밀번호');
    fillPasswords('fresh2026');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: '새 재설정 링크 요청하기' }).getAttribute('href')).toBe(
      '/forgot-password?tab=password',
    );
    expect(page.navigated).toEqual([]);
  });

  test('mismatching passwords are refused under the confirmation field', async () => {
    const page = renderPage(PasswordResetPage, {
      path: '/shop/reset',
      url: '/shop/reset?token=abc',
      api: () => [200, {}],
    });
    await screen.findByLabelText('새 비밀번호');
    fireEvent.change(document.getElementById('mb_password')!, { target: { value: 'fresh2026' } });
    fireEvent.change(document.getElementById('mb_password_confirmation')!, {
      target: { value: 'fresh2027' },
    });
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() =>
      expect(screen.getByLabelText('새 비밀번호 확인').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(page.calls).toEqual([]);
  });

  test('without a token: no form, the way to a new link', async () => {
    renderPage(PasswordResetPage, { path: '/shop/reset', api: () => [200, {}] });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '재설정 링크가 올바르지 않습니다.',
    );
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
  });
});
