import fp from 'fastify-plugin';
import { deleteExpiredHandoffs } from '../../repositories/product-handoffs.repository.ts';
import { createProductsCatalogue } from '../../services/products/catalogue.ts';
import { createHandoffService, type HandoffService } from '../../services/products/handoff.ts';
import { loadHandoffSecret } from '../../services/products/handoff-secret.ts';
import { createProvisioning, recordOnlyProvisioner, type ProductProvisioner } from '../../services/products/provisioning.ts';
import { createProductsService, type ProductsService } from '../../services/products/products.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account home: product lists, opening and starting products. */
    products: ProductsService;
    /** Hand-off tokens: issued with each projectUrl, verified once by the product. */
    handoff: HandoffService;
  }
}

export interface ProductsPluginOptions {
  /** Delete long-expired hand-off nonces hourly (the running service); off in tests. */
  startWorker?: boolean;
  /** What sets a product up; default: nothing to call (decision 0012). Tests pass slow or failing ones. */
  provisioner?: ProductProvisioner;
  /** The clock of tokens and assignments; tests move it to expire tokens. */
  now?: () => number;
  /** How long a confirm waits for provisioning before answering "still being set up". */
  answerWithinMs?: number;
  /** How long one provisioning step may take. */
  stepTimeoutMs?: number;
}

const CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Used and expired nonces are kept a day, for anyone looking into a failed hand-off. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

/** Product catalogue, hand-off tokens, provisioning and the account-home service (decision 0012). */
export const productsPlugin = fp(
  async (app, options: ProductsPluginOptions) => {
    const { db, config, rateLimiter, background } = app;
    const now = options.now ?? Date.now;
    const log = app.log.child({ component: 'products' });
    const settings = config.products ?? { urls: {} };

    const secret = await loadHandoffSecret(settings.handoffSecret, config.dataDir);
    if (secret.source !== 'env' && secret.source.created) log.info({ file: secret.source.file }, 'hand-off secret generated (set HANDOFF_SECRET to share one between instances)');

    const catalogue = createProductsCatalogue({ publicUrl: config.publicUrl, urls: settings.urls });
    const handoff = createHandoffService({ db, secret: secret.value, now });
    const provisioning = createProvisioning({
      db,
      provisioner: options.provisioner ?? recordOnlyProvisioner,
      background,
      log,
      now,
      ...(options.stepTimeoutMs === undefined ? {} : { stepTimeoutMs: options.stepTimeoutMs }),
    });
    app.decorate('handoff', handoff);
    app.decorate(
      'products',
      createProductsService({
        db,
        catalogue,
        handoff,
        provisioning,
        rateLimiter,
        now,
        ...(options.answerWithinMs === undefined ? {} : { answerWithinMs: options.answerWithinMs }),
      }),
    );
    log.info({ products: catalogue.all.map(({ code, baseUrl }) => ({ code, baseUrl })) }, 'product catalogue ready');

    let timer: NodeJS.Timeout | undefined;
    if (options.startWorker) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          deleteExpiredHandoffs(db, now() - KEEP_EXPIRED_MS).then(
            (deleted) => log.debug({ deleted }, 'expired hand-off nonces deleted'),
            (error: unknown) => log.error({ err: error }, 'hand-off clean-up failed'),
          );
        }, CLEANUP_INTERVAL_MS);
        timer.unref();
      });
    }
    // Runs before the background plugin drains (registered after it), so a provisioning
    // step in progress is aborted (and recorded as failed) instead of holding up shutdown.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      provisioning.close();
    });
  },
  { name: 'products', dependencies: ['config', 'database', 'rate-limiter', 'background', 'auth'] },
);
