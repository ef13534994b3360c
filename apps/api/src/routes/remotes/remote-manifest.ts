import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MANIFEST_FILE = 'manifest.json';
export const EMPTY_MANIFEST_TEXT = '{"remotes":{}}';

/**
 * The runtime manifest's text, read afresh on every call: a release replaces the file by
 * rename (atomic), and the next read sees it without a restart. Its shape belongs to
 * @wtm/shell-contract (RuntimeManifest); here it is only checked to be a manifest at all,
 * so a broken release never hands the shell garbage.
 */
export async function readManifestText(remotesDir: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(join(remotesDir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_MANIFEST_TEXT;
    throw error;
  }
  assertManifest(text);
  return text;
}

function assertManifest(text: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST_FILE} in REMOTES_DIR is not valid JSON`);
  }
  const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error(`${MANIFEST_FILE} in REMOTES_DIR has no "remotes" object`);
  }
}
