interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input, resolving at the start of a
 * new one: `scheduler.yield()` where the browser has it (the continuation keeps its priority),
 * else a zero-delay timer.
 *
 * @example
 * await yieldToMain(); // the next statements run in a task of their own
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
