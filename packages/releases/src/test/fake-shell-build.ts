import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder shaped like the shell's webpack build: index.html naming a hashed script and the
 * favicon, and linking pages (as its no-JavaScript notice does), which are no files.
 */
export async function fakeShellBuild(root: string, label: string, hash = '0123456789'): Promise<string> {
  const dist = path.join(root, `shell-${label}`);
  await mkdir(dist, { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><link rel="preload" href="/remotes.json" as="fetch"><script defer src="/main.${hash}.js"></script><link rel="icon" href="/favicon.svg"></head><body><noscript><a href="/">Home</a> <a href="/contact">Contact Sales</a></noscript><div id="root">${label}</div></body></html>`,
  );
  await writeFile(path.join(dist, `main.${hash}.js`), `/* shell ${label} */`);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}
