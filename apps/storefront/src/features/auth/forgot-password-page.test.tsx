// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage, type FakeApi } from '../../test/render-page.js';
import ForgotPasswordPage from './forgot-password-page.js';

afterEach(cleanup);

const GENERIC = '입력하신 정보와 일치하는 회원이 있으면 메일을 보내 드렸습니다.';
const api: FakeApi = () => [200, { message: GENERIC }];

function fill(values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    fireEvent.change(document.getElementById(id)!, { target: { value } });
  }
}

describe('ForgotPasswordPage', () => {
  test("아이디 찾기 sends name and email to forget_id and shows the server's message", async () => {
    const page = renderPage(ForgotPasswordPage, { path: '/forgot-password', api });
    const tab = await screen.findByRole('tab', { name: '아이디 찾기' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    fill({ mb_name: '홍길동', mb_email: 'HONG@example.com' });
    fireEvent.click(screen.getByRole('button', { name: '아이디 메일 받기' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(GENERIC);
    expect(page.calls).toEqual([
      {
        method: 'POST',
        url: '/api/v1/forget_id',
        body: { mb_name: '홍길동', mb_email: 'hong@example.com' },
      },
    ]);
  });

  test('비밀번호 찾기 sends id and email to forget_password', async () => {
    const page = renderPage(ForgotPasswordPage, { path: '/forgot-password', api });
    fireEvent.click(await screen.findByRole('tab', { name: '비밀번호 찾기' }));
    expect(screen.queryByLabelText('이름')).toBeNull();
    fill({ mb_id: 'hong', mb_email: 'hong@example.com' });
    fireEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(GENERIC);
    expect(page.calls.map((c) => c.url)).toEqual(['/api/v1/forget_password']);
  });

  test('?tab=password opens the second tab; an invalid email is refused before sending', async () => {
    const page = renderPage(ForgotPasswordPage, {
      path: '/forgot-password',
      url: '/forgot-password?tab=password',
      api,
    });
    expect(
      (await screen.findByRole('tab', { name: '비밀번호 찾기' })).getAttribute('aria-selected'),
    ).toBe('true');
    fill({ mb_id: 'hong', mb_email: 'not-an-email' });
    fireEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    await waitFor(() =>
      expect(screen.getByLabelText('이메일').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(page.calls).toEqual([]);
  });
});
