import type { SessionUser } from '@atelier/contracts';

import { CHAT_LAUNCHER_MAX_POLLS, CHAT_LAUNCHER_POLL_MS } from '../config/shell-limits.js';
import type { ToolbarVisibility } from '../toolbar/toolbar-visibility.js';
import { loadScript as defaultLoadScript, type ScriptLoader } from './load-script.js';
import { createOfflineChat } from './offline-adapters.js';

/**
 * Channel Talk's web plugin, loaded only when a plugin key is configured.
 *
 * @example
 * document.querySelector(`script[src="${CHANNEL_TALK_SCRIPT_URL}"]`);
 */
export const CHANNEL_TALK_SCRIPT_URL = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

/**
 * Who is chatting: a signed-in member (spec §7: member id, name and mobile number).
 *
 * @example
 * const member: ChatMember = { memberId: 'hong', name: '홍길동', mobileNumber: '010-1234-5678' };
 */
export interface ChatMember {
  memberId: string;
  name?: string;
  mobileNumber?: string;
}

/**
 * The chat-support port (brief §6): Channel Talk in production, a no-op when off.
 *
 * @example
 * const chat: ChatAdapter = createChannelTalk({ pluginKey: env.CHANNEL_TALK_KEY, toolbar });
 * chat.boot(chatMemberOf(user));
 */
export interface ChatAdapter {
  /** False when no plugin key is configured (or during SSR): every call does nothing. */
  readonly enabled: boolean;
  /** Starts the widget, for a member or (without one) an anonymous visitor. Booting again
   * for another member restarts it. */
  boot(member?: ChatMember | null): void;
  /** Opens the chat window. */
  show(): void;
  /** Closes the chat window. */
  hide(): void;
  /** Stops the widget and the launcher polling. */
  shutdown(): void;
}

type ChannelIOFunction = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  c?: (args: unknown[]) => void;
};

/**
 * Options of {@link createChannelTalk}.
 *
 * @example
 * const options: ChannelTalkOptions = { pluginKey: 'a1b2c3', toolbar: createToolbarVisibility() };
 */
export interface ChannelTalkOptions {
  /** The Channel Talk plugin key; empty or missing turns chat off. */
  pluginKey?: string | null;
  /** The bottom toolbar's flag: hidden while the messenger is shown. */
  toolbar?: ToolbarVisibility | null;
  /** Default the global `window`. */
  window?: Window;
  loadScript?: ScriptLoader;
  /** Default 1000 ms (spec §9). */
  pollMs?: number;
  /** Default {@link CHAT_LAUNCHER_MAX_POLLS}. */
  maxPolls?: number;
  /** How the launcher is found once the plugin has drawn it; default `#ch-plugin`. */
  launcherSelector?: string;
}

/**
 * The chat member of a signed-in session user (`mb_id`, `mb_name`, `mb_hp`), or `null`.
 *
 * @example
 * chat.boot(chatMemberOf(useShellSession().user));
 */
export function chatMemberOf(
  user: Pick<SessionUser, 'mb_id' | 'mb_name' | 'mb_hp'> | null | undefined,
): ChatMember | null {
  if (!user?.mb_id) return null;
  return { memberId: user.mb_id, name: user.mb_name, mobileNumber: user.mb_hp };
}

/**
 * Channel Talk (brief §6): installs the `ChannelIO` queue, loads the plugin from its CDN on
 * the first boot and boots it with the member id, name and mobile number when logged in.
 * Then it looks for the launcher every second (spec §9) and, once it is there, wires the
 * messenger's show/hide to the toolbar flag (shown → toolbar hidden, hidden → shown). Off
 * (a no-op) without a plugin key or a window; never blocks rendering.
 *
 * @example
 * const toolbar = createToolbarVisibility();
 * const chat = createChannelTalk({ pluginKey: config.channelTalkKey, toolbar });
 * chat.boot(chatMemberOf(user));
 * <BottomToolbar visibility={toolbar} onChat={chat.enabled ? chat.show : undefined} />
 */
export function createChannelTalk(options: ChannelTalkOptions = {}): ChatAdapter {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const pluginKey = options.pluginKey?.trim();
  if (!win || !pluginKey) return createOfflineChat();

  const load = options.loadScript ?? defaultLoadScript;
  const pollMs = options.pollMs ?? CHAT_LAUNCHER_POLL_MS;
  const maxPolls = options.maxPolls ?? CHAT_LAUNCHER_MAX_POLLS;
  const selector = options.launcherSelector ?? '#ch-plugin';
  const host = win as unknown as { ChannelIO?: ChannelIOFunction };
  let scriptRequested = false;
  let booted: string | null | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  // The vendor snippet's queue: calls made before the plugin arrives are replayed by it.
  const channel = (): ChannelIOFunction => {
    if (!host.ChannelIO) {
      const queue: ChannelIOFunction = (...args: unknown[]) => queue.c?.(args);
      queue.q = [];
      queue.c = (args) => queue.q?.push(args);
      host.ChannelIO = queue;
    }
    return host.ChannelIO;
  };
  const call = (...args: unknown[]) => channel()(...args);

  const stopPolling = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const pollLauncher = () => {
    stopPolling();
    let polls = 0;
    timer = setInterval(() => {
      polls += 1;
      if (win.document.querySelector(selector)) {
        stopPolling();
        call('onShowMessenger', () => options.toolbar?.chatShown());
        call('onHideMessenger', () => options.toolbar?.chatHidden());
      } else if (polls >= maxPolls) {
        stopPolling();
      }
    }, pollMs);
  };

  return {
    enabled: true,
    boot(member) {
      const id = member?.memberId ?? null;
      if (booted !== undefined && booted === id) return;
      if (booted !== undefined) call('shutdown');
      channel();
      if (!scriptRequested) {
        scriptRequested = true;
        load(CHANNEL_TALK_SCRIPT_URL).catch(() => {
          // Chat is optional: a blocked or failed CDN leaves the shop working without it.
          scriptRequested = false;
        });
      }
      const settings: Record<string, unknown> = { pluginKey };
      if (member) {
        settings.memberId = member.memberId;
        settings.profile = { name: member.name, mobileNumber: member.mobileNumber };
      }
      call('boot', settings);
      booted = id;
      pollLauncher();
    },
    show: () => call('showMessenger'),
    hide: () => call('hideMessenger'),
    shutdown() {
      stopPolling();
      if (booted !== undefined) call('shutdown');
      booted = undefined;
    },
  };
}
