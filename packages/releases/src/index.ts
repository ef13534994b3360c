// The release platform's surface for the API (packages/releases/README.md): the store,
// the checks, the records, what an instance serves, the canary verdict and the commands.
// The prerender worker is `@wtm/releases/prerender`.
export * from './checks/build-check.ts';
export * from './checks/contract.ts';
export * from './checks/shell-check.ts';
export * from './commands/release-command.ts';
export * from './live/canary-cohort.ts';
export * from './live/live-pages.ts';
export * from './live/live-releases.ts';
export * from './live/site-pages-renderer.ts';
export type * from './log.ts';
export * from './paths.ts';
export * from './records/canary-releases.repository.ts';
export * from './records/canary.service.ts';
export * from './records/first-run.ts';
export * from './records/history.ts';
export * from './records/release-pages.ts';
export * from './records/releases.repository.ts';
export * from './records/releases.service.ts';
export type * from './records/tables.ts';
export * from './release-names.ts';
export * from './store/build-files.ts';
export * from './store/content-type.ts';
export * from './store/file-store.ts';
export * from './store/open-file-store.ts';
export * from './store/page-set.ts';
export * from './store/publish.ts';
export * from './store/release-keys.ts';
export * from './store/store-location.ts';
export * from './verdict/canary-judge.ts';
export * from './verdict/canary-verdict.ts';
export * from './verdict/release-health.ts';
export * from './content/content-document.ts';
export * from './content/content-seed.ts';
export * from './content/content-store.ts';
export * from './content/content.repository.ts';
export * from './content/content.service.ts';
export * from './content/content-canaries.repository.ts';
