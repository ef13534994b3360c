import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves after the tasks already queued, not in this one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('this task');
    await done;
    expect(order).toEqual(['this task', 'queued task', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
