import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface PageFile {
  path: string;
  html: string;
}

export interface WrittenPage {
  path: string;
  /** Relative to the out dir: `index.html`, `books/pricing/index.html`. */
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** `/` → `index.html`; `/books/pricing` → `books/pricing/index.html`. */
export const pageFile = (pagePath: string) => path.posix.join(pagePath.replace(/^\/+|\/+$/g, ''), 'index.html');

/**
 * Writes each page with its `.gz` and `.br` copies into a new folder `outDir`, all at
 * once: the pages go to a private folder first, renamed into place when complete. A
 * folder that exists is never written into (rendered pages are immutable).
 */
export async function writePages(outDir: string, pages: readonly PageFile[], summary: (written: WrittenPage[]) => unknown): Promise<WrittenPage[]> {
  if (await stat(outDir).then(() => true, () => false)) throw new Error(`${outDir} exists already: prerendered pages are never overwritten.`);
  const temp = path.join(path.dirname(outDir), `.${path.basename(outDir)}.${randomUUID()}.tmp`);
  try {
    const written: WrittenPage[] = [];
    for (const page of pages) {
      const file = pageFile(page.path);
      const target = path.join(temp, file);
      const data = Buffer.from(page.html);
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      ]);
      await mkdir(path.dirname(target), { recursive: true });
      await Promise.all([writeFile(target, data), writeFile(`${target}.gz`, gz), writeFile(`${target}.br`, br)]);
      written.push({ path: page.path, file, bytes: data.length, gzipBytes: gz.length, brotliBytes: br.length });
    }
    await writeFile(path.join(temp, 'pages.json'), `${JSON.stringify(summary(written), null, 2)}\n`);
    await mkdir(path.dirname(outDir), { recursive: true });
    await rename(temp, outDir);
    return written;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
