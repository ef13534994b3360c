// The contract's yup schemas as JSON Schema, for the API's serializer (fast-json-stringify)
// and its OpenAPI document. @sodaru/yup-to-json-schema converts what yup describes (types,
// required, lengths, enums, `matches`, email); the few rules of our own are added here from
// the `pattern` their tests carry (fields.ts), so none is left out of the document.
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { ISchema, SchemaDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = { [keyword: string]: unknown };

type Description = SchemaDescription | SchemaObjectDescription | SchemaInnerTypeDescription;

/** JSON Schema of a yup schema of this package. */
export function toJsonSchema(schema: ISchema<unknown>): JsonSchema {
  return completed(convertSchema(schema as never) as JsonSchema, schema.describe() as Description);
}

/** `{ anyOf: [...] }` of several schemas (an answer that is one of them). */
export function anyOfJsonSchema(...schemas: ISchema<unknown>[]): JsonSchema {
  return { anyOf: schemas.map(toJsonSchema) };
}

function completed(json: JsonSchema, description: Description): JsonSchema {
  if (description.type === 'object' && 'fields' in description) {
    // yup describes an object's default as { field: undefined, ... }: not a default at all.
    delete json.default;
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, field] of Object.entries(description.fields)) {
      if (properties[name] !== undefined) properties[name] = completed(properties[name], field as Description);
    }
  }
  if (description.type === 'array' && 'innerType' in description && description.innerType !== undefined && !Array.isArray(description.innerType)) {
    json.items = completed(json.items as JsonSchema, description.innerType as Description);
  }
  for (const test of 'tests' in description ? description.tests : []) {
    const params = test.params ?? {};
    // boolean().isTrue() / isFalse(): an answer's literal `success`.
    if (test.name === 'is-value') json.enum = [params.value === 'true' || params.value === true];
    if (test.name !== 'matches' && typeof params.pattern === 'string') addPattern(json, params.pattern);
  }
  return json;
}

// JSON Schema has one `pattern` per schema; a second one goes into `allOf`.
function addPattern(json: JsonSchema, pattern: string): void {
  if (json.pattern === undefined) json.pattern = pattern;
  else json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), { pattern }];
}
