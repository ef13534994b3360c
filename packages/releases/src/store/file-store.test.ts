import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import type { FileStore, StoredFile } from './file-store.ts';
import { openFileStore } from './open-file-store.ts';
import { parseStoreLocation } from './store-location.ts';

// The same behaviour from both stores: a folder on this machine, and a bucket on a real
// S3-compatible server (s3rver on loopback), reached through @aws-sdk/client-s3.
describe.each(['folder', 's3'] as const)('the %s release store', (kind) => {
  let root: string;
  let s3: LocalS3 | undefined;
  let store: FileStore;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wtm-store-'));
    if (kind === 's3') {
      s3 = await startLocalS3();
      // The SDK reads credentials from the environment, as it does in production.
      Object.assign(process.env, s3.env);
    }
    const url = kind === 's3' ? `s3://${s3!.bucket}/site/releases` : undefined;
    store = openFileStore(parseStoreLocation(url, { dataDir: root, cwd: root, env: s3?.env ?? {} }));
  });

  afterAll(async () => {
    store.close();
    await s3?.stop();
    for (const name of Object.keys(s3?.env ?? {})) delete process.env[name];
    await rm(root, { recursive: true, force: true });
  });

  it('stores a file under a key, with its type, and reads it back', async () => {
    const source = path.join(root, 'entry.js');
    await writeFile(source, 'var books;');
    expect(await store.has('remotes/books/v1/remoteEntry.js')).toBe(false);
    await store.putFile('remotes/books/v1/remoteEntry.js', source);
    expect(await store.has('remotes/books/v1/remoteEntry.js')).toBe(true);
    const file = (await store.get('remotes/books/v1/remoteEntry.js')) as StoredFile;
    expect(file.contentType).toMatch(/javascript/);
    expect(file.size).toBe(10);
    expect(await text(file.body)).toBe('var books;');
    expect((await store.read('remotes/books/v1/remoteEntry.js'))?.toString()).toBe('var books;');
  });

  it('stores bytes, and answers undefined for a key that holds nothing', async () => {
    await store.put('pages/home.html', '<!doctype html><title>Home</title>');
    expect((await store.read('pages/home.html'))?.toString()).toBe('<!doctype html><title>Home</title>');
    expect(await store.get('pages/missing.html')).toBeUndefined();
    expect(await store.read('pages/missing.html')).toBeUndefined();
  });

  it('lists the keys under a folder key, and none under an empty one', async () => {
    await store.put('pages/s1/books/v1/index.html', 'a');
    await store.put('pages/s1/books/v1/books/pricing/index.html', 'b');
    await store.put('pages/s1/books/v10/index.html', 'c');
    expect((await store.list('pages/s1/books/v1/')).sort()).toEqual(['pages/s1/books/v1/books/pricing/index.html', 'pages/s1/books/v1/index.html']);
    expect(await store.list('pages/s2/')).toEqual([]);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../outside', 'remotes/../../x', '/abs', 'a//b', 'a\\b']) {
      await expect(store.has(key)).rejects.toThrow('Not a release store key');
    }
  });

  if (kind === 's3') {
    it('answers a current If-None-Match with not-modified, and keeps objects cacheable by a CDN', async () => {
      await store.put('shell/assets/main.0123456789.js', 'main();');
      const file = (await store.get('shell/assets/main.0123456789.js')) as StoredFile;
      await text(file.body);
      expect(file.etag).toMatch(/^".+"$/);
      expect(await store.get('shell/assets/main.0123456789.js', { ifNoneMatch: file.etag })).toBe('not-modified');
      const response = await fetch(`${s3!.endpoint}/${s3!.bucket}/site/releases/shell/assets/main.0123456789.js`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
  } else {
    it('keeps each key as a file under the folder', async () => {
      await store.put('shell/v1/index.html', '<!doctype html>');
      expect(await readFile(path.join(root, 'releases/shell/v1/index.html'), 'utf8')).toBe('<!doctype html>');
    });
  }
});
