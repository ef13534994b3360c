// `pnpm release <name>`, `pnpm rollback <name>`, `pnpm releases`: the release store's
// commands (README "Releasing a section"). They talk to the database and the store that
// DATABASE_URL and RELEASE_STORE_URL name, never to a running instance. The work is in
// release-command.ts.
import { runReleaseCommand } from './release-command.ts';

try {
  process.exitCode = await runReleaseCommand({ argv: process.argv.slice(2), stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
