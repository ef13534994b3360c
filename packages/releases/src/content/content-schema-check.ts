import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ReleasedContent } from '@wtm/shell-contract/section-content';
import { CONTENT_SCHEMA_FILE } from './content-seed.ts';

/**
 * Whether a build's content schema (its `content-schema.json`, the JSON Schema of its
 * section's entries) accepts the live content: the first problem, naming the field
 * (`plans/1/prices/INR`), or undefined when it does or the build carries no schema.
 */
export async function contentSchemaProblem(distDir: string, live: ReleasedContent): Promise<string | undefined> {
  let schema: Record<string, unknown>;
  try {
    schema = JSON.parse(await readFile(join(distDir, CONTENT_SCHEMA_FILE), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  const check = ajv.compile(schema);
  if (check(live.entries)) return undefined;
  const error = check.errors?.[0];
  const field = `${error?.instancePath ?? ''}${error?.keyword === 'required' ? `/${String(error.params.missingProperty)}` : ''}`.replace(/^\//, '') || '(the whole content)';
  return `the field ${field} ${error?.message ?? 'is invalid'}`;
}
