// A second build of the shell for the rolling-upgrade test, made from the current one as
// webpack would make it after a source change: the text changed, and every content-hashed
// file under a new name (references included), so no name is shared with the first build.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const HASH = /(?<=[.\-_])[0-9a-f]{10}(?=[.\-_])/;
const TEXT = /\.(js|html|css|json|map|txt|svg)$/;

export async function rebuiltShell(from: string, parent: string, change: { from: string; to: string }): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'shell-rebuilt-'));
  await cp(from, dir, { recursive: true });
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  // Pre-compressed siblings would hold the old text: the server compresses the new files itself.
  for (const file of files.filter((name) => /\.(br|gz)$/.test(name))) await rm(file);
  const renamed = new Map<string, string>();
  for (const file of files) {
    const hash = HASH.exec(path.basename(file))?.[0];
    if (hash !== undefined) renamed.set(hash, createHash('sha256').update(`${hash}:rebuilt`).digest('hex').slice(0, 10));
  }
  let changed = 0;
  for (const file of files.filter((name) => TEXT.test(name) && !/\.(br|gz)$/.test(name))) {
    let text = await readFile(file, 'utf8');
    for (const [old, next] of renamed) text = text.split(old).join(next);
    if (text.includes(change.from)) changed += 1;
    await writeFile(file, text.split(change.from).join(change.to));
    const hash = HASH.exec(path.basename(file))?.[0];
    if (hash !== undefined) await rename(file, path.join(path.dirname(file), path.basename(file).replace(hash, renamed.get(hash)!)));
  }
  // Binary files (the font, images) keep their bytes under their new names.
  for (const file of files.filter((name) => !TEXT.test(name) && !/\.(br|gz)$/.test(name))) {
    const hash = HASH.exec(path.basename(file))?.[0];
    if (hash !== undefined) await rename(file, path.join(path.dirname(file), path.basename(file).replace(hash, renamed.get(hash)!)));
  }
  if (changed === 0) throw new Error(`No file of the shell build contains ${JSON.stringify(change.from)}.`);
  return dir;
}
