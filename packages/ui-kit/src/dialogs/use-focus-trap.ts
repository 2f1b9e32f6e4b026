import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Nested traps (an image preview over a dialog): only the newest one holds focus, so
// two traps never pull focus back and forth.
const traps: HTMLElement[] = [];

/**
 * Options of `useFocusTrap`.
 *
 * @example
 * const options: FocusTrapOptions = { initialFocus: closeRef, onEscape: close };
 */
export interface FocusTrapOptions {
  /** Trap only while true (default true). */
  active?: boolean;
  /** Element focused when the trap starts; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape inside the trapped element. */
  onEscape?: () => void;
}

/**
 * Keeps keyboard focus inside `ref` while active: focuses the initial element, wraps Tab
 * and Shift+Tab at the ends, pulls focus back if it leaves, and reports Escape.
 * Returning focus to the opener is the caller's job.
 *
 * @example
 * const panel = useRef<HTMLDivElement>(null);
 * useFocusTrap(panel, { onEscape: onClose });
 * return <div ref={panel} role="dialog" aria-modal="true" aria-label="이미지">…</div>;
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  options: FocusTrapOptions = {},
): void {
  const { active = true, initialFocus } = options;
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });

  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    const focusables = (): HTMLElement[] =>
      Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
    const focusFirst = (): void => {
      const target = initialFocus?.current ?? focusables()[0] ?? node;
      if (target === node && !node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
      target.focus();
    };
    traps.push(node);
    focusFirst();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = node.ownerDocument.activeElement;
      if (event.shiftKey && (current === first || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      if (traps[traps.length - 1] !== node) return;
      if (event.target instanceof Node && !node.contains(event.target)) focusFirst();
    };
    node.addEventListener('keydown', onKeyDown);
    node.ownerDocument.addEventListener('focusin', onFocusIn);
    return () => {
      traps.splice(traps.lastIndexOf(node), 1);
      node.removeEventListener('keydown', onKeyDown);
      node.ownerDocument.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, active, initialFocus]);
}
