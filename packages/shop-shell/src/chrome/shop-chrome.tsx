import type { Category, Popup } from '@atelier/contracts';
import { afterHydration } from '@atelier/ui-kit';
import { useState, useSyncExternalStore, type ReactNode } from 'react';

import { ShopShellProvider, useShopShell } from '../config/shop-shell-provider.js';
import type { ShellLinks } from '../config/shell-links.js';
import { shellApi } from '../data/shell-api.js';
import { DesktopHeader } from '../header/desktop-header.js';
import { MobileHeader } from '../header/mobile-header.js';
import { useIntegrations } from '../integrations/integration-registry.js';
import { PopupCarousel } from '../popups/popup-carousel.js';
import { BottomToolbar } from '../toolbar/bottom-toolbar.js';
import { Layout } from './layout.js';
import { useIsDesktop } from './use-is-desktop.js';

/**
 * Which chrome the server renders before the width is known: the device hint of the
 * request (`Sec-CH-UA-Mobile`, User-Agent), `unknown` for both with CSS picking one.
 *
 * @example
 * const device: ChromeDevice = hints.device;
 */
export type ChromeDevice = 'mobile' | 'desktop' | 'unknown';

/**
 * The "we moved" overlay of spec §1: shown when `currentHost` is one of `hosts`.
 *
 * @example
 * const oldBrand: OldBrandConfig = { hosts: ['old-candle.example'], newUrl: 'https://shop.example/', currentHost: hints.host };
 */
export interface OldBrandConfig {
  hosts: readonly string[];
  newUrl: string;
  currentHost: string;
}

/**
 * The slide-in sidebar's open state, when the app keeps it (e.g. to open it from a page).
 *
 * @example
 * const [open, setOpen] = useState(false);
 * const menu: ChromeMenuState = { open, onOpenChange: setOpen };
 */
