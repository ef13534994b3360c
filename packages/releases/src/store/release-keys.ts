import { createHash } from 'node:crypto';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';

/**
 * The site a set of pages is rendered for: its canonical URLs and pictures name
 * PUBLIC_URL, and its browsers load sections from REMOTES_BASE_URL. Instances of other
 * sites on the same store (staging and production, say) keep sets of their own.
 */
export interface PageSite {
  publicUrl: string;
  remotesBaseUrl: string;
}

/** A short, stable folder name for a site's page sets. */
export const pageSiteKey = (site: PageSite) => `site-${createHash('sha256').update(`${site.publicUrl}\n${site.remotesBaseUrl}`).digest('base64url').slice(0, 16)}`;

/**
 * Where each kind of file lives in the release store. The top-level prefix says the
 * kind; another kind (prerendered pages) takes a prefix of its own beside these.
 *
 * - `remotes/<name>/<version>/…`: a remote's whole build, served at `/remotes/…`
 *   (its mf-manifest.json is written last and marks the folder whole);
 * - `shell/<version>/…`: the shell's files whose names carry no content hash
 *   (index.html, written last, and favicon.svg);
 * - `shell/assets/…`: the shell's content-hashed files of every release side by side
 *   (names cannot collide), served at `/…`, so a page of any stored shell release finds
 *   its scripts whichever release is live;
 * - `pages/<shell>/shell/<site>/…` and `pages/<shell>/<remote>/<version>/<site>/…`: the
 *   prerendered pages of one owner for one pair of releases and one site (`pageSiteKey`;
 *   docs/decisions/0032), each page with its .gz and .br copies; `pages.json`, written
 *   last, marks the set whole; an owner with released content has a set per content
 *   version, in a folder of that version's name below;
 * - `content/<section>/<version>.json`: a content version of a section (docs/decisions/0044).
 */
export const releaseKeys = {
  remoteFolder: (name: RemoteName, version: string) => `remotes/${name}/${version}/`,
  remoteManifest: (name: RemoteName, version: string) => `remotes/${name}/${version}/mf-manifest.json`,
  shellFolder: (version: string) => `shell/${version}/`,
  shellIndex: (version: string) => `shell/${version}/index.html`,
  shellAssets: 'shell/assets/',
  /**
   * The pages `owner` renders with this shell (and, for a remote, this version of it) for
   * `site`, and with `content`, the owner's content version, when it has released content.
   */
  pageSet: (shell: string, owner: 'shell' | RemoteName, ownerVersion: string | undefined, site: PageSite, content?: string) =>
    `${owner === 'shell' ? `pages/${shell}/shell/` : `pages/${shell}/${owner}/${ownerVersion}/`}${pageSiteKey(site)}/${content === undefined ? '' : `${content}/`}`,
  pageSetMarker: 'pages.json',
};

/** The top-level folders of the store by kind (under the local folder, or the bucket's prefix). */
export const storeKinds = { remotes: 'remotes', shell: 'shell', pages: 'pages', content: 'content' } as const;
