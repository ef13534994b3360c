import { createBackgroundTasks } from './background-tasks.ts';

describe('background tasks', () => {
  it('run after the caller has moved on, and drain waits for them and for what they start', async () => {
    const done: string[] = [];
    const tasks = createBackgroundTasks({ error: () => undefined });
    tasks.run('first', async () => {
      done.push('first');
      tasks.run('second', async () => void done.push('second'));
    });
    expect(done).toEqual([]);
    await tasks.drain();
    expect(done).toEqual(['first', 'second']);
  });

  it('log a failure instead of throwing it at anyone', async () => {
    const errors: object[] = [];
    const tasks = createBackgroundTasks({ error: (details) => void errors.push(details) });
    tasks.run('broken', async () => {
      throw new Error('no database');
    });
    await expect(tasks.drain()).resolves.toBeUndefined();
    expect(errors).toEqual([{ err: new Error('no database'), task: 'broken' }]);
  });

  it('drain waits for tracked work too, and leaves its failure to its owner', async () => {
    const errors: object[] = [];
    const tasks = createBackgroundTasks({ error: (details) => void errors.push(details) });
    const order: string[] = [];
    let finish!: () => void;
    tasks.track(new Promise<void>((resolve) => (finish = resolve)).then(() => void order.push('tracked work done')));
    const failing = Promise.reject(new Error('answered by its route'));
    failing.catch(() => undefined);
    tasks.track(failing);
    const drained = tasks.drain().then(() => void order.push('drained'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    finish();
    await drained;
    expect(order).toEqual(['tracked work done', 'drained']);
    expect(errors).toEqual([]);
  });
});
