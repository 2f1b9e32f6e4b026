import { vi, type Mock } from 'vitest';

import { createMemoryStorage, type MemoryStorage } from './create-memory-storage.js';

/** What the session's dialogs are given (its `ConfirmOptions` and `AlertOptions` have a title). */
type DialogOptions = { title: string };
/** The parts of `Storage` the session uses. */
type SpyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A session environment of spies, as {@link createSpyEnvironment} makes it. It fits
 * `@atelier/session`'s `SessionEnvironment` by shape, so this kit does not depend on the
 * package it helps test.
 *
 * @example
 * const env: SpyEnvironment = createSpyEnvironment();
 * env.storage.items.get('pinia/session/language');
 */
export interface SpyEnvironment<S extends SpyStorage | null = MemoryStorage> {
  navigate: Mock<(url: string) => void>;
  reload: Mock<() => void>;
  confirm: Mock<(message: string, options: DialogOptions) => Promise<boolean>>;
  alert: Mock<(message: string, options: DialogOptions) => Promise<void>>;
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
export function createSpyEnvironment<S extends SpyStorage | null>(
  options: SpyEnvironmentOptions & { storage: S },
): SpyEnvironment<S>;
export function createSpyEnvironment(
  options: SpyEnvironmentOptions & { storage?: SpyStorage | null } = {},
): SpyEnvironment<SpyStorage | null> {
  const { answer = true, storage = createMemoryStorage() } = options;
  return {
    navigate: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    confirm: vi.fn(async (_message: string, _options: DialogOptions) => answer),
    alert: vi.fn(async (_message: string, _options: DialogOptions) => {}),
    storage,
  };
}
