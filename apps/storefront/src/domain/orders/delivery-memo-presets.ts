/**
 * The delivery memos the order form offers, as Korean source phrases: an order stores the
 * Korean phrase, and every page shows it in the reader's language (`t()`); a memo the shopper
 * typed is shown as typed.
 */
export const DELIVERY_MEMO_PRESETS = Object.freeze([
  '문 앞에 놓아 주세요',
  '경비실에 맡겨 주세요',
  '배송 전 연락 바랍니다',
] as const);

/**
 * The English of {@link DELIVERY_MEMO_PRESETS}, in the same order.
 */
export const DELIVERY_MEMO_PRESETS_EN = Object.freeze([
  'Please leave it at the door',
  'Please leave it with the security office',
  'Please call before delivery',
] as const);

/**
 * An order's memo as the reader reads it: a preset (stored in Korean, or in English by orders
 * placed before presets were stored in Korean) in the reader's language, anything else as typed.
 */
export function deliveryMemoText(memo: string, t: (phrase: string) => string): string {
  const text = memo.trim();
  const at = DELIVERY_MEMO_PRESETS_EN.findIndex((english) => english === text);
  const preset =
    at >= 0 ? DELIVERY_MEMO_PRESETS[at] : DELIVERY_MEMO_PRESETS.find((p) => p === text);
  return preset ? t(preset) : memo;
}
