import { useT } from '@atelier/translation-ai';
import { Link } from 'react-router';

import { FRAME_LABELS } from './frame-labels.js';
import type { ShellSlots } from './layout.js';

/**
 * The minimal top bar of the frame (the logo linking home), until the shell's headers
 * replace it.
 *
 * @example
 * <Layout slots={{ topBar: <FrameTopBar /> }} />
 */
export function FrameTopBar() {
  const { t } = useT();
  return (
    <header className="atelier-frame-top-bar">
      <Link className="atelier-frame-top-bar__logo" to="/" aria-label={t(FRAME_LABELS.homeLinkLabel)}>
        ATELIER
      </Link>
    </header>
  );
}

/**
 * What fills the shell's slots. The shell issue replaces these with the headers, side bar,
 * mega-menu, footers, bottom toolbar and popup carousel (see README "Shell slots").
 *
 * @example
 * <Layout slots={SHELL_SLOTS}><KeepAliveOutlet /></Layout>
 */
export const SHELL_SLOTS: ShellSlots = {
  topBar: <FrameTopBar />,
};
