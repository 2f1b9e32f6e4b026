import {
  createDialogService,
  DIALOG_CLOSE_MS,
  DIALOG_LABELS_KO,
  DialogProvider,
  useDialog,
} from '@atelier/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

afterEach(() => {
  vi.useRealTimers();
});

function layerState(dialog: HTMLElement): string | null | undefined {
  return dialog.closest('.atelier-dialog-layer')?.getAttribute('data-state');
}

function describedBy(element: HTMLElement): string | undefined {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

function Opener() {
  const { confirm } = useDialog();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm('진행할까요?')))}>
        열기
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('DialogProvider', () => {
  it('exports the 301 ms close animation and the Korean default texts', () => {
    expect(DIALOG_CLOSE_MS).toBe(301);
    expect(DIALOG_LABELS_KO).toEqual({
      alertTitle: '알림',
      confirmTitle: '확인',
      errorTitle: '에러',
      confirmLabel: '확인',
      cancelLabel: '취소',
      progressLabel: '자동 닫힘',
    });
  });

  it('shows an accessible confirm dialog labelled by its Korean title', async () => {
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    act(() => void dialogs.confirm('삭제하시겠습니까?'));
    const dialog = screen.getByRole('alertdialog', { name: '확인' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(describedBy(dialog)).toBe('삭제하시겠습니까?');
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
    await expectNoAxeViolations(document.body);
  });

  it('titles alert 알림 and error 에러, with a single 확인 button', () => {
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    act(() => void dialogs.alert('마지막 페이지 입니다.'));
    expect(screen.getByRole('alertdialog', { name: '알림' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['확인']);
    act(() => dialogs.clear());
    act(() => void dialogs.error('서버 오류'));
    // the first dialog is gone from the queue; the error one is on screen
    expect(screen.getByRole('alertdialog', { name: '에러' }).textContent).toContain('서버 오류');
  });

  it('uses per-call options over provider labels over Korean defaults', () => {
    const dialogs = createDialogService();
    render(
      <DialogProvider
        service={dialogs}
        labels={{ confirmTitle: 'Confirm', cancelLabel: 'Cancel' }}
      />,
    );
    act(() => void dialogs.confirm('Switch?', { confirmLabel: 'Switch' }));
    expect(screen.getByRole('alertdialog', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch' })).toBeTruthy();
  });

  it('keeps the dialog for exactly 301 ms after confirm, then resolves true', async () => {
    vi.useFakeTimers();
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    let answer: boolean | undefined;
    act(() => {
      void dialogs.confirm('진행할까요?').then((value) => (answer = value));
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    const dialog = screen.getByRole('alertdialog');
    expect(layerState(dialog)).toBe('closing');
    await act(async () => vi.advanceTimersByTime(300));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(answer).toBeUndefined();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answer).toBe(true);
  });

  it('cancels on the cancel button and on Escape', async () => {
    const user = userEvent.setup();
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = dialogs.confirm('a');
      second = dialogs.confirm('b');
    });
    await user.click(screen.getByRole('button', { name: '취소' }));
    await expect(first).resolves.toBe(false);
    expect(describedBy(await screen.findByRole('alertdialog'))).toBe('b');
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('shows queued dialogs one at a time, in order', async () => {
    const user = userEvent.setup();
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    act(() => {
      void dialogs.alert('하나');
      void dialogs.alert('둘');
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('하나');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('둘'));
  });

  it('traps Tab inside the dialog and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(
      <DialogProvider>
        <Opener />
      </DialogProvider>,
    );
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    const ok = screen.getByRole('button', { name: '확인' });
    const cancel = screen.getByRole('button', { name: '취소' });
    expect(document.activeElement).toBe(ok);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(ok);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
    await user.click(ok);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click only with easyClose', async () => {
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    act(() => void dialogs.confirm('a'));
    fireEvent.click(screen.getByTestId('atelier-dialog-backdrop'));
    expect(layerState(screen.getByRole('alertdialog'))).toBe('open');
    act(() => dialogs.clear());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm('b', { easyClose: true });
    });
    fireEvent.click(screen.getByTestId('atelier-dialog-backdrop'));
    await expect(answer).resolves.toBe(false);
  });

  it('fills the progress bar over the duration and closes at 100', async () => {
    vi.useFakeTimers();
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    let closed = false;
    act(() => {
      void dialogs.alert('저장되었습니다.', { duration: 2000 }).then(() => (closed = true));
    });
    const bar = screen.getByRole('progressbar', { name: '자동 닫힘' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    await act(async () => vi.advanceTimersByTime(500));
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    await act(async () => vi.advanceTimersByTime(499));
    expect(layerState(screen.getByRole('alertdialog'))).toBe('open');
    await act(async () => vi.advanceTimersByTime(1));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(layerState(screen.getByRole('alertdialog'))).toBe('closing');
    await act(async () => vi.advanceTimersByTime(DIALOG_CLOSE_MS));
    expect(closed).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('fills the bar and stays open while the pointer is over it, closing when it leaves', async () => {
    vi.useFakeTimers();
    const dialogs = createDialogService();
    render(<DialogProvider service={dialogs} />);
    let answer: boolean | undefined;
    act(() => {
      void dialogs.confirm('a', { duration: 2000 }).then((v) => (answer = v));
    });
    await act(async () => vi.advanceTimersByTime(500));
    const dialog = screen.getByRole('alertdialog');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    fireEvent.pointerOver(dialog);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(layerState(dialog)).toBe('open');
    expect(answer).toBeUndefined();
    fireEvent.pointerOut(dialog);
    expect(layerState(dialog)).toBe('closing');
    await act(async () => vi.advanceTimersByTime(DIALOG_CLOSE_MS));
    expect(answer).toBe(false);
  });

  it('renders nothing but its children on the server', async () => {
    const { renderToString } = await import('react-dom/server');
    const dialogs = createDialogService();
    void dialogs.alert('queued before hydration');
    const html = renderToString(
      <DialogProvider service={dialogs}>
        <p>본문</p>
      </DialogProvider>,
    );
    expect(html).toBe('<p>본문</p>');
  });

  it('throws a clear error when useDialog is used outside a provider', () => {
    const Broken = () => {
      useDialog();
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Broken />)).toThrow('useDialog() must be used inside a <DialogProvider>.');
  });
});
