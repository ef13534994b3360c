// `pnpm test`: every test of the project. Installs what the tests need on this machine
// (Debian's Chromium and nginx), checks types and lint, runs the unit and integration tests of
// every workspace (the API's on SQLite and on PostgreSQL), builds the site and runs the
// browser tests against it as `pnpm start` serves it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureNginx, ensurePostgres } from './test-prerequisites.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = (command: string, args: string[]) => {
  process.stdout.write(`\n> ${command} ${args.join(' ')}\n`);
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
};

ensureChromium();
ensureNginx();
ensurePostgres();
run('turbo', ['run', 'typecheck', 'lint', '--output-logs=errors-only']);
run('turbo', ['run', 'test', '--concurrency=1']);
run('turbo', ['run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);
if (!existsSync(path.join(root, 'apps/shell/dist/index.html'))) throw new Error('The shell build is missing.');
run('pnpm', ['--filter', '@wtm/e2e', 'e2e']);
