import type { FieldErrorsStore } from './field-errors-store.js';
import { defaultFieldErrorsStore } from './field-errors-store.js';
import { browserAlert } from './use-alert.js';
import type { AlertFn } from './use-alert.js';

/**
 * Pixels left above the first errored field when the page scrolls to it (spec §9: 120).
 *
 * @example
 * window.scrollTo({ top: rect.top + window.scrollY - ERROR_SCROLL_OFFSET });
 */
export const ERROR_SCROLL_OFFSET = 120;

/**
 * A 422 answer's field map: field name (dotted for nested fields, `items.0.qty`) to
 * messages. Same shape as `FieldErrors` of `@atelier/contracts`.
 *
 * @example
 * const errors: FieldErrorMap = { mb_id: ['이미 사용 중인 아이디입니다.'] };
 */
export type FieldErrorMap = Readonly<Record<string, readonly string[]>>;

/**
 * Options of `showFieldErrors`.
 *
 * @example
 * const options: ShowFieldErrorsOptions = { container: formRef.current, dialog: dialogs };
 */
export interface ShowFieldErrorsOptions {
  /** Where fields are looked up by id; defaults to the whole document. */
  container?: Document | Element | null;
  /**
   * Shows the fallback when no field is found: the dialog service (`createDialogService()`,
   * `useDialog()`) or an alert function. Defaults to the browser's alert.
   */
  dialog?: { alert: AlertFn } | AlertFn;
  /** Title of the fallback dialog; default the dialog service's alert title ('알림'). */
  title?: string;
  /** Scroll to and focus the first errored field (default true). */
  scroll?: boolean;
}

/**
 * What `showFieldErrors` did.
 *
 * @example
 * const { shown, unmatched }: FieldErrorsReport = showFieldErrors(errors, { dialog });
 */
export interface FieldErrorsReport {
  /** Ids the messages were shown under, in page order. */
  shown: string[];
  /** Field names with no element or `<FieldError>` to show them under. */
  unmatched: string[];
  /** Whether the fallback dialog was shown. */
  dialogShown: boolean;
}

