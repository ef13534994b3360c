export { prerender, PrerenderError, type PrerenderOptions, type PrerenderResult, type PrerenderedPage } from './prerender.ts';
export { checkPage, type PageExpectations } from './page-check.ts';
export { pageFile } from './write-pages.ts';
export type { RemoteInput } from './release-inputs.ts';
export type { OwnedClientPage, PageOwner } from './worker-protocol.ts';
export { pageSetKey, renderToStore, type RenderToStoreOptions, type RenderToStoreResult } from './store-pages.ts';
