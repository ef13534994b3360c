import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type AddressObject } from 'mailparser';

/** A message the SMTP capture received (support/smtp-capture.ts), parsed. */
export interface CapturedMail {
  /** RCPT TO addresses (the capture's X-Envelope-To line). */
  envelopeTo: string[];
  subject: string;
  replyTo: string;
  text: string;
  html: string;
  /** Attachments (an `.ics` invitation, the inline logo), their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; cid: string; content: string }[];
}

const firstAddress = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address ?? '';

async function parseFile(file: string): Promise<CapturedMail> {
  const raw = await readFile(file, 'utf8');
  const parsed = await simpleParser(raw);
  const envelope = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
  return {
    envelopeTo: envelope.split(',').map((address) => address.trim()).filter(Boolean),
    subject: parsed.subject ?? '',
    replyTo: firstAddress(parsed.replyTo),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((item) => ({
      filename: item.filename ?? '',
      contentType: item.contentType,
      cid: item.cid ?? '',
      content: item.content.toString('utf8'),
    })),
  };
}

async function readMailbox(): Promise<CapturedMail[]> {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set: the global setup starts the SMTP capture.');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map((file) => parseFile(path.join(dir, file))));
}

/** Every captured mail to `to` that matches (also to prove something was not sent). */
export async function capturedMails(to: string, match: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail[]> {
  return (await readMailbox()).filter((mail) => mail.envelopeTo.includes(to) && match(mail));
}

/** Waits until the SMTP server has received a mail to `to` that matches, and returns the newest. */
export async function waitForMail(to: string, match: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(async () => {
      found = (await capturedMails(to, match)).at(-1);
      return Boolean(found);
    }, { message: `a mail to ${to}`, timeout: 20_000 })
    .toBe(true);
  return found as CapturedMail;
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in the mail "${mail.subject}".`);
  return link;
}
