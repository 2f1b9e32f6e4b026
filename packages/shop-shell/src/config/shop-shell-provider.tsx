import { DEFAULT_SESSION_LABELS, type SessionLabels } from '@atelier/session';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { SHOP_SHELL_LABELS_KO, type ShopShellLabels } from './shell-labels.js';
import { DEFAULT_SHELL_LINKS, isExternalLink, type ShellLinks } from './shell-links.js';

/**
 * What every chrome component reads from {@link ShopShellProvider} (or the defaults when
 * there is none).
 *
 * @example
 * const { labels, links }: ShopShellConfig = useShopShell();
 */
export interface ShopShellConfig {
  labels: ShopShellLabels;
  /**
   * The provider's `translate` (the identity without one), for texts that come as data
   * rather than labels: the CMS banners' texts.
   */
  translate: (phrase: string) => string;
  /** Texts of the language confirmation (the session package's dialog). */
  sessionLabels: Partial<SessionLabels>;
  links: ShellLinks;
  /** Folder of the `{name}.svg` icons (spec §7: `/images/icons`). */
  iconBasePath: string;
  logoSrc: string;
  isExternalLink: (href: string) => boolean;
}

/**
 * Props of {@link ShopShellProvider}.
 *
 * @example
 * const props: ShopShellProviderProps = { translate: t, links: { home: '/tssa/main' } };
 */
export interface ShopShellProviderProps {
  /** Texts that win over the defaults (and over `translate`). */
  labels?: Partial<ShopShellLabels>;
  /**
   * Maps each Korean default phrase (chrome and language-dialog texts) and the CMS banners'
   * texts to the visitor's language, e.g. translation-ai's `t`.
   */
  translate?: (phrase: string) => string;
  /** Texts of the language confirmation dialog; win over `translate`. */
  sessionLabels?: Partial<SessionLabels>;
  links?: Partial<ShellLinks>;
  /** Default `/images/icons`. */
  iconBasePath?: string;
  /** Default `/images/logo.svg`. */
  logoSrc?: string;
  /** Base paths of the other apps the app links to (e.g. `['/tssa']`): their links load as full pages. */
  otherApps?: readonly string[];
  /** Links loaded as full pages instead of through the router; default absolute URLs and `otherApps`. */
  isExternalLink?: (href: string) => boolean;
  children?: ReactNode;
}

const untranslated = (phrase: string) => phrase;

function translated<T extends object>(
  labels: Readonly<T>,
  translate?: (phrase: string) => string,
): T {
  if (!translate) return { ...labels };
  const out = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(labels)) {
    out[key] = typeof value === 'string' ? translate(value) : value;
  }
  return out as T;
}

/**
 * Builds the chrome configuration the components read; exported for apps that render
 * chrome components outside React context (SSR head tags, tests).
 *
 * @example
 * const config = createShopShellConfig({ links: { home: '/tssa/main' } });
 * config.links.home; // '/tssa/main'
 */
export function createShopShellConfig(
  props: Omit<ShopShellProviderProps, 'children'> = {},
): ShopShellConfig {
  return {
    labels: { ...translated(SHOP_SHELL_LABELS_KO, props.translate), ...props.labels },
    translate: props.translate ?? untranslated,
    sessionLabels: props.translate
      ? { ...translated(DEFAULT_SESSION_LABELS, props.translate), ...props.sessionLabels }
      : { ...props.sessionLabels },
    links: { ...DEFAULT_SHELL_LINKS, ...props.links },
    iconBasePath: (props.iconBasePath ?? '/images/icons').replace(/\/+$/, ''),
    logoSrc: props.logoSrc ?? '/images/logo.svg',
    isExternalLink:
      props.isExternalLink ?? ((href: string) => isExternalLink(href, props.otherApps ?? [])),
  };
}

const DEFAULT_CONFIG = createShopShellConfig();
const ShopShellContext = createContext<ShopShellConfig>(DEFAULT_CONFIG);

/**
 * Gives the chrome components their texts, links and asset paths. Optional: without it
 * they show the Korean defaults and link to the storefront's paths. (Their data comes from
 * `shellApi`, the chrome's endpoints in the app's one API.)
 *
 * @example
 * const { t } = useT();
 * <ShopShellProvider translate={t} links={{ category: (id) => href('Category', { categoryId: id }) }}>
 *   <Layout slots={slots} />
 * </ShopShellProvider>
 */
export function ShopShellProvider({ children, ...props }: ShopShellProviderProps) {
  const { labels, translate, sessionLabels, links, iconBasePath, logoSrc } = props;
  const external = props.isExternalLink;
  const otherApps = props.otherApps;
  const value = useMemo(
    () =>
      createShopShellConfig({
        labels,
        translate,
        sessionLabels,
        links,
        iconBasePath,
        logoSrc,
        isExternalLink: external,
        otherApps,
      }),
    [labels, translate, sessionLabels, links, iconBasePath, logoSrc, external, otherApps],
  );
  return <ShopShellContext value={value}>{children}</ShopShellContext>;
}

/**
 * The configuration of the nearest {@link ShopShellProvider}, or the defaults.
 *
 * @example
 * const { labels } = useShopShell();
 * <button>{labels.logout}</button>;
 */
export function useShopShell(): ShopShellConfig {
  return useContext(ShopShellContext);
}
