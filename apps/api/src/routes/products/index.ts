import type { FastifyInstance } from 'fastify';
import { checkFailedPage, refusedPage, signedInPage, unknownProductPage } from './landing-content.ts';
import { sendSitePage } from './site-page.ts';

interface OpenRequest {
  Params: { slug: string };
  Querystring: { handoff?: string | string[] };
}

/**
 * `GET /products/<slug>/open?handoff=<token>`: the default product page. It
 * verifies (and so consumes) the hand-off token like a real product would, and says
 * which product and workspace the customer reached; a refused token gets a clear page
 * with a link back to /account/home. Never a 500: a failure to check is a 503 page.
 */
export async function productPagesRoutes(app: FastifyInstance): Promise<void> {
  app.get<OpenRequest>('/products/:slug/open', async (request, reply) => {
    const product = app.products.catalogue.bySlug(request.params.slug);
    if (product === undefined) return sendSitePage(reply, 404, unknownProductPage);
    const token = request.query.handoff;
    if (typeof token !== 'string' || token === '') {
      const { status, page } = refusedPage(product.name, 'missing');
      return sendSitePage(reply, status, page);
    }
    try {
      const result = await app.handoff.verify(token, { expectedProduct: product.code });
      if (!result.ok) {
        request.log.info({ productCode: product.code, reason: result.reason }, 'hand-off refused');
        const { status, page } = refusedPage(product.name, result.reason);
        return sendSitePage(reply, status, page);
      }
      const { workspace, email } = result.handedOver;
      return sendSitePage(reply, 200, signedInPage(product.name, workspace, email));
    } catch (error) {
      request.log.error({ err: error, productCode: product.code }, 'hand-off check failed');
      return sendSitePage(reply, 503, checkFailedPage);
    }
  });
}
