import type { Executor } from '../../db/schema.ts';
import { findUserById, type UserRow } from '../../repositories/users.repository.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { checkLimits, type Throttled } from '../throttled.ts';
import { verifyPassword } from './password-hasher.ts';
import { accountRateRules } from './rate-rules.ts';

/** Why a My Account change did not pass its password check. `no-account`: deleted meanwhile. */
export type PasswordRefusal = { kind: 'wrong-password' } | { kind: 'no-account' } | Throttled;

/**
 * The current password a My Account change (password, address, deletion) is confirmed with:
 * wrong ones count against `passwordChangePerAccount` (5 per 15 minutes, then 429), a right
 * one is forgiven, so only failures add up.
 */
export async function confirmCurrentPassword(db: Executor, rateLimiter: RateLimiter, userId: string, password: string): Promise<{ kind: 'confirmed'; user: UserRow } | PasswordRefusal> {
  const throttled = await checkLimits(rateLimiter, [[accountRateRules.passwordChangePerAccount, userId]]);
  if (throttled) return throttled;
  const user = await findUserById(db, userId);
  if (user === undefined) return { kind: 'no-account' };
  if (!(await verifyPassword(user.password_hash, password))) return { kind: 'wrong-password' };
  await rateLimiter.forgive(accountRateRules.passwordChangePerAccount, userId);
  return { kind: 'confirmed', user };
}
