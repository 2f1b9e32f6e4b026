import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has been sent, so its cost (database look-ups, mail)
 * cannot show in the answer's timing. Failures are logged, never answered; the server
 * waits for unfinished tasks when it closes.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` on a later turn of the event loop, once the current answer is on its way. */
  run(name: string, task: () => Promise<void>): void {
    const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) =>
        this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves when no task is waiting or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
