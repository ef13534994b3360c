export * from './release-store.ts';
export * from './paths.ts';
