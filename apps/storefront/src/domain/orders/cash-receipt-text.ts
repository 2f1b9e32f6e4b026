import { CASH_RECEIPT_LABELS, type OrderDetail } from '@atelier/contracts';

/**
 * An order's 현금영수증 request as the reader reads it: its kind in the reader's language and
 * its number as people write it (a mobile number, or a business registration number).
 */
export function cashReceiptText(
  { type, number }: NonNullable<OrderDetail['cash_receipt']>,
  t: (phrase: string) => string,
): string {
  const written =
    type === 'expense'
      ? number.replace(/^(\d{3})(\d{2})(\d{5})$/, '$1-$2-$3')
      : number.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
  return `${t(CASH_RECEIPT_LABELS[type].kr)} ${written}`;
}
