/**
 * `lang="ko"` for a text shown as it was written (an address, a bank's or a person's name)
 * when it is Korean, so an English page marks it for screen readers and the English check.
 *
 * @example
 * <dd lang={asWritten(order.recipient.address1)}>{order.recipient.address1}</dd>
 */
export function asWritten(text: string): 'ko' | undefined {
  return /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/.test(text) ? 'ko' : undefined;
}