const findById = (root: Document | Element, id: string): HTMLElement | null => {
  if ('getElementById' in root) return root.getElementById(id);
  const escaped =
    typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id.replace(/["\\]/g, '\\$&');
  return (
    root.querySelector<HTMLElement>(`[id="${escaped}"]`) ??
    (root.id === id ? (root as HTMLElement) : null)
  );
};

/** `items.0.qty` → `items.0.qty`, `items.0`, `items`. */
const candidates = (name: string): string[] => {
  const parts = name.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
};

/**
 * Bottom of what stays stuck to the top of the viewport (a sticky or fixed header), measured
 * now; 0 without one. Anything reaching below half the viewport (an overlay) is no header.
 *
 * @example
 * view.scrollTo({ top: rect.top + view.scrollY - ERROR_SCROLL_OFFSET - stickyHeaderHeight(view) });
 */
export function stickyHeaderHeight(view: Window): number {
  let height = 0;
  // Not in jsdom.
  for (const element of view.document.elementsFromPoint?.(view.innerWidth / 2, 0) ?? []) {
    const { bottom } = element.getBoundingClientRect();
    if (
      /^(sticky|fixed)$/.test(view.getComputedStyle(element).position) &&
      bottom < view.innerHeight / 2
    )
      height = Math.max(height, bottom);
  }
  return height;
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Adds `token` to a space-separated attribute; the returned function takes only it out again. */
const addToken = (element: Element, attribute: string, token: string): (() => void) => {
  const tokens = (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
  if (tokens.includes(token)) return () => {};
  element.setAttribute(attribute, [...tokens, token].join(' '));
  return () => {
    const rest = (element.getAttribute(attribute) ?? '')
      .split(/\s+/)
      .filter((t) => t && t !== token);
    if (rest.length) element.setAttribute(attribute, rest.join(' '));
    else element.removeAttribute(attribute);
  };
};

const messageNode = (doc: Document, key: string, messages: readonly string[]): HTMLElement => {
  const node = doc.createElement('div');
  node.id = `${key}-error`;
  node.className = 'atelier-field-error';
  node.dataset.fieldErrorFor = key;
  for (const message of messages) {
    const line = doc.createElement('p');
    line.textContent = message;
    node.appendChild(line);
  }
  return node;
};

/** `showFieldErrors` against a given store (the provider's or the default one). */
export function showFieldErrorsIn(
  store: FieldErrorsStore,
  errors: FieldErrorMap,
  options: ShowFieldErrorsOptions = {},
): FieldErrorsReport {
  store.clear();
  const report: FieldErrorsReport = { shown: [], unmatched: [], dialogShown: false };
  if (typeof document === 'undefined') return report;
  const root = options.container ?? document;
  const doc = root.ownerDocument ?? (root as Document);

  const groups = new Map<string, { element: HTMLElement | null; messages: string[] }>();
  for (const [name, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [String(messages)]).filter(Boolean);
    if (list.length === 0) continue;
    let target: { key: string; element: HTMLElement | null } | null = null;
    for (const key of candidates(name)) {
      const element = findById(root, key);
      if (element || store.slot(key)) {
        target = { key, element };
        break;
      }
    }
    if (!target) {
      report.unmatched.push(name);
      continue;
    }
    const group = groups.get(target.key) ?? { element: target.element, messages: [] };
    for (const message of list) if (!group.messages.includes(message)) group.messages.push(message);
    groups.set(target.key, group);
  }

  if (groups.size === 0) {
    const firsts = Object.values(errors)
      .map((messages) => (Array.isArray(messages) ? messages[0] : messages))
      .filter((message): message is string => Boolean(message));
    if (firsts.length > 0) {
      const alert = typeof options.dialog === 'function' ? options.dialog : options.dialog?.alert;
      const message = firsts.join('\n');
      // Without a title the dialog service uses its alert title: '알림', or the app's translation.
      if (!alert) browserAlert(message);
      else void (options.title ? alert(message, { title: options.title }) : alert(message));
      report.dialogShown = true;
    }
    return report;
  }

  const anchors: { key: string; node: HTMLElement; field: HTMLElement | null }[] = [];
  for (const [key, { element, messages }] of groups) {
    const slot = store.slot(key);
    const errorId = `${key}-error`;
    if (!slot && element) {
      const node = messageNode(doc, key, messages);
      element.insertAdjacentElement('afterend', node);
      store.addCleanup(key, () => node.remove());
    }
    if (element) {
      store.addCleanup(key, addToken(element, 'aria-describedby', errorId));
      const invalidBefore = element.getAttribute('aria-invalid');
      element.setAttribute('aria-invalid', 'true');
      store.addCleanup(key, () => {
        if (invalidBefore === null) element.removeAttribute('aria-invalid');
        else element.setAttribute('aria-invalid', invalidBefore);
      });
    }
    // Input events bubble, so a container id (`items`) also clears when any field inside is edited.
    // Heard on the window, after React's root has taken the edit: clearing on the field itself
    // re-rendered a controlled input with its old value before React saw the keystroke, and the
    // first character typed was lost.
    const watched = element ?? slot?.parentElement ?? null;
    const view = doc.defaultView;
    if (watched && view) {
      const onEdit = (event: Event): void => {
        if (watched.contains(event.target as Node)) store.clear(key);
      };
      view.addEventListener('input', onEdit);
      view.addEventListener('change', onEdit);
      store.addCleanup(key, () => {
        view.removeEventListener('input', onEdit);
        view.removeEventListener('change', onEdit);
      });
    }
    // An empty <FieldError> is still hidden until React renders the messages: measure its parent.
    const anchor = element ?? slot?.parentElement ?? slot;
    if (anchor) anchors.push({ key, node: anchor, field: element });
  }
  store.set(Object.fromEntries([...groups].map(([key, group]) => [key, group.messages])));

  anchors.sort((a, b) =>
    a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  report.shown = anchors.map((a) => a.key);
  const first = anchors[0];
  if (first && options.scroll !== false) {
    const view = doc.defaultView;
    if (view) {
      const rect = first.node.getBoundingClientRect();
      view.scrollTo({
        top: rect.top + view.scrollY - ERROR_SCROLL_OFFSET - stickyHeaderHeight(view),
      });
    }
    const focusable = first.field?.matches(FOCUSABLE)
      ? first.field
      : first.field?.querySelector<HTMLElement>(FOCUSABLE);
    focusable?.focus({ preventScroll: true });
  }
  return report;
}

/**
 * Shows a 422 field map on the page (spec §5):
 *
 * - Each field's messages go under the element whose `id` is the field name: into a
 *   mounted `<FieldError name>` for that id, otherwise into a `div.atelier-field-error`
 *   (id `{name}-error`) inserted right after the element. The element gets
 *   `aria-invalid="true"` and `{name}-error` in its `aria-describedby`.
 * - Dotted names are grouped by prefix: for `items.0.qty` the ids `items.0.qty`, `items.0`
 *   and `items` are tried in that order, and the messages of every field that lands on
 *   the same id are listed together under it.
 * - The page scrolls so the first errored field (in page order) is 120 px
 *   (`ERROR_SCROLL_OFFSET`) below the top, or below the sticky header when one sticks there
 *   (its height measured at that moment), and that field gets focus.
 * - When no field is found at all, a dialog titled '알림' lists the first message of each
 *   field, one per line.
 * - A field's errors clear when it is edited (an `input` or `change` event on it or inside
 *   it) or when the `value` of its `<FieldError>` changes (a value set by code); all clear on the next `showFieldErrors` and on `clearErrors()`, which apps call
 *   when a new request starts (before submitting).
 *
 * Without a `FormErrorsProvider` this uses the page-wide store that `<FieldError>` and
 * `clearErrors()` also use; inside one, use `useFormErrors().showErrors`.
 *
 * @example
 * clearErrors();
 * const result = await api.auth.register(form);
 * if (!result.ok && result.error.kind === 'validation') {
 *   showFieldErrors(result.error.errors, { dialog: dialogs });
 * }
 */
export function showFieldErrors(
  errors: FieldErrorMap,
  options: ShowFieldErrorsOptions = {},
): FieldErrorsReport {
  return showFieldErrorsIn(defaultFieldErrorsStore, errors, options);
}

/**
 * Removes every error shown by `showFieldErrors` (messages, `aria-invalid`,
 * `aria-describedby`, edit listeners). Call it when a new request starts, e.g. at the top
 * of a submit handler, so stale messages never sit next to fresh input.
 *
 * @example
 * const onSubmit = async () => {
 *   clearErrors();
 *   const result = await save(form);
 *   if (!result.ok && result.error.kind === 'validation') showFieldErrors(result.error.errors);
 * };
 */
export function clearErrors(): void {
  defaultFieldErrorsStore.clear();
}
