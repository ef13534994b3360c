import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createContentReleases } from '../content/content.service.ts';
import { appDistDir } from '../paths.ts';
import { createCanaryService, type CanaryService } from '../records/canary.service.ts';
import type { PagesOptions } from '../records/release-pages.ts';
import { createReleasesService, ReleaseRefused, type ReleasesService } from '../records/releases.service.ts';
import type { ReleaseDb } from '../records/tables.ts';
import { isReleaseName, releaseNames, type ReleaseName } from '../release-names.ts';
import type { FileStore } from '../store/file-store.ts';
import type { ReadReleaseHealth } from '../verdict/release-health.ts';
import { canaryReports, printCanaries } from './canary-report.ts';
import { printHistory, printLive, printSiteManifest } from './release-report.ts';

export const USAGE = `Usage (DATABASE_URL and RELEASE_STORE_URL say which release store; no running instance is needed):
  pnpm release <name> [--dist <folder>] [--no-build]   build (unless told not to), check, store and make it live
  pnpm release <name> --canary <percent> [...]         the same, but live for that share of visitors only (a remote)
  pnpm release promote <name>                          make the canary live for every visitor
  pnpm rollback <name>                                 withdraw the canary; without one, make the release before the current one live again
  pnpm rollback content <section>                      make the section's content before the current one live again
  pnpm releases [<name>] [--json] [--url <site>]       what is live (with <name>: its history; --url: what a site serves)
Names: ${releaseNames.join(', ')}.`;

/**
 * What the commands work on, opened by the API from its configuration (DATABASE_URL,
 * RELEASE_STORE_URL, PUBLIC_URL, REMOTES_BASE_URL), as its instances open them.
 */
export interface CommandTarget {
  /** The database of the release records, migrated. */
  db: ReleaseDb;
  store: FileStore;
  /** PostgreSQL: announce each switch with NOTIFY at commit. */
  announce: boolean;
  /** For the pages each release prerenders. */
  pages: PagesOptions;
  repoRoot: string;
  /** The store and the database, as `pnpm releases` names them. */
  where: string;
  health: ReadReleaseHealth;
  close(): Promise<void>;
}

export interface ReleaseIo {
  argv: string[];
  stdout: Writable;
  stderr: Writable;
  env: Record<string, string | undefined>;
  cwd: string;
  /** Opens the database and the store, once the arguments are known to be right. */
  open: (env: Record<string, string | undefined>, cwd: string) => Promise<CommandTarget>;
  /** Builds one app (turbo caches an unchanged build); tests pass their own. */
  build?: (name: ReleaseName, repoRoot: string) => void;
}

function turboBuild(name: ReleaseName, repoRoot: string): void {
  const local = path.join(repoRoot, 'node_modules/.bin/turbo');
  execFileSync(existsSync(local) ? local : 'turbo', ['run', 'build', `--filter=@wtm/${name}`, '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
}

function packageVersion(repoRoot: string, name: ReleaseName): string {
  const file = path.join(repoRoot, 'apps', name, 'package.json');
  return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0') : '0.0.0';
}

/** `pnpm release`, `pnpm rollback`, `pnpm releases` (their entry: apps/api/src/cli/release.ts); returns the exit code. */
export async function runReleaseCommand(io: ReleaseIo): Promise<number> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const [given, ...args] = io.argv;
  // `pnpm rollback content <section>`: a section's content, not a release.
  if (given === 'rollback' && args[0] === 'content') return rollbackContent(io, args.slice(1), print);
  // `pnpm release promote <name>`: promote is a word of the release command, not a name.
  const promoting = given === 'release' && args[0] === 'promote';
  const command = promoting ? 'promote' : given;
  const rest = promoting ? args.slice(1) : args;
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(rest);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 1;
  }
  const { name, values } = parsed;
  if (command === 'status' && values.url !== undefined) return printSiteManifest(values.url, values.json === true, print);
  if (!['release', 'rollback', 'status', 'promote'].includes(command ?? '') || (command !== 'status' && name === undefined)) {
    io.stderr.write(`${USAGE}\n`);
    return 1;
  }

  return withTarget(io, async (target) => {
    const { db, store, announce, pages } = target;
    const releases = createReleasesService({ db, store, announce, pages });
    const canaries = createCanaryService({ db, store, releases, announce });
    if (command === 'release') await release(releases, canaries, target.repoRoot, name!, values, io, print);
    else if (command === 'promote') {
      const promoted = await canaries.promote(name!, 'promoted by hand');
      if (promoted === undefined) throw new ReleaseRefused(`${name} has no canary to promote.`);
      print(`${name} ${promoted.version} is live for every visitor (promoted from the canary).`);
    } else if (command === 'rollback') {
      const started = performance.now();
      const withdrawn = await canaries.withdraw(name!, 'rolled back by hand');
      if (withdrawn !== undefined) print(`${name} canary ${withdrawn.version} withdrawn; every visitor gets the live release again.`);
      else {
        const { live, previous } = await releases.rollback(name!);
        print(`${name} rolled back from ${previous?.version ?? '(none)'} to ${live.version}.`);
        print(tookLine(started));
      }
    } else if (name !== undefined) await printHistory(releases, name, values.json === true, print);
    else {
      const reports = await canaryReports(target.health, releases, canaries);
      await printLive(releases, target.where, values.json === true, print, reports);
      if (values.json !== true) printCanaries(reports, print);
    }
  });
}

