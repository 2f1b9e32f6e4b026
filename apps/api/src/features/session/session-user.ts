import type { SessionUser } from '@atelier/contracts';

import type { MemberRow } from '../../db/schema/index.js';

const iso = (d: Date) => d.toISOString();

/**
 * A member row as the API shows it to the member (legacy field names).
 */
export function toSessionUser(m: MemberRow): SessionUser {
  return {
    mb_id: m.mbId,
    mb_name: m.name,
    mb_email: m.email ?? '',
    mb_hp: m.hp ?? '',
    is_admin: m.operatorRole !== null,
    mb_datetime: iso(m.createdAt),
    consents: {
      terms_agreed_at: iso(m.termsAgreedAt),
      terms_version: m.termsVersion,
      privacy_agreed_at: iso(m.privacyAgreedAt),
      privacy_version: m.privacyVersion,
      age14_confirmed_at: iso(m.age14ConfirmedAt),
      marketing_agreed_at: m.marketingAgreedAt ? iso(m.marketingAgreedAt) : null,
    },
  };
}
