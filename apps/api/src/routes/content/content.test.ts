import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { appDistDir, findRepoRoot, inCanary, runReleaseCommand, type ReleaseName } from '@wtm/releases';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { openReleaseTarget } from '../../cli/release-target.ts';
import { addAuthenticatorApp, bearer, registerAdmin, registerUser, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { databaseUrlOf } from '../../test/server-process.ts';
import { buildApp } from '../../app.ts';
import { judgeEveryCanary } from '../../plugins/app/canary-verdict.ts';
import { insertTelemetryEvents } from '../../repositories/telemetry.repository.ts';
import { createTestApp, testConfig, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

// Content released like a remote's code (docs/decisions/0044), on the real builds of this
// checkout: their bundled content is the first content version (the first run), an
// editor's publish prerenders and checks the pages it changes, then switches.
const root = findRepoRoot();
const PAGE = { accept: 'text/html', 'accept-encoding': 'identity' };

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
}

/** The offers of a page's JSON-LD, as a crawler reads them. */
function offersIn(html: string): Offer[] {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return script === undefined ? [] : ((JSON.parse(script) as { offers?: Offer[] }).offers ?? []);
}

describe(`the editors' content API and content releases (${testDialect()})`, () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let editor: RegisteredUser;
  let admin: RegisteredUser;
  let customer: RegisteredUser;
  let previewClock = Date.now();

  const page = async (url: string) => (await app.inject({ method: 'GET', url, headers: PAGE })).body;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, user: RegisteredUser | undefined, payload?: object | string): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: { ...(user === undefined ? {} : bearer(user.token)), ...(method === 'GET' ? {} : xsrfHeaders()) }, ...(payload === undefined ? {} : { payload }) });
  const liveCrm = async () => (await call('GET', '/api/content/crm', editor)).json() as { liveVersion: string; entries: { entry: string; live: Record<string, unknown>; draft?: { revision: number } }[] };
  const livePlans = async () => structuredClone((await liveCrm()).entries.find((one) => one.entry === 'plans')!.live) as { plans: { name: string; prices: Record<string, unknown> }[]; trialDays: number };
  /** How many prerenders this process's metrics counted, by outcome. */
  const prerenderCounts = async () => {
    const exposition = await app.metrics.registry.getSingleMetricAsString('wtm_prerender_duration_seconds');
    const count = (outcome: string) => Number(new RegExp(`^wtm_prerender_duration_seconds_count\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(exposition)?.[1] ?? 0);
    return { rendered: count('rendered'), refused: count('refused'), failed: count('failed') };
  };
  const revisionOf = async (entry: string) => (await liveCrm()).entries.find((one) => one.entry === entry)?.draft?.revision ?? 0;

  beforeAll(async () => {
    testApp = await createTestApp({ site: { built: false }, content: { now: () => previewClock } });
    app = testApp.app;
    // The first run: every build of this checkout, its content the seed of the store.
    const builds = (['shell', 'books', 'crm', 'account'] as ReleaseName[]).map((name) => ({ name, distDir: appDistDir(name, root), packageVersion: '0.1.0' }));
    await app.releases.releaseIfEmpty(builds);
    await app.liveReleases.refresh();
    admin = await registerAdmin(app);
    customer = await registerUser(app);
    editor = await registerUser(app);
    await addAuthenticatorApp(app, editor.token);
    expect((await call('PUT', `/api/admin/users/${editor.id}/editor`, admin, { editor: true })).json()).toEqual({ id: editor.id, editor: true });
  }, 180_000);

  afterAll(() => testApp.close());

  it('serves the first run’s content: the builds’ own, in the pages and as an immutable file /remotes.json names', async () => {
    const manifest = (await app.inject({ method: 'GET', url: '/remotes.json' })).json() as { content: Record<string, { version: string; url: string }> };
    expect(Object.keys(manifest.content).sort()).toEqual(['books', 'crm']);
    const file = await app.inject({ method: 'GET', url: manifest.content.crm!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.json()).toMatchObject({ section: 'crm', version: manifest.content.crm!.version, entries: { plans: { trialDays: 15 } } });
    expect((await app.inject({ method: 'GET', url: '/content/crm/c-00000000000000000000.json' })).statusCode).toBe(404);
    const pricing = await page('/crm/pricing');
    // The page carries its content for hydration: no request needed.
    expect(pricing).toContain(`"version":"${manifest.content.crm!.version}"`);
    expect(offersIn(pricing)).toContainEqual(expect.objectContaining({ name: 'Professional', price: '1199', priceCurrency: 'INR' }));
  });

  it('lets only editors in: a visitor 401, a customer and an administrator who is no editor 403', async () => {
    expect((await call('GET', '/api/content/crm', undefined)).statusCode).toBe(401);
    for (const user of [customer, admin]) {
      expect((await call('GET', '/api/content/crm', user)).statusCode).toBe(403);
      expect((await call('PUT', '/api/content/crm/plans/draft', user, { value: await livePlans(), revision: 0 })).statusCode).toBe(403);
      expect((await call('POST', '/api/content/crm/publish', user)).statusCode).toBe(403);
    }
    // Only an administrator grants it.
    expect((await call('PUT', `/api/admin/users/${customer.id}/editor`, editor, { editor: true })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/users/no-such-user/editor', admin, { editor: true })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/users/${customer.id}/editor`, admin, { editor: 'yes' })).json()).toMatchObject({ statusCode: 400, errors: { editor: 'editor must be true or false' } });
  });

  it('refuses a value its content type refuses with 400 naming the field, never 500, and an unknown section or entry', async () => {
    const plans = await livePlans();
    plans.plans[2]!.prices.INR = '1299';
    const bad = await call('PUT', '/api/content/crm/plans/draft', editor, { value: plans, revision: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ statusCode: 400, message: 'Price in INR must be a number', errors: { 'value.plans[2].prices.INR': 'Price in INR must be a number' } });
    expect((await call('PUT', '/api/content/crm/plans/draft', editor, { value: 'prices', revision: 0 })).json()).toMatchObject({ statusCode: 400, errors: { value: 'value must be an object' } });
    expect((await call('PUT', '/api/content/crm/plans/draft', editor, { value: {}, revision: -1 })).json()).toMatchObject({ statusCode: 400, errors: { revision: 'revision must not be negative' } });
    expect((await call('PUT', '/api/content/crm/nothing/draft', editor, { value: {}, revision: 0 })).json()).toMatchObject({ statusCode: 400, errors: { entry: 'The crm section has no entry nothing' } });
    expect((await call('GET', '/api/content/nowhere', editor)).json()).toMatchObject({ statusCode: 400, errors: { section: 'section must be one of books, crm, shell, account' } });
    expect(await revisionOf('plans')).toBe(0);
  });

  it('answers a save from a stale revision with 409 and both versions, overwriting nothing', async () => {
    const mine = await livePlans();
    mine.plans[1]!.name = 'Standard Plus';
    const theirs = await livePlans();
    theirs.plans[1]!.name = 'Standard Max';
    expect((await call('PUT', '/api/content/crm/plans/draft', editor, { value: theirs, revision: 0 })).json()).toMatchObject({ revision: 1, updatedBy: editor.email });
    const conflict = await call('PUT', '/api/content/crm/plans/draft', editor, { value: mine, revision: 0 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ statusCode: 409, yours: { revision: 0, value: { plans: expect.arrayContaining([expect.objectContaining({ name: 'Standard Plus' })]) } }, theirs: { revision: 1, value: { plans: expect.arrayContaining([expect.objectContaining({ name: 'Standard Max' })]) } } });
    expect(((await liveCrm()).entries[0]!.draft as unknown as { value: typeof theirs }).value.plans[1]!.name).toBe('Standard Max');
  });

  it('publishes the drafts as a content release: the next visitor’s /crm/pricing and /books show them, the JSON-LD offer included; every action audited', async () => {
    const before = { pricing: await page('/crm/pricing'), books: await page('/books'), home: await page('/') };
    const plans = await livePlans();
    plans.plans[2]!.prices.INR = 1299;
    expect((await call('PUT', '/api/content/crm/plans/draft', editor, { value: plans, revision: await revisionOf('plans') })).statusCode).toBe(200);
    expect((await call('PUT', '/api/content/books/home-hero/draft', editor, { value: { headline: 'Books that balance themselves', text: 'GST, stock and journals in one place.' }, revision: 0 })).statusCode).toBe(200);
    // A draft is no release: visitors still get the live content.
    expect(await page('/crm/pricing')).toBe(before.pricing);

    const published = await call('POST', '/api/content/crm/publish', editor);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ section: 'crm', published: ['plans'], version: expect.stringMatching(/^c-[0-9a-f]{20}$/) });
    expect((await call('POST', '/api/content/books/publish', editor)).statusCode).toBe(200);

    const pricing = await page('/crm/pricing');
    expect(pricing).toContain('₹1,299');
    expect(offersIn(pricing)).toContainEqual(expect.objectContaining({ name: 'Professional', price: '1299', priceCurrency: 'INR' }));
    expect(offersIn(pricing)).not.toContainEqual(expect.objectContaining({ price: '1199' }));
    expect(await page('/books')).toContain('Books that balance themselves');
    expect(await page('/')).toBe(before.home);
    expect((await liveCrm()).entries.every((one) => one.draft === undefined)).toBe(true);
    expect((await call('POST', '/api/content/crm/publish', editor)).statusCode).toBe(409);

    const audit = (await call('GET', '/api/content/crm/audit', editor)).json() as { actor: string; action: string; entry?: string; before?: { plans: { prices: { INR: number } }[] }; after?: { plans?: { plans: { prices: { INR: number } }[] } } }[];
    expect(audit.map((line) => line.action)).toEqual(['publish', 'save-draft', 'save-draft']);
    expect(audit.every((line) => line.actor === editor.email)).toBe(true);
    expect(audit[0]!.after!.plans!.plans[2]!.prices.INR).toBe(1299);
    expect(audit[1]!.before!.plans[2]!.prices.INR).toBe(1199);
    const rows = await app.db.selectFrom('content_audit').select(['actor_id', 'action', 'section', 'entry', 'at']).where('section', '=', 'books').execute();
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor_id: editor.id, action: 'save-draft', section: 'books', entry: 'home-hero' }),
        expect.objectContaining({ actor_id: editor.id, action: 'publish', section: 'books', entry: null }),
      ]),
    );
  }, 120_000);

  it('refuses a publish whose page fails its checks (a 70-character title) with the reason; nothing switches and the draft stays', async () => {
    const live = await page('/crm/pricing');
    const generation = await app.releases.generation();
    const title = 'CRM plans and prices for teams of every size in India and abroad, 2027';
    expect(title).toHaveLength(70);
    const meta = (await liveCrm()).entries.find((one) => one.entry === 'pricing-meta')!.live;
    expect((await call('PUT', '/api/content/crm/pricing-meta/draft', editor, { value: { ...meta, title }, revision: 0 })).statusCode).toBe(200);
    const prerenders = await prerenderCounts();
    const refused = await call('POST', '/api/content/crm/publish', editor);
    expect(refused.statusCode).toBe(422);
    // Operators see it: one more refused prerender on this instance's metrics, none rendered.
    expect(await prerenderCounts()).toEqual({ ...prerenders, refused: prerenders.refused + 1 });
    expect(refused.json().message).toMatch(/The crm content c-[0-9a-f]{20} was refused, nothing switched: its pages failed their checks\.\n[\s\S]*\/crm\/pricing .*title/);
    expect(await app.releases.generation()).toBe(generation);
    expect(await page('/crm/pricing')).toBe(live);
    expect(await revisionOf('pricing-meta')).toBe(1);
    const audit = (await call('GET', '/api/content/crm/audit', editor)).json() as { action: string }[];
    expect(audit[0]!.action).toBe('publish-refused');
  }, 60_000);

  it('keeps the live content through a code release of the section, and refuses a build whose content schema does not accept it, naming the field', async () => {
    const changed = join(testApp.site.root, 'crm-changed');
    await cp(appDistDir('crm', root), changed, { recursive: true });
    const entry = join(changed, 'server', 'remoteEntry.cjs');
    await writeFile(entry, `${await readFile(entry, 'utf8')}\n// a change of the CRM team\n`);
    expect((await app.releases.release({ name: 'crm', distDir: changed, packageVersion: '0.1.0' })).switched).toBe(true);
    await app.liveReleases.refresh();
    expect(offersIn(await page('/crm/pricing'))).toContainEqual(expect.objectContaining({ name: 'Professional', price: '1299', priceCurrency: 'INR' }));

    const stricter = join(testApp.site.root, 'crm-stricter');
    await cp(changed, stricter, { recursive: true });
    const schemaFile = join(stricter, 'content-schema.json');
    const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as { properties: { plans: { properties: { plans: { items: { properties: { prices: { required: string[] } } } } } } } };
    schema.properties.plans.properties.plans.items.properties.prices.required.push('EUR');
    await writeFile(schemaFile, JSON.stringify(schema));
    const generation = await app.releases.generation();
    await expect(app.releases.release({ name: 'crm', distDir: stricter, packageVersion: '0.1.0' })).rejects.toThrow(
      /The crm build was refused, nothing switched: its content schema does not accept the live crm content \(c-[0-9a-f]{20}\): the field plans\/plans\/0\/prices\/EUR must have required property 'EUR'/,
    );
    expect(await app.releases.generation()).toBe(generation);
  }, 120_000);

  it('pnpm rollback content crm puts the previous content back at the next request', async () => {
    const output = { out: '', err: '' };
    const stdout = new PassThrough().on('data', (chunk: Buffer) => (output.out += chunk.toString()));
    const stderr = new PassThrough().on('data', (chunk: Buffer) => (output.err += chunk.toString()));
    const env = { DATABASE_URL: databaseUrlOf(testApp.database.target), DATA_DIR: testApp.site.dataDir, RELEASE_STORE_URL: testApp.site.storeDir, PUBLIC_URL: app.config.publicUrl, PATH: process.env.PATH ?? '' };
    const code = await runReleaseCommand({ argv: ['rollback', 'content', 'crm'], stdout, stderr, env, cwd: testApp.site.root, open: openReleaseTarget });
    expect([code, output.err]).toEqual([0, '']);
    expect(output.out).toMatch(/^crm content rolled back from c-[0-9a-f]{20} to c-[0-9a-f]{20}\.\nTook \d+\.\d\d s\.\n$/);
    await app.liveReleases.refresh();
    const pricing = await page('/crm/pricing');
    expect(offersIn(pricing)).toContainEqual(expect.objectContaining({ name: 'Professional', price: '1199', priceCurrency: 'INR' }));
    expect(pricing).toContain('₹1,199');
    expect((await livePlans()).plans[2]!.prices.INR).toBe(1199);
    // The books content is its own: still the published headline.
    expect(await page('/books')).toContain('Books that balance themselves');
  }, 60_000);

  it('lets an editor put the previous content back from the studio, audited, and says when there is none earlier', async () => {
    expect((await call('POST', '/api/content/books/rollback', undefined)).statusCode).toBe(401);
    expect((await call('POST', '/api/content/books/rollback', customer)).statusCode).toBe(403);
    const rolledBack = await call('POST', '/api/content/books/rollback', editor);
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json()).toEqual({ section: 'books', version: expect.stringMatching(/^c-[0-9a-f]{20}$/), previous: expect.stringMatching(/^c-[0-9a-f]{20}$/) });
    expect(await page('/books')).not.toContain('Books that balance themselves');
    const [line] = (await call('GET', '/api/content/books/audit', editor)).json() as { action: string; actor: string; before: { 'home-hero': { headline: string } } }[];
    expect(line).toMatchObject({ action: 'rollback', actor: editor.email, before: { 'home-hero': { headline: 'Books that balance themselves' } } });
    // The first content of a section has nothing before it.
    const none = await call('POST', '/api/content/books/rollback', editor);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ statusCode: 409, message: 'The books content has no earlier version to roll back to.' });
  }, 60_000);

  it('previews the drafts on the real pages behind a signed link: checked as a release is, never cached or indexed, visitors see nothing of them, and the link expires', async () => {
    expect((await call('POST', '/api/content/crm/preview', undefined)).statusCode).toBe(401);
    expect((await call('POST', '/api/content/crm/preview', customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/content/books/preview', editor)).json()).toEqual({ statusCode: 409, message: 'The books section has no drafts to preview.' });
    // The 70-character title still in the draft: the preview runs the release's checks.
    const refused = await call('POST', '/api/content/crm/preview', editor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/\/crm\/pricing .*title/);

    const crm = await liveCrm();
    const meta = crm.entries.find((one) => one.entry === 'pricing-meta')!;
    expect((await call('PUT', '/api/content/crm/pricing-meta/draft', editor, { value: meta.live, revision: await revisionOf('pricing-meta') })).statusCode).toBe(200);
    const plans = await livePlans();
    plans.plans[2]!.prices.INR = 1499;
    expect((await call('PUT', '/api/content/crm/plans/draft', editor, { value: plans, revision: await revisionOf('plans') })).statusCode).toBe(200);
    const live = await page('/crm/pricing');
    const generation = await app.releases.generation();

    const answer = await call('POST', '/api/content/crm/preview', editor);
    expect(answer.statusCode).toBe(200);
    const preview = answer.json() as { version: string; expiresAt: string; pages: { path: string; href: string }[] };
    expect(Date.parse(preview.expiresAt) - previewClock).toBe(72 * 3_600_000);
    const pricingLink = preview.pages.find((one) => one.path === '/crm/pricing')!.href;
    expect(pricingLink).toMatch(/^\/crm\/pricing\?preview=[\w.%-]+$/);

    const opened = await app.inject({ method: 'GET', url: pricingLink, headers: PAGE });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('₹1,499');
    expect(offersIn(opened.body)).toContainEqual(expect.objectContaining({ name: 'Professional', price: '1499', priceCurrency: 'INR' }));
    expect(opened.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow', 'x-frame-options': 'SAMEORIGIN' });
    expect(opened.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // Crawlers and visitors: the live page, framed by nobody; the draft's content file is not served.
    expect(await page('/crm/pricing')).toBe(live);
    expect((await app.inject({ method: 'GET', url: '/crm/pricing', headers: PAGE })).headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ method: 'GET', url: `/content/crm/${preview.version}.json` })).statusCode).toBe(404);
    expect(await app.releases.generation()).toBe(generation);

    const token = decodeURIComponent(pricingLink.split('preview=')[1]!);
    const forged = `${Buffer.from(JSON.stringify({ s: 'crm', v: preview.version, p: 'pages/', e: previewClock * 2 })).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, 'x', `${token}x`]) {
      const answered = await app.inject({ method: 'GET', url: `/crm/pricing?preview=${encodeURIComponent(bad)}`, headers: PAGE });
      expect([answered.statusCode, answered.headers['cache-control']]).toEqual([404, 'private, no-store']);
      expect(answered.body).toContain('This preview link is not valid');
      expect(answered.body).not.toContain('1,499');
    }
    const elsewhere = await app.inject({ method: 'GET', url: `/books?preview=${encodeURIComponent(token)}`, headers: PAGE });
    expect([elsewhere.statusCode, elsewhere.body.includes('This page is not part of the preview')]).toEqual([404, true]);

    previewClock += 72 * 3_600_000;
    const expired = await app.inject({ method: 'GET', url: pricingLink, headers: PAGE });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This preview link has expired');
    expect(expired.body).not.toContain('1,499');

    const audit = (await call('GET', '/api/content/crm/audit', editor)).json() as { action: string }[];
    expect(audit[0]!.action).toBe('preview');
  }, 120_000);

  it('publishes scheduled drafts once at their time with two instances running, says when it ran late, and lets an editor cancel one', async () => {
    const second = await buildApp(testConfig(testApp.site, testApp.database), { startWorkers: false, content: { now: () => previewClock } });
    try {
      const schedule = (at: unknown, user: RegisteredUser = editor) => call('POST', '/api/content/crm/schedules', user, { at });
      expect((await schedule(new Date(previewClock + 60_000).toISOString(), customer)).statusCode).toBe(403);
      expect((await schedule(new Date(previewClock - 1_000).toISOString())).json()).toEqual({ statusCode: 400, message: 'Choose a time in the future', errors: { at: 'Choose a time in the future' } });
      expect((await schedule('tomorrow')).json()).toMatchObject({ statusCode: 400, errors: { at: 'at must be a time with its offset, such as 2027-04-01T00:00:00+05:30' } });
      expect((await schedule('2027-02-30T00:00:00Z')).statusCode).toBe(400);
      expect((await schedule(12)).statusCode).toBe(400);

      // The drafts of the preview (INR 1,499) at 00:00 IST a minute from now.
      const at = new Date(previewClock + 60_000);
      const created = await schedule(at.toISOString());
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ section: 'crm', entries: ['plans', 'pricing-meta'], at: at.toISOString(), by: editor.email, state: 'pending' });
      const history = async () => (await app.contentReleases.history('crm')).length;
      const releasesBefore = await history();
      expect([await app.contentSchedules.runDue(), await second.contentSchedules.runDue()]).toEqual([0, 0]);
      expect(await page('/crm/pricing')).not.toContain('₹1,499');

      previewClock += 61_000;
      const ran = await Promise.all([app.contentSchedules.runDue(), second.contentSchedules.runDue()]);
      expect(ran.sort()).toEqual([0, 1]);
      expect(await history()).toBe(releasesBefore + 1);
      await app.liveReleases.refresh();
      expect(await page('/crm/pricing')).toContain('₹1,499');
      const [done] = (await call('GET', '/api/content/crm/schedules', editor)).json() as { state: string; outcome: string }[];
      expect(done).toMatchObject({ state: 'done', outcome: expect.stringMatching(/^Published as c-[0-9a-f]{20}\.$/) });
      expect((await liveCrm()).entries.every((one) => one.draft === undefined)).toBe(true);
      expect(((await call('GET', '/api/content/crm/audit', editor)).json() as { action: string; actor: string }[])[0]).toMatchObject({ action: 'scheduled-publish', actor: editor.email });

      // Missed while every instance was down: it runs at the next pass, and says how late.
      const plans = await livePlans();
      plans.plans[2]!.prices.INR = 1599;
      expect((await call('PUT', '/api/content/crm/plans/draft', editor, { value: plans, revision: 0 })).statusCode).toBe(200);
      expect((await schedule(new Date(previewClock + 60_000).toISOString())).statusCode).toBe(201);
      const cancelled = (await schedule(new Date(previewClock + 3 * 3_600_000).toISOString())).json() as { id: string };
      previewClock += 2 * 3_600_000 + 60_000;
      // An instance starting: its first pass runs at once.
      const restarted = await buildApp(testConfig(testApp.site, testApp.database), { startWorkers: true, content: { now: () => previewClock } });
      try {
        await restarted.ready();
        for (let waited = 0; (await restarted.contentSchedules.list('crm')).some((one) => one.state === 'pending' && Date.parse(one.at) <= previewClock); waited += 100) {
          // Sooner than the 15 s poll: the pass at start ran it.
          if (waited > 10_000) throw new Error('The missed schedule did not run at start');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await restarted.close();
      }
      await app.liveReleases.refresh();
      expect(await page('/crm/pricing')).toContain('₹1,599');
      const list = (await call('GET', '/api/content/crm/schedules', editor)).json() as { id: string; state: string; outcome?: string }[];
      expect(list[0]).toMatchObject({ id: cancelled.id, state: 'pending' });
      expect(list[1]!.outcome).toMatch(/^Published as c-[0-9a-f]{20}, 2\.0 h late: no instance carried it out at its time\.$/);

      expect((await call('DELETE', `/api/content/crm/schedules/${cancelled.id}`, customer)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/content/crm/schedules/${cancelled.id}`, editor)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/content/crm/schedules/${cancelled.id}`, editor)).statusCode).toBe(409);
      expect((await call('DELETE', '/api/content/crm/schedules/no-such-schedule', editor)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/content/books/schedules/${cancelled.id}`, editor)).statusCode).toBe(404);
      previewClock += 3 * 3_600_000;
      expect(await app.contentSchedules.runDue()).toBe(0);
      expect(((await call('GET', '/api/content/crm/schedules', editor)).json() as { id: string; state: string }[]).find((one) => one.id === cancelled.id)!.state).toBe('cancelled');
    } finally {
      await second.close();
    }
  }, 120_000);
  it('releases a build that adds an entry with the live content and the entry’s first value from its seed, changing nothing editors published; without the value it refuses the build', async () => {
    const manifest = async () => ((await app.inject({ method: 'GET', url: '/remotes.json' })).json() as { content: Record<string, { version: string; url: string }> }).content.crm!;
    const contentOf = async (url: string) => ((await app.inject({ method: 'GET', url })).json() as { entries: Record<string, unknown> }).entries;
    const before = await manifest();
    const liveEntries = await contentOf(before.url);
    const pricing = await page('/crm/pricing');

    const adding = join(testApp.site.root, 'crm-adds-an-entry');
    await cp(appDistDir('crm', root), adding, { recursive: true });
    const schemaFile = join(adding, 'content-schema.json');
    const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as { properties: Record<string, unknown>; required: string[] };
    schema.properties.faq = { type: 'object', required: ['question'], properties: { question: { type: 'string' } } };
    schema.required.push('faq');
    await writeFile(schemaFile, JSON.stringify(schema));
    const entry = join(adding, 'server', 'remoteEntry.cjs');
    await writeFile(entry, `${await readFile(entry, 'utf8')}\n// the CRM team adds questions and answers\n`);
    const seedFile = join(adding, 'content-seed.json');
    const seed = JSON.parse(await readFile(seedFile, 'utf8')) as { entries: Record<string, unknown> };

    // Without the entry's first value in its seed, the build is refused, naming it.
    await expect(app.releases.release({ name: 'crm', distDir: adding, packageVersion: '0.1.0' })).rejects.toThrow(/content schema does not accept the live crm content \(c-[0-9a-f]{20}\): the field faq must have required property 'faq'/);
    expect((await manifest()).version).toBe(before.version);

    await writeFile(seedFile, JSON.stringify({ ...seed, entries: { ...seed.entries, plans: { trialDays: 1 }, faq: { question: 'Is there a free plan?' } } }));
    expect((await app.releases.release({ name: 'crm', distDir: adding, packageVersion: '0.1.0' })).switched).toBe(true);
    await app.liveReleases.refresh();
    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    // Only the entry the build adds comes from its seed: the seed's other entries never replace what editors published.
    expect(await contentOf(after.url)).toEqual({ ...liveEntries, faq: { question: 'Is there a free plan?' } });
    expect(offersIn(await page('/crm/pricing'))).toEqual(offersIn(pricing));
    const [line] = await app.db.selectFrom('content_history').selectAll().where('section', '=', 'crm').orderBy('generation', 'desc').limit(1).execute();
    expect(line).toMatchObject({ version: after.version, action: 'release', actor: expect.stringMatching(/^release of crm \S+ \(added faq\)$/) });
  }, 120_000);


  it('checks the links an entry holds: a path must be a page of the site, else an https:// address; 400 naming the field, nothing saved', async () => {
    const box = (to: string, label: string) => ({ heading: '15 days free trial', text: 'Every feature, free for 15 days.', action: { label, to } });
    const save = (to: string, revision: number, label = 'See trial & pricing') => call('PUT', '/api/content/books/free-trial/draft', editor, { value: box(to, label), revision });
    const draftOfBox = async () => ((await call('GET', '/api/content/books', editor)).json() as { entries: { entry: string; draft?: unknown }[] }).entries.find((one) => one.entry === 'free-trial')!.draft;
    const refused = await save('/books/pricnig', 0);
    expect(refused.json()).toEqual({
      statusCode: 400,
      message: '/books/pricnig is no page of this site: link to one of its pages, such as /books/pricing, or to an https:// address',
      errors: { 'value.action.to': '/books/pricnig is no page of this site: link to one of its pages, such as /books/pricing, or to an https:// address' },
    });
    expect((await save('javascript:alert(1)', 0)).json()).toMatchObject({ statusCode: 400, errors: { 'value.action.to': 'Link must be a path of this site, such as /books/pricing, or an https:// address' } });
    expect((await save('//evil.example/books', 0)).statusCode).toBe(400);
    expect(await draftOfBox()).toBeUndefined();
    // Any page of the site, whatever its case, query or fragment; pages of other sections and those rendered in the browser too.
    for (const [to, revision] of [['/Books/Pricing?plan=enterprise#trial', 0], ['/crm/pricing', 1], ['/account/security', 2], ['https://help.example.com/gst', 3]] as const) {
      expect([to, (await save(to, revision)).statusCode]).toEqual([to, 200]);
    }
    expect((await save('/books/download', 4, 'Start your 15 days')).statusCode).toBe(200);
    expect((await call('POST', '/api/content/books/publish', editor)).statusCode).toBe(200);
    expect(await page('/books')).toMatch(/<a [^>]*href="\/books\/download"[^>]*>Start your 15 days<\/a>/);
  });
  describe('content canaries', () => {
    const booksRevision = async () => ((await call('GET', '/api/content/books', editor)).json() as { entries: { entry: string; draft?: { revision: number } }[] }).entries.find((one) => one.entry === 'home-hero')?.draft?.revision ?? 0;
    const draftHeadline = async (headline: string) =>
      expect((await call('PUT', '/api/content/books/home-hero/draft', editor, { value: { headline, text: 'GST, stock and journals in one place.' }, revision: await booksRevision() })).statusCode).toBe(200);
    const visit = (url: string, cohort?: number) => app.inject({ method: 'GET', url, headers: { ...PAGE, ...(cohort === undefined ? {} : { cookie: `wtm_cohort=${cohort}` }) } });
    const headlineFor = async (cohort: number) => {
      const html = (await visit('/books', cohort)).body;
      return ['Canary headline', 'Live headline', 'Withdrawn headline'].find((headline) => html.includes(headline));
    };

    it('serves the drafts to its share of visitors, each kept on one side by the cohort cookie, the rest the live content, until promoted', async () => {
      await draftHeadline('Live headline');
      expect((await call('POST', '/api/content/books/publish', editor)).statusCode).toBe(200);
      const liveVersion = ((await call('GET', '/api/content/books', editor)).json() as { liveVersion: string }).liveVersion;
      await draftHeadline('Canary headline');
      const started = await call('POST', '/api/content/books/canary', editor, { percent: 50 });
      expect(started.statusCode).toBe(201);
      const { canary } = started.json() as { canary: { version: string; percent: number; startedAt: string } };
      expect(started.json()).toMatchObject({ section: 'books', canary: { percent: 50, version: expect.stringMatching(/^c-[0-9a-f]{20}$/) }, published: ['home-hero'] });
      const view = (await call('GET', '/api/content/books', editor)).json() as { liveVersion: string; canary: unknown; entries: { draft?: unknown }[] };
      expect(view).toMatchObject({ liveVersion, canary });
      expect(view.entries.every((entry) => entry.draft === undefined)).toBe(true);

      // Exactly the cohorts the canary's rule picks get it: half of them.
      const generation = Number((await app.db.selectFrom('content_canaries').select('generation').executeTakeFirstOrThrow()).generation);
      const seen = await Promise.all(Array.from({ length: 100 }, (_, cohort) => headlineFor(cohort)));
      seen.forEach((headline, cohort) => expect([cohort, headline]).toEqual([cohort, inCanary(cohort, { percent: 50, generation }) ? 'Canary headline' : 'Live headline']));
      expect(seen.filter((headline) => headline === 'Canary headline')).toHaveLength(50);
      // A fresh visitor is given a cohort with the page, and stays on its side; /remotes.json names the content the page showed.
      const fresh = await visit('/books');
      expect(fresh.headers.vary).toBe('Accept-Encoding, Cookie');
      const cookie = /wtm_cohort=(\d+)/.exec(String(fresh.headers['set-cookie']))![1]!;
      const side = fresh.body.includes('Canary headline') ? canary.version : liveVersion;
      expect(await headlineFor(Number(cookie))).toBe(side === canary.version ? 'Canary headline' : 'Live headline');
      const manifest = (await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `wtm_cohort=${cookie}` } })).json() as { content: Record<string, { version: string; url: string }> };
      expect(manifest.content.books!.version).toBe(side);
      const inCohort = seen.indexOf('Canary headline');
      const canaryFile = ((await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `wtm_cohort=${inCohort}` } })).json() as typeof manifest).content.books!.url;
      expect((await app.inject({ method: 'GET', url: canaryFile })).json()).toMatchObject({ version: canary.version, entries: { 'home-hero': { headline: 'Canary headline' } } });

      // While it runs, nothing else switches the section under its visitors.
      await draftHeadline('Third headline');
      expect((await call('POST', '/api/content/books/publish', editor)).json()).toMatchObject({ statusCode: 422, message: expect.stringMatching(/^The books content has a canary running: publish it to everyone or withdraw it/) });
      await expect(app.releases.release({ name: 'books', distDir: appDistDir('books', root), packageVersion: '0.1.0' })).rejects.toThrow(/The books content has a canary running/);

      const promoted = await call('POST', '/api/content/books/canary/promote', editor);
      expect(promoted.json()).toEqual({ section: 'books', version: canary.version, previous: liveVersion });
      for (const cohort of [seen.indexOf('Live headline'), inCohort]) expect(await headlineFor(cohort)).toBe('Canary headline');
      expect(String((await visit('/books')).headers['set-cookie'])).not.toContain('wtm_cohort');
      expect((await call('GET', '/api/content/books', editor)).json()).not.toHaveProperty('canary');
      const actions = ((await call('GET', '/api/content/books/audit', editor)).json() as { action: string; actor: string }[]).map((line) => line.action);
      expect(actions.slice(0, 5)).toEqual(['canary-promote', 'publish-refused', 'save-draft', 'canary', 'save-draft']);
    }, 120_000);

    it('withdraws a canary: every visitor gets the live content again; refuses a bad share with 400, callers who are no editors, and acting on none', async () => {
      for (const [percent, message] of [[0, 'percent must be 1 to 99'], [100, 'percent must be 1 to 99'], [2.5, 'percent must be a whole number'], ['50', 'percent must be a number']] as const) {
        expect((await call('POST', '/api/content/books/canary', editor, { percent })).json()).toEqual({ statusCode: 400, message, errors: { percent: message } });
      }
      expect((await call('POST', '/api/content/books/canary', editor, {})).json()).toMatchObject({ statusCode: 400, errors: { percent: 'percent is required' } });
      for (const user of [customer, admin]) expect((await call('POST', '/api/content/books/canary', user, { percent: 50 })).statusCode).toBe(403);
      expect((await call('POST', '/api/content/books/canary', undefined, { percent: 50 })).statusCode).toBe(401);
      expect((await call('POST', '/api/content/books/canary/promote', editor)).statusCode).toBe(404);
      expect((await call('DELETE', '/api/content/books/canary', editor)).statusCode).toBe(404);

      await draftHeadline('Withdrawn headline');
      const started = await call('POST', '/api/content/books/canary', editor, { percent: 99 });
      expect(started.statusCode).toBe(201);
      const withdrawnFile = `/content/books/${(started.json() as { canary: { version: string } }).canary.version}.json`;
      expect(new Set(await Promise.all(Array.from({ length: 100 }, (_, cohort) => headlineFor(cohort)))).size).toBe(2);
      expect((await call('DELETE', '/api/content/books/canary', customer)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/content/books/canary', editor)).statusCode).toBe(204);
      const headlines = new Set(await Promise.all(Array.from({ length: 100 }, (_, cohort) => headlineFor(cohort))));
      expect([...headlines]).toEqual(['Canary headline']);
      // A page still open with the withdrawn content loads its section's content file on a client-side navigation.
      const file = await app.inject({ method: 'GET', url: withdrawnFile });
      expect([file.statusCode, (file.json() as { entries: { 'home-hero': { headline: string } } }).entries['home-hero'].headline]).toEqual([200, 'Withdrawn headline']);
      expect(((await call('GET', '/api/content/books/audit', editor)).json() as { action: string }[])[0]!.action).toBe('canary-withdraw');
    }, 120_000);

    it('is judged by the visits of each content version: withdrawn when its pages err, published to everyone when healthy, in the history either way', async () => {
      const policy = { minViews: 5, margin: 0.02, lcpBudgetMs: 2500, inpBudgetMs: 200, checkMs: 60_000 };
      /** `views` page views of the books pages with `content`, `errored` of them with a render error. */
      let viewCount = 0;
      const visits = async (content: string, views: number, errored: number, at: number) => {
        const base = { received_at: at, path: '/books', owner: 'books', owner_version: 'any', shell_version: 's', message: '', content_version: content };
        await insertTelemetryEvents(app.db, Array.from({ length: views }, (_, view) => {
          const viewId = `view-${(viewCount += 1)}`;
          return [{ ...base, view_id: viewId, kind: 'view', value: 0 }, ...(view < errored ? [{ ...base, view_id: viewId, kind: 'render-error', value: 0, message: 'Error: broke' }] : [])];
        }).flat());
      };
      const canaryOf = async (headline: string) => {
        await draftHeadline(headline);
        return ((await call('POST', '/api/content/books/canary', editor, { percent: 50 })).json() as { canary: { version: string; startedAt: string } }).canary;
      };
      const live = ((await call('GET', '/api/content/books', editor)).json() as { liveVersion: string }).liveVersion;

      const broken = await canaryOf('Withdrawn headline');
      const start = Date.parse(broken.startedAt);
      await visits(live, 20, 0, start);
      await visits(broken.version, 4, 4, start);
      expect((await judgeEveryCanary(app, policy)).judgedContent.map(({ verdict }) => verdict.kind)).toEqual(['wait']);
      await visits(broken.version, 1, 0, start);
      const [withdrawn] = (await judgeEveryCanary(app, policy, () => Date.now() + policy.checkMs)).judgedContent;
      expect(withdrawn).toMatchObject({ acted: true, verdict: { kind: 'rollback', reason: `error rate 80.0 % against 0.0 % on ${live} (margin 2.0 %), after 5 page views` } });
      expect((await call('GET', '/api/content/books', editor)).json()).not.toHaveProperty('canary');
      expect(new Set(await Promise.all(Array.from({ length: 100 }, (_, cohort) => headlineFor(cohort))))).toEqual(new Set(['Canary headline']));
      expect(((await call('GET', '/api/content/books/audit', editor)).json() as { action: string; actor: string }[])[0]).toMatchObject({ action: 'canary-withdraw', actor: `the canary verdict (${withdrawn!.verdict.reason})` });

      const healthy = await canaryOf('Live headline');
      await visits(healthy.version, 6, 0, Date.parse(healthy.startedAt));
      const passes = await Promise.all([judgeEveryCanary(app, policy), judgeEveryCanary(app, policy)]);
      expect(passes.flatMap((pass) => pass.judgedContent).map(({ verdict, acted }) => [verdict.kind, acted])).toEqual([['promote', true]]);
      expect(((await call('GET', '/api/content/books', editor)).json() as { liveVersion: string }).liveVersion).toBe(healthy.version);
      expect(await headlineFor(0)).toBe('Live headline');
      const [line] = await app.db.selectFrom('content_history').selectAll().where('section', '=', 'books').orderBy('generation', 'desc').limit(1).execute();
      expect(line).toMatchObject({ version: healthy.version, action: 'release', actor: 'canary verdict' });
    }, 120_000);
  });

  it('draws a page’s link-preview picture from its published title: og:image names the version’s 1200×630 PNG, immutable; a draft’s or an unknown one is 404', async () => {
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const before = ogImage(await page('/crm/pricing'));
    const meta = (await liveCrm()).entries.find((one) => one.entry === 'pricing-meta')!.live;
    expect((await call('PUT', '/api/content/crm/pricing-meta/draft', editor, { value: { ...meta, title: 'Plans and prices' }, revision: await revisionOf('pricing-meta') })).statusCode).toBe(200);
    expect((await call('POST', '/api/content/crm/publish', editor)).statusCode).toBe(200);
    const { liveVersion } = await liveCrm();

    const image = ogImage(await page('/crm/pricing'));
    expect(image).not.toBe(before);
    const path = new URL(image).pathname;
    expect(path).toBe(`/content/previews/crm/${liveVersion}/pricing-meta.png`);
    const served = await app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Drawn once and kept in the release store, where every instance finds it.
    expect((await app.inject({ method: 'GET', url: path })).rawPayload.equals(served.rawPayload)).toBe(true);
    expect(await app.releases.store.has(path.slice(1))).toBe(true);
    // The page before keeps its own picture: a crawler's copy of the old page stays right.
    expect((await app.inject({ method: 'GET', url: new URL(before).pathname })).statusCode).toBe(200);

    // A draft's version, stored for its preview, has no picture: it would tell the coming title.
    expect((await call('PUT', '/api/content/crm/pricing-meta/draft', editor, { value: { ...meta, title: 'Coming prices' }, revision: await revisionOf('pricing-meta') })).statusCode).toBe(200);
    const draft = (await call('POST', '/api/content/crm/preview', editor)).json() as { version: string };
    expect(draft.version).toMatch(/^c-[0-9a-f]{20}$/);
    for (const url of [
      `/content/previews/crm/${liveVersion}/plans.png`,
      `/content/previews/crm/c-00000000000000000000/pricing-meta.png`,
      `/content/previews/nowhere/${liveVersion}/pricing-meta.png`,
      `/content/previews/crm/${liveVersion}/..%2Fpricing-meta.png`,
      `/content/previews/crm/${draft.version}/pricing-meta.png`,
    ]) {
      expect((await app.inject({ method: 'GET', url, headers: { accept: 'image/png' } })).statusCode).toBe(404);
    }
  }, 120_000);
});
