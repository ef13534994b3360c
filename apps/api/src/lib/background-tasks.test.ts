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
});
