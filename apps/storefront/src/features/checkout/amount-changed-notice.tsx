import type { OrderAmounts } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';

import { CHECKOUT_LABELS } from './checkout-labels.js';
import { OrderAmountsList } from './order-amounts.js';

/**
 * The body of the order form's "amount changed" dialog (a 409 on placing): the new figures and
 * the question. Loaded with the first 409.
 */
export function AmountChangedNotice({
  amounts,
  money,
}: {
  amounts: OrderAmounts;
  money: (amount: number) => string;
}) {
  const { t } = useT();
  return (
    <div className="atelier-checkout__changed" data-testid="amount-changed">
      <p>{t(CHECKOUT_LABELS.amountChanged)}</p>
      <OrderAmountsList amounts={amounts} money={money} testIdPrefix="changed" />
      <p>{t(CHECKOUT_LABELS.amountChangedConfirm, { amount: money(amounts.total) })}</p>
    </div>
  );
}
