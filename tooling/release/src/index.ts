export * from './release-store.ts';
export * from './build-check.ts';
export * from './lock.ts';
export * from './paths.ts';
export * from './semver-range.ts';
export * from './contract.ts';
