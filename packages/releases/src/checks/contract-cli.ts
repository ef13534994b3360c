#!/usr/bin/env node
// Checks the shell/remote contract of this checkout (packages/shell-contract/README.md).
// Releases, rollbacks and `pnpm releases` talk to the release store: apps/api/src/cli/release.ts.
import { remoteNames } from '@wtm/shell-contract/runtime-manifest';
import { checkAppsIndependent, checkFederationOptions, checkInstalledVersions } from './contract.ts';
import { federatedApps, readFederationFacts } from './federation-options.ts';
import { findRepoRoot } from '../paths.ts';

const usage = `Usage:
  check      check the shell/remote contract of this checkout
(Releases: pnpm release <name>, pnpm rollback <name>, pnpm releases.)`;

async function check(): Promise<void> {
  const root = findRepoRoot();
  const { table: shared, apps } = await readFederationFacts(root);
  const problems = [
    ...checkFederationOptions(apps, shared),
    ...checkInstalledVersions(root, federatedApps, shared),
    ...checkAppsIndependent(root, federatedApps),
  ];
  if (problems.length > 0) throw new Error(`The shell/remote contract is broken:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.stdout.write(
    `Contract holds: ${remoteNames.join(', ')} expose ./routes only; ${Object.keys(shared).length} shared singletons ` +
      `satisfied in ${federatedApps.join(', ')}; no app imports another.\n`,
  );
}

const [command] = process.argv.slice(2);
(command === 'check' ? check() : Promise.reject(new Error(usage))).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
