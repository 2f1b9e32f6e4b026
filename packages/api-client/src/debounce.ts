/**
 * A debounced function with `cancel` and `flush`.
 *
 * @example
 * const save: Debounced<[string]> = debounce((text: string) => submit(text), 2000);
 * save('a'); save.flush();
 */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
}

/**
 * Trailing-edge debounce: `fn` runs once, `waitMs` after the last call, with the last
 * call's arguments.
 *
 * @example
 * const notify = debounce((status: number) => console.warn(status), 300);
 * notify(401); notify(401); notify(401); // one call, 300 ms after the last
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (): void => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A): void => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  };
  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  return debounced;
}
