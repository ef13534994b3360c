import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prerenderChannel, type PrerenderReport } from '@wtm/releases';
import { liveVersions } from './releases.ts';
import { startMetricsServer, type MetricsServer } from '../../services/metrics/metrics-server.ts';
import { createSiteMetrics, statusClass, type ScrapeReadings, type SiteMetrics } from '../../services/metrics/site-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Prometheus metrics; routes and workers count on them. */
    metrics: SiteMetrics & {
      /** Serves GET /metrics on a port of its own (main.ts, METRICS_PORT); closed with the app. */
      listen(port: number, host: string): Promise<MetricsServer>;
    };
  }
}

/** The label of requests no route took: the not-found handler serves pages, redirects home and 404s. */
export const PAGES_ROUTE = '(pages)';

/**
 * Prometheus metrics (docs/decisions/0046): requests per route template and status class,
 * the site's business as it happens, and at each scrape the outbox, the live releases and
 * the database pool.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createSiteMetrics(scrapeReadings(app));
    let server: MetricsServer | undefined;
    app.decorate('metrics', {
      ...metrics,
      async listen(port: number, host: string) {
        server = await startMetricsServer(metrics.registry, port, host, app.log);
        return server;
      },
    });
    // METRICS_PORT=0: nothing reads them, so requests are not timed either.
    if (app.config.metricsPort !== 0) {
      app.addHook('onResponse', async (request, reply) => {
        const labels = { method: request.method, route: request.routeOptions.url ?? PAGES_ROUTE, status_class: statusClass(reply.statusCode) };
        metrics.http.requests.inc(labels);
        metrics.http.duration.observe(labels, reply.elapsedTime / 1000);
      });
    }
    // The release platform reports each prerender it runs in this process (packages/releases, prerender-channel.ts).
    const onPrerender = (message: unknown) => {
      const { outcome, seconds } = message as PrerenderReport;
      metrics.prerenders.observe({ outcome }, seconds);
    };
    prerenderChannel.subscribe(onPrerender);
    app.addHook('onClose', async () => {
      prerenderChannel.unsubscribe(onPrerender);
      await server?.close();
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);

/** What a scrape reads; the database and the releases are there by the time anything scrapes. */
function scrapeReadings(app: FastifyInstance): ScrapeReadings {
  // Both outbox gauges collect at once in a scrape: the second shares the first's read.
  let outboxRead: ReturnType<ScrapeReadings['outbox']> | undefined;
  return {
    outbox() {
      outboxRead ??= readOutbox(app)
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'metrics: the outbox could not be read');
          return undefined;
        })
        .finally(() => (outboxRead = undefined));
      return outboxRead;
    },
    liveReleases: () => liveVersions(app.liveReleases),
    canariesRunning: () =>
      app.canaries.list().then(
        (canaries) => canaries.length,
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics: the canaries could not be read');
          return undefined;
        },
      ),
    pool: () => app.databasePool(),
    now: Date.now,
  };
}

async function readOutbox(app: FastifyInstance): Promise<{ depth: number; oldestCreatedAt: number | null }> {
  const row = await app.db
    .selectFrom('mail_outbox')
    .where('status', '=', 'pending')
    .select((eb) => [eb.fn.countAll<number>().as('depth'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), oldestCreatedAt: row.oldest === null ? null : Number(row.oldest) };
}
