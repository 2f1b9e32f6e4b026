import { ScrollToTopButton } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderShell } from '../test/render-shell.js';
import { isPastScrollThreshold } from './scroll-threshold.js';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  vi.restoreAllMocks();
});

describe('isPastScrollThreshold', () => {
  it('is true only past 40 % of the window height', () => {
    expect(isPastScrollThreshold(400, 1000)).toBe(false);
    expect(isPastScrollThreshold(401, 1000)).toBe(true);
    expect(isPastScrollThreshold(337, 844)).toBe(false);
    expect(isPastScrollThreshold(338, 844)).toBe(true);
  });
});

describe('ScrollToTopButton', () => {
  it('appears once the scroll position passes 40 % of the window height and hides again above it', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    renderShell(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    scrollTo(401);
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeTruthy();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
  });

  it('follows the window height on resize', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    renderShell(<ScrollToTopButton />);
    scrollTo(350);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeTruthy();
  });

  it('scrolls to the top on click', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user, container } = renderShell(<ScrollToTopButton />);
    scrollTo(900);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '맨 위로' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
