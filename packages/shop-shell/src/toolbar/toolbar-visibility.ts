import { useSyncExternalStore } from 'react';

/**
 * The bottom toolbar's visibility flag (spec §4): true by default, false while the chat
 * widget is shown, true again when it is hidden. The chat adapter reports to it; the
 * toolbar reads it.
 *
 * @example
 * const visibility: ToolbarVisibility = createToolbarVisibility();
 * createChannelTalk({ pluginKey, toolbar: visibility });
 */
export interface ToolbarVisibility {
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
  /** The chat widget opened: hide the toolbar. */
  chatShown(): void;
  /** The chat widget closed: show the toolbar. */
  chatHidden(): void;
}

/**
 * Creates the flag, `true` at first.
 *
 * @example
 * const visibility = createToolbarVisibility();
 * visibility.chatShown();
 * visibility.getSnapshot(); // false
 */
export function createToolbarVisibility(): ToolbarVisibility {
  let visible = true;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chatShown: () => set(false),
    chatHidden: () => set(true),
  };
}

const alwaysVisible = () => true;
const noSubscription = () => () => {};

/**
 * The current value of a {@link ToolbarVisibility} (`true` without one, and during SSR).
 *
 * @example
 * const visible = useToolbarVisible(visibility);
 */
export function useToolbarVisible(visibility?: ToolbarVisibility | null): boolean {
  return useSyncExternalStore(
    visibility ? visibility.subscribe : noSubscription,
    visibility ? visibility.getSnapshot : alwaysVisible,
    alwaysVisible,
  );
}
