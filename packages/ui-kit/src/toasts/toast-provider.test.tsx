import {
  createToastService,
  TOAST_DURATION_MS,
  TOAST_LABELS_KO,
  ToastProvider,
  useToast,
} from '@atelier/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

afterEach(() => {
  vi.useRealTimers();
});

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('저장되었습니다.')}>
      저장
    </button>
  );
}

describe('ToastProvider', () => {
  it('documents a 4000 ms auto-dismiss and a Korean close label', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_LABELS_KO).toEqual({ closeLabel: '닫기' });
  });

  it('announces errors as alerts and successes as status messages', async () => {
    const toasts = createToastService();
    const { container } = render(<ToastProvider service={toasts} />);
    act(() => {
      toasts.error('선택 가능한 옵션은 2개 입니다.');
      toasts.success('저장되었습니다.');
    });
    expect(screen.getByRole('alert').textContent).toContain('선택 가능한 옵션은 2개 입니다.');
    expect(screen.getByRole('status').textContent).toContain('저장되었습니다.');
    expect(screen.getAllByRole('button', { name: '닫기' })).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('shows toasts from useToast()', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('status').textContent).toContain('저장되었습니다.');
  });

  it('dismisses a toast after exactly 4000 ms', async () => {
    vi.useFakeTimers();
    const toasts = createToastService();
    render(<ToastProvider service={toasts} />);
    act(() => void toasts.error('실패'));
    await act(async () => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('honours a per-call duration, 0 meaning until closed', async () => {
    vi.useFakeTimers();
    const toasts = createToastService();
    render(<ToastProvider service={toasts} labels={{ closeLabel: 'Close' }} />);
    act(() => {
      toasts.info('short', { duration: 500 });
      toasts.info('sticky', { duration: 0 });
    });
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getAllByRole('status').map((t) => t.firstChild?.textContent)).toEqual(['sticky']);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('holds a toast while the pointer is over it and restarts the countdown after', async () => {
    vi.useFakeTimers();
    const toasts = createToastService();
    render(<ToastProvider service={toasts} />);
    act(() => void toasts.success('저장'));
    await act(async () => vi.advanceTimersByTime(3000));
    fireEvent.pointerOver(screen.getByRole('status'));
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.pointerOut(screen.getByRole('status'));
    await act(async () => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('status')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the service usable without React and notifies subscribers', () => {
    const toasts = createToastService();
    const listener = vi.fn();
    toasts.subscribe(listener);
    const id = toasts.error('a');
    toasts.show('info', 'b');
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message, t.duration])).toEqual([
      ['error', 'a', 4000],
      ['info', 'b', 4000],
    ]);
    toasts.dismiss(id);
    toasts.dismiss(id);
    toasts.clear();
    expect(toasts.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('throws a clear error when useToast is used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow(
      'useToast() must be used inside a <ToastProvider>.',
    );
  });
});
