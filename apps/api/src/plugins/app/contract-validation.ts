import { validate, type SchemaOf } from '@wtm/contract';
import { isSchema } from '@wtm/contract/api-schemas';
import type { FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

/** One failed field as Fastify carries validation errors (`error.validation`) to the error handler. */
function toValidationError(field: string, message: string): FastifySchemaValidationError {
  return { keyword: 'contract', instancePath: field === '' ? '' : `/${field}`, schemaPath: '', params: {}, message };
}

/**
 * Route schemas (`body`, `querystring`, `params`) are the contract's yup schemas, run by its
 * `validate()`, the one set of rules and messages the forms use too (decision 0025). The
 * cleaned value (trimmed, cast, unknown keys dropped) replaces the request's; a refusal
 * reaches the error handler as a validation error with the first message of each field.
 * A route declared with any other kind of schema fails the start.
 */
export const contractValidationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
      if (!isSchema(schema)) throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema must be a schema of @wtm/contract (yup)`);
      const rules = schema as unknown as SchemaOf<unknown>;
      return (data: unknown) => {
        const result = validate(rules, data);
        if (result.ok) return { value: result.value };
        return { error: Object.entries(result.errors as Record<string, string>).map(([field, message]) => toValidationError(field, message)) };
      };
    });
  },
  { name: 'contract-validation' },
);
