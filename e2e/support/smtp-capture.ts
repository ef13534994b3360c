import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that writes every message it accepts to
 * `<dir>/<n>.eml`, so tests in any worker can read the mail the site sent.
 */
export async function startSmtpCapture(dir: string, port: number): Promise<SMTPServer> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const file = path.join(dir, `${Date.now()}-${count}.eml`);
        // Written aside and renamed into place: a test reading the folder never sees half a mail.
        writeFile(`${file}.part`, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`)
          .then(() => rename(`${file}.part`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
