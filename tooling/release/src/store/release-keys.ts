import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';

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
 * - `pages/<shell>/shell/…` and `pages/<shell>/<remote>/<version>/…`: the prerendered
 *   pages of one owner for one pair of releases (issue 27, docs/decisions/0032), each page
 *   with its .gz and .br copies; `pages.json`, written last, marks the set whole.
 */
export const releaseKeys = {
  remoteFolder: (name: RemoteName, version: string) => `remotes/${name}/${version}/`,
  remoteManifest: (name: RemoteName, version: string) => `remotes/${name}/${version}/mf-manifest.json`,
  shellFolder: (version: string) => `shell/${version}/`,
  shellIndex: (version: string) => `shell/${version}/index.html`,
  shellAssets: 'shell/assets/',
  /** The pages `owner` renders with this shell (and, for a remote, this version of it). */
  pageSet: (shell: string, owner: 'shell' | RemoteName, ownerVersion?: string) =>
    owner === 'shell' ? `pages/${shell}/shell/` : `pages/${shell}/${owner}/${ownerVersion}/`,
  pageSetMarker: 'pages.json',
};

/** The top-level folders of the store by kind (under the local folder, or the bucket's prefix). */
export const storeKinds = { remotes: 'remotes', shell: 'shell', pages: 'pages' } as const;
