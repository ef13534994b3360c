// How long an editor waits: publishing one section's content (its pages rendered and
// checked, then switched) and putting the previous content back, through the editors' API
// as the studio calls it.
import { assertLoopback, log, node, repoRoot, runCommand } from './common.ts';
import { xsrfPair, type Customer, type Site } from './site.ts';

export interface ContentTimes {
  /** POST /api/content/books/publish of a changed headline, seconds. */
  publishSeconds: number;
  /** POST /api/content/books/rollback, seconds. */
  rollbackSeconds: number;
}

interface HeroEntry {
  entry: string;
  live: { headline: string; text: string };
  draft?: { revision: number };
}

const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(2));

export async function measureContentTimes(site: Site, customer: Customer): Promise<ContentTimes> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir, PUBLIC_URL: site.baseUrl };
  for (const name of ['DATABASE_URL', 'RELEASE_STORE_URL', 'REMOTES_BASE_URL']) delete env[name];
  const granted = await runCommand(node, ['apps/api/src/cli/create-admin.ts', '--email', customer.email, '--editor'], { cwd: repoRoot, env });
  if (granted.code !== 0) throw new Error(`Granting the editor role failed: ${`${granted.stdout}${granted.stderr}`.trim()}`);
  const xsrf = await xsrfPair(site.baseUrl);
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(assertLoopback(`${site.baseUrl}${path}`), {
      method,
      headers: { authorization: `Bearer ${customer.session.token}`, cookie: xsrf.cookie, 'x-xsrf-token': xsrf.header, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json().catch(() => undefined)) as unknown;
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const books = (await call('GET', '/api/content/books')) as { entries: HeroEntry[] };
  const hero = books.entries.find((one) => one.entry === 'home-hero');
  if (hero === undefined) throw new Error('The books section has no home-hero entry');
  await call('PUT', '/api/content/books/home-hero/draft', { value: { ...hero.live, headline: `${hero.live.headline} today` }, revision: hero.draft?.revision ?? 0 });
  const published = performance.now();
  await call('POST', '/api/content/books/publish');
  const publishSeconds = seconds(published);
  log(`content: publishing the books headline (its pages rendered and checked) took ${publishSeconds} s`);
  const rolledBack = performance.now();
  await call('POST', '/api/content/books/rollback');
  const rollbackSeconds = seconds(rolledBack);
  log(`content: putting the previous books content back took ${rollbackSeconds} s`);
  return { publishSeconds, rollbackSeconds };
}
