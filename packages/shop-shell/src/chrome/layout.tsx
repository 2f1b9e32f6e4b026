import type { ReactNode } from 'react';

/**
 * The named places of the shop chrome (spec §1, §2). Each is any React content; leave one
 * out for nothing.
 *
 * @example
 * const slots: ShellSlots = { topBar: <MobileHeader />, footer: <ShopFooter />, bottomToolbar: <BottomToolbar /> };
 */
export interface ShellSlots {
  /** Above everything: header (mobile and desktop variants), top banners. */
  topBar?: ReactNode;
  /** The slide-in side bar (mobile). */
  sideBar?: ReactNode;
  /** The desktop menu (mega-menu row). */
  menu?: ReactNode;
  /** Below the page: footers. */
  footer?: ReactNode;
  /** Fixed at the bottom on phones: back, forward, reload, my orders, search, chat. */
  bottomToolbar?: ReactNode;
  /** Outside the flow: popup carousel, scroll-to-top button, overlays. */
  overlays?: ReactNode;
}

/**
 * Props of {@link Layout}.
 *
 * @example
 * const props: LayoutProps = { blank: false, slots: { topBar: <MobileHeader menuOpen={false} onMenuOpen={open} /> }, children: <KeepAliveOutlet /> };
 */
export interface LayoutProps {
  slots: ShellSlots;
  /** Render the page alone, without any slot (blank routes, `/admin`). */
  blank?: boolean;
  /** Text of the skip link; default '본문 바로가기'. */
  skipLinkLabel?: string;
  children?: ReactNode;
}

/**
 * The page frame: top bar, menu, side bar, the page (`<main id="main">`), footer, bottom
 * toolbar and overlays, each from `slots`. Blank routes get only the page. The markup is
 * the same on every screen size; CSS (`.atelier-layout*`) decides what wide screens show.
 *
 * @example
 * <Layout slots={{ topBar: <Header />, footer: <Footer /> }} blank={isBlankRoute(pathname, meta)}>
 *   <KeepAliveOutlet />
 * </Layout>
 */
export function Layout({
  slots,
  blank = false,
  skipLinkLabel = '본문 바로가기',
  children,
}: LayoutProps) {
  if (blank) {
    return (
      <div className="atelier-layout atelier-layout--blank">
        <main id="main" className="atelier-layout__main">
          {children}
        </main>
      </div>
    );
  }
  return (
    <div className="atelier-layout">
      <a className="atelier-layout__skip" href="#main">
        {skipLinkLabel}
      </a>
      {slots.topBar != null && <div className="atelier-layout__top-bar">{slots.topBar}</div>}
      {slots.menu != null && <div className="atelier-layout__menu">{slots.menu}</div>}
      {slots.sideBar != null && <div className="atelier-layout__side-bar">{slots.sideBar}</div>}
      <main id="main" className="atelier-layout__main">
        {children}
      </main>
      {slots.footer != null && <div className="atelier-layout__footer">{slots.footer}</div>}
      {slots.bottomToolbar != null && (
        <div className="atelier-layout__bottom-toolbar">{slots.bottomToolbar}</div>
      )}
      {slots.overlays}
    </div>
  );
}
