// Step 1: build times. The full build runs with turbo's cache off (--force), so it is a
// cold build of every app and the packages they depend on; then one remote on its own,
// straight through its package script (webpack only, no turbo).
import { log, round, runCommand } from './common.ts';

export interface BuildResult {
  ok: boolean;
  seconds: number;
  command: string;
  /** The tail of the output when the build failed. */
  error?: string;
}

async function timed(command: string, args: string[]): Promise<BuildResult> {
  const line = `${command} ${args.join(' ')}`;
  log(`build: ${line}`);
  const result = await runCommand(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
  const outcome: BuildResult = { ok: result.code === 0, seconds: round(result.seconds, 1), command: line };
  if (!outcome.ok) outcome.error = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-25).join('\n');
  log(`build: ${outcome.ok ? 'done' : 'FAILED'} in ${outcome.seconds} s`);
  if (!outcome.ok) process.stderr.write(`${outcome.error}\n`);
  return outcome;
}

export async function measureBuilds(): Promise<{ full: BuildResult; remote: BuildResult }> {
  const full = await timed('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--force', '--output-logs=errors-only']);
  const remote = await timed('pnpm', ['--filter', '@wtm/books', 'build']);
  return { full, remote };
}
