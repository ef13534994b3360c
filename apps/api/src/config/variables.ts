import { isIP } from 'node:net';
import envSchema from 'env-schema';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';

// Each variable is a JSON Schema (written with TypeBox) that env-schema checks: its type,
// range, pattern or format and its default. `problem` completes the sentence
// "<VARIABLE> ..." that stops the start when the value is bad; "(got '<value>')" follows,
// unless the schema is writeOnly: that value may hold a password and is never repeated.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's trustProxy: off, trust everything, a hop count, or trusted addresses. */
export type TrustProxy = boolean | number | string[];

type Env = Record<string, string | undefined>;

const MAX_WHOLE_NUMBER = 999_999_999;

/** A whole number from `min` up (milliseconds, counts), `fallback` when unset. */
export const wholeNumber = (min: number, fallback: number) =>
  Type.Integer({ minimum: min, maximum: MAX_WHOLE_NUMBER, default: fallback, problem: `must be a whole number, at least ${min}` });

/** A whole number from `min` up whose default depends on something else (or is another module's). */
export const optionalWholeNumber = (min: number) =>
  Type.Optional(Type.Integer({ minimum: min, maximum: MAX_WHOLE_NUMBER, problem: `must be a whole number, at least ${min}` }));

export const httpUrl = () => Type.Optional(Type.String({ format: 'http-url', problem: 'must be an http:// or https:// URL' }));

/** A folder or file, absolute or relative to the working directory. */
export const path = () => Type.Optional(Type.String());

/** `true`/`false` and the words people write for them, in any case. */
export const onOff = (fallback: boolean) =>
  Type.String({ pattern: '^(?i:1|true|on|yes|0|false|off|no)$', default: String(fallback), problem: 'must be true or false' });

export const isOn = (value: string): boolean => /^(?:1|true|on|yes)$/i.test(value);

export const logLevel = () =>
  Type.String({ pattern: `^(?i:${LOG_LEVELS.join('|')})$`, default: 'info', problem: `must be one of ${LOG_LEVELS.join(', ')}` });

const PROXY_WORDS = ['false', 'off', 'no', 'true', 'on', 'yes'];

export const trustProxy = () =>
  Type.Union([Type.String({ pattern: `^(?i:${PROXY_WORDS.join('|')})$` }), Type.String({ pattern: '^\\d+$' }), Type.String({ format: 'proxy-list' })], {
    default: 'false',
    problem: 'must be false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs',
  });

export function trustProxyOf(value: string): TrustProxy {
  if (/^(?:false|off|no)$/i.test(value)) return false;
  if (/^(?:true|on|yes)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return listItems(value);
}

/** Links are built as `${url}/path`, so an http(s) URL is kept without a trailing slash. */
export const normalizedUrl = (value: string): string => new URL(value).toString().replace(/\/+$/, '');

export const listItems = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export const originsOf = (value: string): string[] => listItems(value).map((item) => new URL(item).origin);

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What JSON Schema has no words for: URLs of a scheme, origins, IP addresses and CIDRs. */
const FORMATS: Record<string, (value: string) => boolean> = {
  'http-url': (value) => isUrlOf(value, ['http:', 'https:']),
  'smtp-url': (value) => isUrlOf(value, ['smtp:', 'smtps:']),
  'origin-list': (value) => listItems(value).every((item) => isUrlOf(item, ['http:', 'https:']) && new URL(item).origin === item.replace(/\/$/, '')),
  'proxy-list': (value) => listItems(value).length > 0 && listItems(value).every((item) => PROXY_KEYWORDS.has(item) || isIP(item.split('/')[0] ?? '') !== 0),
};

function isUrlOf(value: string, protocols: string[]): boolean {
  return URL.canParse(value) && protocols.includes(new URL(value).protocol);
}

type EnvSchemaOptions = NonNullable<Parameters<typeof envSchema>[0]>;
type EnvSchemaAjv = Parameters<Extract<NonNullable<EnvSchemaOptions['ajv']>, { customOptions: unknown }>['customOptions']>[0];

let ajv: EnvSchemaAjv | undefined;

/** env-schema's own Ajv settings (coercion, defaults, every error at once), plus `problem` and the formats. */
function configure(fresh: EnvSchemaAjv): EnvSchemaAjv {
  fresh.addKeyword({ keyword: 'problem', schemaType: 'string' });
  for (const [name, validate] of Object.entries(FORMATS)) fresh.addFormat(name, { type: 'string', validate });
  ajv = fresh;
  return ajv;
}

/** What a set of variables holds once checked: numbers as numbers, defaults filled in. */
export type ValuesOf<P extends TProperties> = Static<TObject<P>>;

export interface ReadVariables<T> {
  values: T;
  /** One sentence per bad variable; each bad one has its default (or none) in `values`. */
  problems: string[];
}

/**
 * Checks the variables `schema` names, trimmed (an empty one is unset), against it once.
 * Every bad one is reported, not only the first, so an operator fixes them in one go.
 */
export function readVariables<P extends TProperties>(schema: TObject<P>, env: Env): ReadVariables<ValuesOf<P>> {
  const data = presentValues(env);
  // The first call configures env-schema's Ajv; later ones reuse it (and its compiled schemas).
  const check = () => envSchema<ValuesOf<P>>({ schema, data, env: false, ajv: ajv ?? { customOptions: configure } });
  try {
    return { values: check(), problems: [] };
  } catch (error) {
    const failed = failedVariables(error);
    const problems = failed.map((name) => problemOf(schema, name, data[name] ?? ''));
    for (const name of failed) delete data[name];
    return { values: check(), problems };
  }
}

/**
 * For the variables another module's parser reads (DATABASE_URL, RELEASE_STORE_URL): its
 * value, or `fallback()` with the parser's message, which completes "<VARIABLE> ...", in `problems`.
 */
export function parsedOr<T>(problems: string[], name: string, parse: () => T, fallback: () => T): T {
  try {
    return parse();
  } catch (error) {
    problems.push(`${name} ${(error as Error).message}`);
    return fallback();
  }
}

/** The sentence that stops the start for a bad value of `name`. */
function problemOf(schema: { properties: TProperties }, name: string, value: string): string {
  const property = schema.properties[name];
  const shown = property?.writeOnly === true ? '' : ` (got '${value}')`;
  return `${name} ${(property?.problem as string | undefined) ?? 'is invalid'}${shown}`;
}

function presentValues(env: Env): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed !== undefined && trimmed !== '') present[name] = trimmed;
  }
  return present;
}

function failedVariables(error: unknown): string[] {
  const errors = (error as { errors?: { instancePath: string }[] }).errors;
  if (!Array.isArray(errors)) throw error;
  return [...new Set(errors.map((each) => each.instancePath.split('/')[1] ?? ''))].filter((name) => name !== '');
}