/** Opens the target, runs `work` on it and closes it: 0, or 1 with a refusal's message. */
async function withTarget(io: ReleaseIo, work: (target: CommandTarget) => Promise<void>): Promise<number> {
  const target = await io.open(io.env, io.cwd);
  try {
    await work(target);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await target.close();
  }
}

/** `pnpm rollback content <section>`: the content live before the current one, at the next request. */
async function rollbackContent(io: ReleaseIo, args: string[], print: (text: string) => void): Promise<number> {
  const sections = [...releaseNames].sort();
  const [section, ...extra] = args.filter((value) => value !== '--');
  if (section === undefined || extra.length > 0 || !isReleaseName(section)) {
    io.stderr.write(`Name the section whose content to roll back: one of ${sections.join(', ')}.\n\n${USAGE}\n`);
    return 1;
  }
  return withTarget(io, async ({ db, store, announce, pages }) => {
    const started = performance.now();
    const { version, previous } = await createContentReleases({ db, store, announce, pages }).rollback(section, 'pnpm rollback content');
    print(`${section} content rolled back from ${previous ?? '(none)'} to ${version}.`);
    print(tookLine(started));
  });
}

function parseOptions(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { dist: { type: 'string' }, 'no-build': { type: 'boolean' }, json: { type: 'boolean' }, url: { type: 'string' }, canary: { type: 'string' } },
  });
  const [name, ...extra] = positionals.filter((value) => value !== '--');
  if (extra.length > 0) throw new Error(`Unexpected ${extra.join(' ')}.`);
  if (name !== undefined && !isReleaseName(name)) throw new Error(`Name one of ${releaseNames.join(', ')} (got ${name}).`);
  return { name: name as ReleaseName | undefined, values };
}

async function release(
  releases: ReleasesService,
  canaries: CanaryService,
  repoRoot: string,
  name: ReleaseName,
  values: { dist?: string; 'no-build'?: boolean; canary?: string },
  io: ReleaseIo,
  print: (text: string) => void,
): Promise<void> {
  if (values.dist === undefined && values['no-build'] !== true) (io.build ?? turboBuild)(name, repoRoot);
  // pnpm runs the script at the repository root; a relative --dist is meant from where it was typed.
  const distDir = values.dist === undefined ? appDistDir(name, repoRoot) : path.resolve(io.env.INIT_CWD ?? io.cwd, values.dist);
  const build = { name, distDir, packageVersion: packageVersion(repoRoot, name) };
  if (values.canary !== undefined) {
    if (!/^\d{1,2}$/.test(values.canary)) throw new ReleaseRefused(`--canary takes a share of visitors from 1 to 99 % (got ${values.canary}).`);
    const { canary, stable, replaced } = await canaries.start(build, Number(values.canary));
    if (replaced) print(`It replaced the canary ${replaced.version}.`);
    print(`${name} ${canary.version} is live for ${canary.percent} % of visitors (canary); the others keep ${stable.version}.`);
    print(`To make it live for everyone: pnpm release promote ${name}; to withdraw it: pnpm rollback ${name}`);
    return;
  }
  // A release to everyone ends a running canary first.
  const withdrawn = await canaries.withdraw(name, 'replaced by a release to every visitor');
  if (withdrawn) print(`The ${name} canary ${withdrawn.version} was withdrawn.`);
  const started = performance.now();
  const { live, previous, switched } = await releases.release(build);
  if (!switched) {
    print(`${name} ${live.version} is live already.`);
    return;
  }
  print(`${name} ${live.version} is live.`);
  if (previous) print(`It replaced ${previous.version}; to switch back: pnpm rollback ${name}`);
  print(tookLine(started));
}

/** How long the release or rollback itself took (check, store, prerender, switch): the bench reads it. */
const tookLine = (started: number) => `Took ${((performance.now() - started) / 1000).toFixed(2)} s.`;
