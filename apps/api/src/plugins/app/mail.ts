import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailWorker, type MailWorker } from '../../mail/mail-worker.ts';
import { createOutbox, type Outbox } from '../../mail/outbox.service.ts';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';
import { createFileTransport, createSmtpTransport } from '../../mail/transports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** queueMail(transaction, mail): mail written with the change that causes it. */
    outbox: Outbox;
    /** Delivers the outbox; runOnce() delivers what is due now (tests, tools). */
    mailWorker: MailWorker;
  }
}

export interface MailPluginOptions {
  /** Poll the outbox in the background (the running service); tests call runOnce(). */
  startWorker: boolean;
}

/**
 * The outbox and its worker (decision 0014). SMTP_URL set: SMTP; unset: .eml
 * files under <DATA_DIR>/mail with their links logged (local development).
 */
export const mailPlugin = fp(
  async (app, options: MailPluginOptions) => {
    const { smtpUrl, dataDir, mailFrom, salesEmail, budgets = DEFAULT_ABUSE_BUDGETS } = app.config;
    const log = app.log.child({ component: 'mail' });
    const transport = smtpUrl === undefined ? createFileTransport(join(dataDir, 'mail'), log) : createSmtpTransport(smtpUrl);
    const worker = createMailWorker({
      db: app.db,
      transport,
      mailFrom,
      log,
      onPass: (summary) => {
        for (const [outcome, count] of Object.entries(summary)) if (count > 0) app.metrics.mailDeliveries.inc({ outcome }, count);
      },
    });
    // The sales inbox is kept quiet by the digest instead (services/sales-enquiry/digest.ts).
    app.decorate('outbox', createOutbox({ recipientCap: { perDay: budgets.mailsPerRecipientPerDay, exempt: [salesEmail] } }));
    app.decorate('mailWorker', worker);
    if (options.startWorker) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
    log.info({ mode: transport.mode }, 'mail outbox ready');
  },
  { name: 'mail', dependencies: ['database'] },
);
