import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode, RefObject } from 'react';
import { createFieldErrorsStore, defaultFieldErrorsStore } from './field-errors-store.js';
import type { FieldErrorsStore } from './field-errors-store.js';
import { showFieldErrorsIn } from './show-field-errors.js';
import type {
  FieldErrorMap,
  FieldErrorsReport,
  ShowFieldErrorsOptions,
} from './show-field-errors.js';
import { useAlert } from './use-alert.js';

interface FormErrorsContextValue {
  store: FieldErrorsStore;
  container?: RefObject<Element | null>;
}

export const FormErrorsContext = createContext<FormErrorsContextValue | null>(null);

// Read when errors are shown, not during render.
const currentElement = (ref?: RefObject<Element | null>): Element | undefined =>
  ref?.current ?? undefined;

const EMPTY: Readonly<Record<string, readonly string[]>> = Object.freeze({});
const serverSnapshot = (): Readonly<Record<string, readonly string[]>> => EMPTY;

/** The store of the nearest `FormErrorsProvider`, or the page-wide one. */
export function useFieldErrorsStore(): FieldErrorsStore {
  return useContext(FormErrorsContext)?.store ?? defaultFieldErrorsStore;
}

/**
 * Props of `FormErrorsProvider`.
 *
 * @example
 * const props: FormErrorsProviderProps = { container: formRef };
 */
export interface FormErrorsProviderProps {
  /** Limits the field lookup to this element (e.g. the form); defaults to the document. */
  container?: RefObject<Element | null>;
  children?: ReactNode;
}

/**
 * Keeps the field errors of one form (or page) apart from others: `useFormErrors()` and
 * `<FieldError>` below it share its own store, and its errors are cleared on unmount.
 *
 * @example
 * const form = useRef<HTMLFormElement>(null);
 * <FormErrorsProvider container={form}>
 *   <form ref={form}>…<input id="mb_id" /><FieldError name="mb_id" /></form>
 * </FormErrorsProvider>
 */
export function FormErrorsProvider({ container, children }: FormErrorsProviderProps) {
  const [store] = useState(createFieldErrorsStore);
  useEffect(() => () => store.clear(), [store]);
  const value = useMemo(() => ({ store, container }), [store, container]);
  return <FormErrorsContext.Provider value={value}>{children}</FormErrorsContext.Provider>;
}

/**
 * What `useFormErrors()` returns.
 *
 * @example
 * const { showErrors, clearErrors, errors }: FormErrorsApi = useFormErrors();
 */
export interface FormErrorsApi {
  /** Messages currently shown, per target id (after dotted-name grouping). */
  errors: Readonly<Record<string, readonly string[]>>;
  /**
   * `showFieldErrors` for this form: its container, its `<FieldError>`s, and the
   * `DialogProvider`'s alert for the fallback dialog.
   */
  showErrors(errors: FieldErrorMap, options?: ShowFieldErrorsOptions): FieldErrorsReport;
  /** Clears every error; call it when a new request starts. */
  clearErrors(): void;
  /** Clears the errors shown under one id. */
  clearField(id: string): void;
}

/**
 * Shows and clears 422 field errors from React (see `showFieldErrors` for the rules).
 * Without a `FormErrorsProvider` it works on the page-wide store.
 *
 * @example
 * const { showErrors, clearErrors } = useFormErrors();
 * const onSubmit = async (event: FormEvent) => {
 *   event.preventDefault();
 *   clearErrors();
 *   const result = await api.auth.register(values);
 *   if (!result.ok && result.error.kind === 'validation') showErrors(result.error.errors);
 * };
 */
export function useFormErrors(): FormErrorsApi {
  const context = useContext(FormErrorsContext);
  const store = context?.store ?? defaultFieldErrorsStore;
  const containerRef = context?.container;
  const alert = useAlert();
  const errors = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const showErrors = useCallback(
    (map: FieldErrorMap, options: ShowFieldErrorsOptions = {}) =>
      showFieldErrorsIn(store, map, {
        container: currentElement(containerRef),
        dialog: alert,
        ...options,
      }),
    [store, containerRef, alert],
  );
  const clearErrors = useCallback(() => store.clear(), [store]);
  const clearField = useCallback((id: string) => store.clear(id), [store]);
  return useMemo(
    () => ({ errors, showErrors, clearErrors, clearField }),
    [errors, showErrors, clearErrors, clearField],
  );
}
