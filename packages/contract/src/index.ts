// @wtm/contract: the one wire contract of the portal (types, paths, constants, rules).
// The plain data (also reachable alone as @wtm/contract/data), then the rules (yup).
export * from './data.ts';
export * from './fields.ts';
export * from './register-schema.ts';
export * from './sales-enquiry-schema.ts';
export * from './login-schema.ts';
export * from './password-schema.ts';
export * from './user-update-schema.ts';
export * from './validate.ts';
export * from './verification-schema.ts';
export * from './email-change-schema.ts';
export * from './second-factor-schema.ts';
export * from './webinar-registration-schema.ts';
export * from './telemetry-schema.ts';
export * from './telemetry.ts';
export * from './webinar-details.ts';
