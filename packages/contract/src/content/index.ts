// @wtm/contract/content: the content types (one yup schema each), which entries each
// section owns, and the editors' API. Pages import only its types: the schemas run in
// the API, the release checks, the builds (their seed) and the studio.
export * from './content-api.ts';
export * from './content-sections.ts';
export * from './call-to-action.ts';
export * from './content-links.ts';
export * from './content-pictures.ts';
export * from './crm-plans.ts';
export * from './page-meta.ts';
export * from './section-hero.ts';
export * from './testimonials.ts';
export * from './content-form.ts';
