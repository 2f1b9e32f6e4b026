import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_PREVIEW_FADE_MS, ImagePreview, ImagePreviewModal } from '@atelier/ui-kit';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const openPreview = (): HTMLElement => {
  render(<ImagePreview src="/t/lavender.jpg" fullSrc="/p/lavender.jpg" alt="라벤더 캔들" />);
  const thumbnail = screen.getByRole('button', { name: '라벤더 캔들' });
  thumbnail.focus();
  fireEvent.click(thumbnail);
  return thumbnail;
};

describe('ImagePreview / ImagePreviewModal (spec §4)', () => {
  it('exports the 500 ms fade', () => {
    expect(IMAGE_PREVIEW_FADE_MS).toBe(500);
  });

  it('opens on thumbnail click with the large image in a labelled dialog, focus on close', () => {
    const thumbnail = openPreview();
    expect(thumbnail.getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = screen.getByRole('dialog', { name: '라벤더 캔들' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/p/lavender.jpg');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
  });

  it('fades out for exactly 500 ms after an overlay click, then closes and refocuses the thumbnail', () => {
    const thumbnail = openPreview();
    const overlay = screen.getByRole('dialog').parentElement!;
    expect(overlay.dataset.state).toBe('open');
    fireEvent.click(overlay);
    expect(overlay.dataset.state).toBe('closing');
    expect(overlay.style.opacity).toBe('0');
    expect(overlay.style.transition).toContain('500ms');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
  });

  it('does not close on a click on the image itself', () => {
    openPreview();
    fireEvent.click(screen.getByRole('dialog').querySelector('img')!);
    act(() => vi.advanceTimersByTime(IMAGE_PREVIEW_FADE_MS));
    expect(screen.getByRole('dialog').parentElement!.dataset.state).toBe('open');
  });

  it('closes on Escape, also after focus left the dialog', () => {
    const onClose = vi.fn();
    render(<ImagePreviewModal open src="/p/1.jpg" alt="" onClose={onClose} />);
    // Without alt text the dialog is named by the default title.
    expect(screen.getByRole('dialog', { name: '이미지 미리보기' })).toBeTruthy();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(IMAGE_PREVIEW_FADE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the close button and keeps Tab inside the dialog', () => {
    const onClose = vi.fn();
    render(
      <ImagePreviewModal
        open
        src="/p/1.jpg"
        alt="사진"
        onClose={onClose}
        labels={{ close: 'Close' }}
      />,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    act(() => vi.advanceTimersByTime(IMAGE_PREVIEW_FADE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations when open', async () => {
    vi.useRealTimers();
    openPreview();
    await expectNoAxeViolations(document.body);
  });
});
