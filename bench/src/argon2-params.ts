// The argon2id parameters of the login line's yardstick and control: the API's (OWASP:
// m=19456 KiB, t=2, p=1), written here rather than imported, so the bench depends on
// what the site answers and not on how the API is built. A change of the API's
// parameters shows in the login line's ratio; change them here with it.
import type { Algorithm } from '@node-rs/argon2';

export const ARGON2ID = {
  // Algorithm is a const enum in the typings; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** How a hash made with ARGON2ID begins. */
export const ARGON2ID_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;
