// node --test: dependency-cruiser with the lint's own config, on a miniature of the
// repository written to a temp folder. The allowed imports pass; each deliberately bad
// import fails with its rule. And the known violations are exactly what the repository has.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { allowedTree, badCycle, badImports } from './fixture-tree.ts';

const config = path.join(import.meta.dirname, 'dependency-cruiser.config.ts');
const depcruise = path.join(import.meta.dirname, '../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The folders the lint script cruises. */
const ROOTS = ['apps', 'packages', 'tooling', 'bench', 'e2e'];

function cruise(root: string, ...options: string[]) {
  const run = spawnSync(process.execPath, [depcruise, '--config', config, ...options, ...ROOTS], { cwd: root, encoding: 'utf8' });
  if (run.error) throw run.error;
  return run;
}

type Violation = { from: string; to: string; rule: { name: string } };

/** `rule: from → to` for each violation dependency-cruiser finds under `root`. */
function violationsIn(root: string): string[] {
  // The baseline report is the list of violations itself, in the format of known-violations.json.
  return describeViolations(JSON.parse(cruise(root, '--output-type', 'baseline').stdout) as Violation[]);
}

function describeViolations(violations: Violation[]): string[] {
  return violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();
}

function writeTree(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

describe('the boundary rules on a fixture tree', () => {
  let root = '';
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'wtm-boundaries-'));
    writeTree(root, allowedTree);
    // Workspace packages are linked as pnpm links them.
    for (const [app, target] of [
      ['books', 'packages/ui'],
      ['books', 'apps/shell'],
      ['shell', 'packages/ui'],
    ] as const) {
      const link = path.join(root, 'apps', app, 'node_modules/@wtm', path.basename(target));
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.join(root, target), link);
    }
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('lets every allowed import through', () => {
    const run = cruise(root, '--output-type', 'err-long');
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /no dependency violations found/);
  });

  it('fails each bad import with its rule, a cycle and an orphan too, and nothing else', () => {
    writeTree(root, Object.fromEntries(Object.entries(badImports).map(([file, { source }]) => [file, source])));
    writeTree(root, badCycle.files);
    const expected = [...Object.entries(badImports).map(([file, { rule, to }]) => `${rule}: ${file} → ${to}`), badCycle.violation];
    assert.deepEqual(violationsIn(root), expected.sort());
  });

  it('names the rule, the importing file, the import and why, and exits non-zero', () => {
    const run = cruise(root, '--output-type', 'err-long');
    assert.equal(run.status, Object.keys(badImports).length + 1);
    assert.ok(run.stdout.includes('error app-imports-another-app: apps/books/src/bad-relative.ts → apps/shell/src/header.ts'), run.stdout);
    assert.ok(run.stdout.includes("No app imports another app's files"), run.stdout);
    assert.ok(run.stdout.includes('error api-layer-repositories: apps/api/src/repositories/bad-service.ts → apps/api/src/services/accounts.service.ts'), run.stdout);
  });
});

describe('known-violations.json', () => {
  it('lists exactly the violations the repository has: fix a new one, remove a fixed one', () => {
    const known = JSON.parse(readFileSync(path.join(import.meta.dirname, 'known-violations.json'), 'utf8')) as Violation[];
    assert.deepEqual(violationsIn(repoRoot), describeViolations(known));
  });
});
