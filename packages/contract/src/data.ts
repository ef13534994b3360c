// @wtm/contract/data: the contract without its validation rules (no yup): wire types,
// API paths, products, job titles, limits, messages and the safe return URL. For code
// every first visit downloads (@wtm/api-client): importing '@wtm/contract' itself loads
// the whole shared package, yup included (issue 7). Everything here is also exported
// by '@wtm/contract'.
export * from './wire-types.ts';
export * from './api-paths.ts';
export * from './products.ts';
export * from './job-titles.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './safe-return-url.ts';
