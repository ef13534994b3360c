import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { DOCS_PREFIX } from './swagger.ts';

/**
 * Swagger UI for the OpenAPI document at /api/docs, its files served from the npm package
 * (nothing is fetched from elsewhere: no validator badge, no CDN). Its page loads only
 * scripts of its own, so the site's CSP applies unchanged (scripts 'self', inline styles).
 * It reads the document at /api/docs/json, the same object as /api/openapi.json.
 */
export const swaggerUiPlugin = fp(
  async (app) => {
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'WTM portal API' },
      // BaseLayout: the document alone, without the bar for exploring other URLs.
      uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    });
  },
  { name: 'swagger-ui', dependencies: ['swagger'] },
);
