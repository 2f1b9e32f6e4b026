import sharp from 'sharp';

import { HttpError } from '../../http/errors.js';

/** How long a refused upload or rendition is told to wait (`Retry-After`, seconds). */
export const IMAGE_WORK_RETRY_SECONDS = 5;

/**
 * The process-wide limiter every sharp decode and encode goes through (uploads and
 * renditions; `IMAGE_WORK_CONCURRENCY`, by default one per core but one, so page rendering
 * keeps a core): at most `concurrency` tasks run, at most `maxWaiting` wait in order, and a
 * task beyond that is refused at once (503 with `Retry-After`) instead of queueing without
 * end. `active` and `waiting` are what tests and the readiness of a caller observe.
 */
export class ImageWork {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  /** Tasks started since the process began (tests read it to prove that nothing ran). */
  started = 0;

  constructor(readonly limits: { concurrency: number; maxWaiting: number }) {}

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** True when one more task would be refused. */
  get full(): boolean {
    return this.running >= this.limits.concurrency && this.queue.length >= this.limits.maxWaiting;
  }

  /**
   * Runs `task` when a slot is free.
   *
   * @throws {HttpError} 503 `image_work_busy` with `Retry-After` when the queue is full.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.queue.length >= this.limits.maxWaiting) throw imageWorkBusy();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    this.started += 1;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      // The slot passes straight to the next task, so `running` stays as it is.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The 503 of a full {@link ImageWork} queue. */
export function imageWorkBusy(): HttpError {
  return new HttpError(
    503,
    'image_work_busy',
    {},
    {
      'retry-after': String(IMAGE_WORK_RETRY_SECONDS),
    },
  );
}

/**
 * Process-wide sharp settings: one libvips thread per image (the limiter decides how many
 * images at once, so one decode cannot take every core) and a small operation cache.
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache({ memory: 32, files: 0, items: 50 });
}
