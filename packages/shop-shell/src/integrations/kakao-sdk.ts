import { MESSENGER_LOGIN_MAX_POLLS, MESSENGER_LOGIN_POLL_MS } from '../config/shell-limits.js';
import { loadScript as defaultLoadScript, type ScriptLoader } from './load-script.js';
import { createOfflineKakaoSdk } from './offline-adapters.js';

/**
 * The Kakao JavaScript SDK version loaded (developers.kakao.com, 2.8.1 of 2026-04-09).
 *
 * @example
 * kakaoSdkUrl(KAKAO_SDK_VERSION); // 'https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js'
 */
export const KAKAO_SDK_VERSION = '2.8.1';

/**
 * The SDK's CDN URL for `version`.
 *
 * @example
 * kakaoSdkUrl('2.8.1'); // 'https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js'
 */
export function kakaoSdkUrl(version: string = KAKAO_SDK_VERSION): string {
  return `https://t1.kakaocdn.net/kakao_js_sdk/${version}/kakao.min.js`;
}

/**
 * The part of the `Kakao` global the shop uses.
 *
 * @example
 * const kakao: KakaoGlobal = window.Kakao;
 */
export interface KakaoGlobal {
  init(appKey: string): void;
  isInitialized(): boolean;
  [feature: string]: unknown;
}

/**
 * How a messenger login ended: `logged-in`, the member closed the window (`closed`),
 * 600 checks passed (`timeout`), the browser blocked the window (`blocked`), or the
 * integration is off (`disabled`).
 *
 * @example
 * const outcome: MessengerLoginOutcome = await kakao.loginWithPopup({ url, isLoggedIn });
 */
export type MessengerLoginOutcome = 'logged-in' | 'closed' | 'timeout' | 'blocked' | 'disabled';

/**
 * Options of {@link KakaoSdk.loginWithPopup}.
 *
 * @example
 * const options: MessengerLoginOptions = { url: '/api/v1/social/kakao', isLoggedIn: async () => (await check()).ok };
 */
export interface MessengerLoginOptions {
  /** The login page opened in the popup (the server's Kakao OAuth start). */
  url: string;
  /** Asked every second: did the login finish (e.g. a login check answering a member)? */
  isLoggedIn: () => boolean | Promise<boolean>;
}

/**
 * The messenger social port (brief §6): the Kakao JS SDK, or a no-op when off.
 *
 * @example
 * const kakao: KakaoSdk = createKakaoSdk({ appKey: config.kakaoAppKey });
 */
export interface KakaoSdk {
  readonly enabled: boolean;
  /** Loads the SDK (once) and initialises it with the app key; `null` when off or failed. */
  load(): Promise<KakaoGlobal | null>;
  /**
   * Opens the messenger login in a popup and checks every second (spec §9), up to 600
   * times, whether it finished; closes the popup when it did or gave up.
   */
  loginWithPopup(options: MessengerLoginOptions): Promise<MessengerLoginOutcome>;
}

/**
 * Options of {@link createKakaoSdk}.
 *
 * @example
 * const options: KakaoSdkOptions = { appKey: 'abc123', integrity: 'sha384-…' };
 */
export interface KakaoSdkOptions {
  /** The JavaScript key of the Kakao app; empty or missing turns the SDK off. */
  appKey?: string | null;
  /** Default {@link KAKAO_SDK_VERSION}. */
  version?: string;
  /** The SRI value Kakao publishes for the version (recommended). */
  integrity?: string;
  /** Default the global `window`. */
  window?: Window;
  loadScript?: ScriptLoader;
  /** Default 1000 ms (spec §9). */
  pollMs?: number;
  /** Default 600 (spec §9). */
  maxPolls?: number;
}

/**
 * The Kakao JavaScript SDK (brief §6): loaded from Kakao's CDN on first use and initialised
 * with the app key once; a messenger login in a popup polled every second up to 600 times
 * (spec §9). Off (a no-op) without an app key or a window; never blocks rendering.
 *
 * @example
 * const kakao = createKakaoSdk({ appKey: config.kakaoAppKey });
 * const outcome = await kakao.loginWithPopup({
 *   url: '/api/v1/social/kakao',
 *   isLoggedIn: async () => Boolean((await store.dispatch(loginCheck())).payload?.user),
 * });
 */
export function createKakaoSdk(options: KakaoSdkOptions = {}): KakaoSdk {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const appKey = options.appKey?.trim();
  if (!win || !appKey) return createOfflineKakaoSdk();
  const load = options.loadScript ?? defaultLoadScript;
  const pollMs = options.pollMs ?? MESSENGER_LOGIN_POLL_MS;
  const maxPolls = options.maxPolls ?? MESSENGER_LOGIN_MAX_POLLS;
  const host = win as unknown as { Kakao?: KakaoGlobal };
  let loading: Promise<KakaoGlobal | null> | undefined;

  const attributes: Record<string, string> = { crossorigin: 'anonymous' };
  if (options.integrity) attributes.integrity = options.integrity;

  return {
    enabled: true,
    load() {
      loading ??= load(kakaoSdkUrl(options.version), { attributes }).then(
        () => {
          const kakao = host.Kakao;
          if (!kakao) return null;
          if (!kakao.isInitialized()) kakao.init(appKey);
          return kakao;
        },
        () => {
          loading = undefined;
          return null;
        },
      );
      return loading;
    },
    loginWithPopup({ url, isLoggedIn }) {
      const popup = win.open(url, 'atelier-messenger-login', 'width=480,height=720');
      if (!popup) return Promise.resolve('blocked');
      return new Promise<MessengerLoginOutcome>((resolve) => {
        let polls = 0;
        let checking = false;
        const timer = setInterval(async () => {
          if (checking) return;
          polls += 1;
          checking = true;
          const done = await Promise.resolve(isLoggedIn()).catch(() => false);
          checking = false;
          const finish = (outcome: MessengerLoginOutcome) => {
            clearInterval(timer);
            if (!popup.closed) popup.close();
            resolve(outcome);
          };
          if (done) finish('logged-in');
          else if (popup.closed) finish('closed');
          else if (polls >= maxPolls) finish('timeout');
        }, pollMs);
      });
    },
  };
}
