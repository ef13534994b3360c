import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { text } from 'node:stream/consumers';
import { remoteMounts, remoteNames, type ClientPage, type PublicPage, type RemoteName, type RemoteRelease } from '@wtm/shell-contract';
import { AppProviders, AppRoutes } from '../src/app/app.tsx';
import { NeedsScriptNotice } from '../src/features/layout/needs-script-notice.tsx';
import { RootLayout } from '../src/features/layout/root-layout.tsx';
import { createStore } from '../src/app/store.ts';
import { loadRemoteRoutes } from '../src/features/remotes/load-remote-routes.ts';
import { registerReleases } from '../src/features/remotes/runtime-manifest.ts';
import { clientPages as shellClientPages, publicPages as shellPages } from '../src/public-pages.ts';

/** A remote release as the prerender hands it over: where its server build is on this machine. */
export interface ServerRelease extends RemoteRelease {
  /** Absolute path of the release's server `remoteEntry.cjs` (dist/server/ of its build). */
  serverEntry: string;
}

export interface RenderOptions {
  remotes: Partial<Record<RemoteName, ServerRelease>>;
  /** The time the pages are rendered as of (ISO): embedded in each page for hydration. */
  renderedAt: string;
}

/** A public page and who owns it: the shell, or the remote whose `./routes` listed it. */
export interface OwnedPage extends PublicPage {
  owner: RemoteName | 'shell';
}

/** One route rendered: the app's HTML (React's hoisted head elements first), its styles, and what failed. */
export interface RenderedRoute {
  html: string;
  /** styled-components' `<style>` elements for exactly what the page renders. */
  styles: string;
  /** Errors React reported while rendering; any one makes the page unusable as prerendered. */
  errors: string[];
}

/** A page rendered in the browser only, and who owns it. */
export interface OwnedClientPage extends ClientPage {
  owner: RemoteName | 'shell';
}

export interface ShellRenderer {
  pages: OwnedPage[];
  clientPages: OwnedClientPage[];
  render(path: string): Promise<RenderedRoute>;
  /** The frame of the pages rendered in the browser: header and footer around the "needs JavaScript" notice. */
  renderFrame(): Promise<RenderedRoute>;
}

/** Every path is the frame: the site's layout with the notice for its content. */
const frameRoutes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: [{ path: '*', element: <NeedsScriptNotice /> }] }];

function FrameRoutes() {
  return useRoutes(frameRoutes);
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** Every public page: the shell's, then each remote's, as its `./routes` lists them. */
async function collectPages(options: RenderOptions): Promise<{ pages: OwnedPage[]; clientPages: OwnedClientPage[] }> {
  const pages: OwnedPage[] = shellPages.map((page) => ({ ...page, owner: 'shell' }));
  const clientPages: OwnedClientPage[] = shellClientPages.map((page) => ({ ...page, owner: 'shell' }));
  for (const name of remoteNames) {
    const release = options.remotes[name];
    if (!release) continue;
    const module = await loadRemoteRoutes(name, false).catch((error: unknown) => {
      throw new Error(`The ${name} release ${release.version} could not be loaded on the server (${release.serverEntry}): ${describe(error)}`);
    });
    // A release from before public pages were part of the contract lists none.
    for (const page of module.publicPages ?? []) pages.push({ ...page, owner: name });
    // A release from before client pages were part of the contract: every path under its
    // mounts may be one of its pages (no title known).
    const own = module.clientPages ?? remoteMounts[name].map((pattern) => ({ path: `/${pattern}`, title: '' }));
    for (const page of own) clientPages.push({ ...page, owner: name });
  }
  return { pages, clientPages };
}

async function renderRoute(path: string, renderedAt: number, Routes: () => ReturnType<typeof AppRoutes> = AppRoutes): Promise<RenderedRoute> {
  const sheet = new ServerStyleSheet();
  const errors: string[] = [];
  try {
    const app = (
      <StrictMode>
        <AppProviders store={createStore()} renderedAt={renderedAt}>
          <StaticRouter location={path}>
            <Routes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    );
    // Waits for every Suspense boundary, the lazy sections and pages included, and
    // writes each in place: a large boundary is otherwise sent as its fallback plus a
    // script that swaps the content in, which a reader without JavaScript never runs.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(app), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(describe(error));
      },
    });
    const html = await text(prelude);
    return { html, styles: sheet.getStyleTags(), errors };
  } finally {
    sheet.seal();
  }
}

/** Registers the releases (their server builds), then renders any route on request. */
export async function startRendering(options: RenderOptions): Promise<ShellRenderer> {
  await registerReleases({ remotes: options.remotes }, (release, name) => options.remotes[name]?.serverEntry ?? release.entry);
  const { pages, clientPages } = await collectPages(options);
  const renderedAt = Date.parse(options.renderedAt);
  return { pages, clientPages, render: (path) => renderRoute(path, renderedAt), renderFrame: () => renderRoute('/account/home', renderedAt, FrameRoutes) };
}
