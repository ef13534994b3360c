// `pnpm test`: every test of the project. Installs what the tests need on this machine
// (Debian's Chromium, nginx and promtool), checks types and lint, builds the site, runs the
// unit and integration tests of every workspace (the API's on SQLite and on PostgreSQL, side
// by side) and the browser tests against the site as `pnpm start` serves it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackages, ensurePostgres } from './test-prerequisites.ts';

const root = path.resolve(import.meta.dirname, '..');
// Each step says how long it took: CI's time budget is spent here.
const run = (command: string, args: string[]) => {
  process.stdout.write(`\n> ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  process.stdout.write(`> ${command} ${args.join(' ')}: ${Math.round((Date.now() - started) / 1000)} s\n`);
};

ensureDebianPackages();
ensurePostgres();
run('turbo', ['run', 'typecheck', 'lint', '--output-logs=errors-only']);
// Built before the unit and API tests: the content API's tests prerender the real pages.
run('turbo', ['run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);
if (!existsSync(path.join(root, 'apps/shell/dist/index.html'))) throw new Error('The shell build is missing.');
// The API's suites, on SQLite and on PostgreSQL, are most of this step: each is one Jest
// process in band, so they run side by side (a core each), then every other package's tests.
run('turbo', ['run', 'test:sqlite', 'test:postgres', '--filter=@wtm/api', '--concurrency=2']);
run('turbo', ['run', 'test', '--filter=!@wtm/api', '--concurrency=2']);
run('pnpm', ['--filter', '@wtm/e2e', 'e2e']);
