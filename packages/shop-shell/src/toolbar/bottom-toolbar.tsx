import { useNavigate } from 'react-router';

import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon } from '../shared/icon.js';
import { ShellLink } from '../shared/shell-link.js';
import { useOrdersLink } from '../shared/use-orders-link.js';
import { useToolbarVisible, type ToolbarVisibility } from './toolbar-visibility.js';

/**
 * Props of {@link BottomToolbar}.
 *
 * @example
 * const props: BottomToolbarProps = { visibility, onChat: () => chat.show() };
 */
export interface BottomToolbarProps {
  /** The flag the chat adapter drives; the toolbar hides while the chat is shown. */
  visibility?: ToolbarVisibility | null;
  /** Opens the chat widget; the chat button is left out without it (chat off). */
  onChat?: () => void;
  /** Default `window.location.reload()`. */
  onReload?: () => void;
}

/**
 * The phone toolbar fixed at the bottom (spec §1): back, forward, reload, 주문조회 (a member's
 * orders, a guest's order lookup), product search and chat. Hidden while the chat widget is open (spec §4).
 *
 * @example
 * const visibility = useMemo(createToolbarVisibility, []);
 * <BottomToolbar visibility={visibility} onChat={chat.enabled ? chat.show : undefined} />
 */
export function BottomToolbar({ visibility, onChat, onReload }: BottomToolbarProps) {
  const { labels, links } = useShopShell();
  const navigate = useNavigate();
  const visible = useToolbarVisible(visibility);
  const orders = useOrdersLink();
  return (
    <nav className="atelier-shell-toolbar" aria-label={labels.toolbar} hidden={!visible}>
      <ul className="atelier-shell-toolbar__list">
        <li>
          <button
            type="button"
            className="atelier-shell-toolbar__item"
            onClick={() => void navigate(-1)}
          >
            <Icon name="back" />
            <span>{labels.toolbarBack}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="atelier-shell-toolbar__item"
            onClick={() => void navigate(1)}
          >
            <Icon name="forward" />
            <span>{labels.toolbarForward}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="atelier-shell-toolbar__item"
            onClick={() => (onReload ? onReload() : window.location.reload())}
          >
            <Icon name="reload" />
            <span>{labels.toolbarReload}</span>
          </button>
        </li>
        <li>
          <ShellLink to={orders.to} className="atelier-shell-toolbar__item">
            <Icon name="orders" />
            <span>{labels.toolbarOrders}</span>
          </ShellLink>
        </li>
        <li>
          <ShellLink to={links.searchPage} className="atelier-shell-toolbar__item">
            <Icon name="search" />
            <span>{labels.toolbarSearch}</span>
          </ShellLink>
        </li>
        {onChat ? (
          <li>
            <button type="button" className="atelier-shell-toolbar__item" onClick={onChat}>
              <Icon name="chat" />
              <span>{labels.toolbarChat}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
