// @wtm/contract/api-schemas: what only the API needs of the contract, kept out of what a
// browser loads: the rules of path and query parameters, the answers as schemas, and the
// conversion of both to JSON Schema for the serializer and the OpenAPI document.
export * from './exact-schema.ts';
export * from './json-schema.ts';
export * from './request-examples.ts';
export * from './request-params-schema.ts';
export * from './response-schemas.ts';
export * from './account-data-export.ts';
/** Whether a value is a yup schema (the kind every rule of this package is). */
export { isSchema } from 'yup';
