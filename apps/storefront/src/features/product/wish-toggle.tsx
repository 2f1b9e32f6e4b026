import { selectAuthenticated } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useToast } from '@atelier/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSelector } from 'react-redux';

import { useActionFailure } from '@atelier/app-frame/forms';

import { useLoginGate } from '@atelier/app-frame';

import { catalogApi } from '../../domain/catalog/catalog-api.js';
import { PRODUCT_LABELS } from './product-labels.js';

/**
 * Props of {@link WishToggle}.
 */
export interface WishToggleProps {
  itId: string;
}

/**
 * The heart button: adds the product to the member's wish list or takes it out (a toggle
 * button with `aria-pressed`). Visitors get the member guard's 'login needed' dialog, then
 * the login page with a redirect back here.
 */
export function WishToggle({ itId }: WishToggleProps) {
  const { t } = useT();
  const toast = useToast();
  const showFailure = useActionFailure();
  const authenticated = useSelector(selectAuthenticated);
  const ensureMember = useLoginGate();
  const { data } = catalogApi.useGetWishListQuery(authenticated ? { it_id: itId } : skipToken);
  const [add] = catalogApi.useAddToWishListMutation();
  const [remove] = catalogApi.useRemoveFromWishListMutation();
  const [busy, setBusy] = useState(false);
  const wished = authenticated && (data?.total ?? 0) > 0;

  async function toggle() {
    if (!(await ensureMember())) return;
    setBusy(true);
    try {
      if (wished) {
        await remove(itId).unwrap();
        toast.success(t(PRODUCT_LABELS.wishRemoved));
      } else {
        await add(itId).unwrap();
        toast.success(t(PRODUCT_LABELS.wishAdded));
      }
    } catch (error) {
      await showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="atelier-wish-toggle"
      aria-pressed={wished}
      aria-label={t(PRODUCT_LABELS.wishAdd)}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={wished ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
