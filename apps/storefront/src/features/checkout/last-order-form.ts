const KEY = 'atelier:last-order-form';

/**
 * Remembers the order form's query (its lines) in this tab, so the payment return can lead
 * back to the same form after a failed payment.
 */
export function rememberOrderForm(search: string): void {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage off (private mode): the link leads to the empty form, which leads to the cart.
  }
}

/**
 * The query {@link rememberOrderForm} kept, or `null`.
 */
export function lastOrderFormSearch(): string | null {
  try {
    const search = sessionStorage.getItem(KEY);
    return search && search.startsWith('?') && search.length < 4_000 ? search : null;
  } catch {
    return null;
  }
}
