import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Every metric an instance exposes on METRICS_PORT (docs/decisions/0046). Labels are
// bounded sets only: a route template, a method, a status class, an outcome word, a
// release name. Never an address, an id, a raw path or a user agent.

/** Latency buckets from 5 ms to 5 s: the pages' and sign-in's budgets fall between them. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export type SignInOutcome = 'signed-in' | 'rejected' | 'challenge-required' | 'throttled';
export type MailOutcome = 'sent' | 'retried' | 'failed' | 'expired';

export interface SiteMetrics {
  registry: Registry;
  http: {
    requests: Counter<'method' | 'route' | 'status_class'>;
    duration: Histogram<'method' | 'route' | 'status_class'>;
  };
  signIns: Counter<'outcome'>;
  registrations: Counter;
  emailVerifications: Counter;
  passwordResets: Counter<'stage'>;
  salesEnquiries: Counter;
  webinarRegistrations: Counter;
  productStarts: Counter<'product'>;
  handoffs: Counter<'outcome'>;
  telemetryBeacons: Counter<'outcome'>;
  mailDeliveries: Counter<'outcome'>;
  releaseSwitches: Counter<'name'>;
  prerenders: Histogram<'outcome'>;
  rateLimitDecisions: Counter<'rule' | 'decision'>;
  canaryVerdicts: Counter<'verdict'>;
  canaryVerdictRuns: Counter<'outcome'>;
  canaryVerdictLastRun: Gauge;
  challenges: Counter<'decision'>;
  databaseQueryErrors: Counter;
}

/** Reads taken when Prometheus scrapes: what is true now, not counted as it happens. */
export interface ScrapeReadings {
  /**
   * Unsent mail: how many, and when the oldest was queued (epoch ms), or null when none;
   * undefined when the database could not say (the gauges keep their last values).
   */
  outbox(): Promise<{ depth: number; oldestCreatedAt: number | null } | undefined>;
  /** The version this instance serves of each release name (shell, books, crm, account). */
  liveReleases(): Record<string, string | undefined>;
  /** Canaries running now, site-wide; undefined when the database could not say. */
  canariesRunning(): Promise<number | undefined>;
  /** PostgreSQL's pool, or undefined on SQLite (one connection, no pool). */
  pool(): { total: number; idle: number; waiting: number } | undefined;
  now(): number;
}

export function createSiteMetrics(readings: ScrapeReadings): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which promtool warns of; the event loop, heap, GC and CPU remain.
  for (const misnamed of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(misnamed);
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) => new Counter<L>({ name, help, labelNames, registers });

  new Gauge({
    name: 'wtm_mail_outbox_depth',
    help: 'Mail waiting to be delivered (pending), on the whole database.',
    registers,
    async collect() {
      const outbox = await readings.outbox();
      if (outbox !== undefined) this.set(outbox.depth);
    },
  });
  new Gauge({
    name: 'wtm_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting to be delivered; 0 when none waits.',
    registers,
    async collect() {
      const outbox = await readings.outbox();
      if (outbox === undefined) return;
      this.set(outbox.oldestCreatedAt === null ? 0 : Math.max(0, (readings.now() - outbox.oldestCreatedAt) / 1000));
    },
  });
  new Gauge({
    name: 'wtm_release_live_info',
    help: 'The release this instance serves: 1 for each name and version.',
    labelNames: ['name', 'version'] as const,
    registers,
    collect() {
      this.reset();
      for (const [name, version] of Object.entries(readings.liveReleases())) if (version !== undefined) this.set({ name, version }, 1);
    },
  });
  new Gauge({
    name: 'wtm_canaries_running',
    help: 'Canary releases running now, site-wide (the same on every instance).',
    registers,
    async collect() {
      const running = await readings.canariesRunning();
      if (running !== undefined) this.set(running);
    },
  });
  new Gauge({
    name: 'wtm_db_pool_connections',
    help: "PostgreSQL pool connections by state (in_use, idle, waiting: queries queued for one); absent on SQLite.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = readings.pool();
      if (pool === undefined) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    http: {
      requests: counter('wtm_http_requests_total', 'Requests answered, by method, route template and status class.', ['method', 'route', 'status_class']),
      duration: new Histogram({
        name: 'wtm_http_request_duration_seconds',
        help: 'Time to answer a request, by method, route template and status class.',
        labelNames: ['method', 'route', 'status_class'],
        buckets: LATENCY_BUCKETS,
        registers,
      }),
    },
    signIns: counter('wtm_sign_ins_total', 'Sign-in attempts by outcome (signed-in, rejected, challenge-required, throttled, second-factor; second-step-* and passkey-* for the second step and passkeys).', ['outcome']),
    registrations: counter('wtm_registrations_total', 'Accounts registered.'),
    emailVerifications: counter('wtm_email_verifications_total', 'E-mail addresses confirmed.'),
    passwordResets: counter('wtm_password_resets_total', 'Password resets by stage (requested, completed).', ['stage']),
    salesEnquiries: counter('wtm_sales_enquiries_total', 'Sales enquiries accepted.'),
    webinarRegistrations: counter('wtm_webinar_registrations_total', 'Webinar registrations accepted.'),
    productStarts: counter('wtm_product_starts_total', 'Products started from Account Home, by product.', ['product']),
    handoffs: counter('wtm_handoffs_total', 'Hand-off tokens checked by a product, by outcome (valid, invalid).', ['outcome']),
    telemetryBeacons: counter('wtm_telemetry_beacons_total', 'Field-data beacons by outcome (accepted, refused, opted-out: Do Not Track or Global Privacy Control).', ['outcome']),
    mailDeliveries: counter('wtm_mail_deliveries_total', 'Mail delivery attempts by outcome (sent, retried, failed, expired).', ['outcome']),
    canaryVerdicts: counter('wtm_canary_verdicts_total', "Canary verdicts this instance reached, by kind (wait, promote, rollback).", ['verdict']),
    canaryVerdictRuns: counter('wtm_canary_verdict_runs_total', 'Passes of the canary verdict job, by outcome (done, failed).', ['outcome']),
    canaryVerdictLastRun: new Gauge({ name: 'wtm_canary_verdict_last_success_timestamp_seconds', help: 'When the canary verdict job last finished a pass (Unix time).', registers }),
    rateLimitDecisions: counter('wtm_rate_limit_decisions_total', 'Rate-limit checks by rule and decision (allowed, limited).', ['rule', 'decision']),
    challenges: counter('wtm_challenges_total', 'Proof-of-work challenges issued or throttled, and solutions checked by verdict (accepted, missing, malformed, expired, forged, used).', ['decision']),
    releaseSwitches: counter('wtm_release_switches_total', 'Times this instance started serving another release of a name.', ['name']),
    prerenders: new Histogram({
      name: 'wtm_prerender_duration_seconds',
      help: "Prerenders this instance ran (a content publish, canary, preview or schedule, this site's own pages), by outcome (rendered; refused: a page failed its checks; failed).",
      labelNames: ['outcome'],
      // A publish's budget is 10 s with every page; a render process is killed at 60 s.
      buckets: [0.5, 1, 2.5, 5, 10, 20, 30, 60],
      registers,
    }),
    databaseQueryErrors: counter('wtm_db_query_errors_total', 'Database queries that failed.'),
  };
}

/** `2xx` for 204: the status class label of an answer. */
export const statusClass = (statusCode: number): string => `${Math.floor(statusCode / 100)}xx`;
