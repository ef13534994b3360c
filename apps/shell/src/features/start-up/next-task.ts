// Start-up runs in short tasks, not one long one (docs/decisions/0039): between its steps
// the browser may paint, take a tap and fetch, and on a phone no task blocks it for long.

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (it resumes
 * ahead of other queued work), else a `setTimeout` of 0.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
