// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { useFormSubmit } from './use-form-submit.js';

afterEach(cleanup);

describe('useFormSubmit: busy, try, unwrap, fail', () => {
  test('busy while the action runs, then free; answers true', async () => {
    const feedback = { fail: vi.fn(async () => {}) };
    const { result } = renderHook(() => useFormSubmit(feedback));
    let finish!: () => void;
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(feedback.fail).not.toHaveBeenCalled();
  });

  test('a failure frees the form, runs onError, then shows the error with the field ids', async () => {
    const order: string[] = [];
    const feedback = { fail: vi.fn(async () => void order.push('fail')) };
    const { result } = renderHook(() => useFormSubmit(feedback));
    const error = { kind: 'validation', status: 422, errors: { mb_id: ['x'] } };
    const fieldId = (name: string) => `u-${name}`;
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(error), {
        fieldId,
        onError: () => void order.push('onError'),
      });
    });
    expect(ok).toBe(false);
    expect(result.current.busy).toBe(false);
    expect(feedback.fail).toHaveBeenCalledWith(error, fieldId);
    expect(order).toEqual(['onError', 'fail']);
  });

  test('onError answering true has shown the failure itself: the feedback shows nothing', async () => {
    const feedback = { fail: vi.fn(async () => {}) };
    const { result } = renderHook(() => useFormSubmit(feedback));
    const onError = vi.fn(() => true);
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(new Error('403')), { onError });
    });
    expect(ok).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
    expect(feedback.fail).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  test('staysBusy: success keeps the button busy while the next page loads', async () => {
    const { result } = renderHook(() => useFormSubmit({ fail: async () => {} }));
    await act(async () => {
      await result.current.run(async () => {}, { staysBusy: true });
    });
    expect(result.current.busy).toBe(true);
  });
});

describe('useFormSubmit before hydration', () => {
  function SubmitButton() {
    const { busy } = useFormSubmit({ fail: async () => {} });
    return (
      <button type="submit" disabled={busy}>
        send
      </button>
    );
  }

  test("the server's HTML has the submit disabled; hydrated, it is free", async () => {
    const html = renderToString(<SubmitButton />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <SubmitButton />);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
    container.remove();
  });

  test('a form mounted in the browser is free from its first render', () => {
    const { result } = renderHook(() => useFormSubmit({ fail: async () => {} }));
    expect(result.current.busy).toBe(false);
  });
});
