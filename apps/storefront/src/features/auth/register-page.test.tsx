// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import RegisterPage, { createLoader } from './register-page.js';

afterEach(cleanup);

const CONSENTS = [
  '이용약관 동의 (필수)',
  '개인정보 수집 및 이용 동의 (필수)',
  '만 14세 이상입니다 (필수)',
  '마케팅 정보 수신 동의 (선택)',
];

function fill(values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    fireEvent.change(document.getElementById(id)!, { target: { value } });
  }
}

const VALID = {
  mb_id: 'newmember',
  mb_password: 'candle2026',
  mb_password_confirmation: 'candle2026',
  mb_name: '김하늘',
  mb_email: 'sky@example.com',
  mb_hp: '01098765432',
};

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('RegisterPage', () => {
  test('the four consents are separate and none is pre-checked; 전체 동의 checks and clears all', async () => {
    renderPage(RegisterPage, { path: '/register', api: () => [200, {}] }, createLoader);
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    for (const name of CONSENTS) expect(checkbox(name).checked, name).toBe(false);
    fireEvent.click(checkbox('전체 동의'));
    for (const name of CONSENTS) expect(checkbox(name).checked, name).toBe(true);
    fireEvent.click(checkbox('마케팅 정보 수신 동의 (선택)'));
    expect(checkbox('전체 동의').checked).toBe(false);
    expect(checkbox('이용약관 동의 (필수)').checked).toBe(true);
    fireEvent.click(checkbox('전체 동의'));
    fireEvent.click(checkbox('전체 동의'));
    for (const name of CONSENTS) expect(checkbox(name).checked, name).toBe(false);
  });

  test('each consent summary opens on demand', async () => {
    renderPage(RegisterPage, { path: '/register', api: () => [200, {}] }, createLoader);
    const toggle = await screen.findByRole('button', {
      name: '개인정보 수집 및 이용 동의 (필수) 내용 보기',
    });
    const summary = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(summary.hidden).toBe(true);
    expect(summary.textContent).toContain('수집 항목: 아이디, 비밀번호, 이름, 이메일, 휴대폰 번호');
    fireEvent.click(toggle);
    expect(summary.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  test('required consents left unchecked are named under each one, without a request', async () => {
    const page = renderPage(
      RegisterPage,
      { path: '/register', api: () => [200, {}] },
      createLoader,
    );
    await screen.findByLabelText('아이디');
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(document.querySelector('[data-field-error-for="agree_terms"]')?.textContent).not.toBe(
        '',
      ),
    );
    for (const field of ['agree_terms', 'agree_privacy', 'agree_age14']) {
      expect(
        document.querySelector(`[data-field-error-for="${field}"]`)?.hasAttribute('hidden'),
        field,
      ).toBe(false);
    }
    expect(
      document.querySelector('[data-field-error-for="agree_marketing"]')?.hasAttribute('hidden'),
    ).toBe(true);
    expect(page.calls.filter((c) => c.url === '/api/v1/register')).toEqual([]);
  });

  test('a common password or one with the id is refused in the form, without a request (issue 10)', async () => {
    const page = renderPage(
      RegisterPage,
      { path: '/register', api: () => [200, {}] },
      createLoader,
    );
    await screen.findByLabelText('아이디');
    fill({ ...VALID, mb_password: 'password1', mb_password_confirmation: 'password1' });
    fireEvent.click(checkbox('전체 동의'));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const error = () => document.querySelector('[data-field-error-for="mb_password"]')?.textContent;
    await waitFor(() =>
      expect(error()).toBe(
        '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
      ),
    );
    fill({ mb_password: 'newmember77', mb_password_confirmation: 'newmember77' });
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(error()).toBe('아이디나 이메일이 들어간 비밀번호는 사용할 수 없습니다.'),
    );
    expect(page.calls.filter((c) => c.url === '/api/v1/register')).toEqual([]);
  });

  test('a 422 from the server shows under its field', async () => {
    const api: FakeApi = (call) =>
      call.url === '/api/v1/register'
        ? [
            422,
            {
              message: '이미 사용 중인 아이디입니다.',
              errors: { mb_id: ['이미 사용 중인 아이디입니다.'] },
            },
          ]
        : [200, {}];
    const page = renderPage(RegisterPage, { path: '/register', api }, createLoader);
    await screen.findByLabelText('아이디');
    fill(VALID);
    fireEvent.click(checkbox('전체 동의'));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const error = await screen.findByText('이미 사용 중인 아이디입니다.');
    expect(error.closest('[data-field-error-for]')?.getAttribute('data-field-error-for')).toBe(
      'mb_id',
    );
    expect(page.navigated).toEqual([]);
  });

  test('201: the welcome dialog, then /my-page as a new page, with every consent sent', async () => {
    const api: FakeApi = (call) =>
      call.url === '/api/v1/register'
        ? [201, { user: DEMO_MEMBER, message: '회원가입이 완료되었습니다.' }]
        : [200, {}];
    const page = renderPage(RegisterPage, { path: '/register', api }, createLoader);
    await screen.findByLabelText('아이디');
    fill(VALID);
    for (const name of CONSENTS.slice(0, 3)) fireEvent.click(checkbox(name));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      '회원가입이 완료되었습니다. 아틀리에에 오신 것을 환영합니다!',
    );
    expect(page.calls.find((c) => c.url === '/api/v1/register')?.body).toEqual({
      ...VALID,
      mb_hp: '010-9876-5432',
      agree_terms: true,
      agree_privacy: true,
      agree_age14: true,
      agree_marketing: false,
    });
    expect(page.navigated).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(page.navigated).toEqual(['/my-page']));
  });
});
