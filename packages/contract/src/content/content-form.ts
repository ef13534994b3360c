// The studio's forms, drawn from the content types' schemas: each field's label, kind,
// length cap and choices come from the yup description, so a new field of a content type
// is editable without studio code. Paths are those the API names in its 400 answers
// (`plans[2].prices.INR`, under `value.`).
import type { SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';
import { entrySchemaOf, type ContentSection } from './content-sections.ts';

export type ContentFormField =
  | { kind: 'text'; key: string; label: string; multiLine: boolean; maxLength?: number; optional: boolean }
  | { kind: 'number'; key: string; label: string }
  | { kind: 'boolean'; key: string; label: string }
  | { kind: 'choice'; key: string; label: string; options: string[]; optional: boolean }
  | { kind: 'picture'; key: string; label: string }
  | { kind: 'group'; key: string; label: string; fields: ContentFormField[] }
  | { kind: 'list'; key: string; label: string; item: ContentFormField; bounds: ListBounds };

/**
 * How many items a list may hold. A list of a fixed length is a fixed set in a fixed order
 * (the CRM plans, which registration links name): its items are edited, never added,
 * removed or moved.
 */
export interface ListBounds {
  fixed: boolean;
  min: number;
  max?: number;
}

function boundsOf(description: SchemaInnerTypeDescription): ListBounds {
  const param = (name: string) => {
    const value = description.tests.find((test) => test.name === name)?.params?.[name];
    return typeof value === 'number' ? value : undefined;
  };
  const length = param('length');
  if (length !== undefined) return { fixed: true, min: length, max: length };
  return { fixed: false, min: param('min') ?? 0, max: param('max') };
}

/** What editors call the sections and entries. */
export const contentSectionLabels: Record<ContentSection, string> = { books: 'Books', crm: 'CRM', shell: 'Site-wide', account: 'Account' };
export const contentEntryLabels: Record<string, string> = {
  'home-hero': 'Home page headline',
  'free-trial': 'Free trial box (Books home page)',
  plans: 'Plans and prices',
  'pricing-meta': 'Pricing page title and description',
  testimonials: 'Customer testimonials',
};

function fieldOf(key: string, description: SchemaFieldDescription): ContentFormField {
  const label = ('label' in description && description.label) || key;
  switch (description.type) {
    case 'object':
      if ((description.meta as { picture?: boolean } | undefined)?.picture === true) return { kind: 'picture', key, label };
      return { kind: 'group', key, label, fields: Object.entries((description as SchemaObjectDescription).fields).map(([name, field]) => fieldOf(name, field)) };
    case 'array': {
      const list = description as SchemaInnerTypeDescription;
      return { kind: 'list', key, label, item: fieldOf(key, list.innerType as SchemaFieldDescription), bounds: boundsOf(list) };
    }
    case 'number':
      return { kind: 'number', key, label };
    case 'boolean':
      return { kind: 'boolean', key, label };
    default: {
      const text = description as SchemaDescription;
      const options = text.oneOf.filter((option): option is string => typeof option === 'string');
      if (options.length > 0) return { kind: 'choice', key, label, options, optional: text.optional };
      const max = text.tests.find((test) => test.name === 'max')?.params?.max;
      const meta = text.meta as { multiLine?: boolean } | undefined;
      return { kind: 'text', key, label, multiLine: meta?.multiLine === true, maxLength: typeof max === 'number' ? max : undefined, optional: text.optional };
    }
  }
}

/** The form of one entry of a section (a group), or undefined when the section has no such entry. */
export function entryFormOf(section: ContentSection, entry: string): Extract<ContentFormField, { kind: 'group' }> | undefined {
  const schema = entrySchemaOf(section, entry);
  if (schema === undefined) return undefined;
  const form = fieldOf(entry, schema.describe());
  return form.kind === 'group' ? { ...form, label: contentEntryLabels[entry] ?? entry } : undefined;
}
