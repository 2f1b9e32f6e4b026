import { useShopShell } from '../config/shop-shell-provider.js';
import { ShellLink } from '../shared/shell-link.js';

/**
 * The ATELIER wordmark linking home (`/images/logo.svg` unless the provider says otherwise).
 *
 * @example
 * <ShellLogo />
 */
export function ShellLogo({ className }: { className?: string }) {
  const { labels, links, logoSrc } = useShopShell();
  return (
    <ShellLink
      to={links.home}
      className={className ? `atelier-shell-logo ${className}` : 'atelier-shell-logo'}
    >
      <img src={logoSrc} alt={labels.home} width={132} height={32} />
    </ShellLink>
  );
}
