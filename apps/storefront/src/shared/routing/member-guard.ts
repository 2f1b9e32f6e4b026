import { createLoginGuard } from '@atelier/app-frame';

/**
 * The guard of the member area (spec §4): the 'login needed' dialog, then
 * `/login?redirect=<this page>`.
 */
export const MEMBER_GUARD = createLoginGuard();

/**
 * A members-only action on a public page (wish toggle, asking a question): `ensureMember()`
 * answers `true` for members; for visitors it shows the member guard's dialog and goes to
 * login, answering `false`.
 */
export const useLoginGate = MEMBER_GUARD.useLoginGate;
