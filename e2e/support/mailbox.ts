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

function envelopeOf(raw: string): string[] {
  const envelope = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
  return envelope.split(',').map((address) => address.trim()).filter(Boolean);
}

async function parseMail(raw: string): Promise<CapturedMail> {
  const parsed = await simpleParser(raw);
  return {
    envelopeTo: envelopeOf(raw),
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

/**
 * The captured mails whose envelope names `to`, parsed. Only those are parsed: a whole
 * run's mailbox holds hundreds of designed mails, and parsing them all on every poll took
 * longer than a wait allows on a loaded machine.
 */
async function readMailboxFor(to: string): Promise<CapturedMail[]> {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set: the global setup starts the SMTP capture.');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  const raws = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return Promise.all(raws.filter((raw) => envelopeOf(raw).includes(to)).map(parseMail));
}

/** Every captured mail to `to` that matches (also to prove something was not sent). */
export async function capturedMails(to: string, match: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail[]> {
  return (await readMailboxFor(to)).filter(match);
}

/**
 * Waits until the SMTP server has received a mail to `to` that matches, and returns the
 * newest. On a timeout the failure lists the subjects of what did arrive for `to`.
 */
export async function waitForMail(to: string, match: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(async () => {
      const mails = await capturedMails(to);
      found = mails.filter(match).at(-1);
      return found ? 'a matching mail' : { subjectsReceived: mails.map((mail) => mail.subject) };
    }, { message: `a mail to ${to}`, timeout: 20_000 })
    .toBe('a matching mail');
  return found as CapturedMail;
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in the mail "${mail.subject}".`);
  return link;
}
