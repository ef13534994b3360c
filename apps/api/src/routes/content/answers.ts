import type { JsonSchema } from '@wtm/contract/api-schemas';

// The editors' answers as JSON Schema (the wire types of @wtm/contract/content). An
// entry's value is an object of its content type, named by `type`: its fields are the
// content type's schema, checked on every save, so the answer passes it on whole.
const value: JsonSchema = { type: 'object', additionalProperties: true, description: "An entry's value, of its content type" };
const draft: JsonSchema = {
  type: 'object',
  required: ['value', 'revision', 'updatedBy', 'updatedAt'],
  properties: { value, revision: { type: 'integer' }, updatedBy: { type: 'string' }, updatedAt: { type: 'string' } },
};

const canary: JsonSchema = {
  type: 'object',
  required: ['version', 'percent', 'startedAt'],
  properties: { version: { type: 'string' }, percent: { type: 'integer' }, startedAt: { type: 'string' } },
};

export const contentAnswers = {
  section: {
    type: 'object',
    required: ['section', 'entries'],
    properties: {
      section: { type: 'string' },
      liveVersion: { type: 'string' },
      canary,
      entries: {
        type: 'array',
        items: { type: 'object', required: ['entry', 'type'], properties: { entry: { type: 'string' }, type: { type: 'string' }, live: value, draft } },
      },
    },
  },
  draft,
  conflict: {
    type: 'object',
    required: ['message', 'statusCode', 'yours', 'theirs'],
    properties: {
      message: { type: 'string' },
      statusCode: { type: 'integer' },
      yours: { type: 'object', required: ['value', 'revision'], properties: { value, revision: { type: 'integer' } } },
      theirs: draft,
    },
  },
  published: {
    type: 'object',
    required: ['section', 'version', 'published'],
    properties: { section: { type: 'string' }, version: { type: 'string' }, published: { type: 'array', items: { type: 'string' } } },
  },
  preview: {
    type: 'object',
    required: ['section', 'version', 'expiresAt', 'pages'],
    properties: {
      section: { type: 'string' },
      version: { type: 'string' },
      expiresAt: { type: 'string' },
      pages: { type: 'array', items: { type: 'object', required: ['path', 'href'], properties: { path: { type: 'string' }, href: { type: 'string' } } } },
    },
  },
  schedule: {
    type: 'object',
    required: ['id', 'section', 'entries', 'at', 'by', 'state'],
    properties: {
      id: { type: 'string' },
      section: { type: 'string' },
      entries: { type: 'array', items: { type: 'string' } },
      at: { type: 'string' },
      by: { type: 'string' },
      state: { type: 'string', enum: ['pending', 'running', 'done', 'refused', 'cancelled'] },
      outcome: { type: 'string' },
    },
  },
  canaryStarted: {
    type: 'object',
    required: ['section', 'canary', 'published'],
    properties: { section: { type: 'string' }, canary, published: { type: 'array', items: { type: 'string' } } },
  },
  rolledBack: {
    type: 'object',
    required: ['section', 'version'],
    properties: { section: { type: 'string' }, version: { type: 'string' }, previous: { type: 'string' } },
  },
  audit: {
    type: 'array',
    items: {
      type: 'object',
      required: ['at', 'actor', 'action', 'section'],
      properties: { at: { type: 'string' }, actor: { type: 'string' }, action: { type: 'string' }, section: { type: 'string' }, entry: { type: 'string' }, before: {}, after: {} },
    },
  },
} satisfies Record<string, JsonSchema>;

export const scheduleListAnswer: JsonSchema = { type: 'array', items: contentAnswers.schedule };

export const pictureAnswer: JsonSchema = {
  type: 'object',
  required: ['id', 'width', 'height', 'widths'],
  properties: {
    id: { type: 'string', pattern: '^p-[0-9a-f]{20}$' },
    width: { type: 'integer', description: 'The width of the largest stored file, in pixels' },
    height: { type: 'integer' },
    widths: { type: 'array', items: { type: 'integer' }, description: 'Every width it is stored at, as AVIF and WebP' },
  },
};