export interface ChromeMenuState {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Props of {@link ShopChrome}.
 *
 * @example
 * const props: ShopChromeProps = { translate: t, links: SHELL_LINKS, home: true, device: 'mobile' };
 */
export interface ShopChromeProps {
  /** Maps each Korean phrase to the visitor's language (translation-ai's `t`). */
  translate?: (phrase: string) => string;
  /** The app's paths (storefront route table, TSSA's own). */
  links?: Partial<ShellLinks>;
  /** Base paths of the other apps its links lead to (full page loads), e.g. `['/tssa']`. */
  otherApps?: readonly string[];
  /** Blank routes (`meta.blank`, `/admin`): the page alone, no chrome. */
  blank?: boolean;
  /** The home page: the popup carousel shows there at load (spec §2). */
  home?: boolean;
  /** The server's device hint; default `unknown` (both variants until hydrated). */
  device?: ChromeDevice;
  /** The old-brand overlay; none without it. */
  oldBrand?: OldBrandConfig | null;
  /** The sidebar's open state; kept inside the chrome without it. */
  menu?: ChromeMenuState;
  children?: ReactNode;
}

type Variant = 'both' | 'mobile' | 'desktop';

// Below the page or shown only on use: their code loads right after hydration, outside every
// page's first-load JS. The server renders the footers in full and the browser keeps that
// markup (plain links) until their code arrives; the sidebar renders nothing until opened,
// the scroll-to-top button nothing until the page is scrolled.
const Footer = afterHydration(() =>
  import('../footer/chrome-footers.js').then((m) => m.ChromeFooter),
);
const MobileFooter = afterHydration(() =>
  import('../footer/chrome-footers.js').then((m) => m.ChromeMobileFooter),
);
const Sidebar = afterHydration(() => import('../sidebar/sidebar.js').then((m) => m.Sidebar));
// Server-rendered on the old brand's hosts; its only control is a plain link, and its focus
// trap comes with its code.
const OldBrandOverlay = afterHydration(() =>
  import('../overlay/old-brand-overlay.js').then((m) => m.OldBrandOverlay),
);
const ScrollToTopButton = afterHydration(() =>
  import('../scroll/scroll-to-top-button.js').then((m) => m.ScrollToTopButton),
);

// Stable while the data is missing, so the deferred parts' props do not change per render.
const NO_CATEGORIES: readonly Category[] = [];
const NO_POPUPS: readonly Popup[] = [];

const noSubscription = () => () => {};

// The server cannot know the width. It renders the variant the device hint names (phone or
// desktop browser) or, when unsure, both with CSS showing one; hydration renders the same.
// After hydration the measured width decides, so a wrong guess costs one re-render.
function useVariant(device: ChromeDevice): Variant {
  const desktop = useIsDesktop();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return device === 'unknown' ? 'both' : device;
  return desktop ? 'desktop' : 'mobile';
}

function Variants({
  variant,
  mobile,
  desktop,
}: {
  variant: Variant;
  mobile: ReactNode;
  desktop: ReactNode;
}) {
  // Same keys in every mode, so the variant that stays keeps its state.
  return (
    <>
      {variant !== 'desktop' && mobile != null ? (
        <div
          key="mobile"
          className={`atelier-shell-variant atelier-shell-variant--mobile${variant === 'both' ? '' : ' atelier-shell-variant--only'}`}
        >
          {mobile}
        </div>
      ) : null}
      {variant !== 'mobile' && desktop != null ? (
        <div
          key="desktop"
          className={`atelier-shell-variant atelier-shell-variant--desktop${variant === 'both' ? '' : ' atelier-shell-variant--only'}`}
        >
          {desktop}
        </div>
      ) : null}
    </>
  );
}

/**
 * The whole shop chrome around a page (spec §1, §2), for any app (storefront, TSSA): the
 * mobile header and slide-in sidebar or the desktop header with the mega-menu, footers
 * (latest notices; Instagram strip on phones), the bottom toolbar tied to the chat widget,
 * scroll-to-top, the popup carousel on the home page and the old-brand overlay. Its data
 * (categories, popups, notices, Instagram) comes from `shellApi` in the app's store: the
 * server prefetches it with `prefetchShellData` and embeds the cache. The integrations are
 * the booted set (`startIntegrations`), offline until then.
 *
 * Needs a Redux store with `atelierApi` and the session slice, and a router. Its footers,
 * sidebar, overlay and the mega-menu's links load after hydration (ui-kit's `afterHydration`):
 * the app calls ui-kit's `markHydrated()` once it has hydrated (a client-only app at start),
 * and renders on the server with a Suspense-aware renderer that waits for everything.
 *
 * @example
 * <ShopChrome translate={t} links={SHELL_LINKS} home={name === 'Home'} device={hints.device}>
 *   <Outlet />
 * </ShopChrome>
 */
export function ShopChrome({
  translate,
  links,
  otherApps,
  blank = false,
  home = false,
  device = 'unknown',
  oldBrand = null,
  menu,
  children,
}: ShopChromeProps) {
  if (blank) {
    return (
      <Layout slots={{}} blank>
        {children}
      </Layout>
    );
  }
  return (
    <ShopShellProvider translate={translate} links={links} otherApps={otherApps}>
      <ChromeLayout home={home} device={device} oldBrand={oldBrand} menu={menu}>
        {children}
      </ChromeLayout>
    </ShopShellProvider>
  );
}

function ChromeLayout({
  home,
  device,
  oldBrand,
  menu,
  children,
}: Required<Pick<ShopChromeProps, 'home' | 'device'>> &
  Pick<ShopChromeProps, 'oldBrand' | 'menu' | 'children'>) {
  const { labels } = useShopShell();
  const variant = useVariant(device);
  const { chat, toolbar } = useIntegrations();
  const [ownMenuOpen, setOwnMenuOpen] = useState(false);
  const menuOpen = menu ? menu.open : ownMenuOpen;
  const setMenuOpen = menu ? menu.onOpenChange : setOwnMenuOpen;
  const { data: categories = NO_CATEGORIES } = shellApi.useGetCategoriesQuery();
  const { data: popups = NO_POPUPS } = shellApi.useGetActivePopupsQuery();

  return (
    <Layout
      skipLinkLabel={labels.skipToContent}
      slots={{
        topBar: (
          <Variants
            variant={variant}
            mobile={<MobileHeader menuOpen={menuOpen} onMenuOpen={() => setMenuOpen(true)} />}
            desktop={<DesktopHeader categories={categories} />}
          />
        ),
        sideBar:
          variant === 'desktop' ? null : (
            <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} categories={categories} />
          ),
        footer: <Variants variant={variant} mobile={<MobileFooter />} desktop={<Footer />} />,
        bottomToolbar: (
          <Variants
            variant={variant}
            mobile={
              <BottomToolbar
                visibility={toolbar}
                onChat={chat.enabled ? () => chat.show() : undefined}
              />
            }
            desktop={null}
          />
        ),
        overlays: (
          <>
            {home && popups.length > 0 ? <PopupCarousel popups={popups} /> : null}
            <ScrollToTopButton />
            {oldBrand ? (
              <OldBrandOverlay
                hosts={oldBrand.hosts}
                newUrl={oldBrand.newUrl}
                currentHost={oldBrand.currentHost}
              />
            ) : null}
          </>
        ),
      }}
    >
      {children}
    </Layout>
  );
}
