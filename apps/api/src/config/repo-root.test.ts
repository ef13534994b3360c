import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from './repo-root.ts';

describe('findRepoRoot', () => {
  let base: string;

  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'wtm-root-'));
  });

  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('finds the folder with pnpm-workspace.yaml above the start', () => {
    const repo = join(base, 'repo');
    const deep = join(repo, 'apps', 'api', 'src');
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(repo, 'pnpm-workspace.yaml'), '');
    expect(findRepoRoot(deep)).toBe(repo);
    expect(findRepoRoot(repo)).toBe(repo);
  });

  it('falls back to the start outside a monorepo', () => {
    const lonely = join(base, 'lonely');
    mkdirSync(lonely);
    expect(findRepoRoot(lonely)).toBe(lonely);
  });
});
