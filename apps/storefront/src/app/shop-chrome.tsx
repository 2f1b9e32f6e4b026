import {
  BottomToolbar,
  DesktopHeader,
  Footer,
  MobileFooter,
  MobileHeader,
  OldBrandOverlay,
  PopupCarousel,
  ScrollToTopButton,
  ShopShellProvider,
  Sidebar,
} from '@atelier/shop-shell';
import { useT } from '@atelier/translation-ai';
import { useState, useSyncExternalStore, type ReactNode } from 'react';

import { catalogApi } from '../features/catalog/api.js';
import { popupApi } from '../features/popups/api.js';
import { shellApi } from '../features/shell/api.js';
import { FRAME_LABELS } from './frame-labels.js';
import { useIntegrations } from './integrations.js';
import { Layout } from './layout.js';
import { usePage } from './page-context.js';
import { SHELL_LINKS } from './shell-links.js';
import { useAppExtra } from './use-app-extra.js';
import { useIsDesktop } from './use-is-desktop.js';

/**
 * Props of {@link ShopChrome}.
 *
 * @example
 * const props: ShopChromeProps = { blank: false, home: true, children: <KeepAliveOutlet /> };
 */
export interface ShopChromeProps {
  /** Blank routes (`meta.blank`, `/admin`): the page alone, no chrome. */
  blank?: boolean;
  /** The home page: the popup carousel shows there at load (spec §2). */
  home?: boolean;
  children?: ReactNode;
}

type Variant = 'both' | 'mobile' | 'desktop';

const noSubscription = () => () => {};

// The server cannot know the width. It renders the variant the device hint names (phone or
// desktop browser) or, when unsure, both with CSS showing one; hydration renders the same.
// After hydration the measured width decides, so a wrong guess costs one re-render.
function useVariant(): Variant {
  const desktop = useIsDesktop();
  const { device } = usePage().hints;
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
 * The storefront's shop chrome around the page (spec §1, §2): `@atelier/shop-shell`'s mobile
 * header and slide-in sidebar or desktop header with the mega-menu, footers (latest notices,
 * Instagram strip on phones), bottom toolbar tied to the chat widget, scroll-to-top, the
 * popup carousel on the home page and the old-brand overlay. Texts go through the
 * translator, links through the route table, API calls through this page's client. Data
 * (categories, popups, notices, Instagram) comes from the RTK Query cache the server filled.
 *
 * @example
 * <ShopChrome blank={isBlankRoute(pathname, meta)} home={name === 'Home'}>
 *   <KeepAliveOutlet />
 * </ShopChrome>
 */
export function ShopChrome({ blank = false, home = false, children }: ShopChromeProps) {
  const { t } = useT();
  const { api } = useAppExtra();
  const skipLinkLabel = t(FRAME_LABELS.skipToContent);
  if (blank) {
    return (
      <Layout slots={{}} blank skipLinkLabel={skipLinkLabel}>
        {children}
      </Layout>
    );
  }
  return (
    <ShopShellProvider translate={t} api={api} links={SHELL_LINKS}>
      <ShellLayout home={home} skipLinkLabel={skipLinkLabel}>
        {children}
      </ShellLayout>
    </ShopShellProvider>
  );
}

function ShellLayout({
  home,
  skipLinkLabel,
  children,
}: {
  home: boolean;
  skipLinkLabel: string;
  children?: ReactNode;
}) {
  const variant = useVariant();
  // The server's host and config: the overlay is in the server's markup, no flash of the shop.
  const { hints, config } = usePage();
  const { chat, toolbar } = useIntegrations();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: categories = [] } = catalogApi.useGetCategoriesQuery();
  const { data: popups = [] } = popupApi.useGetActivePopupsQuery();
  const { data: notices = [] } = shellApi.useGetLatestNoticesQuery();
  const { data: instagram = [] } = shellApi.useGetInstaFeedsQuery();

  return (
    <Layout
      skipLinkLabel={skipLinkLabel}
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
        footer: (
          <Variants
            variant={variant}
            mobile={<MobileFooter notices={notices} instagram={instagram} />}
            desktop={<Footer notices={notices} />}
          />
        ),
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
            {config.oldBrandHosts && config.newSiteUrl ? (
              <OldBrandOverlay
                hosts={config.oldBrandHosts}
                newUrl={config.newSiteUrl}
                currentHost={hints.host}
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
