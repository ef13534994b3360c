// @wtm/contract: the one wire contract of the portal (types, paths, constants, rules).
export * from './wire-types.ts';
export * from './api-paths.ts';
export * from './products.ts';
export * from './job-titles.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './register-schema.ts';
export * from './sales-enquiry-schema.ts';
export * from './login-schema.ts';
export * from './password-schema.ts';
export * from './user-update-schema.ts';
export * from './validate.ts';
export * from './safe-return-url.ts';
