import { useEffect, useState } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon } from '../shared/icon.js';
import { isPastScrollThreshold } from './scroll-threshold.js';

/**
 * A floating button back to the top of the page, shown once the page is scrolled past 40 %
 * of the window height (spec §1). Not rendered on the server or before that point.
 *
 * @example
 * <ScrollToTopButton />
 */
export function ScrollToTopButton() {
  const { labels } = useShopShell();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isPastScrollThreshold(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="atelier-shell-scroll-top"
      aria-label={labels.scrollToTop}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
