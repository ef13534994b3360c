import type { Executor } from '../db/schema.ts';
import { findDueMails, type MailRow } from '../repositories/mail-outbox.repository.ts';
import { deliverDueMail, type MailDeliveryDeps, type MailDeliveryLogger, type MailRunSummary } from './mail-delivery.ts';
import { senderDomain } from './mail-message.ts';
import type { MailTransport } from './transports.ts';

export type { MailRunSummary } from './mail-delivery.ts';

/** Delivers the outbox: polls for due mail, and can be woken or run on demand. */
export interface MailWorker {
  /** Starts polling (main app only; tests call runOnce instead). */
  start(): void;
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
  /** One pass over every mail due now; waits for a pass in progress first. */
  runOnce(): Promise<MailRunSummary>;
  /** Asks for a pass at once, e.g. after committing a transaction that queued mail. */
  wake(): void;
  /**
   * Runs `produce` at the start of every pass, before due mail is read: work that queues
   * mail on a schedule rather than in a request (the sales enquiry digest). A failure is
   * logged and the pass goes on.
   */
  addProducer(name: string, produce: () => Promise<unknown>): void;
}

export type MailWorkerLogger = MailDeliveryLogger;

export interface MailWorkerDeps {
  db: Executor;
  transport: MailTransport;
  mailFrom: string;
  log: MailWorkerLogger;
  now?: () => number;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Deliveries at once, so one stuck SMTP connection does not hold up the rest. */
  concurrency?: number;
  /** How long a claimed mail belongs to one attempt; far above the SMTP timeouts. */
  leaseMs?: number;
  /** Told what each pass did, also when a database failure cut it short (metrics). */
  onPass?: (summary: MailRunSummary) => void;
}

const MAX_BATCHES_PER_PASS = 50;

export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const { db, log, now = Date.now, pollIntervalMs = 5000, batchSize = 20, concurrency = 4 } = deps;
  const delivery: MailDeliveryDeps = { ...deps, domain: senderDomain(deps.mailFrom), now, leaseMs: deps.leaseMs ?? 5 * 60_000 };
  const producers: Array<{ name: string; produce: () => Promise<unknown> }> = [];
  let current: Promise<MailRunSummary> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let wakeRequested = false;

  async function runProducers(): Promise<void> {
    for (const { name, produce } of producers) {
      try {
        await produce();
      } catch (error) {
        log.error({ err: error, producer: name }, 'mail producer failed; the pass goes on');
      }
    }
  }

  /**
   * Every mail due now, `concurrency` at a time: each lane takes the next mail as soon as
   * its last one is done, and the lanes share one read-ahead of due rows.
   */
  async function pass(): Promise<MailRunSummary> {
    await runProducers();
    const summary: MailRunSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };
    const queue: MailRow[] = [];
    let batches = 0;
    let exhausted = false;
    let reading: Promise<void> | undefined;

    async function readDue(): Promise<void> {
      batches += 1;
      const due = await findDueMails(db, now(), batchSize);
      queue.push(...due);
      if (due.length < batchSize || batches >= MAX_BATCHES_PER_PASS) exhausted = true;
    }

    async function nextMail(): Promise<MailRow | undefined> {
      while (queue.length === 0 && !exhausted) {
        reading ??= readDue().finally(() => (reading = undefined));
        await reading;
      }
      return queue.shift();
    }

    async function lane(): Promise<void> {
      try {
        for (let mail = await nextMail(); mail !== undefined; mail = await nextMail()) await deliverDueMail(delivery, mail, summary);
      } catch (error) {
        // The database failed: the other lanes finish what they hold and take no more.
        exhausted = true;
        queue.length = 0;
        throw error;
      }
    }

    // Settled, not raced: the pass ends only when no delivery of it is still running.
    const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
    deps.onPass?.(summary);
    const failed = lanes.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    return summary;
  }

  function runOnce(): Promise<MailRunSummary> {
    const next = (current ?? Promise.resolve()).catch(() => undefined).then(pass);
    current = next;
    const forget = () => {
      if (current === next) current = undefined;
    };
    next.then(forget, forget);
    return next;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    wakeRequested = false;
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'mail worker pass failed; will try again');
    }
    if (polling) schedule(wakeRequested ? 0 : pollIntervalMs);
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      schedule(0);
    },
    async stop() {
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
    runOnce,
    wake() {
      if (!polling) return;
      // During a pass, the pass's end schedules the next one at once.
      if (timer === undefined) wakeRequested = true;
      else schedule(0);
    },
    addProducer(name, produce) {
      producers.push({ name, produce });
    },
  };
}
