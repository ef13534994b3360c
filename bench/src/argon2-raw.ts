// The yardstick for sign-in: raw argon2id verifications per second with the API's
// parameters (m=19456 KiB, t=2, p=1) through the same library (@node-rs/argon2, on
// libuv's thread pool), `concurrency` verifications in flight, as many as the load
// generator keeps requests in flight against /api/login/login.
// Run as its own process: node argon2-raw.ts <concurrency> <seconds>; prints JSON.
import { hash, verify } from '@node-rs/argon2';
import { ARGON2ID, ARGON2ID_PREFIX } from './argon2-params.ts';

const [concurrencyArg, secondsArg] = process.argv.slice(2);
const concurrency = Number(concurrencyArg ?? 2);
const seconds = Number(secondsArg ?? 10);

const password = 'bench-Passw0rd';
const stored = await hash(password, ARGON2ID);
if (!stored.startsWith(ARGON2ID_PREFIX)) throw new Error(`unexpected hash parameters: ${stored}`);

// One second of warm-up, then the timed window.
async function loop(until: number, latencies: number[] | undefined): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    if (!(await verify(stored, password))) throw new Error('verify returned false');
    latencies?.push(performance.now() - started);
  }
}
const warm = performance.now() + 1000;
await Promise.all(Array.from({ length: concurrency }, () => loop(warm, undefined)));

const latencies: number[] = [];
const started = performance.now();
const until = started + seconds * 1000;
await Promise.all(Array.from({ length: concurrency }, () => loop(until, latencies)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
process.stdout.write(
  `${JSON.stringify({ verifications: latencies.length, perSec: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), threadPool: process.env.UV_THREADPOOL_SIZE ?? '4 (default)' })}\n`,
);
