import { mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chooseEncoding, contentTypeOf, notModified, StaticFileCache } from './static-file-cache.ts';

describe('StaticFileCache', () => {
  let folder: string;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'wtm-static-cache-'));
    clock = 1_000_000;
  });

  afterEach(() => rm(folder, { recursive: true, force: true }));

  async function write(name: string, content: string | Buffer, mtime?: Date): Promise<string> {
    const file = join(folder, name);
    await writeFile(file, content);
    if (mtime) await utimes(file, mtime, mtime);
    return file;
  }

  it('holds the file and its .br / .gz siblings with the headers @fastify/send gives them', async () => {
    const text = 'console.log("main");'.repeat(50);
    const mtime = new Date('2026-11-20T10:00:00Z');
    const file = await write('main.3f2a9c1b.js', text, mtime);
    await write('main.3f2a9c1b.js.br', brotliCompressSync(text), mtime);
    await write('main.3f2a9c1b.js.gz', gzipSync(text), mtime);
    const cache = new StaticFileCache({ now });

    const cached = await cache.get(file);
    expect(cached?.variants.identity?.body.toString()).toBe(text);
    expect(cached?.variants.identity?.headers).toEqual({
      'content-type': 'application/javascript; charset=utf-8',
      'content-length': String(text.length),
      'last-modified': mtime.toUTCString(),
      etag: `W/"${text.length.toString(16)}-${mtime.getTime().toString(16)}"`,
      'accept-ranges': 'bytes',
    });
    expect(cached?.variants.br?.headers['content-encoding']).toBe('br');
    expect(cached?.variants.gzip?.headers['content-encoding']).toBe('gzip');
    // Each variant's ETag is that of the file actually sent, as before.
    expect(cached?.variants.gzip?.etag).not.toBe(cached?.variants.identity?.etag);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(cached!.bytes);
  });

  it('answers from memory without touching the disk until the entry is due for a check', async () => {
    const file = await write('a.0a1b2c3d.css', 'body{}');
    const cache = new StaticFileCache({ now, revalidateMs: 1000 });
    const first = await cache.get(file);
    await unlink(file);
    expect(cache.peek(file)).toBe(first);
    expect(await cache.get(file)).toBe(first);
    // Due for a check: the file is gone, so is the entry.
    clock += 1000;
    expect(cache.peek(file)).toBeUndefined();
    expect(await cache.get(file)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('reads a rebuilt file with the same name again once its mtime changed', async () => {
    const file = await write('chunk.0a1b2c3d.js', 'old();', new Date('2026-11-20T10:00:00Z'));
    const cache = new StaticFileCache({ now, revalidateMs: 1000 });
    expect((await cache.get(file))?.variants.identity?.body.toString()).toBe('old();');

    await write('chunk.0a1b2c3d.js', 'new();', new Date('2026-11-20T11:00:00Z'));
    // Within the revalidation interval the cached copy is served ...
    expect((await cache.get(file))?.variants.identity?.body.toString()).toBe('old();');
    // ... after it, the stat shows the new mtime and the file is read again.
    clock += 1000;
    const reread = await cache.get(file);
    expect(reread?.variants.identity?.body.toString()).toBe('new();');
    expect(reread?.variants.identity?.lastModified).toBe(new Date('2026-11-20T11:00:00Z').toUTCString());
  });

  it('keeps an unchanged entry after a check, and notices a sibling that appears later', async () => {
    const file = await write('x.0a1b2c3d.js', 'x();');
    const cache = new StaticFileCache({ now, revalidateMs: 1000 });
    const first = await cache.get(file);
    clock += 1000;
    expect(await cache.get(file)).toBe(first);
    expect(first?.variants.gzip).toBeUndefined();

    await write('x.0a1b2c3d.js.gz', gzipSync('x();'));
    clock += 1000;
    expect((await cache.get(file))?.variants.gzip).toBeDefined();
  });

  it('stays within its byte budget, least recently used out first', async () => {
    const files = await Promise.all(['a', 'b', 'c'].map((name) => write(`${name}.0a1b2c3d.js`, name.repeat(400))));
    const cache = new StaticFileCache({ now, maxBytes: 1000 });
    await cache.get(files[0]!);
    await cache.get(files[1]!);
    // a is used again: b is now the least recently used.
    await cache.get(files[0]!);
    await cache.get(files[2]!);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.has(files[0]!)).toBe(true);
    expect(cache.has(files[1]!)).toBe(false);
    expect(cache.has(files[2]!)).toBe(true);
  });

  it('does not cache a file bigger than maxFileBytes, a type it does not know, or what is not a file', async () => {
    const big = await write('big.0a1b2c3d.js', 'x'.repeat(2000));
    const unknown = await write('data.0a1b2c3d.bin', 'x');
    const cache = new StaticFileCache({ now, maxFileBytes: 1000 });
    expect(await cache.get(big)).toBeUndefined();
    expect(await cache.get(unknown)).toBeUndefined();
    expect(await cache.get(join(folder, 'missing.0a1b2c3d.js'))).toBeUndefined();
    expect(await cache.get(folder)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('reads a file once for concurrent first requests', async () => {
    const file = await write('once.0a1b2c3d.js', 'once();');
    const cache = new StaticFileCache({ now });
    const [a, b, c] = await Promise.all([cache.get(file), cache.get(file), cache.get(file)]);
    expect(a).toBeDefined();
    expect(b).toBe(a);
    expect(c).toBe(a);
  });
});

describe('chooseEncoding', () => {
  const all = { br: 1, gzip: 1, identity: 1 };

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['gzip;q=0, *', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
  ])('%s → %s when the file has every variant', (header, expected) => {
    expect(chooseEncoding(header, all)).toBe(expected);
  });

  it('falls back to what the file has', () => {
    expect(chooseEncoding('br, gzip', { gzip: 1, identity: 1 })).toBe('gzip');
    expect(chooseEncoding('br, gzip', { identity: 1 })).toBe('identity');
  });
});

describe('notModified', () => {
  const etag = 'W/"6a-19a9f3c6a00"';

  it('matches the ETag weakly, in a list, or *', () => {
    expect(notModified(etag, undefined, etag)).toBe(true);
    expect(notModified('"6a-19a9f3c6a00"', undefined, etag)).toBe(true);
    expect(notModified(`"other", ${etag}`, undefined, etag)).toBe(true);
    expect(notModified('*', undefined, etag)).toBe(true);
    expect(notModified('W/"other"', undefined, etag)).toBe(false);
  });

  it('never matches a forced reload (Cache-Control: no-cache)', () => {
    expect(notModified(etag, 'no-cache', etag)).toBe(false);
  });
});

describe('contentTypeOf', () => {
  it('gives the types @fastify/send gives', () => {
    expect(contentTypeOf('/a/main.3f2a9c1b.js')).toBe('application/javascript; charset=utf-8');
    expect(contentTypeOf('/a/412.0a1b2c3d.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('/a/logo-9f8e7d6c.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('/a/x.0a1b2c3d.js.map')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('/a/x.bin')).toBeUndefined();
  });
});
