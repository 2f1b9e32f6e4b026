import { createToolbarVisibility } from '@atelier/shop-shell/components';
import { HONG } from '@atelier/test-utils/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LAUNCHER_POLL_MS } from '../config/shell-limits.js';
import { CHANNEL_TALK_SCRIPT_URL, chatMemberOf, createChannelTalk } from './channel-talk.js';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
const channelIO = () => (window as unknown as { ChannelIO?: Queue }).ChannelIO;
const queued = () => channelIO()?.q ?? [];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { ChannelIO?: Queue }).ChannelIO;
  document.getElementById('ch-plugin')?.remove();
});

describe('createChannelTalk', () => {
  it('is off without a plugin key: loads nothing and installs nothing', () => {
    const loader = vi.fn(async () => {});
    const chat = createChannelTalk({ pluginKey: '  ', loadScript: loader });
    chat.boot(chatMemberOf(HONG));
    chat.show();
    expect(chat.enabled).toBe(false);
    expect(loader).not.toHaveBeenCalled();
    expect(channelIO()).toBeUndefined();
  });

  it('loads the plugin from its CDN once and boots with member id, name and mobile number', () => {
    const loader = vi.fn(async () => {});
    const chat = createChannelTalk({ pluginKey: 'plugin-key', loadScript: loader });
    chat.boot(chatMemberOf(HONG));
    chat.boot(chatMemberOf(HONG));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(CHANNEL_TALK_SCRIPT_URL);
    expect(CHANNEL_TALK_SCRIPT_URL).toBe('https://cdn.channel.io/plugin/ch-plugin-web.js');
    expect(queued()).toEqual([
      [
        'boot',
        {
          pluginKey: 'plugin-key',
          memberId: 'hong',
          profile: { name: '홍길동', mobileNumber: '010-1234-5678' },
        },
      ],
    ]);
    chat.show();
    chat.hide();
    expect(queued().slice(1)).toEqual([['showMessenger'], ['hideMessenger']]);
  });

  it('boots visitors without member data and restarts for another member', () => {
    const chat = createChannelTalk({ pluginKey: 'plugin-key', loadScript: async () => {} });
    chat.boot(null);
    chat.boot(chatMemberOf(HONG));
    expect(queued()).toEqual([
      ['boot', { pluginKey: 'plugin-key' }],
      ['shutdown'],
      ['boot', expect.objectContaining({ memberId: 'hong' })],
    ]);
  });

  it('polls for the launcher every 1 s and then wires show/hide to the toolbar flag', () => {
    const toolbar = createToolbarVisibility();
    const chat = createChannelTalk({
      pluginKey: 'plugin-key',
      loadScript: async () => {},
      toolbar,
    });
    chat.boot(null);
    vi.advanceTimersByTime(3 * CHAT_LAUNCHER_POLL_MS);
    expect(queued().map((args) => args[0])).toEqual(['boot']);

    const launcher = document.createElement('div');
    launcher.id = 'ch-plugin';
    document.body.append(launcher);
    vi.advanceTimersByTime(999);
    expect(queued().map((args) => args[0])).toEqual(['boot']);
    vi.advanceTimersByTime(1);
    expect(queued().map((args) => args[0])).toEqual(['boot', 'onShowMessenger', 'onHideMessenger']);

    const onShow = queued()[1]?.[1] as () => void;
    const onHide = queued()[2]?.[1] as () => void;
    expect(toolbar.getSnapshot()).toBe(true);
    onShow();
    expect(toolbar.getSnapshot()).toBe(false);
    onHide();
    expect(toolbar.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(10 * CHAT_LAUNCHER_POLL_MS);
    expect(queued()).toHaveLength(3);
  });

  it('stops polling after maxPolls, and on shutdown', () => {
    const chat = createChannelTalk({ pluginKey: 'k', loadScript: async () => {}, maxPolls: 3 });
    chat.boot(null);
    vi.advanceTimersByTime(3000);
    expect(vi.getTimerCount()).toBe(0);
    chat.boot(chatMemberOf(HONG));
    expect(vi.getTimerCount()).toBe(1);
    chat.shutdown();
    expect(vi.getTimerCount()).toBe(0);
    expect(queued().at(-1)).toEqual(['shutdown']);
  });

  it('keeps working when the CDN is blocked', async () => {
    const chat = createChannelTalk({
      pluginKey: 'k',
      loadScript: () => Promise.reject(new Error('blocked')),
    });
    expect(() => chat.boot(null)).not.toThrow();
    await Promise.resolve();
    expect(queued()).toHaveLength(1);
  });
});

describe('chatMemberOf', () => {
  it('maps a signed-in user and gives null for visitors', () => {
    expect(chatMemberOf(HONG)).toEqual({
      memberId: 'hong',
      name: '홍길동',
      mobileNumber: '010-1234-5678',
    });
    expect(chatMemberOf(null)).toBeNull();
  });
});
