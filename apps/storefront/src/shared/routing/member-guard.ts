import { createLoginGuard } from '@atelier/app-frame';

/**
 * The guard of the member area (spec §4): the 'login needed' dialog, then
 * `/login?redirect=<this page>`. Members-only actions on public pages use the frame's
 * `useLoginGate()` with the same defaults.
 */
export const MEMBER_GUARD = createLoginGuard();
