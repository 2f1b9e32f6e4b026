/**
 * Field-error state shared by `showFieldErrors`, `clearErrors`, `useFormErrors` and
 * `<FieldError>`: messages grouped by the id they are shown under, the `<FieldError>`
 * slots mounted for each id, and the DOM changes to undo when errors clear.
 */
export interface FieldErrorsStore {
  /** Messages per target id; the same object until it changes. */
  getSnapshot(): Readonly<Record<string, readonly string[]>>;
  subscribe(listener: () => void): () => void;
  /** Replaces every shown error. */
  set(grouped: Readonly<Record<string, readonly string[]>>): void;
  /** Removes the errors of one target, or all, and undoes their DOM changes. */
  clear(key?: string): void;
  /** A mounted `<FieldError name>`: returns the unregister function. */
  registerSlot(key: string, node: HTMLElement): () => void;
  slot(key: string): HTMLElement | undefined;
  /** Remembers how to undo what was done to the page for `key`. */
  addCleanup(key: string, cleanup: () => void): void;
}

const EMPTY: Readonly<Record<string, readonly string[]>> = Object.freeze({});

/** Creates an empty store; touches no DOM, so it is safe at import time and on the server. */
export function createFieldErrorsStore(): FieldErrorsStore {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  const slots = new Map<string, HTMLElement>();
  const cleanups = new Map<string, (() => void)[]>();
  const emit = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const undo = (key: string): void => {
    const list = cleanups.get(key);
    cleanups.delete(key);
    list?.forEach((fn) => fn());
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(grouped) {
      snapshot = Object.keys(grouped).length ? Object.freeze({ ...grouped }) : EMPTY;
      emit();
    },
    clear(key) {
      if (key === undefined) {
        [...cleanups.keys()].forEach(undo);
        if (snapshot === EMPTY) return;
        snapshot = EMPTY;
        emit();
        return;
      }
      undo(key);
      if (!(key in snapshot)) return;
      const next = { ...snapshot };
      delete next[key];
      snapshot = Object.keys(next).length ? Object.freeze(next) : EMPTY;
      emit();
    },
    registerSlot(key, node) {
      slots.set(key, node);
      return () => {
        if (slots.get(key) === node) slots.delete(key);
      };
    },
    slot: (key) => slots.get(key),
    addCleanup(key, cleanup) {
      const list = cleanups.get(key) ?? [];
      list.push(cleanup);
      cleanups.set(key, list);
    },
  };
}

/** The store of pages without a `FormErrorsProvider` (and of `showFieldErrors` by default). */
export const defaultFieldErrorsStore: FieldErrorsStore = createFieldErrorsStore();
