import type { CurrentPolicies, PolicyKind } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';

import { POLICY_LINK_LABELS } from './policy-link-labels.js';
import { policyHref } from './policy-links.js';

/**
 * A consent's link to the exact version it accepts, opened in a new window so the form keeps
 * what was typed. Until the versions are known it links to the version in force.
 */
export function PolicyLink({
  kind,
  current,
  className,
}: {
  kind: PolicyKind;
  current: CurrentPolicies | undefined;
  className?: string;
}) {
  const { t } = useT();
  const entry = current?.[kind];
  return (
    <a
      className={className}
      href={policyHref(kind, entry?.version)}
      target="_blank"
      rel="noopener"
      data-policy={kind}
      data-version={entry?.version}
      aria-label={
        entry
          ? t(POLICY_LINK_LABELS.read, {
              name: t(POLICY_LINK_LABELS[kind]),
              version: entry.version,
              date: entry.effective_on,
            })
          : undefined
      }
    >
      {t(POLICY_LINK_LABELS.view)}
    </a>
  );
}
