import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian packages the tests run, by the file each provides: never a download of their own. */
const debianPackages = [
  // Browser tests use Debian's Chromium.
  { name: 'chromium', file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  // The cluster test (e2e/tests/cluster.spec.ts) puts nginx in front of three instances.
  { name: 'nginx', file: process.env.NGINX_PATH ?? '/usr/sbin/nginx' },
  // The metrics and alert-rule tests run promtool, of the prometheus package.
  { name: 'prometheus', file: process.env.PROMTOOL_PATH ?? '/usr/bin/promtool' },
];

/** Installs the packages whose file is missing, in one apt-get run (as root; otherwise says what to run). */
export function ensureDebianPackages(): void {
  const missing = debianPackages.filter((entry) => !existsSync(entry.file)).map((entry) => entry.name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing.join(', ')} missing: install with "sudo apt-get install -y ${missing.join(' ')}" and run again.`);
  }
  process.stdout.write(`Installing ${missing.join(', ')} from Debian packages...\n`);
  // RUNLEVEL=1: the packages' own services are not started; the tests run nginx and promtool themselves.
  execSync(`apt-get update -q && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -q ${missing.join(' ')}`, { stdio: 'inherit' });
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
