import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { lowerThreadPoolPriority } from './thread-pool-priority.ts';

interface ThreadPriorities {
  lowered: number;
  pool: number[];
  eventLoop: number;
}

// A fresh Node process (the test runner's own pool keeps its priority): starts its thread
// pool with a file read, lowers the pool once per niceness given (the default when none),
// then reports every thread's niceness as /proc shows it.
function prioritiesInFreshProcess(poolSize: number, nicenesses: number[] = []): ThreadPriorities {
  const module = path.join(__dirname, 'thread-pool-priority.ts');
  const script = `
    import { readFile } from 'node:fs/promises';
    import { readdirSync, readFileSync } from 'node:fs';
    import { lowerThreadPoolPriority } from ${JSON.stringify(module)};
    await readFile(${JSON.stringify(module)});
    let lowered = 0;
    for (const niceness of ${JSON.stringify(nicenesses.length ? nicenesses : [undefined])}) lowered = lowerThreadPoolPriority(niceness ?? undefined);
    const nice = (tid) => Number(readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
    const name = (tid) => readFileSync('/proc/self/task/' + tid + '/comm', 'utf8').trim();
    const tids = readdirSync('/proc/self/task');
    const pool = tids.filter((tid) => name(tid) === 'libuv-worker').map(nice);
    process.stdout.write(JSON.stringify({ lowered, pool, eventLoop: nice(String(process.pid)) }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, UV_THREADPOOL_SIZE: String(poolSize) },
  });
  return JSON.parse(output) as ThreadPriorities;
}

// The site runs on Linux (CI too), where priorities are per thread and /proc lists them.
// A child starts at this process's niceness (0 unless the tests were started under nice).
const inherited = getPriority();

describe('thread pool priority', () => {
  it('puts every pool thread at niceness 10 and leaves the event loop where it was', () => {
    const pool = Math.max(inherited, 10);
    expect(prioritiesInFreshProcess(3)).toEqual({ lowered: 3, pool: [pool, pool, pool], eventLoop: inherited });
  });

  it('never raises a priority: a pool already nicer than asked stays so', () => {
    const pool = Math.max(inherited, 10);
    expect(prioritiesInFreshProcess(2, [10, 5])).toEqual({ lowered: 2, pool: [pool, pool], eventLoop: inherited });
  });

  it('finds nothing where the system has no per-thread listing', () => {
    expect(lowerThreadPoolPriority(10, path.join(tmpdir(), 'no-such-proc-task-dir'))).toBe(0);
  });

  it('lowers only threads named as libuv names its pool, and skips ids that are gone', () => {
    // Two sleeping processes stand in for threads (a process id is a thread id), listed
    // in a made-up task folder under the names given here.
    const pool = spawn('sleep', ['30']);
    const other = spawn('sleep', ['30']);
    const taskDir = mkdtempSync(path.join(tmpdir(), 'fake-task-'));
    try {
      const threads = [
        [pool.pid!, 'libuv-worker'],
        [other.pid!, 'node'],
        [2_147_483_000, 'libuv-worker'],
      ] as const;
      for (const [tid, name] of threads) {
        mkdirSync(path.join(taskDir, String(tid)));
        writeFileSync(path.join(taskDir, String(tid), 'comm'), `${name}\n`);
      }
      expect(lowerThreadPoolPriority(10, taskDir)).toBe(1);
      expect([getPriority(pool.pid!), getPriority(other.pid!)]).toEqual([Math.max(inherited, 10), inherited]);
    } finally {
      pool.kill();
      other.kill();
      rmSync(taskDir, { recursive: true, force: true });
    }
  });
});
