import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HANDOFF_SECRET_MIN_LENGTH } from '../../config/products-config.ts';

export const HANDOFF_SECRET_FILE = 'handoff-secret';

export interface HandoffSecret {
  value: string;
  /** `env` (HANDOFF_SECRET), or the file it was read from or written to. */
  source: 'env' | { file: string; created: boolean };
}

/**
 * HANDOFF_SECRET when set. Otherwise a secret kept in `<DATA_DIR>/handoff-secret`,
 * generated (384 random bits, file mode 0600) at the first start and read at every later
 * one, so tokens issued before a restart still verify. Several instances must share it:
 * set HANDOFF_SECRET, or give them one DATA_DIR (README).
 */
export async function loadHandoffSecret(configured: string | undefined, dataDir: string): Promise<HandoffSecret> {
  if (configured !== undefined) return { value: configured, source: 'env' };
  const file = join(dataDir, HANDOFF_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing !== undefined) return { value: existing, source: { file, created: false } };
  await mkdir(dataDir, { recursive: true });
  const value = randomBytes(48).toString('base64url');
  try {
    // `wx`: if another process created it first, keep theirs.
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return { value, source: { file, created: true } };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readSecretFile(file);
    if (theirs === undefined) throw new Error(`${file} is being written by another process; start again`);
    return { value: theirs, source: { file, created: false } };
  }
}

async function readSecretFile(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const value = text.trim();
  if (value === '') return undefined;
  if (value.length < HANDOFF_SECRET_MIN_LENGTH) {
    throw new Error(`${file} holds a secret shorter than ${HANDOFF_SECRET_MIN_LENGTH} characters: delete it to have a new one generated, or set HANDOFF_SECRET`);
  }
  return value;
}
