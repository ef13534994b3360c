import type { ClientPage, PublicPage } from '@wtm/shell-contract/public-pages';
import type { RemoteName, RemoteRelease } from '@wtm/shell-contract/runtime-manifest';
import type { ReleasedContent } from '@wtm/shell-contract/section-content';

/** Who owns a page: the shell, or a remote. */
export type PageOwner = RemoteName | 'shell';

/** A public page and its owner, as the shell's server build lists them. */
export interface OwnedPage extends PublicPage {
  owner: PageOwner;
}

/** A page rendered in the browser only, and its owner. */
export interface OwnedClientPage extends ClientPage {
  owner: PageOwner;
}

/** A remote release as the shell's server build takes it: with its server entry on this machine. */
export interface ServerRelease extends RemoteRelease {
  serverEntry: string;
}

/** What prerender.ts asks of the render worker. */
export interface WorkerRequest {
  /** The shell build's server entry (dist/server/index.cjs). */
  shellEntry: string;
  remotes: Partial<Record<RemoteName, ServerRelease>>;
  /** Each remote's public URL of its release folder (its browser files). */
  publicPaths: Partial<Record<RemoteName, string>>;
  renderedAt: string;
  /** Whose pages to render. */
  owners: readonly PageOwner[];
  /** The sections' released content, provided before any build loads (`@wtm/shell-contract/section-content`). */
  content: Partial<Record<PageOwner, ReleasedContent>>;
}

/** What the worker sends back, in this order: the pages, each rendered route, done. */
export type WorkerReply =
  | { type: 'pages'; pages: OwnedPage[]; clientPages: OwnedClientPage[] | undefined }
  | { type: 'rendered'; path: string; html: string; styles: string; errors: string[] }
  /** The frame of the pages rendered in the browser (with the shell's pages; absent from older shell builds). */
  | { type: 'frame'; html: string; styles: string; errors: string[] }
  | { type: 'done' }
  | { type: 'failed'; message: string };
