/**
 * Work a request starts but does not wait for (the reset mail of a forgot-password
 * request, so its answer takes the same time whether or not the account exists).
 * Failures are logged; drain() waits for everything started so far, and the app drains
 * before it closes the database.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
  /**
   * Counts work someone else awaits and reports (a route handler) until it settles, so
   * drain() waits for it too; its outcome is left to its owner.
   */
  track(work: PromiseLike<unknown>): void;
  drain(): Promise<void>;
}

export interface BackgroundLogger {
  error(details: object, message: string): void;
}

export function createBackgroundTasks(log: BackgroundLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  let tracked = 0;
  let trackedIdle: (() => void)[] = [];
  const settleTracked = () => {
    tracked -= 1;
    if (tracked > 0 || trackedIdle.length === 0) return;
    const waiting = trackedIdle;
    trackedIdle = [];
    for (const resolve of waiting) resolve();
  };
  return {
    run(label, task) {
      // Started on the next turn of the event loop, so the answer goes out first.
      const running = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: label }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    track(work) {
      // Every request's handler comes through here: a count and one shared callback, no
      // allocation of its own beyond the reaction.
      tracked += 1;
      work.then(settleTracked, settleTracked);
    },
    async drain() {
      // A task may start another, and tracked work may start tasks: wait until none is left.
      while (pending.size > 0 || tracked > 0) {
        if (pending.size > 0) await Promise.all(pending);
        if (tracked > 0) await new Promise<void>((resolve) => trackedIdle.push(resolve));
      }
    },
  };
}
