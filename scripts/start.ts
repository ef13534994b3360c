// `pnpm start`: build what is missing or changed (turbo caches the rest), then serve
// everything from this same Node process on PORT. On an empty release store (the first
// run) the server releases these builds itself; later starts change nothing that is live
// (`pnpm release <name>` does, docs/decisions/0028).
// package.json runs it with `exec` and the real node binary (not the node_modules/.bin
// shim, a shell that would swallow signals), so SIGTERM and SIGINT reach the server itself.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

if (process.env.SKIP_BUILD !== '1') {
  run('turbo', ['run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);
}

process.chdir(root);
await import('../apps/api/src/main.ts');
