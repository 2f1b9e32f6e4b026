import type { CSSProperties } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';

/**
 * The icons the chrome uses; each is `{iconBasePath}/{name}.svg` (spec §7:
 * `/images/icons/{name}.svg`).
 *
 * @example
 * ICON_NAMES.includes('cart'); // true
 */
export const ICON_NAMES = Object.freeze([
  'cart',
  'bell',
  'menu',
  'search',
  'close',
  'back',
  'forward',
  'reload',
  'orders',
  'chat',
  'user',
  'globe',
  'chevron-left',
  'chevron-right',
  'instagram',
  'youtube',
  'blog',
  'kakao',
  'arrow-up',
] as const);

/**
 * One of {@link ICON_NAMES}.
 *
 * @example
 * const name: IconName = 'bell';
 */
export type IconName = (typeof ICON_NAMES)[number];

/**
 * Props of {@link Icon}.
 *
 * @example
 * const props: IconProps = { name: 'cart', size: 24 };
 */
export interface IconProps {
  name: IconName;
  /** Square size in px; default 24. */
  size?: number;
  className?: string;
}

/**
 * A decorative icon loaded from `/images/icons/{name}.svg`, painted in the text colour (CSS
 * mask), so hover, focus and dark surfaces need no second file. Hidden from assistive
 * technology: the control around it carries the label.
 *
 * @example
 * <button type="button" aria-label="장바구니"><Icon name="cart" /></button>
 */
export function Icon({ name, size = 24, className }: IconProps) {
  const { iconBasePath } = useShopShell();
  const style = {
    '--atelier-shell-icon': `url("${iconBasePath}/${name}.svg")`,
    width: size,
    height: size,
  } as CSSProperties;
  return (
    <span
      className={className ? `atelier-shell-icon ${className}` : 'atelier-shell-icon'}
      data-icon={name}
      aria-hidden="true"
      style={style}
    />
  );
}
