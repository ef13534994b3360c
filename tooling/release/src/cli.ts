#!/usr/bin/env node
// pnpm release <remote> | pnpm rollback <remote> | pnpm releases | check | (start) ensure
// Node runs this file directly, so it imports the contract's plain .ts entry only.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, type RemoteName, type RemoteRelease, type RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';
import { checkBuild } from './build-check.ts';
import { checkAppsIndependent, checkFederationOptions, checkInstalledVersions } from './contract.ts';
import { federatedApps, readFederationFacts } from './federation-options.ts';
import { findRepoRoot, remoteDistDir, remotesDir } from './paths.ts';
import { computeVersion, readManifest, releaseRemote, rollbackRemote, rollbackTarget } from './release-store.ts';

const usage = `Usage (REMOTES_DIR or DATA_DIR say where releases live; REMOTES_BASE_URL where they are served from):
  release <remote> [--dist <folder>] [--no-build]   build (unless told not to), check, store and switch to it
  rollback <remote>                                 switch back to the release live before the current one
  status [--json] [--url <site>]                    what is live (from REMOTES_DIR, or a running site's /remotes.json)
  check                                             check the shell/remote contract of this checkout
  ensure                                            release each remote's current build if it never was (pnpm start)
Remotes: ${remoteNames.join(', ')}.`;

const root = findRepoRoot();
const dir = remotesDir();
const baseUrl = process.env.REMOTES_BASE_URL || '/remotes';
const print = (text: string) => process.stdout.write(`${text}\n`);

function remoteArg(value: string | undefined): RemoteName {
  if (value && (remoteNames as readonly string[]).includes(value)) return value as RemoteName;
  throw new Error(`Name a remote: one of ${remoteNames.join(', ')}.`);
}

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value.`);
  return value;
}

/** The release id: the version the build was made from, and a hash of its files. */
async function buildVersion(name: RemoteName, distDir: string): Promise<string> {
  const { buildVersion: fromBuild } = await checkBuild(distDir, name);
  const pkg = JSON.parse(await readFile(path.join(root, 'apps', name, 'package.json'), 'utf8')) as { version: string };
  return computeVersion(distDir, fromBuild ?? pkg.version);
}

/** Builds one remote alone (turbo caches an unchanged build). */
function build(name: RemoteName): void {
  const local = path.join(root, 'node_modules/.bin/turbo');
  const turbo = existsSync(local) ? local : 'turbo';
  execFileSync(turbo, ['run', 'build', `--filter=@wtm/${name}`, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
}

async function release(name: RemoteName, argv: string[]): Promise<void> {
  const dist = option(argv, '--dist');
  if (!dist && !argv.includes('--no-build')) build(name);
  const distDir = dist ? path.resolve(dist) : remoteDistDir(name, root);
  const version = await buildVersion(name, distDir);
  const { live, previous, switched } = await releaseRemote({ dir, name, distDir, version, baseUrl });
  if (!switched) {
    print(`${name} ${live.version} is live already (${live.entry}).`);
    return;
  }
  print(`${name} ${live.version} is live (${live.entry}).`);
  if (previous) print(`It replaced ${previous.version}; to switch back: pnpm rollback ${name}`);
}

async function rollback(name: RemoteName): Promise<void> {
  const from = (await readManifest(dir)).remotes[name];
  const live = await rollbackRemote(dir, name);
  print(`${name} rolled back from ${from?.version ?? '(none)'} to ${live.version} (${live.entry}).`);
}

/** Used by `pnpm start`: releases each remote's current build once, if it never was. */
async function ensure(): Promise<void> {
  const manifest = await readManifest(dir);
  for (const name of remoteNames) {
    const version = await buildVersion(name, remoteDistDir(name, root));
    const stored = await stat(path.join(dir, name, version)).then(
      () => true,
      () => false,
    );
    if (!stored || !manifest.remotes[name]) await release(name, ['--no-build']);
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

async function status(argv: string[]): Promise<void> {
  const url = option(argv, '--url');
  let manifest: RuntimeManifest;
  const rollbackTo = new Map<RemoteName, RemoteRelease | undefined>();
  if (url) {
    const manifestUrl = new URL('/remotes.json', url);
    const response = await fetch(manifestUrl, { cache: 'no-store' }).catch((error: unknown) => {
      throw new Error(`Could not read ${manifestUrl.href}: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}.`);
    manifest = (await response.json()) as RuntimeManifest;
  } else {
    manifest = await readManifest(dir);
    for (const name of remoteNames) rollbackTo.set(name, await rollbackTarget(dir, name));
  }
  if (argv.includes('--json')) {
    print(JSON.stringify(manifest, null, 2));
    return;
  }
  const rows = [['remote', 'version', 'released (UTC)', 'entry', ...(url ? [] : ['rollback to'])]];
  for (const name of remoteNames) {
    const live = manifest.remotes[name];
    const back = url ? [] : [rollbackTo.get(name)?.version ?? '-'];
    rows.push(live ? [name, live.version, live.releasedAt, live.entry, ...back] : [name, '(no release)', '-', '-', ...back]);
  }
  print(url ? `Live on ${url}:` : `Live in ${dir}:`);
  print(table(rows));
}

async function check(): Promise<void> {
  const { table: shared, apps } = await readFederationFacts(root);
  const problems = [
    ...checkFederationOptions(apps, shared),
    ...checkInstalledVersions(root, federatedApps, shared),
    ...checkAppsIndependent(root, federatedApps),
  ];
  if (problems.length > 0) throw new Error(`The shell/remote contract is broken:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  print(
    `Contract holds: ${remoteNames.join(', ')} expose ./routes only; ${Object.keys(shared).length} shared singletons ` +
      `satisfied in ${federatedApps.join(', ')}; no app imports another.`,
  );
}

async function main(argv: string[]): Promise<void> {
  const [command, name] = argv;
  if (command === 'release') return release(remoteArg(name), argv.slice(2));
  if (command === 'rollback') return rollback(remoteArg(name));
  if (command === 'status') return status(argv.slice(1));
  if (command === 'check') return check();
  if (command === 'ensure') return ensure();
  throw new Error(usage);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
