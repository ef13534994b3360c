import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStore } from '../store/file-store.ts';
import { openFileStore } from '../store/open-file-store.ts';
import type { StoredPageSet } from '../store/page-set.ts';
import { releaseKeys, type PageSite } from '../store/release-keys.ts';
import { NO_PAGES, readLivePages } from './live-pages.ts';

const site: PageSite = { publicUrl: 'http://localhost:8080', remotesBaseUrl: '/remotes' };
const indexHtml = Buffer.from('<!doctype html><html><head><meta charset="utf-8"><title>Home</title></head><body><noscript>bare</noscript><div id="root"></div></body></html>');
const frame = '<!doctype html><html><head><meta charset="utf-8"><title>Home</title></head><body><div id="root"><header>WTM</header><main><noscript>needs JavaScript</noscript></main><footer>Useful Links</footer></div></body></html>';

describe('the pages rendered in the browser', () => {
  let folder: string;
  let store: FileStore;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'wtm-live-pages-'));
    store = openFileStore({ kind: 'folder', folder });
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  const storeSet = async (owner: 'shell' | 'account', shell: string, clientPages: StoredPageSet['clientPages'], withFrame: boolean) => {
    const key = releaseKeys.pageSet(shell, owner, owner === 'shell' ? undefined : 'a1', site);
    const set: StoredPageSet = { shell, owner, ownerVersion: owner === 'shell' ? shell : 'a1', renderedAt: new Date().toISOString(), ...site, pages: [], clientPages };
    if (withFrame) {
      await store.put(`${key}frame.html`, frame);
      set.frame = 'frame.html';
    }
    await store.put(key + releaseKeys.pageSetMarker, JSON.stringify(set));
  };

  it('come in the shell’s frame, header and footer around the notice, with their own title', async () => {
    await storeSet('shell', 's1', [], true);
    await storeSet('account', 's1', [{ path: '/login/forgetPassword', title: 'Forgot Password | WTM' }], false);
    const pages = await readLivePages(store, { version: 's1', indexHtml }, { account: { version: 'a1' } }, NO_PAGES, site);
    const html = pages.clientPage('/login/forgetpassword')?.html.toString();
    expect(html).toBe(frame.replace('<title>Home</title>', '<title>Forgot Password | WTM</title>'));
  });

  it('are the shell’s bare page when its set has no frame (an older shell build)', async () => {
    await storeSet('shell', 's0', [], false);
    await storeSet('account', 's0', [{ path: '/login/forgetPassword', title: 'Forgot Password | WTM' }], false);
    const pages = await readLivePages(store, { version: 's0', indexHtml }, { account: { version: 'a1' } }, NO_PAGES, site);
    expect(pages.clientPage('/login/forgetPassword')?.html.toString()).toBe(indexHtml.toString().replace('<title>Home</title>', '<title>Forgot Password | WTM</title>'));
  });
});
