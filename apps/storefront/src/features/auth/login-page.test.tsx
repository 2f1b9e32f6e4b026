// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import LoginPage, { createLoader } from './login-page.js';

afterEach(cleanup);

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id)!, { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인' }));

describe('LoginPage', () => {
  test('has the id and password fields and links to 회원가입 and 아이디/비밀번호 찾기', async () => {
    renderPage(LoginPage, { path: '/login', api: () => [200, {}] }, createLoader);
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('비밀번호').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: '아이디/비밀번호 찾기' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  test('empty fields get the API wording without a request', async () => {
    const page = renderPage(LoginPage, { path: '/login', api: () => [200, {}] }, createLoader);
    await screen.findByLabelText('아이디');
    submit();
    expect(await screen.findByText('아이디 항목은 필수입니다.')).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
    expect(page.calls.filter((c) => c.url === '/api/v1/login')).toEqual([]);
  });

  test('logs in with the credentials and loads the redirect query', async () => {
    const api: FakeApi = (call) =>
      call.url === '/api/v1/login' ? [200, { user: DEMO_MEMBER }] : [200, {}];
    const page = renderPage(
      LoginPage,
      { path: '/login', url: '/login?redirect=/my-page/account', api },
      createLoader,
    );
    await screen.findByLabelText('아이디');
    fill('mb_id', 'Hong');
    fill('mb_password', 'atelier2026');
    submit();
    await waitFor(() => expect(page.navigated).toEqual(['/my-page/account']));
    expect(page.calls.find((c) => c.url === '/api/v1/login')?.body).toEqual({
      mb_id: 'hong',
      mb_password: 'atelier2026',
    });
  });

  test('without a redirect query the member goes to /my-page', async () => {
    const api: FakeApi = (call) =>
      call.url === '/api/v1/login' ? [200, { user: DEMO_MEMBER }] : [200, {}];
    const page = renderPage(LoginPage, { path: '/login', api }, createLoader);
    await screen.findByLabelText('아이디');
    fill('mb_id', 'hong');
    fill('mb_password', 'atelier2026');
    submit();
    await waitFor(() => expect(page.navigated).toEqual(['/my-page']));
  });

  test("wrong credentials show the server's message under the password field", async () => {
    const message = '아이디 또는 비밀번호가 올바르지 않습니다.';
    const api: FakeApi = () => [422, { message, errors: { mb_password: [message] } }];
    const page = renderPage(LoginPage, { path: '/login', api }, createLoader);
    await screen.findByLabelText('아이디');
    fill('mb_id', 'hong');
    fill('mb_password', 'wrong-password1');
    submit();
    const error = await screen.findByText(message);
    expect(error.closest('[data-field-error-for]')?.getAttribute('data-field-error-for')).toBe(
      'mb_password',
    );
    expect(screen.getByLabelText('비밀번호').getAttribute('aria-invalid')).toBe('true');
    expect(page.navigated).toEqual([]);
    // Editing the field clears its error (spec §5).
    fill('mb_password', 'another1');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  test("too many attempts (429) show the server's message in a dialog", async () => {
    const message = '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.';
    const page = renderPage(
      LoginPage,
      { path: '/login', api: () => [429, { message }] },
      createLoader,
    );
    await screen.findByLabelText('아이디');
    fill('mb_id', 'hong');
    fill('mb_password', 'atelier2026');
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(message);
    expect(page.navigated).toEqual([]);
  });

  test('members are sent on to /my-page', async () => {
    const page = renderPage(
      LoginPage,
      { path: '/login', api: () => [200, {}], session: { user: DEMO_MEMBER } },
      createLoader,
    );
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/my-page'));
    expect(screen.getByText('other page')).toBeTruthy();
  });
});
