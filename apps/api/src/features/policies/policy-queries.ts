import {
  POLICY_KINDS,
  type CurrentPolicies,
  type PolicyKind,
  type PolicyVersionSummary,
} from '@atelier/contracts';
import { asc, desc, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { policyDocuments } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { koreaDate } from '../../shared/korea-time.js';

/**
 * Every version of one document, newest first, with which is in force on `today` (a Korea
 * date): the latest whose effective date has come. Later ones are upcoming.
 */
export async function policyVersions(
  db: Database | Transaction,
  kind: PolicyKind,
  today: string,
): Promise<PolicyVersionSummary[]> {
  const rows = await db
    .select({ version: policyDocuments.version, effectiveOn: policyDocuments.effectiveOn })
    .from(policyDocuments)
    .where(eq(policyDocuments.kind, kind))
    .orderBy(desc(policyDocuments.effectiveOn), desc(policyDocuments.version));
  const current = rows.find((row) => row.effectiveOn <= today);
  return rows.map((row) => ({
    version: row.version,
    effective_on: row.effectiveOn,
    current: row === current,
    upcoming: row.effectiveOn > today,
  }));
}

/**
 * The version of each document in force at `now` (Korea date), `null` for a kind with none.
 */
export async function currentPolicies(
  db: Database | Transaction,
  now: Date,
): Promise<CurrentPolicies> {
  const today = koreaDate(now);
  const rows = await db
    .select({
      kind: policyDocuments.kind,
      version: policyDocuments.version,
      effectiveOn: policyDocuments.effectiveOn,
    })
    .from(policyDocuments)
    .orderBy(asc(policyDocuments.effectiveOn));
  const current: CurrentPolicies = { terms: null, privacy: null };
  for (const row of rows) {
    if (row.effectiveOn <= today && POLICY_KINDS.includes(row.kind))
      current[row.kind] = { version: row.version, effective_on: row.effectiveOn };
  }
  return current;
}

/**
 * The 409 of a consent given to a version that is no longer in force: nothing was written;
 * `policies` are the versions in force now, for the form to link to before asking again.
 */
export class PolicyChangedError extends HttpError {
  constructor(policies: CurrentPolicies) {
    super(409, 'policy_changed', {}, {}, { policies });
    this.name = 'PolicyChangedError';
  }
}

/**
 * The versions a consent accepts: those in force at `now`, whatever the client says; a
 * version the client sent that is no longer (or not yet) in force is a {@link PolicyChangedError}.
 */
export async function acceptedPolicyVersions(
  db: Database | Transaction,
  now: Date,
  sent: { terms_version?: number | undefined; privacy_version?: number | undefined },
): Promise<{ terms: number | null; privacy: number | null }> {
  const current = await currentPolicies(db, now);
  const stale = (kind: PolicyKind, seen: number | undefined) =>
    seen !== undefined && seen !== current[kind]?.version;
  if (stale('terms', sent.terms_version) || stale('privacy', sent.privacy_version))
    throw new PolicyChangedError(current);
  return { terms: current.terms?.version ?? null, privacy: current.privacy?.version ?? null };
}
