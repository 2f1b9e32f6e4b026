import { OldBrandOverlay } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderShell } from '../test/render-shell.js';
import { isOldBrandHost } from './old-brand-host.js';

const HOSTS = ['old-candle.co.kr', 'shop.old-candle.co.kr'];
const NEW_URL = 'https://atelier.example/';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OldBrandOverlay', () => {
  it('covers the page with the moved notice and a button to the new domain on a listed host', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      host: 'www.old-candle.co.kr',
    });
    const { container } = renderShell(<OldBrandOverlay hosts={HOSTS} newUrl={NEW_URL} />);
    const dialog = screen.getByRole('alertdialog', {
      name: '아틀리에가 새로운 사이트로 이전했습니다',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const button = screen.getByRole('link', { name: '새 사이트로 이동' });
    expect(button.getAttribute('href')).toBe(NEW_URL);
    expect(document.activeElement).toBe(button);
    await expectNoAxeViolations(container);
  });

  it('shows nothing on any other host', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      host: 'atelier.example',
    });
    renderShell(<OldBrandOverlay hosts={HOSTS} newUrl={NEW_URL} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows nothing without configured hosts', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      host: 'old-candle.co.kr',
    });
    renderShell(<OldBrandOverlay hosts={[]} newUrl={NEW_URL} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('renders on the server from the request host', () => {
    expect(
      renderToString(
        <OldBrandOverlay hosts={HOSTS} newUrl={NEW_URL} currentHost="shop.old-candle.co.kr" />,
      ),
    ).toContain('새 사이트로 이동');
    expect(
      renderToString(
        <OldBrandOverlay hosts={HOSTS} newUrl={NEW_URL} currentHost="atelier.example" />,
      ),
    ).toBe('');
  });
});

describe('isOldBrandHost', () => {
  it('compares host names and ports exactly, ignoring case and www.', () => {
    expect(isOldBrandHost('OLD-candle.co.kr', HOSTS)).toBe(true);
    expect(isOldBrandHost('old-candle.co.kr:8080', HOSTS)).toBe(false);
    expect(isOldBrandHost('old-candle.co.kr:8080', ['old-candle.co.kr:8080'])).toBe(true);
    expect(isOldBrandHost('evil-old-candle.co.kr', HOSTS)).toBe(false);
    expect(isOldBrandHost('', HOSTS)).toBe(false);
  });
});
