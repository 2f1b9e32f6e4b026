import { describe, expect, it } from 'vitest';

import { createSpyEnvironment } from './create-spy-environment.js';

describe('createSpyEnvironment', () => {
  it('confirms by default, records every call and keeps a memory storage', async () => {
    const env = createSpyEnvironment();
    await expect(env.confirm('언어를 변경하시겠습니까?', { title: '확인' })).resolves.toBe(true);
    await expect(env.alert('저장되었습니다.', { title: '알림' })).resolves.toBeUndefined();
    env.navigate('/login');
    env.reload();
    expect(env.confirm).toHaveBeenCalledWith('언어를 변경하시겠습니까?', { title: '확인' });
    expect(env.alert).toHaveBeenCalledWith('저장되었습니다.', { title: '알림' });
    expect(env.navigate).toHaveBeenCalledWith('/login');
    expect(env.reload).toHaveBeenCalledTimes(1);
    env.storage.setItem('k', 'v');
    expect(env.storage.getItem('k')).toBe('v');
  });

  it('declines when told to and takes the storage it is given, null included', async () => {
    const env = createSpyEnvironment({ answer: false, storage: null });
    await expect(env.confirm('?', { title: '확인' })).resolves.toBe(false);
    expect(env.storage).toBeNull();
  });
});
