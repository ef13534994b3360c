import { brotliCompressSync, gzipSync } from 'node:zlib';
import { releaseKeys, type PageSite, type StoredPageSet } from '@wtm/releases';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import type { TestApp } from './test-app.ts';

/** The document stored for a prerendered page: its path as title and heading, after `label`. */
export const renderedDocument = (path: string, label: string) =>
  `<!doctype html><html><head><title>${path}</title></head><body><div id="root"><h1>${label} ${path}</h1></div></body></html>`;

export interface PageSetOptions {
  shell: string;
  owner: 'shell' | RemoteName;
  /** The remote's release (ignored for the shell's own set). */
  ownerVersion?: string;
  /** Prerendered pages, each stored with its compressed copies. */
  pages: string[];
  /** Pages rendered in the browser; undefined as an older shell build left them out. */
  clientPages: StoredPageSet['clientPages'];
  label?: string;
  /** The site rendered for, when not the test app's own. */
  site?: Partial<PageSite>;
  frame?: string;
}

/**
 * Writes a page set into the test app's release store as a release writes it
 * (the prerender's renderToStore); the app reads it at its next refresh.
 */
export async function storePageSet(testApp: TestApp, { shell, owner, ownerVersion, pages, clientPages, label = 'Rendered', site = {}, frame }: PageSetOptions): Promise<void> {
  const store = testApp.app.releases.store;
  const { publicUrl, releases } = testApp.app.config;
  const renderedFor: PageSite = { publicUrl, remotesBaseUrl: releases.remotesBaseUrl, ...site };
  const folder = releaseKeys.pageSet(shell, owner, owner === 'shell' ? undefined : ownerVersion, renderedFor);
  const set: StoredPageSet = { shell, owner, ownerVersion: owner === 'shell' ? shell : ownerVersion!, renderedAt: new Date().toISOString(), ...renderedFor, pages: [], ...(clientPages ? { clientPages } : {}) };
  if (frame !== undefined) {
    await store.put(`${folder}frame.html`, frame);
    set.frame = 'frame.html';
  }
  for (const path of pages) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    const html = Buffer.from(renderedDocument(path, label));
    await store.put(folder + file, html);
    await store.put(`${folder}${file}.gz`, gzipSync(html));
    await store.put(`${folder}${file}.br`, brotliCompressSync(html));
    set.pages.push({ path, file, title: path });
  }
  await store.put(folder + releaseKeys.pageSetMarker, JSON.stringify(set));
}
