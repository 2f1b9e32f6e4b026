import type { Category } from '@atelier/contracts';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { SALE_CATEGORY_ID } from '../config/shell-limits.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { categoryName } from '../shared/category-name.js';
import { Icon } from '../shared/icon.js';
import { ShellLink } from '../shared/shell-link.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { MegaMenuBanner, type MegaMenuBannerData } from './mega-menu-banner.js';

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
  const { labels, links } = useShopShell();
  const { language } = useShellSession();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

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
  const link = (to: string, text: string, className: string) => (
    <ShellLink to={to} className={className} onClick={close}>
      {text}
    </ShellLink>
  );

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
        <div className="atelier-shell-mega__columns">
          {categories
            .filter((c) => c.id !== SALE_CATEGORY_ID)
            .map((top) => (
              <section key={top.id} className="atelier-shell-mega__column">
                <h2 className="atelier-shell-mega__title">
                  {link(
                    links.category(top.id),
                    categoryName(top, language),
                    'atelier-shell-mega__link',
                  )}
                </h2>
                {top.descendants.length > 0 && (
                  <ul className="atelier-shell-mega__list">
                    {top.descendants.map((child) => (
                      <li key={child.id}>
                        {link(
                          links.category(child.id),
                          categoryName(child, language),
                          'atelier-shell-mega__link',
                        )}
                        {child.descendants.length > 0 && (
                          <ul className="atelier-shell-mega__sublist">
                            {child.descendants.map((grandchild) => (
                              <li key={grandchild.id}>
                                {link(
                                  links.category(grandchild.id),
                                  categoryName(grandchild, language),
                                  'atelier-shell-mega__link atelier-shell-mega__link--small',
                                )}
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
        </div>
        <ul className="atelier-shell-mega__side">
          <li>{link(links.bestSeller, labels.bestSeller, 'atelier-shell-mega__link')}</li>
          <li>{link(links.newItems, labels.newItems, 'atelier-shell-mega__link')}</li>
          <li>{link(links.contentSelect, labels.select, 'atelier-shell-mega__link')}</li>
          <li>{link(links.productReview, labels.productReview, 'atelier-shell-mega__link')}</li>
          <li>{link(links.productInquiry, labels.productInquiry, 'atelier-shell-mega__link')}</li>
          <li>{link(links.myPageOrder, labels.orderLookup, 'atelier-shell-mega__link')}</li>
          <li>{link(links.offlineStore, labels.offlineStore, 'atelier-shell-mega__link')}</li>
          <li>{link(links.wholesaleApply, labels.wholesale, 'atelier-shell-mega__link')}</li>
          <li>{link(links.dealerApply, labels.dealer, 'atelier-shell-mega__link')}</li>
        </ul>
        {banner ? <MegaMenuBanner banner={banner} platform={platform} onNavigate={close} /> : null}
      </div>
    </div>
  );
}
