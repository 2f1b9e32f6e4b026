import type { SocialChannels } from '../config/company-info.js';
import type { ShopShellLabels } from '../config/shell-labels.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon, type IconName } from './icon.js';

const CHANNELS: ReadonlyArray<{
  key: keyof SocialChannels;
  icon: IconName;
  label: keyof ShopShellLabels;
}> = [
  { key: 'instagram', icon: 'instagram', label: 'instagram' },
  { key: 'youtube', icon: 'youtube', label: 'youtube' },
  { key: 'blog', icon: 'blog', label: 'blog' },
  { key: 'kakao', icon: 'kakao', label: 'kakao' },
];

/**
 * Props of {@link SocialLinks}.
 *
 * @example
 * const props: SocialLinksProps = { links: COMPANY_INFO.social };
 */
export interface SocialLinksProps {
  links: SocialChannels;
  className?: string;
}

/**
 * The shop's social channels as icon links (new tab), in a list labelled '소셜 미디어'.
 * Channels without a URL are left out.
 *
 * @example
 * <SocialLinks links={COMPANY_INFO.social} />
 */
export function SocialLinks({ links, className }: SocialLinksProps) {
  const { labels } = useShopShell();
  const present = CHANNELS.filter((channel) => links[channel.key]);
  if (present.length === 0) return null;
  return (
    <ul
      className={className ? `atelier-shell-social ${className}` : 'atelier-shell-social'}
      aria-label={labels.social}
    >
      {present.map((channel) => (
        <li key={channel.key}>
          <a
            className="atelier-shell-social__link"
            href={links[channel.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labels[channel.label]}
          >
            <Icon name={channel.icon} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
