// `pnpm start`: build what is missing or changed (turbo caches the rest), then serve
// everything from this same Node process on PORT. On an empty release store (the first
// run) the server releases these builds itself; later starts change nothing that is live
// (`pnpm release <name>` does, docs/decisions/0028).
// package.json runs it with `exec` and the real node binary (not the node_modules/.bin
// shim, a shell that would swallow signals), so SIGTERM and SIGINT reach the server itself.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readConfig } from '../apps/api/src/env.ts';

const root = path.resolve(import.meta.dirname, '..');
const say = (line: string) => process.stdout.write(`${line}\n`);

if (process.env.SKIP_BUILD !== '1') {
  say('Building the site: the shell, Books, CRM and Account (the first build takes a minute or two; later ones reuse it)…');
  const build = (logs: string) => execFileSync('turbo', ['run', 'build', '--filter=./apps/*', `--output-logs=${logs}`], { cwd: root, stdio: 'inherit' });
  try {
    // One line per app as its build starts ("cache hit" when nothing changed).
    build('hash-only');
  } catch {
    // Again, showing the failed build's output (the others come from turbo's cache).
    build('errors-only');
  }
  say('Built. Starting the server (the first run also releases these builds and prerenders every page)…');
}

process.chdir(root);
// Resolves once the server listens; a server that cannot start exits with its reason.
await import('../apps/api/src/main.ts');
const config = readConfig(process.env);
const mail = config.smtpUrl === undefined ? `mail is written to ${path.join(config.dataDir, 'mail')} (set SMTP_URL to send it)` : `mail goes to the SMTP server at ${new URL(config.smtpUrl).host}`;
say(`\nThe WTM portal is running: open ${config.publicUrl} — ${mail}. Stop it with Ctrl+C.\n`);
