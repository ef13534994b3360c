import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app with this secret shows at `at` (another TOTP library than the API's would do as well). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}
