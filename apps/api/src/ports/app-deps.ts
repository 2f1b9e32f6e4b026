import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentGateway } from './payments/payment-gateway.js';
import type { ObjectStore } from './storage/object-store.js';

/** Rate counters in the database: login, registration, mail, order and click limits. */
export interface Throttle {
  /** Seconds until `key` is below `limit` again (0: not blocked). */
  blockedFor(key: string, limit: number, now?: Date): Promise<number>;
  /** Counts one hit of `key` in a window of `windowMinutes`; answers the count. */
  hit(key: string, windowMinutes: number): Promise<number>;
  /** `hit` for several keys in one statement; answers their counts in order. */
  hitAll(keys: readonly string[], windowMinutes: number): Promise<number[]>;
  clear(key: string): Promise<void>;
  clearPrefix(prefix: string): Promise<void>;
  /** Counts a hit when `key` is below `limit`; answers whether it was. */
  take(key: string, limit: number, windowMinutes: number): Promise<boolean>;
  /** Deletes ended windows; answers how many. */
  purgeExpired(now?: Date): Promise<number>;
}

/** The process's queue for image decoding and encoding (uploads, renditions). */
export interface ImageWork {
  readonly limits: { concurrency: number; maxWaiting: number };
  /** Tasks started since the process began. */
  readonly started: number;
  readonly active: number;
  readonly waiting: number;
  /** True when one more task would be refused. */
  readonly full: boolean;
  /** Runs `task` when a slot is free; a 503 `image_work_busy` when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Work done after the answer is sent; awaited on close. */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

/** Short-lived collection versions, shared by concurrent misses. */
export interface VersionCache {
  get(key: string, load: () => Promise<string>): Promise<string>;
  invalidate(key: string): void;
}

/**
 * What feature route plugins are given. Its types are ports (declared here or beside their
 * adapters); the assembly (`server.ts`) gives the implementations.
 */
export interface AppDeps {
  /** Work done after the answer is sent (so its cost cannot be timed). */
  backgroundTasks: BackgroundTasks;
  config: AppConfig;
  db: Database;
  /** The payment gateway: Toss Payments with keys, else the sandbox PG. */
  gateway: PaymentGateway;
  /** The process's queue for image decoding and encoding (uploads, renditions). */
  imageWork: ImageWork;
  mailer: Mailer;
  /** Uploaded originals and their cached renditions. */
  objectStore: ObjectStore;
  throttle: Throttle;
  /** Short-lived collection versions for cheap ETags and kept answers (`VersionedAnswers`). */
  versions: VersionCache;
}
