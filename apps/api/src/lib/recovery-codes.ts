import { randomInt } from 'node:crypto';
import { hashSecretToken } from './secret-token.ts';

/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i: 31 symbols. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_COUNT = 10;
const HALF = 5;

function randomHalf(): string {
  return Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten new recovery codes, `xxxxx-xxxxx` (about 50 bits each): shown once, kept only hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`);
}

/** True for what could be a recovery code as typed: ten symbols, a dash or spaces allowed. */
export function looksLikeRecoveryCode(value: string): boolean {
  return /^[a-z0-9]{5}[-\s]?[a-z0-9]{5}$/i.test(value.trim());
}

/** The stored form: typed case and separators do not matter. */
export function hashRecoveryCode(value: string): string {
  const symbols = value.trim().toLowerCase().replace(/[-\s]/g, '');
  return hashSecretToken(`${symbols.slice(0, HALF)}-${symbols.slice(HALF)}`);
}
