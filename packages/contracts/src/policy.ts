import { z } from 'zod';

/**
 * The two legal documents of `/contents/privacy` (spec §2: one route for both): the terms of
 * use (이용약관) and the privacy policy (개인정보처리방침).
 *
 * @example
 * POLICY_KINDS.includes('terms'); // true
 */
export const POLICY_KINDS = ['terms', 'privacy'] as const;
/** `terms` or `privacy`. */
export type PolicyKind = (typeof POLICY_KINDS)[number];

/**
 * One section of a document: a heading, then paragraphs and/or list items (plain text, each
 * rendered as its own element: documents never carry HTML).
 *
 * @example
 * const section: PolicySection = { heading: '제1조 (목적)', paragraphs: ['이 약관은 …'] };
 */
export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/**
 * A version of a document as a picker lists it. `effective_on` is the Korea date (시행일)
 * from which it applies; `current` marks the one in force today; later ones are `upcoming`
 * (published ahead as notice).
 *
 * @example
 * const entry: PolicyVersionSummary = { version: 2, effective_on: '2026-03-01', current: true, upcoming: false };
 */
export interface PolicyVersionSummary {
  version: number;
  effective_on: string;
  current: boolean;
  upcoming: boolean;
}

/**
 * Answer of `GET /api/v1/policy/{kind}` (the current version, or `?version=`): the document
 * in both languages and every published version of it, newest first.
 *
 * @example
 * const doc: PolicyDocument = { kind: 'privacy', version: 2, effective_on: '2026-03-01', current: true, upcoming: false, sections: [], sections_en: [], versions: [] };
 */
export interface PolicyDocument extends PolicyVersionSummary {
  kind: PolicyKind;
  sections: PolicySection[];
  sections_en: PolicySection[];
  versions: PolicyVersionSummary[];
}

/**
 * Answer of `GET /api/v1/policy`: the version of each document in force now (what a consent
 * accepts); `null` while a shop has none published.
 *
 * @example
 * const current: CurrentPolicies = { terms: { version: 2, effective_on: '2026-03-01' }, privacy: null };
 */
export type CurrentPolicies = Record<PolicyKind, { version: number; effective_on: string } | null>;

const version = z.coerce.number<number>().int().min(1).max(10_000);

/**
 * Path and query of `GET /api/v1/policy/{kind}?version=`.
 *
 * @example
 * policyQuerySchema.parse({ kind: 'terms', version: '1' }); // { kind: 'terms', version: 1 }
 */
export const policyQuerySchema = z.object({
  kind: z.enum(POLICY_KINDS),
  version: version.optional(),
});
/** A document request as a client sends it. */
export type PolicyQueryInput = z.input<typeof policyQuerySchema>;

/**
 * The versions a consent form showed, sent with the consents (sign-up, order). The server
 * stores the version in force when it receives the request; a sent version that is no longer
 * in force is a 409 (`policy_changed`) asking the shopper to review the new one.
 *
 * @example
 * consentVersionsShape.terms_version.parse(2); // 2
 */
export const consentVersionsShape = {
  terms_version: version.optional(),
  privacy_version: version.optional(),
};
