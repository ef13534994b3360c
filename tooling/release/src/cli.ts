#!/usr/bin/env node
// pnpm release <remote> | pnpm rollback <remote> | pnpm releases | (start) ensure
// Node runs this file directly, so it imports the contract's plain .ts entry only.
import { execFileSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { findRepoRoot, remoteDistDir, remotesDir } from './paths.ts';
import { computeVersion, readManifest, releaseRemote, rollbackRemote } from './release-store.ts';

const root = findRepoRoot();
const dir = remotesDir();
const baseUrl = process.env.REMOTES_BASE_URL || '/remotes';

function remoteArg(value: string | undefined): RemoteName {
  if (value && (remoteNames as readonly string[]).includes(value)) return value as RemoteName;
  throw new Error(`Name a remote: one of ${remoteNames.join(', ')}.`);
}

async function buildVersion(name: RemoteName): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(root, 'apps', name, 'package.json'), 'utf8')) as { version: string };
  return computeVersion(remoteDistDir(name, root), pkg.version);
}

function build(name: RemoteName): void {
  execFileSync('turbo', ['run', 'build', `--filter=@wtm/${name}`, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
}

async function release(name: RemoteName, skipBuild: boolean): Promise<void> {
  if (!skipBuild) build(name);
  const version = await buildVersion(name);
  const live = await releaseRemote({ dir, name, distDir: remoteDistDir(name, root), version, baseUrl });
  process.stdout.write(`${name} ${live.version} is live (${live.entry}).\n`);
}

/** Used by `pnpm start`: releases each remote's current build once, if it never was. */
async function ensure(): Promise<void> {
  const manifest = await readManifest(dir);
  for (const name of remoteNames) {
    const version = await buildVersion(name);
    const stored = await stat(path.join(dir, name, version)).then(() => true, () => false);
    if (!stored || !manifest.remotes[name]) await release(name, true);
  }
}

async function status(): Promise<void> {
  const manifest = await readManifest(dir);
  for (const name of remoteNames) {
    const live = manifest.remotes[name];
    process.stdout.write(live ? `${name}\t${live.version}\t${live.releasedAt}\t${live.entry}\n` : `${name}\t(no release)\n`);
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, name] = argv;
  if (command === 'release') return release(remoteArg(name), argv.includes('--no-build'));
  if (command === 'rollback') {
    const live = await rollbackRemote(dir, remoteArg(name));
    process.stdout.write(`${name} rolled back to ${live.version}.\n`);
    return;
  }
  if (command === 'ensure') return ensure();
  if (command === 'status') return status();
  throw new Error('Usage: release <remote> [--no-build] | rollback <remote> | status | ensure');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
