// The editors' calls (`/api/content/…`): what they send and get back.
import { boolean, mixed, number, object, string } from 'yup';
import { emailField } from '../fields.ts';
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

/** A section's content served to a share of visitors beside its live content. */
export interface ContentCanaryView {
  version: string;
  percent: number;
  /** ISO time it started. */
  startedAt: string;
}

/** GET /api/content/{section}. */
export interface SectionContentView {
  section: string;
  /** The live content version, if any. */
  liveVersion?: string;
  /** The content canary running, if any. */
  canary?: ContentCanaryView;
  entries: ContentEntryView[];
}

/** Shares of visitors a content canary may go to. */
export const contentCanaryPercent = { min: 1, max: 99, default: 50 } as const;

/** POST /api/content/{section}/canary: publish the section's drafts to this share of visitors first. */
export const contentCanarySchema = object({
  percent: number()
    .strict()
    .typeError('percent must be a number')
    .required('percent is required')
    .integer('percent must be a whole number')
    .min(contentCanaryPercent.min, `percent must be ${contentCanaryPercent.min} to ${contentCanaryPercent.max}`)
    .max(contentCanaryPercent.max, `percent must be ${contentCanaryPercent.min} to ${contentCanaryPercent.max}`),
});

/** POST /api/content/{section}/canary (201): the canary started; …/canary/promote: the content live for everyone. */
export interface ContentCanaryStarted {
  section: string;
  canary: ContentCanaryView;
  /** The entries it took from drafts. */
  published: string[];
}

/** 409 of a save: the draft changed since the editor's copy; both versions, nothing overwritten. */
export interface DraftConflict {
  message: string;
  statusCode: 409;
  yours: { value: Record<string, unknown>; revision: number };
  theirs: ContentDraft;
}

/** POST /api/content/{section}/pictures: the stored picture and the widths it is kept at. */
export interface ContentPictureUploaded {
  id: string;
  width: number;
  height: number;
  widths: number[];
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

/** POST /api/content/{section}/canary/promote: the canary's content, live for everyone now, and the one it replaced. */
export interface ContentCanaryPromoted {
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

/** `/api/content/{section}/schedules/{id}` */
export const contentScheduleParamsSchema = object({ section: sectionParam(), id: paramField('id') });

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** POST /api/content/{section}/schedules: when to publish the section's drafts, a time with its offset (`2027-03-31T18:30:00Z`, `2027-04-01T00:00:00+05:30`). */
export const scheduleContentSchema = object({
  at: string()
    .strict()
    .typeError('at must be a time')
    .required('at is required')
    .matches(ISO_TIME, 'at must be a time with its offset, such as 2027-04-01T00:00:00+05:30')
    .test('real', 'at must be a real time', (value) => value === undefined || isRealTime(value)),
});

/** A time whose date exists (no 30 February, which Date.parse would roll over) and whose hours and minutes do. */
function isRealTime(value: string): boolean {
  const [year, month, day, hour, minute] = value.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && !Number.isNaN(Date.parse(value));
}

/** A scheduled content release as editors read it. */
export interface ContentScheduleView {
  id: string;
  section: string;
  /** The entries whose drafts it publishes. */
  entries: string[];
  /** ISO time it runs at. */
  at: string;
  by: string;
  state: 'pending' | 'running' | 'done' | 'refused' | 'cancelled';
  /** What became of it: the version published (and how late), or why it was refused. */
  outcome?: string;
}

/** `/api/content/{section}/{entry}/draft` */
export const contentEntryParamsSchema = object({ section: sectionParam(), entry: paramField('entry') });

/** PUT /api/admin/users/{id}/editor: grant (true) or revoke (false) the editor grant. */
export const editorGrantSchema = object({
  editor: boolean().strict().typeError('editor must be true or false').required('editor is required'),
});

/** POST /api/admin/editors: grants the editor role to the account with this address. */
export const editorByEmailSchema = object({ email: emailField('email is required') });

/** An account that may edit the site's content, as administrators list them. */
export interface EditorView {
  id: string;
  email: string;
  name: string;
  /** ISO time the grant was given. */
  since: string;
}

/** GET /api/admin/editors: every editor, the longest-standing first. */
export interface EditorsList {
  editors: EditorView[];
}
