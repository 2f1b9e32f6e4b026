// @vitest-environment happy-dom
import type { OperatorRole } from '@atelier/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { OperatorGate } from '../domain/operator/operator-gate.js';
import { renderConsole } from '../test/render-console.js';
import { ConsoleFrame } from './console-frame.js';

afterEach(cleanup);

function operator(role: OperatorRole) {
  return { data: { mb_id: 'op', mb_name: '운영자', role, permissions: {}, reauth_at: null } };
}

const page = (
  <OperatorGate>
    <ConsoleFrame />
  </OperatorGate>
);

describe('the operator gate and the console frame', () => {
  test('a visitor (401) goes to the sign-in page with this page as redirect', async () => {
    renderConsole(page, {
      url: '/admin/orders?status=paid',
      api: () => [401, { message: '로그인이 필요합니다.' }],
    });
    expect((await screen.findByTestId('other-page')).textContent).toBe(
      '/admin/login?redirect=%2Fadmin%2Forders%3Fstatus%3Dpaid',
    );
  });

  test("a member without a role (403) sees the API's refusal, no navigation", async () => {
    const message = '운영자 계정이 아닙니다.';
    renderConsole(page, { url: '/admin/orders', api: () => [403, { message }] });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test.each([
    [
      'owner',
      [
        '대시보드',
        '주문',
        '상품',
        '회원',
        '프로모션',
        '콘텐츠',
        '번역',
        '메일 발송함',
        '감사 로그',
        '운영자 권한',
      ],
    ],
    ['customer_service', ['대시보드', '주문', '상품', '회원', '프로모션', '메일 발송함']],
    ['content_editor', ['대시보드', '상품', '프로모션', '콘텐츠', '번역']],
  ] as const)(
    'the navigation of a %s shows only the areas the role may see',
    async (role, areas) => {
      renderConsole(page, { url: '/admin/orders', api: () => [200, operator(role)] });
      const nav = await screen.findByRole('navigation', { name: '관리 메뉴' });
      expect(
        within(nav)
          .queryAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(areas);
    },
  );

  test('two consoles kept mounted have their own main, and each skip link leads to its own', async () => {
    renderConsole(
      <OperatorGate>
        <ConsoleFrame />
        <ConsoleFrame />
      </OperatorGate>,
      { url: '/admin/orders', api: () => [200, operator('owner')] },
    );
    const skips = await screen.findAllByRole('link', { name: '본문 바로가기' });
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(2);
    expect(new Set(mains.map((main) => main.id)).size).toBe(2);
    expect(skips.map((skip) => skip.getAttribute('href'))).toEqual(
      mains.map((main) => `#${main.id}`),
    );
  });
});
