import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { mailLogo } from './logo.ts';
import { linksIn, type MailEnvelope } from './mail-message.ts';

/** Delivers one mail; resolves only once the mail was accepted (by the server, or on disk). */
export interface MailTransport {
  readonly mode: 'smtp' | 'file';
  deliver(mail: MailEnvelope): Promise<void>;
  close(): void;
}

export interface TransportLogger {
  info(details: object, message: string): void;
}

/**
 * Bounded waits, so a server that accepts and then says nothing costs one lane of the
 * worker a few seconds, not the outbox; an attempt also ends well inside the worker's
 * lease (mail-worker.ts). nodemailer's own defaults are 2 min, 30 s and 10 min.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * The message nodemailer builds: the parts of the envelope, the logo the HTML part shows
 * (an inline image, `cid:`), and a calendar invitation as nodemailer sends one: a
 * `text/calendar; method=REQUEST` alternative, which mail clients offer to add to the
 * calendar, and the same as an `invite.ics` attachment.
 */
export function messageOf({ calendar, ...mail }: MailEnvelope): SendMailOptions {
  return {
    ...mail,
    attachments: [{ filename: mailLogo.filename, content: mailLogo.content, cid: mailLogo.cid, contentType: 'image/png', contentDisposition: 'inline' }],
    ...(calendar === undefined ? {} : { icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: calendar } }),
  };
}

/**
 * SMTP_URL set: nodemailer over SMTP (smtp:// with STARTTLS when offered, or smtps://), a
 * connection per mail. nodemailer reads options from the URL's query and they win over
 * ours: `smtp://host:587?greetingTimeout=5000&socketTimeout=30000` (milliseconds).
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    mode: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(messageOf(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * SMTP_URL unset: each mail becomes an .eml file under `<DATA_DIR>/mail/`, and its links
 * are logged, so password recovery works on a fresh machine. The links include reset
 * codes: this mode is a local-development convenience, not for production.
 */
export function createFileTransport(folder: string, log: TransportLogger): MailTransport {
  // nodemailer builds the complete MIME message in memory instead of sending it.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'file',
    async deliver(mail) {
      const { message } = await composer.sendMail(messageOf(mail));
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(mail.messageId)}.eml`);
      await writeFile(file, message as Buffer, { flag: 'wx' });
      log.info({ file, to: mail.to, links: linksIn(mail.text) }, `mail written to ${file}, links: ${linksIn(mail.text).join(' ')}`);
    },
    close: () => composer.close(),
  };
}

/** The local part of `<local@domain>`, reduced to characters safe in a file name. */
function fileSafe(messageId: string): string {
  return messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 120);
}
