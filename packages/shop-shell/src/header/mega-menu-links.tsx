import type { Category } from '@atelier/contracts';

import { SALE_CATEGORY_ID } from '../config/shell-limits.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { categoryName } from '../shared/category-name.js';
import { ShellLink } from '../shared/shell-link.js';
import { useOrdersLink } from '../shared/use-orders-link.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { MegaMenuBanner } from './mega-menu-banner.js';
import type { MegaMenuBannerData } from './mega-menu-banner-data.js';

/**
 * Props of {@link MegaMenuLinks}.
 *
 * @example
 * const props: MegaMenuLinksProps = { categories, banner: null, onNavigate: close };
 */
export interface MegaMenuLinksProps {
  categories: readonly Category[];
  banner?: MegaMenuBannerData | null;
  platform?: 'pc' | 'mobile';
  /** Called when a link is followed (the menu closes). */
  onNavigate(): void;
}

/**
 * The mega-menu panel's content: the top-level categories with two levels of children, the
 * side column and the image banner.
 *
 * @example
 * <MegaMenuLinks categories={categories} banner={banner} onNavigate={close} />
 */
export function MegaMenuLinks({ categories, banner, platform, onNavigate }: MegaMenuLinksProps) {
  const { labels, links } = useShopShell();
  const { language } = useShellSession();
  const orders = useOrdersLink();
  const close = onNavigate;
  const link = (to: string, text: string, className: string) => (
    <ShellLink to={to} className={className} onClick={close}>
      {text}
    </ShellLink>
  );

  return (
    <>
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
        <li>{link(orders.to, labels.orderLookup, 'atelier-shell-mega__link')}</li>
        <li>{link(links.offlineStore, labels.offlineStore, 'atelier-shell-mega__link')}</li>
        <li>{link(links.wholesaleApply, labels.wholesale, 'atelier-shell-mega__link')}</li>
        <li>{link(links.dealerApply, labels.dealer, 'atelier-shell-mega__link')}</li>
      </ul>
      {banner ? <MegaMenuBanner banner={banner} platform={platform} onNavigate={close} /> : null}
    </>
  );
}
