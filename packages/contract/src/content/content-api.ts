// The editors' calls (`/api/content/…`): what they send and get back.
import { boolean, mixed, number, object } from 'yup';
import { paramField } from '../request-params-schema.ts';
import { contentSections } from './content-sections.ts';

/** PUT /api/content/{section}/{entry}/draft: the entry's new value and the draft revision it was edited from (0: none yet). */
export const saveDraftSchema = object({
  value: mixed<Record<string, unknown>>()
    .required('value is required')
    .test('object', 'value must be an object', (value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  revision: number().strict().typeError('revision must be a number').required('revision is required').integer('revision must be a whole number').min(0, 'revision must not be negative'),
});

/** A draft as stored: the value, its revision (raised by each save) and who saved it when. */
export interface ContentDraft {
  value: Record<string, unknown>;
  revision: number;
  updatedBy: string;
  /** ISO time. */
  updatedAt: string;
}

/** One entry of a section as an editor reads it. */
export interface ContentEntryView {
  entry: string;
  type: string;
  /** The live value (undefined before the section has any released content). */
  live?: Record<string, unknown>;
  draft?: ContentDraft;
}

/** GET /api/content/{section}. */
export interface SectionContentView {
  section: string;
  /** The live content version, if any. */
  liveVersion?: string;
  entries: ContentEntryView[];
}

/** 409 of a save: the draft changed since the editor's copy; both versions, nothing overwritten. */
export interface DraftConflict {
  message: string;
  statusCode: 409;
  yours: { value: Record<string, unknown>; revision: number };
  theirs: ContentDraft;
}

/** POST /api/content/{section}/publish. */
export interface ContentPublished {
  section: string;
  version: string;
  /** The entries the release took from drafts. */
  published: string[];
}

/** POST /api/content/{section}/preview: the draft's pages, each with its signed preview link. */
export interface ContentPreviewLinks {
  section: string;
  version: string;
  /** ISO time the links stop opening. */
  expiresAt: string;
  pages: { path: string; href: string }[];
}

/** POST /api/content/{section}/rollback: the version live again, and the one it replaced. */
export interface ContentRolledBack {
  section: string;
  version: string;
  previous?: string;
}

/** One line of the editors' audit trail. */
export interface ContentAuditLine {
  at: string;
  actor: string;
  action: string;
  section: string;
  entry?: string;
  before?: unknown;
  after?: unknown;
}

const sectionParam = () =>
  paramField('section')
    .oneOf([...contentSections], `section must be one of ${contentSections.join(', ')}`)
    .meta({ jsonSchema: { enum: [...contentSections] } });

/** `/api/content/{section}…` */
export const contentSectionParamsSchema = object({ section: sectionParam() });

/** `/api/content/{section}/{entry}/draft` */
export const contentEntryParamsSchema = object({ section: sectionParam(), entry: paramField('entry') });

/** PUT /api/admin/users/{id}/editor: grant (true) or revoke (false) the editor grant. */
export const editorGrantSchema = object({
  editor: boolean().strict().typeError('editor must be true or false').required('editor is required'),
});
