import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'WTM';

function totpOf(secret: string, accountName = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: accountName, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new shared secret: 20 random bytes (RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` address the QR code carries. */
export function totpUri(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/**
 * The time step of `code` if it is the secret's code of the current step or of one step
 * either side (clocks drift), else null. The caller refuses a step already used.
 */
export function matchingTotpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
