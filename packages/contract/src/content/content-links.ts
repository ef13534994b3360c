// The links an entry's value holds, found through its content type's schema: every string
// field marked `meta.link` (content-fields.ts). The API checks the site paths among them
// against the site's pages.
import type { AnySchema } from 'yup';
import { entrySchemaOf, type ContentSection } from './content-sections.ts';

/** A link of a value: the field it is in (`action.to`, `links[2].to`) and what it says. */
export interface ContentLinkField {
  field: string;
  href: string;
}

interface SchemaParts {
  type: string;
  fields?: Record<string, AnySchema>;
  innerType?: AnySchema;
  spec: { meta?: { link?: boolean } };
}

function collect(schema: AnySchema, value: unknown, at: string, found: ContentLinkField[]): void {
  const parts = schema as unknown as SchemaParts;
  if (parts.type === 'object' && parts.fields !== undefined && value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(parts.fields)) collect(field, (value as Record<string, unknown>)[key], at === '' ? key : `${at}.${key}`, found);
  } else if (parts.type === 'array' && parts.innerType !== undefined && Array.isArray(value)) {
    value.forEach((item, index) => collect(parts.innerType!, item, `${at}[${index}]`, found));
  } else if (parts.type === 'string' && parts.spec.meta?.link === true && typeof value === 'string') {
    found.push({ field: at, href: value });
  }
}

/** The links of an entry's (checked) value; none for an entry the section does not have. */
export function linksOf(section: ContentSection, entry: string, value: unknown): ContentLinkField[] {
  const schema = entrySchemaOf(section, entry);
  const found: ContentLinkField[] = [];
  if (schema !== undefined) collect(schema, value, '', found);
  return found;
}

/** The site path a link names (its query and fragment left out), or undefined for an https:// address. */
export const sitePathOf = (href: string): string | undefined => (href.startsWith('/') ? href.replace(/[?#].*$/, '') || '/' : undefined);
