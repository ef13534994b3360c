// The links and pictures an entry's value holds, found through its content type's schema:
// every string field marked `meta.link` (content-fields.ts) and every object marked
// `meta.picture` (content-pictures.ts). The API checks the site paths among the links
// against the site's pages, and that each picture is stored.
import type { AnySchema } from 'yup';
import type { ContentPicture } from './content-pictures.ts';
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
  spec: { meta?: { link?: boolean; picture?: boolean } };
}

/** A picture of a value: the field it is in (`picture`) and the picture. */
export interface ContentPictureField {
  field: string;
  picture: ContentPicture;
}

interface Found {
  links: ContentLinkField[];
  pictures: ContentPictureField[];
}

function collect(schema: AnySchema, value: unknown, at: string, found: Found): void {
  const parts = schema as unknown as SchemaParts;
  if (parts.type === 'object' && parts.spec.meta?.picture === true && value !== null && typeof value === 'object') {
    found.pictures.push({ field: at, picture: value as ContentPicture });
  } else if (parts.type === 'object' && parts.fields !== undefined && value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(parts.fields)) collect(field, (value as Record<string, unknown>)[key], at === '' ? key : `${at}.${key}`, found);
  } else if (parts.type === 'array' && parts.innerType !== undefined && Array.isArray(value)) {
    value.forEach((item, index) => collect(parts.innerType!, item, `${at}[${index}]`, found));
  } else if (parts.type === 'string' && parts.spec.meta?.link === true && typeof value === 'string') {
    found.links.push({ field: at, href: value });
  }
}

function foundIn(section: ContentSection, entry: string, value: unknown): Found {
  const schema = entrySchemaOf(section, entry);
  const found: Found = { links: [], pictures: [] };
  if (schema !== undefined) collect(schema, value, '', found);
  return found;
}

/** The links of an entry's (checked) value; none for an entry the section does not have. */
export const linksOf = (section: ContentSection, entry: string, value: unknown): ContentLinkField[] => foundIn(section, entry, value).links;

/** The pictures of an entry's (checked) value. */
export const picturesOf = (section: ContentSection, entry: string, value: unknown): ContentPictureField[] => foundIn(section, entry, value).pictures;

/** The site path a link names (its query and fragment left out), or undefined for an https:// address. */
export const sitePathOf = (href: string): string | undefined => (href.startsWith('/') ? href.replace(/[?#].*$/, '') || '/' : undefined);
