// @wtm/contract/data: the contract without its validation rules (no yup): wire types,
// API paths, products, job titles, limits, messages, the safe return URL and the sign-in
// form's values. For code that runs before a form needs its rules (@wtm/api-client on
// every first visit, the account screens until a form is used): importing
// '@wtm/contract' itself loads the whole shared package, yup included.
// Everything here is also exported by '@wtm/contract'.
export * from './wire-types.ts';
export * from './security-event-kinds.ts';
export * from './second-factor-types.ts';
export * from './api-paths.ts';
export * from './products.ts';
export * from './job-titles.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './safe-return-url.ts';
export * from './session-ended.ts';
export * from './login-values.ts';
export * from './trial.ts';
export * from './vendor-contact.ts';
export * from './webinars.ts';
export * from './release-dashboard.ts';
export * from './held-leads.ts';
