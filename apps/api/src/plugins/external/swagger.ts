import fastifySwagger from '@fastify/swagger';
import { errorBodySchema, isSchema, requestExampleOf, toJsonSchema, type JsonSchema } from '@wtm/contract/api-schemas';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isUnder } from '../../lib/request-path.ts';
import { requireAdmin, requireEditor, requireUser } from '../app/auth.ts';
import { routeNeedsXsrf } from '../app/xsrf.ts';

/** Where the OpenAPI 3.1 document is served (a fixed address: deployments and their tests rely on it). */
export const OPENAPI_PATH = '/api/openapi.json';
/** Where Swagger UI shows it (swagger-ui.ts). */
export const DOCS_PREFIX = '/api/docs';

// The API is everything under /api and /users, and the operations' own paths. Pages,
// files, the SPA fallback and the docs themselves stay out of the document.
const OPERATIONS = new Set(['/healthz', '/readyz', '/remotes.json']);
const API_PREFIXES = ['/api', '/users'];

function isDocumented(url: string): boolean {
  if (url === OPENAPI_PATH || isUnder(url, DOCS_PREFIX)) return false;
  return OPERATIONS.has(url) || API_PREFIXES.some((prefix) => isUnder(url, prefix));
}

// A route at a prefix's '/' (`/users` + '/') answers with and without the slash; the documented path has none.
const withoutTrailingSlash = (url: string) => (url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);

type Auth = 'user' | 'admin' | 'editor' | undefined;

function authOf(route: RouteOptions): Auth {
  const hooks: unknown[] = [route.preValidation, route.preHandler].flat();
  if (hooks.includes(requireAdmin)) return 'admin';
  if (hooks.includes(requireEditor)) return 'editor';
  return hooks.includes(requireUser) ? 'user' : undefined;
}

/**
 * A request part's JSON Schema with the contract's example: the body's as a whole, a
 * parameter's on its property (Swagger UI would otherwise invent values from the patterns).
 */
function documentedPart(part: 'body' | 'querystring' | 'params', schema: Parameters<typeof toJsonSchema>[0]): JsonSchema {
  const json = toJsonSchema(schema);
  const example = requestExampleOf(schema) as Record<string, unknown> | undefined;
  if (example === undefined) return json;
  if (part === 'body') return { ...json, examples: [example] };
  const properties = json.properties as Record<string, JsonSchema>;
  for (const [name, value] of Object.entries(example)) properties[name] = { ...properties[name], examples: [value] };
  return json;
}

const errorBody = toJsonSchema(errorBodySchema);
const refusal = (description: string): JsonSchema => ({ description, ...errorBody });

/** The refusals that come from the request's checks rather than the route's own code. */
function checkRefusals(validated: boolean, auth: Auth, xsrf: boolean): Record<number, JsonSchema> {
  const refusals: Record<number, JsonSchema> = {};
  if (validated) refusals[400] = refusal("The input breaks a rule of spec §5: `errors` holds each field's first message, `message` the first of them.");
  if (auth !== undefined) refusals[401] = refusal('No live session: sign in again (answered with `WWW-Authenticate: Bearer`).');
  const forbidden = [xsrf && 'the X-XSRF-TOKEN header does not repeat the XSRF-TOKEN cookie, or that is not signed with the xsrf-secret cookie', auth === 'admin' && 'the caller is not an administrator', auth === 'editor' && 'the caller is not an editor'].filter(Boolean);
  if (forbidden.length > 0) refusals[403] = refusal(`Refused: ${forbidden.join('; ')}.`);
  return refusals;
}

/**
 * The OpenAPI 3.1 document of the API, built by @fastify/swagger from the routes as they
 * are declared: the contract's yup schemas (body, querystring, params) become JSON Schema,
 * the answers are the JSON Schemas the serializer writes them with, and each operation's
 * security and check refusals are read from the hooks that enforce them (requireUser,
 * requireAdmin, the XSRF rule). Register before the routes: it collects them as they are
 * added, and must see their hooks before the background plugin wraps them.
 */
export const swaggerPlugin = fp(
  async (app) => {
    const authOfRoute = new WeakMap<object, Auth>();
    app.addHook('onRoute', (route) => {
      authOfRoute.set(route, authOf(route));
    });

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'WTM portal API',
          version: '1.0.0',
          description:
            'The calls of the WTM customer portal (spec §7 and the issues after it). Errors answer `{ message, statusCode }`; invalid input adds `errors` (field → message). Signed-in calls send `Authorization: Bearer <token>`; POST, PUT and DELETE under /api and /users repeat the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.',
        },
        tags: [
          { name: 'Accounts', description: 'Registration, sign-in and sign-out, password recovery' },
          { name: 'Users', description: 'The user records' },
          { name: 'Account home', description: 'Products of a customer: lists, open, start' },
          { name: 'Sales enquiry', description: 'The contact form' },
          { name: 'Hand-off', description: 'Called by a product with the token it was opened with' },
          { name: 'Operations', description: 'Health, readiness and the runtime manifest' },
          { name: 'Content', description: "The editors' content of the public pages: drafts, publishing, the audit trail" },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'The `token` of a sign-in or registration answer.' },
            xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The value of the XSRF-TOKEN cookie, repeated.' },
            xsrfCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: 'XSRF-TOKEN',
              description: 'Set by any answer of this origin that finds no valid one, signed with the HttpOnly `xsrf-secret` cookie set beside it (a browser sends both).',
            },
          },
        },
      },
      transform: ({ schema, url: declared, route }) => {
        const url = withoutTrailingSlash(declared);
        if (!isDocumented(url)) return { schema: { ...schema, hide: true }, url };
        const methods: string[] = [route.method].flat();
        const auth = authOfRoute.get(route);
        const xsrf = methods.some((method) => routeNeedsXsrf(method, url));
        const document: Record<string, unknown> = { ...schema };
        for (const part of ['body', 'querystring', 'params'] as const) {
          if (isSchema(document[part])) document[part] = documentedPart(part, document[part]);
        }
        // A route taking a file's bytes (its own parser, `consumes`, no JSON body to validate) documents the body as binary.
        if (document.consumes !== undefined && document.body === undefined) document.body = { type: 'string', format: 'binary' };
        const validated = ['body', 'querystring', 'params'].some((part) => document[part] !== undefined);
        const requirement = { ...(auth === undefined ? {} : { bearerAuth: [] }), ...(xsrf ? { xsrfHeader: [], xsrfCookie: [] } : {}) };
        if (Object.keys(requirement).length > 0) document.security = [requirement];
        document.response = { ...checkRefusals(validated, auth, xsrf), ...(schema?.response as object | undefined) };
        return { schema: document, url };
      },
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
  },
  { name: 'swagger' },
);
