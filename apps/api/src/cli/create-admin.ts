// `pnpm --filter @wtm/api admin:create -- --email <address> --password-stdin`: creates
// an administrator (README, "Administrators"). The work is in admin-command.ts.
import { runCreateAdmin } from './admin-command.ts';
import { promptPassword } from './prompt-password.ts';

try {
  process.exitCode = await runCreateAdmin({
    argv: process.argv.slice(2),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    promptPassword,
  });
} catch (error) {
  process.stderr.write(`admin:create failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
