// `pnpm release <name>`, `pnpm rollback <name>`, `pnpm releases`: the release platform's
// commands (packages/releases, README "Releasing a section"). They talk to the database
// and the store that DATABASE_URL and RELEASE_STORE_URL name (release-target.ts), never
// to a running instance.
import { runReleaseCommand } from '@wtm/releases';
import { openReleaseTarget } from './release-target.ts';

try {
  process.exitCode = await runReleaseCommand({ argv: process.argv.slice(2), stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), open: openReleaseTarget });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
