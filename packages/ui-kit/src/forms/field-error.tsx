import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { cx } from '../internal/cx.js';
import { defaultFieldErrorsStore } from './field-errors-store.js';
import { useFieldErrorsStore } from './form-errors-provider.js';

/**
 * Props of `FieldError`.
 *
 * @example
 * const props: FieldErrorProps = { name: 'mb_id' };
 */
export interface FieldErrorProps {
  /** The field name / element id whose messages this shows (a prefix for dotted names). */
  name: string;
  className?: string;
  /**
   * The field's value: when it changes, typed or set by code (a 'same as orderer' copy, a found
   * address), the field's errors clear.
   */
  value?: unknown;
}

const EMPTY: readonly string[] = Object.freeze([]);
const NONE = Object.freeze({});
const serverSnapshot = (): Readonly<Record<string, readonly string[]>> => NONE;

/**
 * Where the 422 messages of one field appear. Its id is `{name}-error`, the id the field's
 * `aria-describedby` gets. Messages of dotted fields grouped under `name` (`items.0.qty`
 * under `items`) show here too. Without a field element whose id is `name`, the errors
 * clear when anything in this element's parent is edited.
 *
 * @example
 * <label htmlFor="mb_id">아이디</label>
 * <input id="mb_id" name="mb_id" value={id} onChange={(e) => setId(e.currentTarget.value)} />
 * <FieldError name="mb_id" value={id} />
 */
export function FieldError({ name, className, value }: FieldErrorProps) {
  const store = useFieldErrorsStore();
  const ref = useRef<HTMLDivElement>(null);
  const own = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  // Also the page-wide store, so a plain showFieldErrors() call inside a provider lands here
  // instead of inserting a second element with the same id.
  const page = useSyncExternalStore(
    defaultFieldErrorsStore.subscribe,
    defaultFieldErrorsStore.getSnapshot,
    serverSnapshot,
  );
  const mine = own[name] ?? EMPTY;
  const messages =
    store === defaultFieldErrorsStore ? mine : [...new Set([...mine, ...(page[name] ?? EMPTY)])];
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const unregister = [store.registerSlot(name, node)];
    if (store !== defaultFieldErrorsStore) {
      unregister.push(defaultFieldErrorsStore.registerSlot(name, node));
    }
    return () => unregister.forEach((fn) => fn());
  }, [store, name]);
  const shownWith = useRef(value);
  useEffect(() => {
    if (Object.is(shownWith.current, value)) return;
    shownWith.current = value;
    store.clear(name);
  }, [store, name, value]);
  return (
    <div
      ref={ref}
      id={`${name}-error`}
      className={cx('atelier-field-error', className)}
      data-field-error-for={name}
      hidden={messages.length === 0}
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
