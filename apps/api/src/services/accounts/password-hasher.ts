import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP parameters: 19 MiB of memory, 2 iterations, 1 lane (~17 ms a
 * hash here, see /work/shared/notes/measuring.md). @node-rs/argon2 hashes on libuv's
 * thread pool, so the event loop keeps serving while it works.
 */
export const ARGON2_OPTIONS = {
  // Algorithm is a const enum in the typings, which erasable TypeScript cannot read;
  // 2 is its Argon2id member.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** How every hash made with ARGON2_OPTIONS begins; older hashes get upgraded at sign-in. */
export const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, made with the current parameters. Sign-in
 * checks an unknown address against it, so an unknown address costs the same time as a
 * wrong password and the answer's timing does not tell whether an account exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  return dummyHash;
}

/** Checks `password` against `storedHash`, or against the dummy hash when there is none. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyPasswordHash());
  try {
    const matches = await verify(target, password);
    return matches && storedHash !== undefined;
  } catch {
    // A malformed stored hash cannot match anything.
    return false;
  }
}

/** True when the hash was made with other parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_HASH_PREFIX);
}
