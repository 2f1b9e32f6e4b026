import type {
  AlertOptions,
  ConfirmOptions,
  SessionEnvironment,
  StorageLike,
} from '@atelier/session';
import { vi, type Mock } from 'vitest';

import { createMemoryStorage, type MemoryStorage } from './create-memory-storage.js';

/**
 * A session environment of spies, as {@link createSpyEnvironment} makes it.
 *
 * @example
 * const env: SpyEnvironment = createSpyEnvironment();
 * env.storage.items.get('pinia/session/language');
 */
export interface SpyEnvironment<
  S extends StorageLike | null = MemoryStorage,
> extends SessionEnvironment {
  navigate: Mock<(url: string) => void>;
  reload: Mock<() => void>;
  confirm: Mock<(message: string, options: ConfirmOptions) => Promise<boolean>>;
  alert: Mock<(message: string, options: AlertOptions) => Promise<void>>;
  storage: S;
}

/**
 * Options of {@link createSpyEnvironment}.
 *
 * @example
 * const options: SpyEnvironmentOptions = { answer: false };
 */
export interface SpyEnvironmentOptions {
  /** What `confirm` answers. Default `true`. */
  answer?: boolean;
}

/**
 * A session environment of spies: page loads and dialogs are recorded, never performed;
 * `confirm` answers `answer`. The storage is a fresh {@link createMemoryStorage} unless one
 * (or `null`, as on the server) is given.
 *
 * @example
 * const env = createSpyEnvironment({ answer: false });
 * await store.dispatch(changeLanguage());
 * expect(env.confirm).toHaveBeenCalledTimes(1);
 * expect(env.reload).not.toHaveBeenCalled();
 */
export function createSpyEnvironment(options?: SpyEnvironmentOptions): SpyEnvironment;
export function createSpyEnvironment<S extends StorageLike | null>(
  options: SpyEnvironmentOptions & { storage: S },
): SpyEnvironment<S>;
export function createSpyEnvironment(
  options: SpyEnvironmentOptions & { storage?: StorageLike | null } = {},
): SpyEnvironment<StorageLike | null> {
  const { answer = true, storage = createMemoryStorage() } = options;
  return {
    navigate: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    confirm: vi.fn(async (_message: string, _options: ConfirmOptions) => answer),
    alert: vi.fn(async (_message: string, _options: AlertOptions) => {}),
    storage,
  };
}
