// One way to run a schema for both callers: the API (a result object, no throw) and
// react-final-form (an errors object keyed by field name, or undefined when valid).
import { ValidationError, type Schema } from 'yup';

/** Field name → the first message for that field. */
export type FieldErrors<T> = { [K in keyof T & string]?: string };

/** Outcome of {@link validate}. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<T> };

const options = { abortEarly: false, stripUnknown: true } as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects the first message per field, in the order the schema declares its rules. */
function toFieldErrors<T>(error: ValidationError): FieldErrors<T> {
  const errors: Record<string, string> = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const item of all) {
    // Object-level failures have no path; '' keeps them visible instead of lost.
    const key = item.path ?? '';
    if (!(key in errors)) errors[key] = item.message;
  }
  return errors as FieldErrors<T>;
}

/** Any yup schema whose output is `T` (every schema of this package fits). */
export type SchemaOf<T> = Pick<Schema<T>, 'validateSync'>;

function run<T>(schema: SchemaOf<T>, input: unknown): ValidationResult<T> {
  // A missing or non-object body is treated as an empty form, so the caller gets the
  // field messages ("Email is required"…) instead of a type error about the body.
  const data = isPlainObject(input) ? input : {};
  try {
    return { ok: true, value: schema.validateSync(data, options) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: toFieldErrors<T>(error) };
    throw error;
  }
}

/**
 * Validates `input` against `schema`, collecting every field's first error.
 * On success `value` is the cleaned input: strings trimmed, numbers cast, unknown keys dropped.
 * @example
 * const result = validate(registerSchema, request.body);
 * if (!result.ok) return reply.code(400).send({ message: 'Invalid input', errors: result.errors });
 */
export function validate<T>(schema: SchemaOf<T>, input: unknown): ValidationResult<T> {
  return run(schema, input);
}

/**
 * Adapts a schema to react-final-form's `validate` prop (synchronous).
 * @returns a function giving `{ field: message }` for invalid values, `undefined` when valid.
 * @example <Form validate={toFinalFormValidator(loginSchema)} … />
 */
export function toFinalFormValidator<T>(schema: SchemaOf<T>): (values: unknown) => FieldErrors<T> | undefined {
  return (values) => {
    const result = run(schema, values);
    return result.ok ? undefined : result.errors;
  };
}
