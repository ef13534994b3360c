export * from './runtime-manifest.ts';
export * from './alert-slice.ts';
export * from './section-routes.tsx';
export * from './remote-module.ts';
export * from './public-pages.ts';
export * from './rendered-page.ts';
