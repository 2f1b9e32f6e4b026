import { atelierApi } from '@atelier/api-client/rtk-query';
import type { CurrentPolicies, PolicyKind } from '@atelier/contracts';
import { useEffect } from 'react';

import { href } from '../../shared/routing/route-table.js';

/**
 * The versions of the terms and the privacy policy in force, as the consents of sign-up and
 * the order form link to them and send them back (`terms_version`, `privacy_version`).
 */
export const policyLinksApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Policy'] })
  .injectEndpoints({
    endpoints: (build) => ({
      currentPolicies: build.query<CurrentPolicies, void>({
        query: () => ({ url: '/api/v1/policy' }),
        providesTags: ['Policy'],
      }),
    }),
  });

/**
 * The versions a consent form shows, as the API takes them with the consents.
 */
export interface ConsentVersions {
  terms_version?: number;
  privacy_version?: number;
}

/**
 * {@link ConsentVersions} of the versions in force (none while unknown: the server then
 * takes the versions in force when it receives the consents).
 */
export function consentVersions(current: CurrentPolicies | undefined): ConsentVersions {
  return {
    ...(current?.terms ? { terms_version: current.terms.version } : {}),
    ...(current?.privacy ? { privacy_version: current.privacy.version } : {}),
  };
}

/**
 * The URL of a document on `/contents/privacy` (spec §2): the privacy policy is the page's
 * default, the terms are `?doc=terms`; `version` pins the exact text a consent accepts.
 */
export function policyHref(kind: PolicyKind, version?: number): string {
  return href('Privacy', undefined, {
    doc: kind === 'terms' ? kind : null,
    version: version ?? null,
  });
}

/**
 * The server refused consents given to a version no longer in force (409 `policy_changed`):
 * its body names the versions in force now.
 */
export function changedPolicies(error: unknown): CurrentPolicies | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 409 || typeof body !== 'object' || body === null || !('policies' in body))
    return null;
  return (body as { policies: CurrentPolicies }).policies;
}

const POLICIES_CHANGED = 'atelier:policies-changed';

/**
 * Tells the consents on the page that the server found their versions outdated (the order
 * form's submit code loads apart from its consents, and neither imports the other).
 */
export function announcePoliciesChanged(): void {
  window.dispatchEvent(new Event(POLICIES_CHANGED));
}

/**
 * Runs `onChanged` when {@link announcePoliciesChanged} is called.
 */
export function usePoliciesChanged(onChanged: () => void): void {
  useEffect(() => {
    window.addEventListener(POLICIES_CHANGED, onChanged);
    return () => window.removeEventListener(POLICIES_CHANGED, onChanged);
  }, [onChanged]);
}
