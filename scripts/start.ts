// `pnpm start`: build what is missing or changed (turbo caches the rest), release each
// remote's build once, then serve everything from one Node process on PORT.
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

if (process.env.SKIP_BUILD !== '1') {
  run('turbo', ['run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);
}
run(process.execPath, ['tooling/release/src/cli.ts', 'ensure']);

const server = spawn(process.execPath, ['apps/api/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
