import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSENGER_LOGIN_MAX_POLLS, MESSENGER_LOGIN_POLL_MS } from '../config/shell-limits.js';
import { createKakaoSdk, KAKAO_SDK_VERSION, kakaoSdkUrl, type KakaoGlobal } from './kakao-sdk.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as unknown as { Kakao?: KakaoGlobal }).Kakao;
});

function fakeKakao() {
  let initialised = false;
  const kakao = {
    init: vi.fn(() => {
      initialised = true;
    }),
    isInitialized: () => initialised,
  };
  return kakao;
}

function fakePopup() {
  return {
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

describe('createKakaoSdk', () => {
  it('is off without an app key', async () => {
    const loader = vi.fn(async () => {});
    const kakao = createKakaoSdk({ appKey: '', loadScript: loader });
    expect(kakao.enabled).toBe(false);
    expect(await kakao.load()).toBeNull();
    expect(await kakao.loginWithPopup({ url: '/x', isLoggedIn: () => true })).toBe('disabled');
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads the SDK from Kakao’s CDN once and initialises it with the app key once', async () => {
    const global = fakeKakao();
    const loader = vi.fn(async () => {
      (window as unknown as { Kakao: KakaoGlobal }).Kakao = global;
    });
    const kakao = createKakaoSdk({
      appKey: 'app-key',
      loadScript: loader,
      integrity: 'sha384-abc',
    });
    const [a, b] = await Promise.all([kakao.load(), kakao.load()]);
    expect(a).toBe(global);
    expect(b).toBe(global);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(
      `https://t1.kakaocdn.net/kakao_js_sdk/${KAKAO_SDK_VERSION}/kakao.min.js`,
      {
        attributes: { crossorigin: 'anonymous', integrity: 'sha384-abc' },
      },
    );
    expect(global.init).toHaveBeenCalledTimes(1);
    expect(global.init).toHaveBeenCalledWith('app-key');
    expect(kakaoSdkUrl('2.7.9')).toBe('https://t1.kakaocdn.net/kakao_js_sdk/2.7.9/kakao.min.js');
  });

  it('answers null when the CDN fails, and tries again next time', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('blocked'))
      .mockResolvedValueOnce(undefined);
    const kakao = createKakaoSdk({ appKey: 'k', loadScript: loader });
    expect(await kakao.load()).toBeNull();
    (window as unknown as { Kakao: KakaoGlobal }).Kakao = fakeKakao();
    expect(await kakao.load()).not.toBeNull();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('messenger login checks every 1 s and gives up after 600 checks, closing the popup', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const isLoggedIn = vi.fn(async () => false);
    const kakao = createKakaoSdk({ appKey: 'k', loadScript: async () => {} });
    let outcome: string | undefined;
    void kakao
      .loginWithPopup({ url: '/api/v1/social/kakao', isLoggedIn })
      .then((o) => (outcome = o));
    expect(window.open).toHaveBeenCalledWith(
      '/api/v1/social/kakao',
      'atelier-messenger-login',
      expect.any(String),
    );

    await vi.advanceTimersByTimeAsync(MESSENGER_LOGIN_POLL_MS - 1);
    expect(isLoggedIn).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(isLoggedIn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync((MESSENGER_LOGIN_MAX_POLLS - 2) * MESSENGER_LOGIN_POLL_MS);
    expect(isLoggedIn).toHaveBeenCalledTimes(599);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(MESSENGER_LOGIN_POLL_MS);
    expect(isLoggedIn).toHaveBeenCalledTimes(600);
    expect(outcome).toBe('timeout');
    expect(popup.close).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * MESSENGER_LOGIN_POLL_MS);
    expect(isLoggedIn).toHaveBeenCalledTimes(600);
    expect(MESSENGER_LOGIN_POLL_MS).toBe(1000);
    expect(MESSENGER_LOGIN_MAX_POLLS).toBe(600);
  });

  it('messenger login ends as soon as the check succeeds, or when the member closes the popup', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const isLoggedIn = vi
      .fn()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(false)
      .mockResolvedValue(true);
    const kakao = createKakaoSdk({ appKey: 'k', loadScript: async () => {} });
    const done = kakao.loginWithPopup({ url: '/login/kakao', isLoggedIn });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe('logged-in');
    expect(isLoggedIn).toHaveBeenCalledTimes(3);
    expect(popup.close).toHaveBeenCalledTimes(1);

    const closing = fakePopup();
    vi.mocked(window.open).mockReturnValue(closing as unknown as Window);
    const closed = kakao.loginWithPopup({ url: '/login/kakao', isLoggedIn: () => false });
    closing.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(closed).resolves.toBe('closed');
  });

  it('reports a blocked popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const kakao = createKakaoSdk({ appKey: 'k', loadScript: async () => {} });
    await expect(kakao.loginWithPopup({ url: '/x', isLoggedIn: () => true })).resolves.toBe(
      'blocked',
    );
  });
});
