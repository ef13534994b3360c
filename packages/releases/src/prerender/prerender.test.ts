import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { prerender, PrerenderError } from './prerender.ts';
import { builtRemotes, shellDir, throwingBooksRelease } from '../test/built-site.ts';

// Against the builds of this checkout (turbo.json: the apps build before this test).
const temp = await mkdtemp(path.join(os.tmpdir(), 'wtm-prerender-test-'));
after(() => rm(temp, { recursive: true, force: true }));

const options = (outDir: string) => ({
  shell: { dir: shellDir, version: 'shell-test' },
  remotes: builtRemotes(),
  publicUrl: 'https://www.wtm.example',
  outDir: path.join(temp, outDir),
});

describe('prerender', () => {
  it('renders every public page of the shell and the remotes into checked documents, with gzip and brotli copies', async () => {
    const started = performance.now();
    const result = await prerender(options('all'));
    const seconds = (performance.now() - started) / 1000;
    assert.deepEqual(
      result.pages.map((page) => `${page.owner} ${page.path}`),
      [
        'shell /', 'shell /contact', 'shell /support', 'shell /sales-enquiry', 'shell /events', 'shell /crm/sales-enquiry', 'shell /privacy', 'shell /terms',
        // A page for each webinar of the schedule (@wtm/contract's webinars.ts).
        'shell /events/gst-ready-accounting-live-demo', 'shell /events/salesgrow-crm-leads-to-deals', 'shell /events/service-crm-ticket-management',
        'shell /events/year-end-closing-and-gst-returns', 'shell /events/salesgrow-crm-forecasting-and-territories',
        'books /books', 'books /books/pricing', 'books /books/download', 'books /books/help', 'books /books/features', 'books /books/gst-solutions',
        'crm /crm', 'crm /crm/pricing', 'crm /crm/features', 'crm /crm/help', 'crm /crm/comparison',
        'account /login', 'account /register',
      ],
    );
    // The section's pictures load from the page's own origin (a path), whatever PUBLIC_URL says.
    const books = await readFile(path.join(temp, 'all/books/index.html'), 'utf8');
    assert.match(books, /<img[^>]+src="\/remotes\/books\/books-test\/assets\/books-dashboard\.[\w]+\.svg"/);
    const pricing = await readFile(path.join(temp, 'all/crm/pricing/index.html'), 'utf8');
    assert.equal(gunzipSync(await readFile(path.join(temp, 'all/crm/pricing/index.html.gz'))).toString(), pricing);
    assert.ok(existsSync(path.join(temp, 'all/crm/pricing/index.html.br')));
    assert.match(pricing, /<link rel="canonical" href="https:\/\/www\.wtm\.example\/crm\/pricing">/);
    assert.match(pricing, /"remotes":\{"books":\{"version":"books-test"/);
    // The frame of the pages rendered in the browser: the site's header and footer around the notice, nothing to hydrate.
    assert.ok(result.frame);
    const frame = await readFile(path.join(temp, 'all', result.frame), 'utf8');
    assert.match(frame, /<header[\s\S]*<main[^>]*>[\s\S]*This page of the WTM portal needs JavaScript[\s\S]*<\/main>[\s\S]*<footer/);
    assert.equal(frame.match(/needs JavaScript\. Please turn it on/g)?.length, 1);
    assert.doesNotMatch(frame, /wtm-rendered-page/);
    assert.equal(result.pages.some((page) => page.file === result.frame), false);
    const summary = JSON.parse(await readFile(path.join(temp, 'all/pages.json'), 'utf8')) as { shell: string; pages: unknown[] };
    assert.equal(summary.shell, 'shell-test');
    assert.equal(summary.pages.length, result.pages.length);
    assert.ok(seconds < 30, `${seconds} s`);
  });

  it('renders one owner’s pages only, and never writes into a folder that exists', async () => {
    const result = await prerender({ ...options('books'), owners: ['books'] });
    assert.deepEqual(result.pages.map((page) => page.owner), Array(6).fill('books'));
    await assert.rejects(prerender({ ...options('books'), owners: ['books'] }), /exists already: prerendered pages are never overwritten/);
  });

  it('fails, writing nothing, when a remote throws while rendering its pages', async () => {
    const remotes = builtRemotes();
    remotes.books = { ...remotes.books!, dir: await throwingBooksRelease(temp) };
    const failed = prerender({ ...options('throwing'), remotes, owners: ['books'] });
    await assert.rejects(failed, (error: unknown) => {
      assert.ok(error instanceof PrerenderError);
      assert.equal(error.problems.length, 6);
      assert.match(error.problems[0]!, /^\/books \(books\) failed to render on the server: Error: The Books content could not be read/);
      return true;
    });
    assert.equal(existsSync(path.join(temp, 'throwing')), false);
  });

  it('stops a render that takes too long, and one that runs out of its memory (16 MB: the pages need about 24)', async () => {
    await assert.rejects(prerender({ ...options('slow'), timeoutMs: 50 }), /Prerendering took longer than 0.05 s and was stopped/);
    await assert.rejects(prerender({ ...options('big'), maxOldSpaceMb: 16 }), /The prerender process (exited with code \d+|was killed \(\w+\)) before it finished \(memory cap 16 MB\)/);
    assert.equal(existsSync(path.join(temp, 'slow')), false);
  });

  it('says so when a release it must render has no server build', async () => {
    const remotes = builtRemotes();
    remotes.crm = { ...remotes.crm!, dir: path.join(temp, 'nowhere') };
    await assert.rejects(prerender({ ...options('no-server'), remotes, owners: ['crm'] }), /the crm release crm-test has no server build/);
  });
});
