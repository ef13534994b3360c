import { hkdfSync } from 'node:crypto';

/** The two HMAC secrets of proof-of-work challenges (decision 0026). */
export interface ChallengeKeys {
  /** Signs a challenge's parameters, so a client cannot make its own easier one. */
  signature: string;
  /** Signs the key a challenge's solution must derive, so a solution is checked with one HMAC. */
  keySignature: string;
}

/**
 * Derives the challenge keys from the hand-off secret with HKDF-SHA256, each under a label
 * of its own: every instance that shares HANDOFF_SECRET (as it must) verifies the others'
 * challenges, and a challenge key, if it ever leaked, tells nothing of the hand-off secret.
 * The keys are never logged.
 */
export function deriveChallengeKeys(handoffSecret: string): ChallengeKeys {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', handoffSecret, '', label, 32)).toString('hex');
  return { signature: derive('wtm-challenge-signature.v1'), keySignature: derive('wtm-challenge-key-signature.v1') };
}
