import type { AppNotification } from '@atelier/contracts';
import { countUnread, NotificationList } from '@atelier/shop-shell';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { HONG } from '@atelier/test-utils/fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createStubApi, renderShell, type StubCall } from '../test/render-shell.js';
import { NotificationLink } from '../header/notification-link.js';

const note = (
  id: number,
  title: string,
  read_at: string | null,
  extra: Partial<AppNotification> = {},
): AppNotification => ({
  id,
  title,
  title_en: `EN ${title}`,
  body: null,
  link: null,
  read_at,
  created_at: `2026-11-2${id} 10:00:00`,
  ...extra,
});

/** A tiny notification server: list, read-at, delete one, delete all. */
function notificationServer() {
  let items = [
    note(3, '주문하신 상품이 발송되었습니다.', null, {
      body: '소이 캔들 외 2건',
      link: '/my-page/order',
    }),
    note(2, '1:1 문의에 답변이 등록되었습니다.', null),
    note(1, '회원가입을 환영합니다!', '2026-11-15 09:00:00'),
  ];
  const stub = createStubApi((call: StubCall) => {
    const read = /^\/api\/v1\/notification\/(\d+)\/read-at$/.exec(call.path);
    const one = /^\/api\/v1\/notification\/(\d+)$/.exec(call.path);
    if (call.path === '/api/v1/notification' && call.method === 'GET')
      return { body: { data: items } };
    if (read) {
      items = items.map((n) =>
        n.id === Number(read[1]) ? { ...n, read_at: '2026-11-21 10:00:00' } : n,
      );
      return { body: { message: 'ok' } };
    }
    if (call.path === '/api/v1/notification/all' && call.method === 'DELETE') {
      items = [];
      return { body: { message: 'ok' } };
    }
    if (one && call.method === 'DELETE') {
      items = items.filter((n) => n.id !== Number(one[1]));
      return { body: { message: 'ok' } };
    }
    return { status: 404, body: { message: 'not found' } };
  });
  const requests = () => stub.calls.map((c) => `${c.method} ${c.path}${c.search}`);
  return { ...stub, requests };
}

async function renderMember(server = notificationServer(), language: 'kr' | 'en' = 'kr') {
  const view = renderShell(
    <>
      <NotificationLink />
      <NotificationList />
    </>,
    {
      session: {
        user: HONG,
        notification_count: 0,
        language,
        currency: language === 'kr' ? 'krw' : 'usd',
      },
      client: server.client,
    },
  );
  await screen.findAllByRole('listitem');
  return { ...view, server };
}

describe('NotificationList', () => {
  it('fetches nothing and shows nothing for visitors', async () => {
    const server = notificationServer();
    const { container } = renderShell(<NotificationList />, { client: server.client });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
    expect(container.querySelector('.atelier-shell-notifications')).toBeNull();
  });

  it('lists the member’s notifications, unread ones marked, and sets the badge to the unread count', async () => {
    const { server, store } = await renderMember();
    expect(server.requests()).toEqual(['GET /api/v1/notification?mb_id=hong']);
    const items = screen.getAllByRole('listitem');
    expect(
      items.map((li) => li.querySelector('.atelier-shell-notification__title')?.textContent),
    ).toEqual([
      '주문하신 상품이 발송되었습니다.',
      '1:1 문의에 답변이 등록되었습니다.',
      '회원가입을 환영합니다!',
    ]);
    expect(items.map((li) => within(li).queryByText('읽지 않음') !== null)).toEqual([
      true,
      true,
      false,
    ]);
    expect(
      within(items[0]!)
        .getByRole('link', { name: '주문하신 상품이 발송되었습니다.' })
        .getAttribute('href'),
    ).toBe('/my-page/order');
    expect(items[0]?.textContent).toContain('소이 캔들 외 2건');
    expect(store.getState().session.notification_count).toBe(2);
    expect(screen.getByRole('link', { name: '알림 읽지 않은 알림 2개' })).toBeTruthy();
  });

  it('marks one read, then reloads the list (and the badge follows)', async () => {
    const { server, user, store } = await renderMember();
    await user.click(
      screen.getByRole('button', { name: '1:1 문의에 답변이 등록되었습니다. 읽음' }),
    );
    await vi.waitFor(() => expect(store.getState().session.notification_count).toBe(1));
    expect(server.requests()).toEqual([
      'GET /api/v1/notification?mb_id=hong',
      'GET /api/v1/notification/2/read-at',
      'GET /api/v1/notification?mb_id=hong',
    ]);
    expect(within(screen.getByTestId('notification-2')).queryByText('읽지 않음')).toBeNull();
    expect(
      screen.queryByRole('button', { name: '1:1 문의에 답변이 등록되었습니다. 읽음' }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: '알림 읽지 않은 알림 1개' })).toBeTruthy();
  });

  it('deletes one, then reloads the list', async () => {
    const { server, user } = await renderMember();
    await user.click(screen.getByRole('button', { name: '회원가입을 환영합니다! 삭제' }));
    await vi.waitFor(() => expect(screen.queryByTestId('notification-1')).toBeNull());
    expect(server.requests().slice(1)).toEqual([
      'DELETE /api/v1/notification/1',
      'GET /api/v1/notification?mb_id=hong',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('deletes all, then reloads the list and shows the empty note', async () => {
    const { server, user, store } = await renderMember();
    await user.click(screen.getByRole('button', { name: '전체 삭제' }));
    await screen.findByText('새로운 알림이 없습니다.');
    expect(server.requests().slice(1)).toEqual([
      'DELETE /api/v1/notification/all',
      'GET /api/v1/notification?mb_id=hong',
    ]);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '전체 삭제' })).toBeNull();
    expect(store.getState().session.notification_count).toBe(0);
  });

  it('marks an unread one read when its link is followed', async () => {
    const { server, user } = await renderMember();
    await user.click(screen.getByRole('link', { name: '주문하신 상품이 발송되었습니다.' }));
    await vi.waitFor(() =>
      expect(server.requests()).toContain('GET /api/v1/notification/3/read-at'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/my-page/order');
  });

  it('shows English titles to English visitors', async () => {
    await renderMember(notificationServer(), 'en');
    expect(screen.getByText('EN 회원가입을 환영합니다!')).toBeTruthy();
  });

  it('shows a retry when the list cannot be loaded', async () => {
    const failing = createStubApi(() => ({ status: 500, body: { message: 'down' } }));
    const { user } = renderShell(<NotificationList />, {
      session: { user: HONG },
      client: failing.client,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('알림을 불러오지 못했습니다.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await vi.waitFor(() => expect(failing.calls).toHaveLength(2));
  });

  it('has no axe violations', async () => {
    const { container } = await renderMember();
    await expectNoAxeViolations(container);
  });
});

describe('countUnread', () => {
  it('counts notifications without read_at', () => {
    expect(
      countUnread([{ read_at: null }, { read_at: '' }, { read_at: '2026-11-20 10:00:00' }]),
    ).toBe(2);
  });
});
