import type { Category } from '@atelier/contracts';
import { logout, type SessionDispatch } from '@atelier/session';
import { useFocusTrap } from '@atelier/ui-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';

import { COMPANY_INFO, type SocialChannels } from '../config/company-info.js';
import { SALE_CATEGORY_ID } from '../config/shell-limits.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { categoryName } from '../shared/category-name.js';
import { Icon } from '../shared/icon.js';
import { searchKeyword } from '../shared/search-keyword.js';
import { ShellLink } from '../shared/shell-link.js';
import { SocialLinks } from '../shared/social-links.js';
import { useShellNavigate } from '../shared/use-shell-navigate.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { SIDEBAR_ID } from './sidebar-id.js';

/**
 * Props of {@link Sidebar}.
 *
 * @example
 * const props: SidebarProps = { open, onClose: () => setOpen(false), categories };
 */
export interface SidebarProps {
  open: boolean;
  onClose: () => void;
  /** The category tree (`GET /api/evans-cart/categories-service`). */
  categories: readonly Category[];
  /** Default {@link SIDEBAR_ID}. */
  id?: string;
  /** Called with a non-empty keyword; default: go to `links.productSearch(keyword)`. */
  onSearch?: (keyword: string) => void;
  /** Default `COMPANY_INFO.social`. */
  social?: SocialChannels;
}

/**
 * The mobile slide-in menu (spec §2 "Mobile header"): search box (searches on change or on
 * the icon, ignores empty input), login/register or my page/logout, customer-service link,
 * a drill-down category tree with a 'view all' (전체보기) entry per category, a collapsible
 * Sale section (category 12), What's New, Best Seller, TSSA, Contents, Promotion, Custom
 * Fragrance, customer-service, wholesale and dealer links, social icons. The back button
 * pops one category level and closes the sidebar at the top level (spec §4). Modal: focus
 * stays inside, Escape and the backdrop close it, focus returns to the menu button. Its
 * landmarks carry the menu's name ('전체 메뉴 고객센터', search '상품 검색') so they do not
 * repeat the footer's ('고객센터') on the page below.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <MobileHeader menuOpen={open} onMenuOpen={() => setOpen(true)} />
 * <Sidebar open={open} onClose={() => setOpen(false)} categories={categories} />
 */
export function Sidebar(props: SidebarProps) {
  if (!props.open) return null;
  // Mounted per opening, so every opening starts at the top level.
  return <SidebarPanel {...props} />;
}

