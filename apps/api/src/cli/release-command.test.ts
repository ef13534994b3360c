import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { runReleaseCommand } from '@wtm/releases';
import { fakeBuild } from '@wtm/releases/test/fake-build';
import { fakeShellBuild } from '@wtm/releases/test/fake-shell-build';
import { databaseUrlOf } from '../test/server-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { openReleaseTarget } from './release-target.ts';

const run = promisify(execFile);
const ENTRY = join(import.meta.dirname, 'release.ts');

describe(`pnpm release, rollback and releases (${testDialect()})`, () => {
  let testApp: TestApp;
  let env: Record<string, string>;
  let builds = 0;
  const build = async (name = 'books') => fakeBuild(join(testApp.site.root, 'cli-builds'), `${name}-${(builds += 1)}`, { name });

  const command = async (...argv: string[]) => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const output = { out: '', err: '' };
    stdout.on('data', (chunk: Buffer) => (output.out += chunk.toString()));
    stderr.on('data', (chunk: Buffer) => (output.err += chunk.toString()));
    const built: string[] = [];
    const code = await runReleaseCommand({ argv, stdout, stderr, env, cwd: testApp.site.root, open: openReleaseTarget, build: (name) => void built.push(name) });
    return { code, built, ...output };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ site: { built: false } });
    env = { DATABASE_URL: databaseUrlOf(testApp.database.target), DATA_DIR: testApp.site.dataDir, RELEASE_STORE_URL: testApp.site.storeDir, PATH: process.env.PATH ?? '' };
  });

  afterAll(() => testApp.close());

  it('releases, reports, rolls back and lists the history, with no instance involved', async () => {
    const first = await command('release', 'books', '--dist', await build());
    expect(first).toMatchObject({ code: 0, built: [] });
    const v1 = /^books (\S+) is live\.$/m.exec(first.out)![1];
    const second = await command('release', 'books', '--dist', await build());
    const v2 = /^books (\S+) is live\.$/m.exec(second.out)![1];
    expect(second.out).toContain(`It replaced ${v1}; to switch back: pnpm rollback books`);

    const status = await command('status');
    expect(status.out).toContain(`Live in ${testApp.site.storeDir}`);
    expect(status.out).toMatch(new RegExp(`books\\s+${v2}\\s+\\S+Z\\s+${v1}`));
    expect(status.out).toMatch(/shell\s+\(no release\)/);

    expect((await command('rollback', 'books')).out).toMatch(new RegExp(`^books rolled back from ${v2} to ${v1}\\.\nTook \\d+\\.\\d\\d s\\.\n$`));
    expect(JSON.parse((await command('status', 'books', '--json')).out).map((line: { action: string }) => line.action)).toEqual(['release', 'release', 'rollback']);
    // What an instance serves follows (it reads the same records).
    await testApp.app.liveReleases.refresh();
    expect((await testApp.app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes.books.version).toBe(v1);
  });

  it('starts a canary, withdraws it with rollback and promotes the next one by hand, leaving the reasons in the history', async () => {
    const stable = /^books (\S+) is live\.$/m.exec((await command('release', 'books', '--dist', await build())).out)![1];
    const started = await command('release', 'books', '--canary', '10', '--dist', await build());
    expect(started.out).toContain(`is live for 10 % of visitors (canary); the others keep ${stable}.`);
    const canary = /^books (\S+) is live for/m.exec(started.out)![1];
    expect((await command('status')).out).toMatch(new RegExp(`books\\s+canary\\s+${canary}\\s+10 %\\s+0\\s+0\\.0 %\\s+0\\.0 %\\s+-\\s+-`));
    expect((await command('rollback', 'books')).out).toBe(`books canary ${canary} withdrawn; every visitor gets the live release again.\n`);
    expect((await command('status')).out).toContain('No canary running.');

    const next = /^books (\S+) is live for/m.exec((await command('release', 'books', '--canary', '25', '--dist', await build())).out)![1];
    expect((await command('release', 'promote', 'books')).out).toBe(`books ${next} is live for every visitor (promoted from the canary).\n`);
    expect(await command('release', 'promote', 'books')).toMatchObject({ code: 1, err: 'books has no canary to promote.\n' });
    expect(await command('release', 'books', '--canary', 'ten', '--dist', await build())).toMatchObject({ code: 1, err: expect.stringContaining('1 to 99 %') });
    const history = JSON.parse((await command('status', 'books', '--json')).out) as { action: string; reason: string | null }[];
    expect(history.slice(-4).map((line) => [line.action, line.reason])).toEqual([
      ['canary', 'for 10 % of visitors'],
      ['canary-rollback', 'rolled back by hand'],
      ['canary', 'for 25 % of visitors'],
      ['promote', 'promoted by hand'],
    ]);
  });

  it('releases the shell like a remote, and says when that build is live already', async () => {
    const shell = await command('release', 'shell', '--dist', await fakeShellBuild(join(testApp.site.root, 'cli-builds'), 'one'));
    expect(shell.out).toMatch(/^shell 0\.0\.0-[0-9a-f]{10} is live\.$/m);
    const again = await command('release', 'shell', '--no-build', '--dist', join(testApp.site.root, 'cli-builds/shell-one'));
    expect(again.out).toMatch(/is live already\./);
  });

  it('refuses what it cannot do, with a message and exit code 1', async () => {
    expect(await command('rollback', 'crm')).toMatchObject({ code: 1, err: 'The crm release has no earlier release to roll back to.\n' });
    expect((await command('release', 'nothing')).err).toContain('Name one of shell, books, crm, account (got nothing).');
    expect((await command('release')).code).toBe(1);
    await expect(command('release', 'books', '--dist', join(testApp.site.root, 'empty'))).rejects.toThrow('holds no mf-manifest.json');
  });

  it('keeps every release of several processes at once in the history', async () => {
    const dists = await Promise.all([1, 2, 3, 4].map(() => build('crm')));
    const outputs = await Promise.all(dists.map((dist) => run(process.execPath, [ENTRY, 'release', 'crm', '--dist', dist], { env })));
    for (const { stdout } of outputs) expect(stdout).toMatch(/^crm 0\.1\.0-[0-9a-f]{10} is live\./);
    const history = await testApp.app.releases.history('crm');
    expect(history).toHaveLength(4);
    expect((await testApp.app.releases.readLive()).releases.find((live) => live.name === 'crm')?.version).toBe(history.at(-1)?.version);
  });
});
