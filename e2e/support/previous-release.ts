// The previous release of the front end, built from git for the version-skew test
// (e2e/tests/release-skew.spec.ts): the shell and the three remotes as they were before
// the latest change to any of them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './site-server.ts';

/** The paths whose change makes a new front-end release. */
export const frontEndPaths = ['apps/shell', 'apps/books', 'apps/crm', 'apps/account', 'packages'];
const apps = ['shell', 'books', 'crm', 'account'] as const;

export interface PreviousRef {
  sha: string;
  subject: string;
  /** How it was chosen, for the test report. */
  reason: string;
}

export interface PreviousBuild extends PreviousRef {
  /** The build folder of each app at that commit (a cached copy of its apps/<app>/dist). */
  dist: Record<(typeof apps)[number], string>;
  /** True when an earlier run had built this commit already. */
  reused: boolean;
  /** Seconds spent on worktree, install and build (0 when reused). */
  buildSeconds: number;
}

function git(args: string[], cwd = repoRoot): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

const noHistory = (why: string) =>
  new Error(
    `The version-skew test builds the previous release from git history, but ${why}. ` +
      'Fetch the full history (git fetch --unshallow) or set PREVIOUS_RELEASE_REF to a commit that is present.',
  );

/**
 * PREVIOUS_RELEASE_REF if set; else the newest commit before the front end's latest
 * change that also changed it: with HEAD changing the front end (the usual case) that is
 * the newest commit before HEAD that changed apps/shell|books|crm|account or packages/.
 */
export function previousReleaseRef(env: NodeJS.ProcessEnv = process.env): PreviousRef {
  try {
    git(['rev-parse', '--git-dir']);
  } catch {
    throw noHistory(`${repoRoot} is not a git checkout`);
  }
  const override = env.PREVIOUS_RELEASE_REF?.trim();
  if (override) {
    let sha: string;
    try {
      sha = git(['rev-parse', '--verify', `${override}^{commit}`]);
    } catch {
      throw noHistory(`PREVIOUS_RELEASE_REF=${override} is not a commit of this clone`);
    }
    return { sha, subject: git(['log', '-1', '--format=%s', sha]), reason: `PREVIOUS_RELEASE_REF=${override}` };
  }
  if (git(['rev-parse', '--is-shallow-repository']) === 'true') throw noHistory('this clone is shallow');
  const latest = git(['rev-list', '-1', 'HEAD', '--', ...frontEndPaths]);
  if (!latest) throw noHistory('no commit changed the front end');
  let sha: string;
  try {
    sha = git(['rev-list', '-1', `${latest}~1`, '--', ...frontEndPaths]);
  } catch {
    sha = '';
  }
  if (!sha) throw noHistory(`no commit before ${latest.slice(0, 10)} changed the front end`);
  return {
    sha,
    subject: git(['log', '-1', '--format=%s', sha]),
    reason: `the front end's change before ${latest.slice(0, 10)} (${frontEndPaths.join(', ')})`,
  };
}

/** pnpm scripts set npm_* variables for this package; the worktree's own run needs none of them. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|PNPM_|INIT_CWD$|TURBO_)/i.test(key)));
}

/**
 * Builds the shell and the three remotes at `ref` in a temporary git worktree
 * (`git worktree add --detach`, `pnpm install --frozen-lockfile --prefer-offline`, each
 * app's build task through turbo, sharing this checkout's turbo cache), keeps a copy of
 * their dist folders under node_modules/.cache keyed by commit, and removes the
 * worktree. A later run reuses the copy (PREVIOUS_RELEASE_REBUILD=1 builds again).
 */
export async function buildPreviousRelease(ref: PreviousRef, log: (line: string) => void = () => undefined): Promise<PreviousBuild> {
  const cache = path.join(repoRoot, 'node_modules/.cache/wtm-previous-release', ref.sha);
  const dist = Object.fromEntries(apps.map((app) => [app, path.join(cache, app)])) as PreviousBuild['dist'];
  const complete = path.join(cache, 'complete');
  if (existsSync(complete) && process.env.PREVIOUS_RELEASE_REBUILD !== '1') {
    return { ...ref, dist, reused: true, buildSeconds: 0 };
  }

  const started = Date.now();
  const worktree = path.join(await mkdtemp(path.join(os.tmpdir(), 'wtm-previous-')), 'checkout');
  const env = cleanEnv();
  // At low CPU priority: the other spec files keep running beside this build.
  const run = (command: string, args: string[]) => {
    log(`${command} ${args.join(' ')}`);
    const [file, argv] = existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '10', command, ...args]] : [command, args];
    execFileSync(file, argv, { cwd: worktree, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  };
  try {
    git(['worktree', 'add', '--detach', worktree, ref.sha]);
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
    // Each app's own build task. Turbo looks in this checkout's cache first: its task
    // hashes cover every input, so a hit is that commit's build as it was made here.
    const filters = apps.map((app) => `--filter=@wtm/${app}`);
    if (existsSync(path.join(worktree, 'node_modules/.bin/turbo'))) {
      run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, `--cache-dir=${path.join(repoRoot, '.turbo/cache')}`, '--output-logs=errors-only']);
    } else {
      run('pnpm', [...filters, 'build']);
    }
    // One previous release is kept: builds of older commits are dropped.
    await rm(path.dirname(cache), { recursive: true, force: true });
    await mkdir(cache, { recursive: true });
    for (const app of apps) await cp(path.join(worktree, 'apps', app, 'dist'), dist[app], { recursive: true });
    await writeFile(complete, `${ref.sha} ${ref.subject}\n`);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stderr?: Buffer | string; stdout?: Buffer | string };
    const output = `${stdout.toString()}${stderr.toString()}`;
    throw new Error(`Building the previous release ${ref.sha.slice(0, 10)} (${ref.subject}) failed: ${(error as Error).message}\n${output.slice(-4000)}`);
  } finally {
    try {
      git(['worktree', 'remove', '--force', worktree]);
    } catch {
      // not created, or already gone
    }
    await rm(path.dirname(worktree), { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
  return { ...ref, dist, reused: false, buildSeconds: Math.round((Date.now() - started) / 100) / 10 };
}
