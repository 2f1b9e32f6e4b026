import type { Category } from '@atelier/contracts';
import { afterHydration } from '@atelier/ui-kit';
import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon } from '../shared/icon.js';
import type { MegaMenuBannerData } from './mega-menu-banner-data.js';

// The panel's links (categories, side column, banner) are server-rendered and hidden until the
// menu opens: their code comes right after hydration, outside every page's first-load JS. The
// trigger and the open state stay here, so an early hover or click still opens the panel, with
// the server's links in it until the code arrives (props kept stable, so React keeps them).
const MegaMenuLinks = afterHydration(() =>
  import('./mega-menu-links.js').then((m) => m.MegaMenuLinks),
);

/**
 * Props of {@link MegaMenu}.
 *
 * @example
 * const props: MegaMenuProps = { categories, banner: DEFAULT_MEGA_MENU_BANNER };
 */
export interface MegaMenuProps {
  categories: readonly Category[];
  banner?: MegaMenuBannerData | null;
  platform?: 'pc' | 'mobile';
}

/**
 * The desktop 'All Products' (전체 상품) mega-menu (spec §2): the top-level categories with
 * two levels of children, a side column (best seller, what's new, select, review, inquiry,
 * order, store, wholesale, dealer) and the image banner. Opens on hover, on keyboard focus
 * and on click; closes when the pointer or focus leaves, on Escape, or on a link.
 *
 * @example
 * <MegaMenu categories={categories} banner={DEFAULT_MEGA_MENU_BANNER} />
 */
export function MegaMenu({ categories, banner, platform }: MegaMenuProps) {
  const { labels } = useShopShell();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  // Focus entering the menu opens it; moves inside it (Escape returning focus to the
  // trigger) leave it as it is.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    trigger.current?.focus();
  };
  return (
    // Hover is a pointer shortcut only: the trigger button opens it for keyboard and touch.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="atelier-shell-mega"
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={trigger}
        type="button"
        className="atelier-shell-mega__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={20} />
        {labels.allProducts}
      </button>
      <div id={panelId} className="atelier-shell-mega__panel" hidden={!open}>
        <MegaMenuLinks
          categories={categories}
          banner={banner}
          platform={platform}
          onNavigate={close}
        />
      </div>
    </div>
  );
}
