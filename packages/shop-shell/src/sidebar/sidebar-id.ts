/**
 * The id the sidebar panel has unless told otherwise; the menu button's `aria-controls`.
 *
 * @example
 * <MobileHeader sidebarId={SIDEBAR_ID} … />
 */
export const SIDEBAR_ID = 'atelier-shell-sidebar';
