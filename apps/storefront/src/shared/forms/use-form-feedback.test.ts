import { describe, expect, test, vi } from 'vitest';

import { createFormFeedback, type FormFeedbackTargets } from './use-form-feedback.js';

function targets(): FormFeedbackTargets & { shown: unknown[]; dialogsSaid: string[] } {
  const shown: unknown[] = [];
  const dialogsSaid: string[] = [];
  return {
    shown,
    dialogsSaid,
    showErrors: (errors) => void shown.push(errors),
    clearErrors: vi.fn(),
    dialogs: {
      alert: async (message) => void dialogsSaid.push(`alert: ${message}`),
      error: async (message) => void dialogsSaid.push(`error: ${message}`),
    },
    t: (phrase) => phrase,
    locale: 'kr',
  };
}

describe('createFormFeedback (useFormFeedback outside a component)', () => {
  test('start clears the errors; check answers the parsed input or shows the errors in Korean', async () => {
    const to = targets();
    const feedback = createFormFeedback(to);
    feedback.start();
    expect(to.clearErrors).toHaveBeenCalledTimes(1);

    const ok = await feedback.check((s) => s.loginSchema, { mb_id: 'hong', mb_password: 'pw' });
    expect(ok).toMatchObject({ mb_id: 'hong' });
    expect(to.shown).toEqual([]);

    expect(await feedback.check((s) => s.loginSchema, { mb_id: '', mb_password: '' })).toBeNull();
    const errors = to.shown[0] as Record<string, string[]>;
    expect(Object.keys(errors)).toContain('mb_id');
    expect(errors.mb_id?.[0]).toMatch(/[가-힣]/);
  });

  test('fail shows a 422 under the fields and anything else in a dialog (a fallback without text)', async () => {
    const to = targets();
    const feedback = createFormFeedback(to);
    await feedback.fail({ kind: 'validation', status: 422, message: '', errors: { points: ['x'] } });
    expect(to.shown).toEqual([{ points: ['x'] }]);
    await feedback.fail({ kind: 'conflict', status: 409, message: '이미 처리되었습니다.' });
    await feedback.fail(new Error('offline'));
    expect(to.dialogsSaid).toEqual([
      'error: 이미 처리되었습니다.',
      'error: 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    ]);
  });
});
