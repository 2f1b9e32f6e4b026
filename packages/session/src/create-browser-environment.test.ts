import { browserStorage, createBrowserEnvironment } from '@atelier/session';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('createBrowserEnvironment (browser)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads pages with location.assign and reloads with location.reload', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const env = createBrowserEnvironment();
    env.navigate('/my-page');
    env.reload();
    expect(assign).toHaveBeenCalledWith('/my-page');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks with window.confirm and tells with window.alert', async () => {
    const confirm = vi.fn((_message?: string) => true);
    const alert = vi.fn((_message?: string) => {});
    vi.stubGlobal('confirm', confirm);
    vi.stubGlobal('alert', alert);
    const env = createBrowserEnvironment();
    await expect(env.confirm('언어를 변경하시겠습니까?', { title: '확인' })).resolves.toBe(true);
    confirm.mockReturnValue(false);
    await expect(env.confirm('언어를 변경하시겠습니까?', { title: '확인' })).resolves.toBe(false);
    await expect(env.alert('로그인이 필요합니다.', { title: '알림' })).resolves.toBeUndefined();
    expect(confirm).toHaveBeenCalledWith('언어를 변경하시겠습니까?');
    expect(alert).toHaveBeenCalledWith('로그인이 필요합니다.');
  });

  it('keeps language in localStorage, and takes overrides', async () => {
    expect(browserStorage()).toBe(window.localStorage);
    const alert = vi.fn(async () => {});
    const env = createBrowserEnvironment({ alert });
    expect(env.storage).toBe(window.localStorage);
    await env.alert('x', { title: '알림' });
    expect(alert).toHaveBeenCalledWith('x', { title: '알림' });
  });
});
