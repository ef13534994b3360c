import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** RCPT TO addresses. */
  to: string[];
  /** The whole message as received. */
  raw: string;
  /** The message with quoted-printable undone, for finding links and text. */
  decoded: string;
  /** Value of the Message-ID header. */
  messageId: string | undefined;
  /** When the server had the whole message (epoch ms). */
  receivedAt: number;
}

export interface SmtpCapture {
  port: number;
  /** SMTP_URL for the app. */
  url: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 for every connection.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        messages.push({ to, raw, decoded: decodeQuotedPrintable(raw), messageId: /^Message-ID: *(.+)$/im.exec(raw)?.[1]?.trim(), receivedAt: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port that was free a moment ago (for "the SMTP server is down"). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset code in a captured mail's link. */
export function resetCodeIn(mail: CapturedMail): string | undefined {
  return /\/login\/changePassword\?hash=([A-Za-z0-9_-]+)/.exec(mail.decoded)?.[1];
}