function SidebarPanel({
  onClose,
  categories,
  id = SIDEBAR_ID,
  onSearch,
  social = COMPANY_INFO.social,
}: SidebarProps) {
  const { labels, links } = useShopShell();
  const { language, authenticated } = useShellSession();
  const dispatch = useDispatch<SessionDispatch>();
  const go = useShellNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const levelHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const lastSearch = useRef<string | null>(null);
  const [path, setPath] = useState<readonly Category[]>([]);
  const [saleOpen, setSaleOpen] = useState(false);
  const current = path[path.length - 1];

  // Declared before the focus trap so it sees the opener before the trap moves focus.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  useFocusTrap(panel, { initialFocus: backButton, onEscape: onClose });

  useEffect(() => {
    if (path.length > 0) levelHeading.current?.focus();
  }, [path]);

  const search = (raw: string) => {
    const keyword = searchKeyword(raw);
    // A committed change and the submit that may follow it are one search.
    if (keyword === null || keyword === lastSearch.current) return;
    lastSearch.current = keyword;
    if (onSearch) onSearch(keyword);
    else go(links.productSearch(keyword));
    onClose();
  };
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  // Spec "search on change": the native change event (Enter, or leaving the edited box),
  // which React's per-keystroke onChange is not.
  useEffect(() => {
    const node = input.current;
    if (!node) return;
    const onChange = () => searchRef.current(node.value);
    node.addEventListener('change', onChange);
    return () => node.removeEventListener('change', onChange);
  }, []);

  const back = () => {
    if (path.length === 0) onClose();
    else {
      setPath((p) => p.slice(0, -1));
      if (path.length === 1) backButton.current?.focus();
    }
  };

  const item = (to: string, text: ReactNode, key?: string | number) => (
    <li key={key ?? to}>
      <ShellLink to={to} className="atelier-shell-sidebar__link" onClick={onClose}>
        {text}
      </ShellLink>
    </li>
  );

  const categoryItem = (category: Category) =>
    category.descendants.length > 0 ? (
      <li key={category.id}>
        <button
          type="button"
          className="atelier-shell-sidebar__drill"
          onClick={() => setPath((p) => [...p, category])}
        >
          <span>{categoryName(category, language)}</span>
          <Icon name="chevron-right" size={18} />
        </button>
      </li>
    ) : (
      item(links.category(category.id), categoryName(category, language), category.id)
    );

  const sale = categories.find((c) => c.id === SALE_CATEGORY_ID);
  const saleListId = `${id}-sale`;

  return (
    <div className="atelier-shell-sidebar">
      <div className="atelier-shell-sidebar__backdrop" role="presentation" onClick={onClose} />
      <div
        ref={panel}
        id={id}
        className="atelier-shell-sidebar__panel"
        role="dialog"
        aria-modal="true"
        aria-label={labels.sidebar}
      >
        <div className="atelier-shell-sidebar__bar">
          <button
            ref={backButton}
            type="button"
            className="atelier-shell-icon-button"
            aria-label={path.length > 0 ? labels.back : labels.sidebarClose}
            onClick={back}
          >
            <Icon name={path.length > 0 ? 'chevron-left' : 'close'} />
          </button>
          <form
            role="search"
            aria-label={labels.searchLabel}
            className="atelier-shell-sidebar__search"
            onSubmit={(event) => {
              event.preventDefault();
              search(input.current?.value ?? '');
            }}
          >
            <input
              ref={input}
              type="search"
              className="atelier-shell-search__input"
              aria-label={labels.searchLabel}
              placeholder={labels.searchPlaceholder}
              enterKeyHint="search"
              onInput={() => {
                lastSearch.current = null;
              }}
            />
            <button type="submit" className="atelier-shell-icon-button" aria-label={labels.search}>
              <Icon name="search" size={20} />
            </button>
          </form>
        </div>

        <div className="atelier-shell-sidebar__body">
          {current ? (
            <nav
              aria-label={categoryName(current, language)}
              className="atelier-shell-sidebar__level"
            >
              <h2 ref={levelHeading} tabIndex={-1} className="atelier-shell-sidebar__level-title">
                {categoryName(current, language)}
              </h2>
              <ul className="atelier-shell-sidebar__list">
                {item(links.category(current.id), labels.viewAll, 'all')}
                {current.descendants.map(categoryItem)}
              </ul>
            </nav>
          ) : (
            <>
              <ul className="atelier-shell-sidebar__account" aria-label={labels.account}>
                {authenticated ? (
                  <>
                    {item(links.myPage, labels.myPage)}
                    <li>
                      <button
                        type="button"
                        className="atelier-shell-sidebar__link"
                        onClick={() => {
                          onClose();
                          void dispatch(logout());
                        }}
                      >
                        {labels.logout}
                      </button>
                    </li>
                  </>
                ) : (
                  <>
                    {item(links.login, labels.login)}
                    {item(links.register, labels.register)}
                  </>
                )}
                {item(links.customerCenter, labels.customerCenter)}
              </ul>

              <nav
                aria-labelledby={`${id} ${id}-categories`}
                className="atelier-shell-sidebar__section"
              >
                <h2 id={`${id}-categories`} className="atelier-shell-sidebar__heading">
                  {labels.categories}
                </h2>
                <ul className="atelier-shell-sidebar__list">
                  {categories.filter((c) => c.id !== SALE_CATEGORY_ID).map(categoryItem)}
                </ul>
              </nav>

              <section className="atelier-shell-sidebar__section">
                <h2 className="atelier-shell-sidebar__heading">
                  <button
                    type="button"
                    className="atelier-shell-sidebar__toggle"
                    aria-expanded={saleOpen}
                    aria-controls={saleListId}
                    onClick={() => setSaleOpen((o) => !o)}
                  >
                    <span>{sale ? categoryName(sale, language) : labels.sale}</span>
                    <Icon
                      name="chevron-right"
                      size={18}
                      className={saleOpen ? 'atelier-shell-icon--down' : undefined}
                    />
                  </button>
                </h2>
                <ul id={saleListId} className="atelier-shell-sidebar__list" hidden={!saleOpen}>
                  {item(links.category(SALE_CATEGORY_ID), labels.viewAll, 'sale-all')}
                  {(sale?.descendants ?? []).map((c) =>
                    item(links.category(c.id), categoryName(c, language), c.id),
                  )}
                </ul>
              </section>

              <ul className="atelier-shell-sidebar__list atelier-shell-sidebar__section">
                {item(links.newItems, labels.newItems)}
                {item(links.bestSeller, labels.bestSeller)}
              </ul>

              <nav aria-labelledby={`${id} ${id}-tssa`} className="atelier-shell-sidebar__section">
                <h2 id={`${id}-tssa`} className="atelier-shell-sidebar__heading">
                  {labels.tssa}
                </h2>
                <ul className="atelier-shell-sidebar__list">
                  {item(links.tssaMain, labels.tssaMain)}
                  {item(links.tssaCategory, labels.tssaClasses)}
                  {item(links.tssaStudio, labels.tssaStudio)}
                  {item(links.tssaBooks, labels.tssaBooks)}
                  {item(links.tssaNotice, labels.tssaNotice)}
                </ul>
              </nav>

              <ul className="atelier-shell-sidebar__list atelier-shell-sidebar__section">
                {item(links.contents, labels.contents)}
                {item(links.promotion, labels.promotion)}
                {item(links.customFragrance, labels.customFragrance)}
              </ul>

              <nav
                aria-labelledby={`${id} ${id}-support`}
                className="atelier-shell-sidebar__section"
              >
                <h2 id={`${id}-support`} className="atelier-shell-sidebar__heading">
                  {labels.customerCenter}
                </h2>
                <ul className="atelier-shell-sidebar__list">
                  {item(links.customerNotice, labels.notice)}
                  {item(links.faq, labels.faq)}
                  {item(links.productReview, labels.productReview)}
                  {item(links.productInquiry, labels.productInquiry)}
                  {item(links.shipmentCost, labels.shipmentCost)}
                  {item(links.wholesaleApply, labels.wholesale)}
                  {item(links.dealerApply, labels.dealer)}
                </ul>
              </nav>

              <SocialLinks links={social} className="atelier-shell-sidebar__social" />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
