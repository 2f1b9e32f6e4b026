import { isApiError } from '@atelier/api-client';
import { describe, expect, test, vi } from 'vitest';

import { isReauthRequired, repeatAfterReauth } from './repeat-after-reauth.js';

const reauth = {
  kind: 'other',
  status: 428,
  message: '비밀번호를 다시 입력해 주세요.',
  method: 'POST',
  url: '/api/admin/orders/1/cancel',
  body: { code: 'reauth_required', message: '비밀번호를 다시 입력해 주세요.' },
};
const conflict = { ...reauth, status: 409, body: { code: 'order_status_refused' } };

describe('repeatAfterReauth', () => {
  test('asks for the password on 428 reauth_required and repeats the call once', async () => {
    const call = vi.fn().mockRejectedValueOnce(reauth).mockResolvedValueOnce('done');
    const ask = vi.fn().mockResolvedValue(true);
    await expect(repeatAfterReauth(call, ask)).resolves.toBe('done');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  test('other failures pass through without a prompt', async () => {
    const call = vi.fn().mockRejectedValue(conflict);
    const ask = vi.fn();
    await expect(repeatAfterReauth(call, ask)).rejects.toBe(conflict);
    expect(ask).not.toHaveBeenCalled();
  });

  test('a closed prompt ends as an aborted error, the call not repeated', async () => {
    const call = vi.fn().mockRejectedValue(reauth);
    const error = await repeatAfterReauth(call, async () => false).catch((e: unknown) => e);
    expect(isApiError(error, 'aborted')).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
  });

  test('isReauthRequired needs both the status and the code', () => {
    expect(isReauthRequired(reauth)).toBe(true);
    expect(isReauthRequired({ ...reauth, body: { code: 'other' } })).toBe(false);
    expect(isReauthRequired(new Error('x'))).toBe(false);
  });
});
