import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { judgeCanaries } from '@wtm/releases';
import { fakeBuild } from '@wtm/releases/test/fake-build';
import type { CanaryPolicy } from '../../config/canary-policy.ts';
import type { TelemetryEventsTable } from '../../db/schema.ts';
import { insertTelemetryEvents } from '../../repositories/telemetry.repository.ts';
import { releaseHealthReader } from '../../services/telemetry/release-health.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const policy: CanaryPolicy = { minViews: 5, margin: 0.02, lcpBudgetMs: 2500, inpBudgetMs: 200, checkMs: 60_000 };

describe(`the canary verdict job (${testDialect()})`, () => {
  let testApp: TestApp;
  let stable: string;
  let canary: { version: string; generation: number; startedAt: number };

  /** `views` page views of `version` (received at `at`), `errored` of them with a render error, each with an LCP of `lcp`. */
  const visits = async (version: string, views: number, errored: number, at: number, lcp = 900) => {
    const rows: TelemetryEventsTable[] = [];
    for (let view = 0; view < views; view++) {
      const base = { received_at: at, view_id: `${version}-${view}`, path: '/books', owner: 'books', owner_version: version, shell_version: 's', message: '' };
      rows.push({ ...base, kind: 'view', value: 0 }, { ...base, kind: 'LCP', value: lcp });
      if (view < errored) rows.push({ ...base, kind: 'render-error', value: 0, message: 'Error: broke' });
    }
    await insertTelemetryEvents(testApp.app.db, rows);
  };
  const judge = (now = Date.now) =>
    judgeCanaries({ db: testApp.app.db, releases: testApp.app.releases, canaries: testApp.app.canaries, policy, health: releaseHealthReader(testApp.app.db), log: testApp.app.log, now });

  beforeEach(async () => {
    testApp = await createTestApp();
    stable = (await testApp.releaseRemote('books')).live.version;
    const distDir = await fakeBuild(join(testApp.site.root, 'canary-build'), 'books-canary', { name: 'books' });
    await writeFile(join(distDir, 'canary.js'), 'canary();');
    canary = (await testApp.app.canaries.start({ name: 'books', distDir, packageVersion: '0.2.0' }, 10)).canary;
  });
  afterEach(() => testApp.close());

  it('waits below the minimum of page views, then rolls back a canary that errs, with the reason in the history', async () => {
    await visits(stable, 20, 0, canary.startedAt);
    // Errors of the stable release before the canary started are outside its window.
    await visits(stable, 20, 20, canary.startedAt - 1);
    await visits(canary.version, 4, 4, canary.startedAt);
    expect((await judge()).map(({ verdict }) => verdict.kind)).toEqual(['wait']);
    // A fifth page view, without error: 4 of 5 erred.
    await insertTelemetryEvents(testApp.app.db, [{ received_at: canary.startedAt, view_id: 'late-view', kind: 'view', path: '/books', owner: 'books', owner_version: canary.version, shell_version: 's', value: 0, message: '' }]);
    // The claim holds for half a check interval: a second pass right away judges nothing.
    expect(await judge()).toEqual([]);
    const later = () => Date.now() + policy.checkMs;
    const [verdict] = await judge(later);
    expect(verdict?.verdict).toEqual({ kind: 'rollback', reason: `error rate 80.0 % against 0.0 % on ${stable} (margin 2.0 %), after 5 page views` });
    expect(await testApp.app.canaries.list()).toEqual([]);
    const last = (await testApp.app.releases.history('books')).at(-1);
    expect(last).toMatchObject({ action: 'canary-rollback', version: canary.version, reason: `rolled back by the verdict: ${verdict!.verdict.reason}` });
    expect((await testApp.app.releases.readLive()).releases[0]?.version).toBe(stable);
  });

  it('promotes a healthy canary, once, however many instances judge at the same time', async () => {
    await visits(stable, 10, 1, canary.startedAt);
    await visits(canary.version, 6, 0, canary.startedAt, 1100);
    const passes = await Promise.all([judge(), judge(), judge()]);
    expect(passes.flat().map(({ verdict }) => verdict.kind)).toEqual(['promote']);
    const history = await testApp.app.releases.history('books');
    expect(history.filter((line) => line.action === 'promote')).toEqual([expect.objectContaining({ version: canary.version, reason: expect.stringMatching(/^promoted by the verdict: healthy after 6 page views/) })]);
    expect((await testApp.app.releases.readLive()).releases[0]?.version).toBe(canary.version);
  });

  it('rolls back a canary whose p75 LCP is over budget', async () => {
    await visits(stable, 10, 0, canary.startedAt);
    await visits(canary.version, 8, 0, canary.startedAt, 4000);
    const [verdict] = await judge();
    expect(verdict?.verdict.reason).toBe('p75 LCP 4000 ms over the 2500 ms budget, after 8 page views');
    expect(await testApp.app.canaries.list()).toEqual([]);
  });
});
