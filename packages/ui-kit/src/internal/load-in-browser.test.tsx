import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The dialog and toast views load once the page is hydrated, outside the first-load JS; a
// dialog or toast asked for before that shows once its view has arrived. Fresh modules per
// test: the providers' module starts waiting for hydration when it is evaluated.

const requested: string[] = [];

vi.mock('../dialogs/dialog-view.js', async (original) => {
  requested.push('dialog-view');
  return original();
});
vi.mock('../toasts/toast-view.js', async (original) => {
  requested.push('toast-view');
  return original();
});

async function freshUiKit() {
  vi.resetModules();
  return import('@atelier/ui-kit');
}

beforeEach(() => {
  // The test setup marks the page hydrated; these tests start before hydration.
  delete document.documentElement.dataset.hydrated;
  requested.length = 0;
});

afterEach(() => {
  document.documentElement.dataset.hydrated = 'true';
});

/** Lets pending promises and dynamic imports settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('views loaded after hydration', () => {
  it('requests no dialog or toast view before the page is hydrated, then both', async () => {
    const { markHydrated } = await freshUiKit();
    await settle();
    expect(requested).toEqual([]);
    markHydrated();
    await settle();
    expect(requested.sort()).toEqual(['dialog-view', 'toast-view']);
  });

  it('shows a dialog opened before hydration once its view has arrived', async () => {
    const { createDialogService, DialogProvider, markHydrated } = await freshUiKit();
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    let answer: boolean | undefined;
    act(() => void dialogs.confirm('로그인이 필요합니다.').then((ok) => (answer = ok)));
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    markHydrated();
    const dialog = await screen.findByRole('alertdialog', { name: '확인' });
    expect(dialog.textContent).toContain('로그인이 필요합니다.');
    act(() => screen.getByRole('button', { name: '확인' }).click());
    await vi.waitFor(() => expect(answer).toBe(true));
  });

  it('shows a toast shown before hydration once its view has arrived', async () => {
    const { createToastService, ToastProvider, markHydrated } = await freshUiKit();
    const toasts = createToastService();
    render(<ToastProvider service={toasts} />);
    act(() => void toasts.success('장바구니에 담았습니다.'));
    await settle();
    expect(screen.queryByRole('status')).toBeNull();
    markHydrated();
    expect((await screen.findByRole('status')).textContent).toContain('장바구니에 담았습니다.');
  });
});
