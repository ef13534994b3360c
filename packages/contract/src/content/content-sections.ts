// Which content entries each section owns and the type of each: the one list the API's
// validation, the release checks and (next) the studio's forms read. A section's content
// is one document, stored content-addressed and released like a remote's code.
import { object, type AnyObject, type ObjectSchema } from 'yup';
import { validate, type ValidationResult } from '../validate.ts';
import { callToActionSchema, type CallToActionEntry } from './call-to-action.ts';
import { crmPlansSchema, type CrmPlansContent } from './crm-plans.ts';
import { pageMetaSchema, type PageMetaContent } from './page-meta.ts';
import { sectionHeroSchema, type SectionHeroContent } from './section-hero.ts';
import { testimonialsSchema, type TestimonialsContent } from './testimonials.ts';

/** The sections that own content: the shell and each remote. */
export const contentSections = ['books', 'crm', 'shell', 'account'] as const;
export type ContentSection = (typeof contentSections)[number];

export function isContentSection(value: unknown): value is ContentSection {
  return (contentSections as readonly unknown[]).includes(value);
}

/** The line above a page's title on the preview picture drawn from its page-meta entry: the section's product. */
export const previewEyebrows: Record<ContentSection, string> = {
  books: 'WTM Account Books and Inventory',
  crm: 'WTM Salesgrow CRM',
  shell: 'WTM',
  account: 'WTM Account',
};

/** Every content type, by name: one schema each. */
export const contentTypes = {
  'call-to-action': callToActionSchema,
  'crm-plans': crmPlansSchema,
  'page-meta': pageMetaSchema,
  'section-hero': sectionHeroSchema,
  testimonials: testimonialsSchema,
} satisfies Record<string, ObjectSchema<AnyObject>>;
export type ContentTypeName = keyof typeof contentTypes;

/** Each section's entries and their types. */
export const sectionEntryTypes = {
  books: { 'home-hero': 'section-hero', testimonials: 'testimonials', 'free-trial': 'call-to-action' },
  crm: { plans: 'crm-plans', 'pricing-meta': 'page-meta', testimonials: 'testimonials' },
  shell: {},
  account: {},
} as const satisfies Record<ContentSection, Record<string, ContentTypeName>>;

/** The entries of each section as its pages read them. */
export interface SectionEntries {
  books: { 'home-hero': SectionHeroContent; testimonials: TestimonialsContent; 'free-trial': CallToActionEntry };
  crm: { plans: CrmPlansContent; 'pricing-meta': PageMetaContent; testimonials: TestimonialsContent };
  shell: Record<never, never>;
  account: Record<never, never>;
}

/** A section's whole content: what a content version holds. */
export interface SectionContentDocument<S extends ContentSection = ContentSection> {
  section: S;
  entries: SectionEntries[S];
}

/** The entry names of a section. */
export function entryNamesOf(section: ContentSection): string[] {
  return Object.keys(sectionEntryTypes[section]);
}

/** The schema of one entry of a section, or undefined when the section has no such entry. */
export function entrySchemaOf(section: ContentSection, entry: string): ObjectSchema<AnyObject> | undefined {
  const type = (sectionEntryTypes[section] as Record<string, ContentTypeName>)[entry];
  return type === undefined ? undefined : contentTypes[type];
}

/** The schema of a section's whole entries object: every entry required. */
export function sectionEntriesSchema(section: ContentSection): ObjectSchema<AnyObject> {
  const fields = Object.fromEntries(entryNamesOf(section).map((entry) => [entry, entrySchemaOf(section, entry)!.required(`${entry} is required`)]));
  return object(fields);
}

/** One entry checked by its type: the cleaned value, or the first message per field (`plans[1].prices.INR`). */
export function validateEntry(section: ContentSection, entry: string, value: unknown): ValidationResult<AnyObject> {
  const schema = entrySchemaOf(section, entry);
  if (schema === undefined) return { ok: false, errors: { entry: `The ${section} section has no entry ${entry}` } };
  return validate(schema, value);
}

/** A section's whole content checked (fields named `<entry>.<field>`), e.g. the live content against a build's schema. */
export function validateSectionEntries(section: ContentSection, entries: unknown): ValidationResult<AnyObject> {
  return validate(sectionEntriesSchema(section), entries);
}

/** Whether `entry` of `section` is a page's head (its title and description: a page-meta entry). */
export function isPageMetaEntry(section: ContentSection, entry: string): boolean {
  return (sectionEntryTypes[section] as Record<string, ContentTypeName>)[entry] === 'page-meta';
}
