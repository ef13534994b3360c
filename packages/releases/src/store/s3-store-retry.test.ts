import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import type { FileStore } from './file-store.ts';
import { openFileStore } from './open-file-store.ts';
import { parseStoreLocation } from './store-location.ts';

// A connection to the bucket that breaks in the middle of an upload (a server closing a
// kept-alive socket, a load balancer restarting) must not fail a release: the upload is
// sent again. Between the store and a real S3-compatible server sits a TCP relay that
// cuts the first connection carrying a PUT.
describe('the S3 release store, when a connection breaks during an upload', () => {
  let root: string;
  let s3: LocalS3;
  let relay: net.Server;
  let store: FileStore;
  let cut = 0;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wtm-store-retry-'));
    s3 = await startLocalS3();
    const target = new URL(s3.endpoint);
    relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      client.once('data', (first) => {
        if (cut === 0 && first.toString('latin1').startsWith('PUT ')) {
          cut += 1;
          client.destroy();
          upstream.destroy();
          return;
        }
        upstream.write(first);
        client.pipe(upstream).pipe(client);
      });
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as net.AddressInfo;
    const env = { ...s3.env, AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}` };
    Object.assign(process.env, env);
    store = openFileStore(parseStoreLocation(`s3://${s3.bucket}/site/releases`, { dataDir: root, cwd: root, env }));
  });

  afterAll(async () => {
    store.close();
    await new Promise((resolve) => relay.close(resolve));
    await s3.stop();
    for (const name of Object.keys(s3.env)) delete process.env[name];
    await rm(root, { recursive: true, force: true });
  });

  it('sends the file again and stores it whole', async () => {
    const source = path.join(root, 'index.html');
    await writeFile(source, '<!doctype html><title>Books</title>');
    await store.putFile('pages/s1/books/v1/books/index.html', source);
    expect(cut).toBe(1);
    expect((await store.read('pages/s1/books/v1/books/index.html'))?.toString()).toBe('<!doctype html><title>Books</title>');
  });
});
