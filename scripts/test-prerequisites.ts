import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests use Debian's Chromium; install it when missing (never a browser download). */
export function ensureChromium(): void {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${chromium} is missing: install it with "sudo apt-get install -y chromium" and run again.`);
  }
  process.stdout.write('Installing Chromium from Debian packages...\n');
  execSync('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium', { stdio: 'inherit' });
}

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The cluster test (e2e/tests/cluster.spec.ts) puts Debian's nginx in front of three instances. */
export function ensureNginx(): void {
  if (existsSync(nginx)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${nginx} is missing: install it with "sudo apt-get install -y nginx" and run again.`);
  }
  process.stdout.write('Installing nginx from Debian packages...\n');
  // The package's own service is not started: the test runs nginx with its own configuration.
  execSync('apt-get update -q && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -q nginx', { stdio: 'inherit' });
}

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function postgresAnswers(): boolean {
  try {
    execFileSync('pg_isready', ['-q', '-d', pgUrl], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The API tests run on PostgreSQL too; start the local cluster if it is installed but stopped. */
export function ensurePostgres(): void {
  if (postgresAnswers()) return;
  try {
    execSync('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start', { stdio: 'inherit' });
  } catch {
    // Reported below with the URL the tests need.
  }
  if (!postgresAnswers()) throw new Error(`PostgreSQL does not answer at ${pgUrl}; the API tests need it.`);
}
