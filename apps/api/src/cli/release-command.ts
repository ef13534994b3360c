import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { appDistDir, describeStoreLocation, isReleaseName, openFileStore, releaseNames, type ReleaseName } from '@wtm/release';
import { createDatabase } from '../db/create-database.ts';
import { describeDatabase } from '../db/database-url.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { readCommandConfig, type CommandConfig } from '../env.ts';
import { createReleasesService, ReleaseRefused, type ReleasesService } from '../services/releases/releases.service.ts';
import { createCanaryService, type CanaryService } from '../services/releases/canary.service.ts';
import { canaryReports, printCanaries } from './canary-report.ts';
import { printHistory, printLive, printSiteManifest } from './release-report.ts';

export const USAGE = `Usage (DATABASE_URL and RELEASE_STORE_URL say which release store; no running instance is needed):
  pnpm release <name> [--dist <folder>] [--no-build]   build (unless told not to), check, store and make it live
  pnpm release <name> --canary <percent> [...]         the same, but live for that share of visitors only (a remote)
  pnpm release promote <name>                          make the canary live for every visitor
  pnpm rollback <name>                                 withdraw the canary; without one, make the release before the current one live again
  pnpm releases [<name>] [--json] [--url <site>]       what is live (with <name>: its history; --url: what a site serves)
Names: ${releaseNames.join(', ')}.`;

export interface ReleaseIo {
  argv: string[];
  stdout: Writable;
  stderr: Writable;
  env: Record<string, string | undefined>;
  cwd: string;
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

/** `pnpm release`, `pnpm rollback`, `pnpm releases` (apps/api/src/cli/release.ts); returns the exit code. */
export async function runReleaseCommand(io: ReleaseIo): Promise<number> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const [given, ...args] = io.argv;
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

  const config = readCommandConfig(io.env, io.cwd);
  const db = createDatabase(config.database, { error: () => undefined }, 2);
  const store = openFileStore(config.releases.store);
  try {
    await migrateToLatest(db);
    const announce = config.database.dialect === 'postgres';
    const releases = createReleasesService({ db, store, announce, pages: { publicUrl: config.publicUrl, remotesBaseUrl: config.releases.remotesBaseUrl } });
    const canaries = createCanaryService({ db, store, releases, announce });
    if (command === 'release') await release(releases, canaries, config, name!, values, io, print);
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
      const reports = await canaryReports(db, releases, canaries);
      await printLive(releases, `${describeStoreLocation(config.releases.store)} (${describeDatabase(config.database)})`, values.json === true, print, reports);
      if (values.json !== true) printCanaries(reports, print);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    store.close();
    await db.destroy();
  }
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
  config: CommandConfig,
  name: ReleaseName,
  values: { dist?: string; 'no-build'?: boolean; canary?: string },
  io: ReleaseIo,
  print: (text: string) => void,
): Promise<void> {
  if (values.dist === undefined && values['no-build'] !== true) (io.build ?? turboBuild)(name, config.repoRoot);
  // pnpm runs the script at the repository root; a relative --dist is meant from where it was typed.
  const distDir = values.dist === undefined ? appDistDir(name, config.repoRoot) : path.resolve(io.env.INIT_CWD ?? io.cwd, values.dist);
  const build = { name, distDir, packageVersion: packageVersion(config.repoRoot, name) };
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
