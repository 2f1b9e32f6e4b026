import { useT } from '@atelier/translation-ai';
import { FieldError } from '@atelier/ui-kit';
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

import { TextField } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { PolicyLink } from '../../domain/policies/policy-link.js';
import {
  consentVersions,
  policyLinksApi,
  usePoliciesChanged,
  type ConsentVersions,
} from '../../domain/policies/policy-links.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
import { ORDER_FORM_PART_LABELS } from './order-form-part-labels.js';

/**
 * Props of {@link OrderConsents}: the form's state values and setters (stable between renders,
 * as a part loaded after hydration needs).
 */
export interface OrderConsentsProps {
  /** A guest sets the order password of the guest order lookup. */
  guest: boolean;
  orderPassword: string;
  onOrderPassword: Dispatch<SetStateAction<string>>;
  agreePrivacy: boolean;
  onAgreePrivacy: Dispatch<SetStateAction<boolean>>;
  agreePurchase: boolean;
  onAgreePurchase: Dispatch<SetStateAction<boolean>>;
  /** The policy versions the consents link to, sent with the order. */
  onVersions: Dispatch<SetStateAction<ConsentVersions>>;
}

/**
 * The end of the order form: a guest's order password, then 전체 동의 and the two required
 * consents (unchecked until the shopper checks them), each linking to the exact version it
 * accepts (privacy policy; the purchase terms are the terms of use). 전체 동의 checks or unchecks
 * them all and shows a partial choice as mixed. When the server finds the accepted versions
 * outdated, the links follow the new ones and both are unchecked again. The order form loads it
 * after hydration.
 */
export function OrderConsents({
  guest,
  orderPassword,
  onOrderPassword,
  agreePrivacy,
  onAgreePrivacy,
  agreePurchase,
  onAgreePurchase,
  onVersions,
}: OrderConsentsProps) {
  const { t } = useT();
  const { data: policies, refetch } = policyLinksApi.useCurrentPoliciesQuery();
  useEffect(() => onVersions(consentVersions(policies)), [policies, onVersions]);
  usePoliciesChanged(
    useCallback(() => {
      onAgreePrivacy(false);
      onAgreePurchase(false);
      void refetch();
    }, [onAgreePrivacy, onAgreePurchase, refetch]),
  );
  const all = agreePrivacy && agreePurchase;
  const some = !all && (agreePrivacy || agreePurchase);
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some]);
  return (
    <>
      {guest && (
        <section className="atelier-checkout__section" aria-labelledby="checkout-guest-title">
          <h2 id="checkout-guest-title">{t(CHECKOUT_LABELS.guestTitle)}</h2>
          <div className="atelier-checkout__fields">
            <TextField
              name="order_password"
              type="password"
              label={t(CHECKOUT_LABELS.orderPassword)}
              hint={t(CHECKOUT_LABELS.orderPasswordHint)}
              autoComplete="new-password"
              minLength={8}
              maxLength={64}
              required
              value={orderPassword}
              onChange={(e) => onOrderPassword(e.currentTarget.value)}
            />
          </div>
        </section>
      )}

      <section className="atelier-checkout__section" aria-labelledby="checkout-consent-title">
        <h2 id="checkout-consent-title">{t(CHECKOUT_LABELS.consentTitle)}</h2>
        <div className="atelier-checkout__consent atelier-checkout__consent--all">
          <label className="atelier-checkout__check">
            <input
              ref={allBox}
              id="agree_all"
              type="checkbox"
              checked={all}
              aria-checked={some ? 'mixed' : all}
              aria-describedby="agree_all-detail"
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                onAgreePrivacy(checked);
                onAgreePurchase(checked);
              }}
            />
            <span>{t(ORDER_FORM_PART_LABELS.agreeAll)}</span>
          </label>
          <p id="agree_all-detail" className="atelier-checkout__note">
            {t(ORDER_FORM_PART_LABELS.agreeAllHint)}
          </p>
        </div>
        <div className="atelier-checkout__consent">
          <label className="atelier-checkout__check">
            <input
              id="agree_privacy"
              name="agree_privacy"
              type="checkbox"
              required
              checked={agreePrivacy}
              aria-describedby="agree_privacy-detail"
              onChange={(e) => onAgreePrivacy(e.currentTarget.checked)}
            />
            <span>{t(CHECKOUT_LABELS.agreePrivacy)}</span>
          </label>
          <PolicyLink kind="privacy" current={policies} className="atelier-checkout__policy" />
          <p id="agree_privacy-detail" className="atelier-checkout__note">
            {t(CHECKOUT_LABELS.agreePrivacyDetail)}
          </p>
          <FieldError name="agree_privacy" />
        </div>
        <div className="atelier-checkout__consent">
          <label className="atelier-checkout__check">
            <input
              id="agree_purchase"
              name="agree_purchase"
              type="checkbox"
              required
              checked={agreePurchase}
              onChange={(e) => onAgreePurchase(e.currentTarget.checked)}
            />
            <span>{t(CHECKOUT_LABELS.agreePurchase)}</span>
          </label>
          <PolicyLink kind="terms" current={policies} className="atelier-checkout__policy" />
          <FieldError name="agree_purchase" />
        </div>
      </section>
    </>
  );
}
